#!/usr/bin/env bash
# Nestors solved double dummy (issue 20): the bidder's side's points with best play by all, deal
# by deal, for each trump, in results/nestors-runs/nestors-TRUMP-DEALS.jsonl; then
# scripts/nestors_table.py summarises whatever deals the files hold (results/nestors-dd.json and
# .svg, and the tables of results/README.md). Each trump runs as its own one-thread process, all
# at once, so the trumps advance together; an interrupted run resumes where it stopped (--resume
# when the file is there). A deal takes minutes of a core (docs/rules.md, Nestors), so the
# 10,000 deals of a full table are a run for a cluster: scripts/slurm/submit.sh with
# ARGS="--trump T --table-mib 2048" (one array a trump; a 2 GiB table searches about half the
# positions of the default 256 MiB, docs/experiments.md), then scripts/nestors_table.py on the
# shards' files. This script keeps the default table, so that its files resume.
#   scripts/nestors_dd.sh [DEALS=10000] [TRUMPS="aces jacks tens"]
set -euo pipefail
cd "$(dirname "$0")/.."
deals=${1:-10000}
trumps=${2:-aces jacks tens}
cargo build --release --quiet
P="${CARGO_TARGET_DIR:-target}/release/patience"
mkdir -p results/nestors-runs
for trump in $trumps; do
  per="results/nestors-runs/nestors-$trump-$deals.jsonl"
  resume=()
  [[ -s $per ]] && resume=(--resume)
  echo "== nestors, $trump trumps: $deals deals" >&2
  /usr/bin/time -f "$trump: %e s wall, %U s user, %M KiB peak" \
    "$P" simulate nestors --trump "$trump" --deals "$deals" --threads 1 --quiet \
    --per-deal "$per" "${resume[@]}" > /dev/null &
done
wait
python3 scripts/nestors_table.py results/nestors-runs/nestors-*-"$deals".jsonl
python3 scripts/results_readme.py
