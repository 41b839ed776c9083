#!/usr/bin/env bash
# Games for two sides (issue 20): Pishe Pasha, Double Solitaire and Nuts played to the end, each
# deal by one player a side. Writes results/GAME.json (greedy against greedy, the default of
# `patience simulate GAME`) and results/GAME-random.json (random against random), each with a
# per-deal file in results/several-runs/ so that an interrupted run resumes where it stopped
# (this script passes --resume when the file is there), then rewrites the tables.
#   scripts/several.sh [DEALS=100000] [GAMES="pishe-pasha double-solitaire nuts"]
#                      [PLAYERS="greedy random"] [THREADS=all]
# The published run: scripts/several.sh 100000
set -euo pipefail
cd "$(dirname "$0")/.."
deals=${1:-100000}
games=${2:-pishe-pasha double-solitaire nuts}
players=${3:-greedy random}
threads=()
[[ -n ${4:-} ]] && threads=(--threads "$4")
cargo build --release --quiet
P="${CARGO_TARGET_DIR:-target}/release/patience"
mkdir -p results/several-runs
for game in $games; do
  for player in $players; do
    # Greedy against greedy is the game's own default: no --player, results/GAME.json.
    name="$game"
    how=()
    if [[ $player != greedy ]]; then
      name="$game-$player"
      how=(--player "$player")
    fi
    per="results/several-runs/$name-$deals.jsonl"
    resume=()
    [[ -s $per ]] && resume=(--resume)
    echo "== $game, $player against $player: $deals games" >&2
    /usr/bin/time -f "$name: %e s wall, %U s user, %M KiB peak" \
      "$P" simulate "$game" "${how[@]}" --deals "$deals" "${threads[@]}" \
      --per-deal "$per" "${resume[@]}" --quiet --json "results/$name.json"
  done
done
python3 scripts/results_readme.py
