#!/usr/bin/env bash
# Regenerates every figure in results/ (and so in the README) from scratch.
#   scripts/reproduce.sh          every experiment
#   scripts/reproduce.sh nestor   only the experiments whose name contains "nestor"
# Each experiment writes results/NAME.json (the summary of `patience simulate --json`).
# Runs are deterministic: the same deals give the same verdicts on any machine and thread count.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
P=target/release/patience
filter="${1:-}"
mkdir -p results

run() { # run NAME ARGS...: one experiment
  local name=$1; shift
  [[ -n "$filter" && "$name" != *"$filter"* ]] && return 0
  echo "== $name: patience $*" >&2
  "$P" "$@" --quiet --json "results/$name.json"
}

# --- Nestor and Double Nestor (issue 2) ---
run nestor-bottom        simulate nestor --rectify bottom  --deals 1000000
run nestor-uniform       simulate nestor --rectify uniform --deals 1000000
run nestor-column        simulate nestor --rectify column  --deals 1000000
run nestor-unrectified   simulate nestor-unrectified       --deals 1000000
run double-nestor        simulate double-nestor            --deals 100000

# --- Nestor family presets (issue 4) ---
# (lines added by the Nestor-family work go here)

# --- Match Solitaire (issue 5) ---
# (lines added by the Match Solitaire work go here)

scripts/results_table.py > results/README-table.md
echo "results/README-table.md updated" >&2
