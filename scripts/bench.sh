#!/usr/bin/env bash
# Throughput workloads of issues 3 and 5 against their targets: wall time, deals per second and
# peak memory (from /usr/bin/time -v), one run each, then the criterion dealing benchmark.
# Writes results/bench.json, then (a full run only) the tables of results/README.md. Targets are
# for this project's reference machine (2 cores, 2 threads); the machine is shared, so compare
# runs made together.
#   scripts/bench.sh            every workload
#   scripts/bench.sh nestor     only workloads whose name contains "nestor" (the other rows of
#                               results/bench.json are kept as they were)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v /usr/bin/time >/dev/null || { apt-get update -qq && apt-get install -y -qq time; }
cargo build --release --quiet
P="${CARGO_TARGET_DIR:-target}/release/patience"
filter="${1:-}"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
rows="$out/rows.jsonl"
: >"$rows"

# The hardest Double Nestor 10x10 deal by nodes among deals 1..=100,000 (from the per-deal run
# of scripts/reproduce.sh; see benches/benches/solve.rs).
HARDEST_DOUBLE=${HARDEST_DOUBLE:-34946}

bench() { # bench NAME TARGET_SECONDS DEALS ARGS...
  local name=$1 target=$2 deals=$3; shift 3
  [[ -n "$filter" && "$name" != *"$filter"* ]] && return 0
  echo "== $name: patience $*" >&2
  local rc=0
  /usr/bin/time -v "$P" "$@" >"$out/stdout" 2>"$out/time" || rc=$?
  # `solve` exits 1 for a proved loss and 3 for unknown: results, not failures.
  if [[ $rc -ne 0 && $rc -ne 1 && $rc -ne 3 ]]; then cat "$out/time" >&2; exit "$rc"; fi
  cat "$out/stdout" >&2 # the run's own summary (win rate, unknown), for the log
  python3 - "$name" "$target" "$deals" "$out/stdout" "$out/time" "$*" >>"$rows" <<'PY'
import json, re, sys
name, target, deals, stdout, timef, cmd = sys.argv[1:]
t = open(timef).read()
wall = t.split("Elapsed (wall clock) time (h:mm:ss or m:ss):")[1].split()[0]
secs = sum(float(x) * 60 ** i for i, x in enumerate(reversed(wall.split(":"))))
peak = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", t).group(1)) / 1024
text = open(stdout).read()
unknown = re.search(r"^unknown\s+(\d+)", text, re.M)
print(json.dumps({
    "workload": name, "command": "patience " + cmd, "deals": int(deals),
    "seconds": round(secs, 3), "deals_per_second": round(int(deals) / secs, 1) if secs else None,
    "peak_mib": round(peak, 1), "unknown": int(unknown.group(1)) if unknown else None,
    "target_seconds": float(target), "target_peak_mib": 256.0,
    "met": secs <= float(target) and peak <= 256.0 and (unknown is None or unknown.group(1) == "0"),
}))
PY
}

bench nestor-bottom-1M         10 1000000 simulate nestor --deals 1000000 --threads 2 --quiet
bench nestor-unrectified-1M    10 1000000 simulate nestor-unrectified --deals 1000000 --threads 2 --quiet
bench nestor-uniform-1M        12 1000000 simulate nestor --rectify uniform --deals 1000000 --threads 2 --quiet
bench double-nestor-100k       60  100000 simulate double-nestor --deals 100000 --threads 2 --quiet
bench double-nestor-hardest     1       1 solve double-nestor --deal "$HARDEST_DOUBLE"
bench match-10k                60   10000 simulate match --deals 10000 --threads 2 --quiet
# Canfield (issue 17): 100,000 deals of the partial-piles reading within 30 minutes.
bench canfield-partial-100k  1800  100000 simulate canfield-partial --deals 100000 --threads 2 --quiet
# The book's games (issue 18): each results run within 10 minutes.
bench aces-up-1M              600 1000000 simulate aces-up --deals 1000000 --threads 2 --quiet
bench baroness-1M             600 1000000 simulate baroness --deals 1000000 --threads 2 --quiet
bench accordion-1M            600 1000000 simulate accordion --deals 1000000 --threads 2 --quiet
bench accordion-free-100k     600  100000 simulate accordion-free --deals 100000 --threads 2 --quiet
bench bakers-dozen-100k       600  100000 simulate bakers-dozen --deals 100000 --threads 2 --quiet
bench good-measure-100k       600  100000 simulate good-measure --deals 100000 --threads 2 --quiet
bench as-you-like-it-100k     600  100000 simulate as-you-like-it --deals 100000 --threads 2 --quiet
# Play without peeking (issue 19): the sampling player on Closed Nestor at its default settings,
# at least 50 deals a second (see also benches/benches/players.rs).
bench closed-nestor-sampling-10k 200 10000 simulate closed-nestor --player sampling --deals 10000 --threads 2 --quiet

# Dealing alone: criterion's estimate for 1000 uniform deals.
if [[ -z "$filter" || "deal" == *"$filter"* ]]; then
  cargo bench --quiet -p patience-benches --bench deal -- --quick "nestor-uniform" 2>/dev/null \
    | tee "$out/crit" >&2 || true
  python3 - "$out/crit" >>"$rows" <<'PY'
import json, re, sys
text = open(sys.argv[1]).read()
m = re.search(r"nestor-uniform-x1000\s+time:\s+\[[^\]]*?([\d.]+) (ns|µs|us|ms) ([\d.]+) (ns|µs|us|ms)", text)
if m:
    scale = {"ns": 1e-3, "µs": 1.0, "us": 1.0, "ms": 1e3}[m.group(4)]
    per_deal_us = float(m.group(3)) * scale / 1000
    print(json.dumps({"workload": "deal-nestor-uniform", "command": "cargo bench --bench deal",
                      "microseconds_per_deal": round(per_deal_us, 3), "target_microseconds": 2.0,
                      "met": per_deal_us <= 2.0}))
PY
fi

python3 - "$rows" "$filter" <<'PY'
import json, os, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
if sys.argv[2] and os.path.exists("results/bench.json"):
    # A filtered run replaces only the rows it measured, and keeps the others where they were.
    new = {r["workload"]: r for r in rows}
    kept = json.load(open("results/bench.json"))
    names = {r["workload"] for r in kept}
    rows = [new.pop(r["workload"], r) for r in kept] + [r for r in rows if r["workload"] not in names]
print(f"{'workload':<24} {'seconds':>9} {'deals/s':>11} {'peak MiB':>9} {'target':>10}  met")
for r in rows:
    if "seconds" in r:
        print(f"{r['workload']:<24} {r['seconds']:>9.2f} {r['deals_per_second'] or 0:>11.0f} "
              f"{r['peak_mib']:>9.1f} {('<= %gs' % r['target_seconds']):>10}  {'yes' if r['met'] else 'NO'}")
    else:
        print(f"{r['workload']:<24} {r['microseconds_per_deal']:>8.3f}µs/deal {'':>21} "
              f"{'<= 2µs':>10}  {'yes' if r['met'] else 'NO'}")
json.dump(rows, open("results/bench.json", "w"), indent=2)
print("wrote results/bench.json")
PY
if [[ -z "$filter" ]]; then scripts/results_readme.py; fi
