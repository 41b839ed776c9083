#!/usr/bin/env bash
# The book's games (issue 18): results/GAME.json, the summary of `patience simulate --json` for
# each preset, with a per-deal file each in results/book-runs/ so that an interrupted run
# resumes where it stopped (this script passes --resume when the file is there).
#   scripts/book.sh [DEALS=100000] [GAMES="aces-up baroness baroness-on-piles accordion as-you-like-it"]
#                   [THREADS=all] [NODE_LIMIT=the solver's default]
# (As You Like It's 100,000 deals at the default budget take the best part of an hour on two
# cores: its hard deals spend the whole budget.)
set -euo pipefail
cd "$(dirname "$0")/.."
deals=${1:-100000}
games=${2:-aces-up baroness baroness-on-piles accordion as-you-like-it}
threads=()
[[ -n ${3:-} ]] && threads=(--threads "$3")
limit=()
[[ -n ${4:-} ]] && limit=(--node-limit "$4")
cargo build --release --quiet
P="${CARGO_TARGET_DIR:-target}/release/patience"
mkdir -p results/book-runs
for game in $games; do
  per="results/book-runs/$game-$deals.jsonl"
  resume=()
  [[ -s $per ]] && resume=(--resume)
  echo "== $game: $deals deals" >&2
  /usr/bin/time -f "$game: %e s wall, %U s user, %M KiB peak" \
    "$P" simulate "$game" --deals "$deals" "${threads[@]}" "${limit[@]}" --per-deal "$per" "${resume[@]}" \
    --quiet --json "results/$game.json"
done
python3 scripts/results_readme.py
