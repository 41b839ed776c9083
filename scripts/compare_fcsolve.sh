#!/usr/bin/env bash
# Baker's Dozen and Good Measure side by side with Freecell Solver on the same deals: PySolFC's
# game numbers 1..N, each board written by patience (`deal --format fc-solve`) and solved by
# fc-solve (`--game bakers_dozen|good_measure -sel -mi ITERATIONS`) and by patience (`solve GAME
# --deal pysol:N`), two at a time. Checks that every verdict both decided agrees and writes
# results/fcsolve-compare.json and .md.
#   scripts/compare_fcsolve.sh [N=1000] [ITERATIONS=2000000] [GAMES="bakers-dozen good-measure"]
# fc-solve's rows are kept in a cache folder, so a rerun solves only the deals it lacks. JOBS=1
# runs one process at a time (default 2).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
n=${1:-1000}
iterations=${2:-2000000}
games=${3:-bakers-dozen good-measure}
fcsolve=$("$root/scripts/peers/fc-solve.sh" | tail -1)
cargo build --release --quiet --manifest-path "$root/Cargo.toml"
python3 "$root/scripts/compare_fcsolve.py" --patience "$root/target/release/patience" \
  --fc-solve "$fcsolve" --deals "$n" --iterations "$iterations" --games $games \
  --out "$root/results/fcsolve-compare"
python3 "$root/scripts/results_readme.py"
