#!/usr/bin/env bash
# Accordion with every card laid out side by side with Solvitaire on the same deals: Solvitaire's
# seeds 1..N of its `accordion` game type, each solved by Solvitaire (`--type accordion --random
# SEED --classify --timeout MS`) and by patience (`solve accordion-free --deal solvitaire:SEED`),
# two at a time. Checks that every verdict both decided agrees (exit code 1 if one differs) and
# writes results/solvitaire-accordion.json and .md: deals, won / lost / unknown, CPU seconds
# (total and median a deal, user + system, from the kernel), deals per CPU second and peak memory
# of each program, then the tables of results/README.md.
#   scripts/compare_solvitaire_accordion.sh [N=1000] [TIMEOUT_MS=30000]
# Solvitaire's lines are cached as compare_solvitaire.sh's are (a rerun solves only the seeds it
# lacks); `compare_solvitaire.py --readings accordion --peer-only` fills the cache ahead.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
n=${1:-1000}
timeout_ms=${2:-30000}
solvitaire=$("$root/scripts/peers/solvitaire.sh" | tail -1)
cargo build --release --quiet --manifest-path "$root/Cargo.toml"
status=0
python3 "$root/scripts/compare_solvitaire.py" --patience "$root/target/release/patience" \
  --solvitaire "$solvitaire" --deals "$n" --timeout-ms "$timeout_ms" --readings accordion \
  --out "$root/results/solvitaire-accordion" || status=$?
python3 "$root/scripts/results_readme.py"
exit "$status"
