#!/usr/bin/env bash
# Builds Solvitaire (Charlie Blake and Ian Gent's patience solver), from the source tarball the
# project keeps beside it (../shared/peers/, or $PATIENCE_PEERS), into a cache folder outside the
# repository ($SOLVITAIRE_HOME, default ~/.cache/patience-peers/solvitaire), once. Prints the
# binary's path on its last line.
#   scripts/peers/solvitaire.sh
# It compiles the solver's own sources with g++ directly (its CMakeLists fetches googletest from
# the network at configure time, for tests we do not need), against Debian's Boost.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
peers=${PATIENCE_PEERS:-$root/../shared/peers}
home=${SOLVITAIRE_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/patience-peers/solvitaire}
bin=$home/solvitaire
if [[ ! -x $bin ]]; then
  tarball=$(ls "$peers"/solvitaire-*.tar.gz | head -1)
  if ! dpkg -s libboost-program-options-dev libboost-system-dev >/dev/null 2>&1 || ! command -v g++ >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq g++ libboost-dev \
      libboost-program-options-dev libboost-system-dev >/dev/null
  fi
  mkdir -p "$home/src"
  tar -xzf "$tarball" -C "$home/src" --strip-components="$(tar -tzf "$tarball" | head -1 | grep -c /)"
  # shellcheck disable=SC2046
  g++ -O2 -DNDEBUG -std=c++14 -I "$home/src/lib" -I "$home/src/lib/rapidjson" \
    $(find "$home/src/src/main" -name '*.cpp') \
    -o "$bin.tmp" -lboost_program_options -lboost_system -lpthread >&2
  mv "$bin.tmp" "$bin"
fi
echo "$bin"
