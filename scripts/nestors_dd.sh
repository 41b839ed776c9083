#!/usr/bin/env bash
# Nestors solved double dummy (issue 20): the bidder's side's points with best play by all, deal
# by deal, for each trump, in results/nestors-runs/; then scripts/nestors_table.py summarises
# whatever deals the files hold (results/nestors-dd.json and .svg, and the tables of
# results/README.md). Each trump runs as its own one-thread process, all at once, so the trumps
# advance together; an interrupted run resumes where it stopped.
#
# Each process searches with a table of TABLE_MIB (default 2048) on huge pages
# (GLIBC_TUNABLES=glibc.malloc.hugetlb=1, which has glibc ask the kernel for them): a hard deal
# then searches half the positions of Nestors' default 256 MiB or fewer, in as little as 0.6 of
# the time, an easy one as fast (docs/experiments.md, "Nestors double dummy: a 2 GiB table on huge pages").
# The table's size is part of a per-deal file's header, so each size has its own file,
# nestors-TRUMP-DEALS-<TABLE_MIB>mib.jsonl, taking up after the last deal of the files before
# it (nestors-TRUMP-DEALS.jsonl: the first solves, with the default table); scripts/
# nestors_table.py pools them. A deal takes minutes of a core (docs/rules.md, Nestors), so the
# 10,000 deals of a full table are a run for a cluster: scripts/slurm/submit.sh with
# ARGS="--trump T --table-mib 2048" (one array a trump), then scripts/nestors_table.py on the
# shards' files.
#   scripts/nestors_dd.sh [DEALS=10000] [TRUMPS="aces jacks tens"] [TABLE_MIB=2048]
set -euo pipefail
cd "$(dirname "$0")/.."
deals=${1:-10000}
trumps=${2:-aces jacks tens}
mib=${3:-2048}
cargo build --release --quiet
P="${CARGO_TARGET_DIR:-target}/release/patience"
mkdir -p results/nestors-runs
export GLIBC_TUNABLES=glibc.malloc.hugetlb=1
for trump in $trumps; do
  per="results/nestors-runs/nestors-$trump-$deals-${mib}mib.jsonl"
  resume=()
  if [[ -s $per ]]; then
    start=$(python3 -c 'import json, sys; print(json.loads(open(sys.argv[1]).readline())["start"])' "$per")
    resume=(--resume)
  else
    # After the last deal of the files this trump has so far (none: from deal 1).
    start=$(python3 scripts/nestors_table.py --next-start "$trump" "$deals")
  fi
  if (( start > deals )); then
    echo "== nestors, $trump trumps: deals 1-$deals done" >&2
    continue
  fi
  echo "== nestors, $trump trumps: deals $start-$deals, a $mib MiB table" >&2
  /usr/bin/time -f "$trump: %e s wall, %U s user, %M KiB peak" \
    "$P" simulate nestors --trump "$trump" --start "$start" --deals $((deals - start + 1)) \
    --threads 1 --table-mib "$mib" --quiet --per-deal "$per" "${resume[@]}" > /dev/null &
done
wait
shopt -s nullglob
python3 scripts/nestors_table.py results/nestors-runs/nestors-*-"$deals".jsonl \
  results/nestors-runs/nestors-*-"$deals"-*mib.jsonl
python3 scripts/results_readme.py
