#!/usr/bin/env bash
# Canfield's win rate for each reading (issue 17): results/canfield*.json, the summaries of the
# whole range. The range is solved in shards (`simulate --shard K/N`), each with its per-deal file
# in results/canfield-runs/, so that a run stopped at any point resumes where it stopped (a shard
# already done costs nothing) and finished shards can be kept while the rest wait; `patience
# merge` then gives the summary of the whole range, exactly as one run would.
#   scripts/canfield.sh [DEALS=100000] [READINGS="canfield-partial canfield canfield-any"] \
#       [SHARDS=20] [THREADS=every core]
# The passes over the deals left unknown: scripts/canfield_passes.sh. Side by side with
# Solvitaire on its own deals: scripts/compare_solvitaire.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
deals=${1:-100000}
readings=${2:-canfield-partial canfield canfield-any}
shards=${3:-20}
threads=()
[[ -n ${4:-} ]] && threads=(--threads "$4")
cargo build --release --quiet
P="${CARGO_TARGET_DIR:-target}/release/patience"
mkdir -p results/canfield-runs
for game in $readings; do
  parts=()
  for k in $(seq 1 "$shards"); do
    per="results/canfield-runs/$game-$deals-$k-of-$shards.jsonl"
    parts+=("$per")
    resume=()
    # A shard resumes with the solver settings it began with (its header's), which an older
    # build's defaults may not be (Canfield's table was 64 MiB before it was 96).
    [[ -s $per ]] && resume=(--resume)
    echo "== $game: $deals deals, shard $k of $shards" >&2
    /usr/bin/time -f "$game $k/$shards: %e s wall, %U s user, %M KiB peak" \
      "$P" simulate "$game" --deals "$deals" --shard "$k/$shards" "${threads[@]}" \
      --per-deal "$per" "${resume[@]}" --quiet --json - >/dev/null
  done
  "$P" merge "${parts[@]}" --json "results/$game.json"
done
python3 scripts/results_readme.py
