#!/usr/bin/env bash
# Games played without peeking: results/GAME-PLAYER.json, the summary of `patience simulate GAME
# --player PLAYER` (a player who sees only the face-up cards), beside the thoughtful figures of
# scripts/book.sh.
#   scripts/players.sh [DEALS=100000] [GAMES="aces-up"] [PLAYERS="greedy random"] [THREADS=all]
set -euo pipefail
cd "$(dirname "$0")/.."
deals=${1:-100000}
games=${2:-aces-up}
players=${3:-greedy random}
threads=()
[[ -n ${4:-} ]] && threads=(--threads "$4")
cargo build --release --quiet
P="${CARGO_TARGET_DIR:-target}/release/patience"
for game in $games; do
  for player in $players; do
    echo "== $game, $player player: $deals deals" >&2
    "$P" simulate "$game" --player "$player" --deals "$deals" "${threads[@]}" --quiet \
      --json "results/$game-$player.json"
  done
done
python3 scripts/results_readme.py
