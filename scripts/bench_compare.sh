#!/usr/bin/env bash
# Throughput of this tree against an earlier revision, measured in the same sitting with the
# builds alternating (this machine is shared and its speed drifts, so only ratios of runs made
# together mean anything). Runs each workload of scripts/bench.sh RUNS times on each build, in
# turn, and prints the median seconds of each and their ratio (this tree / base).
#   scripts/bench_compare.sh BASE_REV [RUNS] [FILTER]     RUNS defaults to 3; FILTER, a regular
# expression, picks the workloads by name
# Writes results/bench-compare.json.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v /usr/bin/time >/dev/null || { apt-get update -qq && apt-get install -y -qq time; }
base=${1:?usage: scripts/bench_compare.sh BASE_REV [RUNS] [FILTER]}
runs=${2:-3}
filter=${3:-}
# shellcheck source=scripts/lib/two-builds.sh
source scripts/lib/two-builds.sh
two_builds "$base"

workloads=(
  "nestor-bottom-1M|simulate nestor --deals 1000000 --threads 2 --quiet"
  "nestor-unrectified-1M|simulate nestor-unrectified --deals 1000000 --threads 2 --quiet"
  "nestor-uniform-1M|simulate nestor --rectify uniform --deals 1000000 --threads 2 --quiet"
  "double-nestor-100k|simulate double-nestor --deals 100000 --threads 2 --quiet"
  "double-nestor-hardest|solve double-nestor --deal 34946"
  "match-10k|simulate match --deals 10000 --threads 2 --quiet"
  "canfield-partial-1k|simulate canfield-partial --deals 1000 --threads 2 --quiet"
  "canfield-hard|solve canfield-partial --deal 238"
  "bakers-dozen-300|simulate bakers-dozen --deals 300 --node-limit 2000000 --threads 2 --quiet"
  "good-measure-100|simulate good-measure --deals 100 --node-limit 2000000 --threads 2 --quiet"
  "aces-up-1k|simulate aces-up --deals 1000 --threads 2 --quiet"
  "baroness-10k|simulate baroness --deals 10000 --threads 2 --quiet"
  "accordion-10k|simulate accordion --deals 10000 --threads 2 --quiet"
  "accordion-free-500|simulate accordion-free --deals 500 --threads 2 --quiet"
)
rows="$work/rows.jsonl"
: >"$rows"
for w in "${workloads[@]}"; do
  name=${w%%|*}
  args=${w#*|}
  [[ -n "$filter" && ! "$name" =~ $filter ]] && continue
  times_old=() times_new=()
  for ((i = 0; i < runs; i++)); do
    for side in old new; do
      bin=$old
      [[ $side == new ]] && bin=$new
      # shellcheck disable=SC2086
      /usr/bin/time -f %e -o "$work/t" "$bin" $args >/dev/null || [[ $? -le 3 ]]
      t=$(tail -1 "$work/t")
      if [[ $side == old ]]; then times_old+=("$t"); else times_new+=("$t"); fi
      echo "== $name ($side, run $((i + 1))): $t s" >&2
    done
  done
  python3 - "$name" "${times_old[*]}" "${times_new[*]}" >>"$rows" <<'PY'
import json, statistics, sys
name, old, new = sys.argv[1], list(map(float, sys.argv[2].split())), list(map(float, sys.argv[3].split()))
mo, mn = statistics.median(old), statistics.median(new)
print(json.dumps({"workload": name, "base_seconds": old, "head_seconds": new,
                  "base_median": mo, "head_median": mn, "ratio": mn / mo}))
PY
done
python3 - "$rows" "$base_sha" "$(git rev-parse HEAD)" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
json.dump({"base": sys.argv[2], "head": sys.argv[3], "workloads": rows},
          open("results/bench-compare.json", "w"), indent=2)
print(f"base {sys.argv[2][:10]}  head {sys.argv[3][:10]}  (median seconds, runs alternating)")
print(f"{'workload':<24} {'base':>8} {'head':>8} {'head/base':>10}")
for r in rows:
    print(f"{r['workload']:<24} {r['base_median']:>8.2f} {r['head_median']:>8.2f} {r['ratio']:>10.3f}")
PY
