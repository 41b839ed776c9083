#!/usr/bin/env bash
# Builds Freecell Solver's `fc-solve` (Shlomi Fish), able to play Baker's Dozen's 13 stacks, from
# the source tarball the project keeps beside it (../shared/peers/, or $PATIENCE_PEERS: Debian's
# own freecell-solver 5.0.0 source) into a cache folder outside the repository ($FC_SOLVE_HOME,
# default ~/.cache/patience-peers/fc-solve), once. Prints the binary's path on its last line.
#   scripts/peers/fc-solve.sh
# Debian's freecell-solver-bin is built for at most 10 stacks and refuses Baker's Dozen; this is
# the same source, unchanged, configured with -DMAX_NUM_STACKS=13 (plus no test suite, a release
# build, and the solver library linked in statically so the binary does not need the build tree).
# Useful flags: --game bakers_dozen|good_measure, -mi N (iteration cap), -sel ("Iterations count
# exceeded." instead of "I could not solve this game." when the cap, not the search, ran out),
# -m / -sn (print the moves), -p -t (one line a pile, tens as T, in printed states).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
peers=${PATIENCE_PEERS:-$root/../shared/peers}
home=${FC_SOLVE_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/patience-peers/fc-solve}
bin=$home/fc-solve
if [[ ! -x $bin ]]; then
  tarball=$(ls "$peers"/freecell-solver_*.orig.tar.xz | head -1)
  need=()
  for p in cmake gcc make gperf libtemplate-perl libpath-tiny-perl python3-six; do
    dpkg -s "$p" >/dev/null 2>&1 || need+=("$p")
  done
  if ((${#need[@]})); then
    echo "installing ${need[*]}" >&2
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >&2
  fi
  rm -rf "$home/src" "$home/build"
  mkdir -p "$home/src" "$home/build"
  tar -xJf "$tarball" -C "$home/src" --strip-components=1
  (
    cd "$home/build"
    cmake "$home/src" -DMAX_NUM_STACKS=13 -DFCS_WITH_TEST_SUITE=OFF \
      -DCMAKE_BUILD_TYPE=Release -DFCS_LINK_TO_STATIC=ON >&2
    nice make -j2 fc-solve >&2
  )
  cp "$home/build/fc-solve" "$bin.tmp"
  "$bin.tmp" --version >&2
  mv "$bin.tmp" "$bin"
fi
echo "$bin"
