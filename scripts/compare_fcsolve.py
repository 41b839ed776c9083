#!/usr/bin/env python3
"""Runs Freecell Solver (fc-solve) and patience on PySolFC's Baker's Dozen and Good Measure deals
and compares them (see compare_fcsolve.sh). patience writes each board (`deal GAME --deal pysol:N
--format fc-solve`), so both programs read the same layout. Each process is timed by the kernel
(os.wait4: user + system CPU seconds, peak resident memory)."""
import argparse
import json
import os
import re
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from peer_runs import run, summary

# Our preset and fc-solve's --game for each game.
GAMES = {"bakers-dozen": "bakers_dozen", "good-measure": "good_measure"}


def board(patience, game, n):
    out, _, _, code = run([patience, "deal", game, "--deal", f"pysol:{n}", "--format", "fc-solve"])
    return out if code == 0 else None


def fcsolve_row(binary, game, n, text, iterations):
    out, cpu, kib, _ = run([binary, "--game", GAMES[game], "-sel", "-mi", str(iterations), "-"],
                           stdin=text)
    if "This game is solveable" in out:
        verdict = "won"
    elif "I could not solve this game" in out:
        verdict = "lost"
    else:
        verdict = "unknown"
    m = re.search(r"Total number of states checked is (\d+)", out)
    return {"deal": n, "result": verdict, "cpu": cpu, "kib": kib,
            "states": int(m.group(1)) if m else None}


def patience_row(binary, game, n):
    out, cpu, kib, code = run([binary, "solve", game, "--deal", f"pysol:{n}", "--json", "-"])
    verdict = json.loads(out)["result"] if code in (0, 1, 3) else "error"
    return {"deal": n, "result": verdict, "cpu": cpu, "kib": kib}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--patience", required=True)
    ap.add_argument("--fc-solve", required=True)
    ap.add_argument("--deals", type=int, default=1000)
    ap.add_argument("--iterations", type=int, default=2_000_000)
    ap.add_argument("--games", nargs="+", default=list(GAMES))
    ap.add_argument("--jobs", type=int, default=int(os.environ.get("JOBS", "2")))
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    cache = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "patience-peers" / "fc-solve-runs"
    cache.mkdir(parents=True, exist_ok=True)
    report = {"deals": f"PySolFC 1..{a.deals}", "fc_solve_iterations": a.iterations, "games": {}}
    for game in a.games:
        boards = {n: board(a.patience, game, n) for n in range(1, a.deals + 1)}
        # PySolFC Good Measure deals with a king off its head are no deals of the book's rules.
        numbers = [n for n, b in boards.items() if b is not None]
        path = cache / f"{GAMES[game]}-{a.iterations}.jsonl"
        done = {}
        if path.exists():
            for line in path.read_text().splitlines():
                r = json.loads(line)
                done[r["deal"]] = r
        todo = [n for n in numbers if n not in done]
        print(f"{game}: {len(todo)} deals to solve with fc-solve", file=sys.stderr)
        with open(path, "a") as f, ThreadPoolExecutor(a.jobs) as pool:
            rows = pool.map(lambda n: fcsolve_row(a.fc_solve, game, n, boards[n], a.iterations), todo)
            for r in rows:
                done[r["deal"]] = r
                f.write(json.dumps(r) + "\n")
                f.flush()
        fc = [done[n] for n in numbers]
        print(f"{game}: solving {len(numbers)} deals with patience", file=sys.stderr)
        with ThreadPoolExecutor(a.jobs) as pool:
            pa = list(pool.map(lambda n: patience_row(a.patience, game, n), numbers))
        disagree = [
            {"deal": x["deal"], "patience": x["result"], "fc_solve": y["result"]}
            for x, y in zip(pa, fc)
            if {x["result"], y["result"]} == {"won", "lost"}
        ]
        p_sum, f_sum = summary(pa), summary(fc)
        report["games"][game] = {
            "skipped_deals": [n for n, b in boards.items() if b is None],
            "patience": p_sum, "fc_solve": f_sum,
            "cpu_ratio": round(f_sum["cpu_seconds"] / max(p_sum["cpu_seconds"], 1e-9), 1),
            "disagreements": disagree,
            "patience_unknown_deals": [r["deal"] for r in pa if r["result"] == "unknown"],
            "fc_solve_unknown_deals": [r["deal"] for r in fc if r["result"] == "unknown"],
        }
    Path(a.out + ".json").write_text(json.dumps(report, indent=1) + "\n")
    lines = [f"PySolFC's deals 1..{a.deals} (Good Measure without the deals it refuses); fc-solve "
             f"capped at {a.iterations:,} iterations a deal, patience at its default node budget; "
             "CPU seconds are user + system, from the kernel.", "",
             "| game | program | deals | won | lost | unknown | CPU s | median CPU s | deals / CPU s | peak MiB |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for game, r in report["games"].items():
        for prog in ("patience", "fc_solve"):
            s = r[prog]
            lines.append(f"| {game} | {prog.replace('_', '-')} | {s['deals']} | {s['won']} | "
                         f"{s['lost']} | {s['unknown']} | {s['cpu_seconds']} | "
                         f"{s['median_cpu_seconds']} | {s['deals_per_cpu_second']} | {s['peak_mib']} |")
        lines.append(f"| {game} | ratio (fc-solve CPU / patience CPU) | | | | | {r['cpu_ratio']}x | | | |")
    lines.append("")
    for game, r in report["games"].items():
        lines.append(f"{game}: {len(r['disagreements'])} verdicts differ where both decided.")
    Path(a.out + ".md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    sys.exit(1 if any(r["disagreements"] for r in report["games"].values()) else 0)


if __name__ == "__main__":
    main()
