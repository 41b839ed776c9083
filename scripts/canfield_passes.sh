#!/usr/bin/env bash
# The passes over the deals Canfield's 100,000-deal runs (scripts/canfield.sh) leave unknown, in
# the order results/README.md gives them, then results/canfield-nesting.md. Each pass is a
# scripts/unknowns.py run with its own file in results/canfield-runs/; a deal already in it is
# not solved again, so the script resumes where it was stopped and costs nothing once done.
#   scripts/canfield_passes.sh            solve what the passes still lack (hours a pass)
#   scripts/canfield_passes.sh --report   solve nothing: each pass's summary so far
# Both end by rewriting results/canfield-nesting.md from what the files hold.
# THREADS (default 2) sets the deals solved at once in the passes at 100 million nodes; the
# larger ones use their own (their tables take 4 and 6 GiB each). Huge pages for the tables
# (GLIBC_TUNABLES=glibc.malloc.hugetlb=1) are asked for as the passes in results/ were run.
set -euo pipefail
cd "$(dirname "$0")/.."
report=()
[[ ${1:-} == --report ]] && report=(--report)
threads=${THREADS:-2}
if [[ ${#report[@]} -eq 0 ]]; then
  cargo build --release --quiet
fi
export PATIENCE="${PATIENCE:-${CARGO_TARGET_DIR:-target}/release/patience}"
export GLIBC_TUNABLES=glibc.malloc.hugetlb=1
R=results/canfield-runs
pass() { # pass GAME LIMIT THREADS TABLE_MIB [unknowns.py flags...]: one pass over GAME's shards
  local game=$1 limit=$2 n=$3 mib=$4
  shift 4
  echo "== $game at $limit nodes" >&2
  python3 scripts/unknowns.py "$R/$game"-100000-*-of-20.jsonl "$limit" --threads "$n" \
    --out "$R/$game-100000-unknowns-$limit.jsonl" "$@" "${report[@]}" \
    -- --restart-nodes 0 --table-mib "$mib"
}
shopt -s nullglob
partial=("$R"/canfield-partial-100000-*.jsonl)
whole=("$R"/canfield-100000-*.jsonl)
any=("$R"/canfield-any-100000-*.jsonl)
shopt -u nullglob

# canfield-partial: every deal decided by its own passes.
pass canfield-partial 100000000 "$threads" 2048
pass canfield-partial 300000000 1 4096 --after "$R/canfield-partial-100000-unknowns-100000000.jsonl"
pass canfield-partial 1000000000 2 6144 --after "$R/canfield-partial-100000-unknowns-100000000.jsonl" \
  "$R/canfield-partial-100000-unknowns-300000000.jsonl"
# canfield (whole piles): a deal the wider readings prove lost is lost here.
pass canfield 100000000 "$threads" 2048 --lost-in "${partial[@]}" "${any[@]}"
pass canfield 300000000 2 4096 --after "$R/canfield-100000-unknowns-100000000.jsonl" \
  --lost-in "${partial[@]}" "${any[@]}"
pass canfield 1000000000 2 6144 --after "$R/canfield-100000-unknowns-100000000.jsonl" \
  "$R/canfield-100000-unknowns-300000000.jsonl" --lost-in "${partial[@]}" "${any[@]}"
# canfield-any: a deal the narrower readings win is won here.
pass canfield-any 100000000 "$threads" 2048 --won-in "${partial[@]}" "${whole[@]}"
pass canfield-any 300000000 2 4096 --after "$R/canfield-any-100000-unknowns-100000000.jsonl" \
  --won-in "${partial[@]}" "${whole[@]}"
pass canfield-any 1000000000 2 6144 --after "$R/canfield-any-100000-unknowns-100000000.jsonl" \
  "$R/canfield-any-100000-unknowns-300000000.jsonl" --won-in "${partial[@]}" "${whole[@]}"

python3 scripts/canfield_nesting.py
