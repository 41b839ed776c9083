#!/usr/bin/env bash
# Regenerates every figure in results/ from scratch, then the tables of results/README.md and the
# README's headline table (scripts/results_readme.py).
#   scripts/reproduce.sh          every experiment
#   scripts/reproduce.sh nestor   only the experiments whose name contains "nestor"
# Each experiment writes results/NAME.json (the summary of `patience simulate --json`).
# Runs are deterministic: the same deals give the same verdicts on any machine and thread count.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
P="${CARGO_TARGET_DIR:-target}/release/patience"
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
run double-nestor        simulate double-nestor            --deals 100000 --per-deal results/double-nestor-deals.jsonl

# --- Nestor family presets (issue 4) ---
run nestor-closed-reserve          simulate nestor-closed-reserve                --deals 100000
run vertical                       simulate vertical                             --deals 100000
run vertical-centre                simulate vertical-centre                      --deals 100000
run heracles                       simulate heracles                             --deals 100000
run alcides                        simulate alcides                              --deals 100000
run turkish-kerchief               simulate turkish-kerchief                     --deals 100000
run full-parade                    simulate full-parade                          --deals 100000
run doublets                       simulate doublets                             --deals 100000
run closed-nestor                  simulate closed-nestor                        --deals 100000
run nestor-jokers-reserve          simulate nestor-jokers-reserve                --deals 100000
run nestor-jokers                  simulate nestor-jokers                        --deals 100000
run nestors-revenge                simulate nestors-revenge                      --deals 100000 --per-deal results/nestors-revenge-deals.jsonl
run nestors-revenge-unrectified    simulate nestors-revenge --rectify none       --deals 100000
run nestors-revenge-uniform        simulate nestors-revenge --rectify uniform    --deals 100000
# Readings tried against Masten's "about 1 in 6" (issue 19), on the same deal numbers (--name):
# jokers that do not pair with each other, and the printed procedure keeping a duplicate where it
# would redraw. scripts/revenge_given_up.py counts the deals it would redraw as lost instead.
R="custom --columns 9 --rows 6 --jokers 2 --name nestors-revenge"
run nestors-revenge-jokers-apart             simulate $R --jokers-apart --rectify bottom      --deals 100000
run nestors-revenge-jokers-apart-unrectified simulate $R --jokers-apart --rectify none        --deals 100000
run nestors-revenge-jokers-apart-uniform     simulate $R --jokers-apart --rectify uniform     --deals 100000
run nestors-revenge-bottom-keep              simulate nestors-revenge --rectify bottom-keep   --deals 100000
run nestors-revenge-jokers-apart-bottom-keep simulate $R --jokers-apart --rectify bottom-keep --deals 100000
if [[ -z "$filter" || "nestors-revenge-given-up" == *"$filter"* ]]; then
  echo "== nestors-revenge-given-up" >&2
  python3 scripts/revenge_given_up.py > results/nestors-revenge-given-up.txt
fi
run double-nestor-12x8             simulate double-nestor-12x8                   --deals 10000
run double-nestor-10x10-rectified  simulate double-nestor-10x10-rectified        --deals 10000
run double-nestor-11x9             simulate double-nestor-11x9                   --deals 10000
run double-nestor-12x8-unrectified simulate double-nestor-12x8-unrectified       --deals 10000
run double-nestor-7x13             simulate double-nestor-7x13                   --deals 10000
# Deals lost by inspection alone (results/inspect-*.json): Keller and Masten say "around 40%".
run inspect-nestor-unrectified     inspect nestor-unrectified                    --deals 1000000
run inspect-nestor                 inspect nestor                                --deals 1000000
# The win rate by number of columns (rows of 6, the reserve taking what is left): JSON and chart.
if [[ -z "$filter" || "sweep-nestor-columns" == *"$filter"* ]]; then
  echo "== sweep-nestor-columns" >&2
  "$P" sweep nestor --param columns --from 6 --to 12 --deals 10000 --quiet \
    --json results/sweep-nestor-columns.json --svg results/sweep-nestor-columns.svg \
    > results/sweep-nestor-columns.txt
fi

# --- Match Solitaire (issue 5) ---
# One row per row of David Taylor's published table (open deals), then other readings of the rules.
run match-3x1x10x4       simulate match-3x1x10x4           --deals 100000
run match-3x1x13x4       simulate match-3x1x13x4           --deals 100000
run match-3x1x26x4       simulate match-3x1x26x4           --deals 20000
run match-3x2x10x4       simulate match-3x2x10x4           --deals 100000
run match-3x2x13x5       simulate match-3x2x13x5           --deals 100000
run match-3x2x26x5       simulate match-3x2x26x5           --deals 100000
run match-3x3x10x5       simulate match-3x3x10x5           --deals 100000
run match-3x3x13x5       simulate match-3x3x13x5           --deals 100000
run match-3x3x26x5       simulate match-3x3x26x5           --deals 20000
# Without face cards, the 10 next to the ace (option w): the reading that fits 3x2x10x4's 100%.
run match-3x1x10x4w      simulate 3x1x10x4w+               --deals 10000
run match-3x2x10x4w      simulate 3x2x10x4w+               --deals 100000
run match-3x3x10x5w      simulate 3x3x10x5w+               --deals 100000
# Other readings tried on 3x3x26x5, whose published 97% is below ours: one direction only, no suits.
run match-3x3x26x5u      simulate 3x3x26x5u+               --deals 2000
run match-3x3x26x5i      simulate 3x3x26x5i+               --deals 2000
# The closed (blind) deal, solved thoughtfully: an upper bound on real play.
run match-closed         simulate 3x3x13x5-                --deals 10000

scripts/results_readme.py
