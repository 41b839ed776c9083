#!/usr/bin/env python3
"""Runs Solvitaire and patience on Solvitaire's seeds and compares them: Canfield's two readings
(see compare_solvitaire.sh) and Accordion with every card laid out (compare_solvitaire_accordion.sh). Each process is timed by the kernel (os.wait4: user + system CPU
seconds, peak resident memory)."""
import argparse
import json
import os
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from peer_runs import run, summary

# Our preset and Solvitaire's game type for each reading.
READINGS = {
    "whole": ("canfield", "canfield-strict"),
    "partial": ("canfield-partial", "canfield"),
    "accordion": ("accordion-free", "accordion"),
}


def solvitaire_row(binary, game, seed, timeout_ms):
    out, cpu, kib, _ = run([binary, "--type", game, "--random", str(seed), "--classify",
                            "--timeout", str(timeout_ms)])
    fields = [f.strip() for f in out.strip().splitlines()[-1].split(",")]
    verdict = {"solved": "won", "unsolvable": "lost"}.get(fields[-1], "unknown")
    return {"seed": seed, "result": verdict, "cpu": cpu, "kib": kib, "raw": fields[-1]}


def patience_row(binary, game, seed):
    out, cpu, kib, code = run([binary, "solve", game, "--deal", f"solvitaire:{seed}", "--json", "-"])
    verdict = json.loads(out)["result"] if code in (0, 1, 3) else "error"
    return {"seed": seed, "result": verdict, "cpu": cpu, "kib": kib}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--patience", required=True)
    ap.add_argument("--solvitaire", required=True)
    ap.add_argument("--deals", type=int, default=2000)
    ap.add_argument("--timeout-ms", type=int, default=5000)
    ap.add_argument("--readings", nargs="+", default=["partial", "whole"])
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", required=True)
    ap.add_argument("--peer-only", action="store_true",
                    help="only fill Solvitaire's cache (to run it ahead of patience)")
    a = ap.parse_args()
    cache = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "patience-peers" / "solvitaire-runs"
    cache.mkdir(parents=True, exist_ok=True)
    seeds = range(1, a.deals + 1)
    report = {"seeds": f"1..{a.deals}", "solvitaire_timeout_ms": a.timeout_ms, "readings": {}}
    for reading in a.readings:
        ours, theirs = READINGS[reading]
        path = cache / f"{theirs}-{a.timeout_ms}ms.jsonl"
        done = {}
        if path.exists():
            for line in path.read_text().splitlines():
                r = json.loads(line)
                done[r["seed"]] = r
        todo = [s for s in seeds if s not in done]
        print(f"{theirs}: {len(todo)} seeds to solve with Solvitaire", file=sys.stderr)
        with open(path, "a") as f, ThreadPoolExecutor(a.jobs) as pool:
            for r in pool.map(lambda s: solvitaire_row(a.solvitaire, theirs, s, a.timeout_ms), todo):
                done[r["seed"]] = r
                f.write(json.dumps(r) + "\n")
                f.flush()
        if a.peer_only:
            continue
        sv = [done[s] for s in seeds]
        print(f"{ours}: solving {a.deals} seeds with patience", file=sys.stderr)
        with ThreadPoolExecutor(a.jobs) as pool:
            pa = list(pool.map(lambda s: patience_row(a.patience, ours, s), seeds))
        disagree = [
            {"seed": x["seed"], "patience": x["result"], "solvitaire": y["result"]}
            for x, y in zip(pa, sv)
            if {x["result"], y["result"]} == {"won", "lost"}
        ]
        s_sum, p_sum = summary(sv), summary(pa)
        report["readings"][reading] = {
            "patience_game": ours, "solvitaire_type": theirs,
            "patience": p_sum, "solvitaire": s_sum,
            "cpu_ratio": round(s_sum["cpu_seconds"] / max(p_sum["cpu_seconds"], 1e-9), 1),
            "disagreements": disagree,
            "solvitaire_unknown_seeds": [r["seed"] for r in sv if r["result"] == "unknown"],
            "patience_unknown_seeds": [r["seed"] for r in pa if r["result"] == "unknown"],
        }
    if a.peer_only:
        return
    Path(a.out + ".json").write_text(json.dumps(report, indent=1) + "\n")
    games = ", ".join(f"`{READINGS[r][1]}`" for r in a.readings)
    lines = [f"Solvitaire's seeds {report['seeds']} of its {games}; Solvitaire capped at "
             f"{a.timeout_ms} ms a deal; CPU seconds are user + system, from the kernel.", "",
             "| reading | program | deals | won | lost | unknown | CPU s | median CPU s | deals / CPU s | peak MiB |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for reading, r in report["readings"].items():
        for prog, name in (("patience", r["patience_game"]), ("solvitaire", r["solvitaire_type"])):
            s = r[prog]
            lines.append(f"| {reading} | {prog} `{name}` | {s['deals']} | {s['won']} | {s['lost']} | "
                         f"{s['unknown']} | {s['cpu_seconds']} | {s['median_cpu_seconds']} | "
                         f"{s['deals_per_cpu_second']} | {s['peak_mib']} |")
        lines.append(f"| {reading} | ratio (Solvitaire CPU / patience CPU) | | | | | {r['cpu_ratio']}x | | | |")
    lines.append("")
    for reading, r in report["readings"].items():
        lines.append(f"{reading}: {len(r['disagreements'])} verdicts differ where both decided.")
    Path(a.out + ".md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    sys.exit(1 if any(r["disagreements"] for r in report["readings"].values()) else 0)


if __name__ == "__main__":
    main()
