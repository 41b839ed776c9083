# Sourced by the scripts that compare this tree with an earlier revision: builds both in release
# and sets `new` and `old` to their binaries, `work` to a temporary folder removed on exit (with
# the revision's worktree), and `base_sha`, `head_sha`.
#   two_builds BASE_REV
two_builds() {
  base_sha=$(git rev-parse "$1")
  head_sha=$(git rev-parse HEAD)
  work=$(mktemp -d)
  trap 'git worktree remove --force "$work/base" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
  cargo build --release --quiet
  new="${CARGO_TARGET_DIR:-target}/release/patience"
  git worktree add --detach "$work/base" "$base_sha" >/dev/null 2>&1
  (cd "$work/base" && CARGO_TARGET_DIR="$work/base-target" cargo build --release --quiet)
  old="$work/base-target/release/patience"
}
