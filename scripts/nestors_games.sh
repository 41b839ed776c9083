#!/usr/bin/env bash
# Nestors games to 1,000 (issue 20): every player bids by the policy fitted to the double-dummy
# tables and each deal is played double dummy (`patience solve nestors-game --deal N` shows one
# game deal by deal). Games from 1, one a line in results/nestors-runs/nestors-game-GAMES.jsonl
# (won: seats 0 and 2, the first to bid and partner, win; nodes: deals played; points: their
# final score; contracts: made of bid); an interrupted run resumes where it stopped. A game is
# some ten deals of minutes each, so THREADS games go at once and a stop by SIGTERM waits for
# the games in play to end. The summary of what the file holds is printed at the end.
# Each thread's table is 2 GiB (--table-mib 2048), not Nestors' default 256 MiB: a deal then
# searches about half the positions, for about 1.4 times the speed (docs/experiments.md).
#   scripts/nestors_games.sh [GAMES=1000] [THREADS=2]
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-1000}
threads=${2:-2}
cargo build --release --quiet
P="${CARGO_TARGET_DIR:-target}/release/patience"
mkdir -p results/nestors-runs
per="results/nestors-runs/nestors-game-$games.jsonl"
resume=()
[[ -s $per ]] && resume=(--resume)
/usr/bin/time -f "nestors-game: %e s wall, %U s user, %M KiB peak" \
  "$P" simulate nestors-game --deals "$games" --threads "$threads" --table-mib 2048 --quiet \
  --per-deal "$per" "${resume[@]}" > /dev/null || true
"$P" merge --partial "$per"
