#!/usr/bin/env bash
# Canfield side by side with Solvitaire on the same deals: Solvitaire's seeds 1..N, each solved by
# Solvitaire (`--random SEED --classify --timeout MS`) and by patience (`solve GAME --deal
# solvitaire:SEED`), two at a time (this machine's cores). Checks that every verdict both decided
# agrees and writes results/solvitaire-compare.json and .md: deals, won / lost / unknown, CPU
# seconds (total and median a deal, user + system, from the kernel), deals per CPU second and
# peak memory, for each program and reading.
#   scripts/compare_solvitaire.sh [N=2000] [TIMEOUT_MS=5000] [READINGS="partial whole"]
# Solvitaire's lines are kept in a cache folder (one file per game type and timeout), so a rerun
# solves only the seeds it lacks: an interrupted run loses nothing.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
n=${1:-2000}
timeout_ms=${2:-5000}
readings=${3:-partial whole}
solvitaire=$("$root/scripts/peers/solvitaire.sh" | tail -1)
cargo build --release --quiet --manifest-path "$root/Cargo.toml"
python3 "$root/scripts/compare_solvitaire.py" --patience "$root/target/release/patience" \
  --solvitaire "$solvitaire" --deals "$n" --timeout-ms "$timeout_ms" --readings $readings \
  --out "$root/results/solvitaire-compare"
python3 "$root/scripts/results_readme.py"
