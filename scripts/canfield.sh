#!/usr/bin/env bash
# Canfield's win rate for each reading (issue 17): results/canfield*.json, the summaries of
# `patience simulate --json`, with a per-deal file each so that an interrupted run resumes where
# it stopped (this script passes --resume when the file is there).
#   scripts/canfield.sh [DEALS=100000] [READINGS="canfield-partial canfield canfield-any"]
# Side by side with Solvitaire on its own deals: scripts/compare_solvitaire.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
deals=${1:-100000}
readings=${2:-canfield-partial canfield canfield-any}
cargo build --release --quiet
P="${CARGO_TARGET_DIR:-target}/release/patience"
mkdir -p results
for game in $readings; do
  per="results/$game-deals.jsonl"
  resume=()
  [[ -s $per ]] && resume=(--resume)
  echo "== $game: $deals deals" >&2
  /usr/bin/time -f "$game: %e s wall, %M KiB peak" \
    "$P" simulate "$game" --deals "$deals" --per-deal "$per" "${resume[@]}" --quiet \
    --json "results/$game.json"
done
python3 scripts/results_readme.py
