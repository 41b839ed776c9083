#!/usr/bin/env bash
# Games played without peeking: results/GAME-PLAYER.json, the summary of `patience simulate GAME
# --player PLAYER` (a player who sees only the face-up cards), beside the thoughtful figures of
# scripts/book.sh. Each run keeps a per-deal file in results/player-runs/, so that an interrupted
# run resumes where it stopped (this script passes --resume when the file is there).
#   scripts/players.sh [DEALS=100000] [GAMES="aces-up"] [PLAYERS="greedy random"] [THREADS=all]
#                      [SAMPLES=the player's default] [SAMPLE_NODES=the player's default]
#                      [RECTIFY=the game's]
# The sampling player at other settings than its defaults (10 samples of 10,000 nodes) writes
# results/GAME-sampling-K-N.json instead (the rollout player, given SAMPLES, GAME-rollout-K.json), and another rectification than the game's
# results/GAME-rectify-R-PLAYER.json. The published runs:
#   scripts/players.sh 100000 "aces-up closed-nestor" "greedy random"
#   scripts/players.sh 10000 closed-nestor sampling
#   scripts/players.sh 2000 closed-nestor sampling "" 10 100
#   scripts/players.sh 2000 closed-nestor sampling "" 30 10000
#   scripts/players.sh 2000 closed-nestor sampling "" 1 10000
#   scripts/players.sh 2000 closed-nestor sampling "" 3 10000
#   scripts/players.sh 100000 closed-nestor "greedy random" "" "" "" none
#   scripts/players.sh 2000 closed-nestor sampling "" "" "" none
#   scripts/players.sh 100000 closed-nestor greedy "" "" "" uniform
#   scripts/players.sh 2000 closed-nestor sampling "" "" "" uniform
#   scripts/players.sh 2000 closed-nestor rollout
#   scripts/players.sh 2000 closed-nestor rollout "" 30
#   scripts/players.sh 2000 closed-nestor rollout "" 100
#   scripts/players.sh 100000 baroness "greedy random"
#   scripts/players.sh 10000 baroness sampling
#   scripts/players.sh 2000 baroness rollout
#   scripts/players.sh 500 baroness sampling "" 10 100000
#   scripts/players.sh 10000 "aces-up canfield accordion" sampling
#   scripts/players.sh 2000 "accordion doublets" sampling "" 10 1000
#   scripts/players.sh 1000 "aces-up canfield" sampling "" 10 1000
#   scripts/players.sh 100000 "canfield accordion" "greedy random"
#   scripts/players.sh 100000 "doublets match-closed=3x3x13x5-" "greedy random"
#   scripts/players.sh 10000 doublets sampling
#   scripts/players.sh 1000 match-closed=3x3x13x5- sampling
#   scripts/players.sh 10000 match-closed=3x3x13x5- sampling "" 10 1000
#   scripts/players.sh 2000 match-closed=3x3x13x5- sampling "" 10 100
# A game NAME=GAME plays GAME and names its files after NAME (a game-id such as 3x3x13x5-
# would make results/3x3x13x5--greedy.json).
set -euo pipefail
cd "$(dirname "$0")/.."
deals=${1:-100000}
games=${2:-aces-up}
players=${3:-greedy random}
threads=()
[[ -n ${4:-} ]] && threads=(--threads "$4")
samples=${5:-}
sample_nodes=${6:-}
rectify=()
[[ -n ${7:-} ]] && rectify=(--rectify "$7")
cargo build --release --quiet
P="${CARGO_TARGET_DIR:-target}/release/patience"
mkdir -p results/player-runs
for spec in $games; do
  label=${spec%%=*}
  game=${spec#*=}
  for player in $players; do
    name="$label-$player"
    [[ -n ${7:-} ]] && name="$label-rectify-$7-$player"
    settings=()
    if [[ $player == sampling && ( -n $samples || -n $sample_nodes ) ]]; then
      settings=(--samples "${samples:-10}" --sample-nodes "${sample_nodes:-10000}")
      name="${name%-sampling}-sampling-${samples:-10}-${sample_nodes:-10000}"
    elif [[ $player == rollout && -n $samples ]]; then
      settings=(--samples "$samples")
      name="${name%-rollout}-rollout-$samples"
    fi
    per="results/player-runs/$name-$deals.jsonl"
    resume=()
    [[ -s $per ]] && resume=(--resume)
    echo "== $game, $player player ${settings[*]}: $deals deals" >&2
    /usr/bin/time -f "$name: %e s wall, %U s user, %M KiB peak" \
      "$P" simulate "$game" "${rectify[@]}" --player "$player" "${settings[@]}" --deals "$deals" "${threads[@]}" \
      --per-deal "$per" "${resume[@]}" --quiet --json "results/$name.json"
  done
done
python3 scripts/results_readme.py
python3 scripts/players_chart.py
