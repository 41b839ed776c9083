#!/usr/bin/env bash
# Per-deal verdicts and node counts of this tree against an earlier revision's, on the first
# deals of each throughput workload of scripts/bench.sh: a change for speed or design must change
# no verdict, and a change that leaves the search alone no node count.
#   scripts/compare_verdicts.sh BASE_REV [DEALS]      DEALS defaults to 100000 (Double Nestor:
#                                                     a fifth of it)
# Builds BASE_REV in a git worktree with its own target directory, runs both binaries with
# --per-deal on the same deals, prints a line per workload (deals, wins before and after, deals
# whose verdict differs) and writes results/verdicts.json. Exits 1 if any verdict differs.
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:?usage: scripts/compare_verdicts.sh BASE_REV [DEALS]}
deals=${2:-100000}
# shellcheck source=scripts/lib/two-builds.sh
source scripts/lib/two-builds.sh
two_builds "$base"

workloads=(
  "nestor-bottom|simulate nestor"
  "nestor-unrectified|simulate nestor-unrectified"
  "nestor-uniform|simulate nestor --rectify uniform"
  "double-nestor|simulate double-nestor|5"
  "match|simulate match"
)
rows="$work/rows.jsonl"
: >"$rows"
for w in "${workloads[@]}"; do
  IFS='|' read -r name args div <<<"$w"
  n=$((deals / ${div:-1}))
  for side in old new; do
    bin=$old
    [[ $side == new ]] && bin=$new
    echo "== $name ($side): patience $args --deals $n" >&2
    # shellcheck disable=SC2086
    "$bin" $args --deals "$n" --quiet --per-deal "$work/$name-$side.jsonl" >/dev/null
  done
  python3 - "$name" "$work/$name-old.jsonl" "$work/$name-new.jsonl" >>"$rows" <<'PY'
import json, sys
name, old, new = sys.argv[1:]
def deals(path):
    # Per-deal lines; newer files start with a header line, which has no "deal".
    return {r["deal"]: (r["result"], r["nodes"]) for r in map(json.loads, open(path)) if "deal" in r}
full_a, full_b = deals(old), deals(new)
a = {d: v[0] for d, v in full_a.items()}
b = {d: v[0] for d, v in full_b.items()}
differ = sorted(d for d in a if a[d] != b.get(d))
nodes_differ = sorted(d for d in full_a if full_a[d][1] != full_b.get(d, (None, None))[1])
won = lambda v: sum(1 for x in v.values() if x == "won")
print(json.dumps({"workload": name, "deals": len(a), "won_before": won(a), "won_after": won(b),
                  "unknown_before": sum(1 for x in a.values() if x == "unknown"),
                  "unknown_after": sum(1 for x in b.values() if x == "unknown"),
                  "differ": len(differ), "first_differing_deals": differ[:20],
                  "nodes_differ": len(nodes_differ), "first_nodes_differing": nodes_differ[:20]}))
PY
done
python3 - "$rows" "$base_sha" "$head_sha" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
out = {"base": sys.argv[2], "head": sys.argv[3], "workloads": rows}
json.dump(out, open("results/verdicts.json", "w"), indent=2)
print(f"base {sys.argv[2][:10]}  head {sys.argv[3][:10]}")
print(f"{'workload':<20} {'deals':>8} {'won before':>11} {'won after':>10} {'differ':>7} {'nodes differ':>13}")
for r in rows:
    print(f"{r['workload']:<20} {r['deals']:>8} {r['won_before']:>11} {r['won_after']:>10} {r['differ']:>7} {r['nodes_differ']:>13}")
sys.exit(1 if any(r["differ"] for r in rows) else 0)
PY
