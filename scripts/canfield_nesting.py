#!/usr/bin/env python3
"""Canfield's three readings on our first 100,000 deals, each deal's verdict completed by the
nesting of the readings: results/canfield-nesting.md, and its figures as JSON in
results/canfield-nesting.json (for the README's headline, scripts/results_readme.py).

Every move of `canfield` (whole piles) is a move of `canfield-partial` (also part of a pile when
the card above it can go up), and every move of that one a move of `canfield-any` (any part in
sequence), from the same deal and with the same goal. So a line of play that wins a narrower
reading wins every wider one, and a deal lost in a wider reading (no line of its moves wins) is
lost in every narrower one. For each reading the table takes the verdicts of its run
(`scripts/canfield.sh 100000`: the 20 shards in results/canfield-runs/) and of the passes over
its unknown deals (`scripts/unknowns.py`: READING-100000-unknowns-LIMIT.jsonl there), then
decides each deal still unknown that another reading decides the way the nesting carries: won
if a narrower reading wins it, lost if a wider one proves it lost. It also checks that no
verdict contradicts the nesting (a deal won in one reading and lost in a wider one).

    scripts/canfield_nesting.py

Everything comes from the files; nothing is solved. Rerun after a run or a pass changes.
"""
import glob
import json
import sys

from patience_results import ROOT, pass_files, pass_lines, pct, wilson

READINGS = ["canfield", "canfield-partial", "canfield-any"]  # narrowest first
RUNS = ROOT / "results" / "canfield-runs"
OUT = ROOT / "results" / "canfield-nesting.md"
OUT_JSON = ROOT / "results" / "canfield-nesting.json"


def verdicts(reading):
    """The run's verdict of each deal, then the passes' decided ones, smallest budget first; and
    how many the passes decided."""
    got = {}
    for path in sorted(glob.glob(str(RUNS / f"{reading}-100000-*-of-20.jsonl"))):
        got.update((r["deal"], r["result"]) for r in pass_lines(path))
    by_passes = 0
    for _, path in pass_files(str(RUNS / f"{reading}-100000")):
        for r in pass_lines(path):
            if r["result"] != "unknown" and got.get(r["deal"]) == "unknown":
                got[r["deal"]] = r["result"]
                by_passes += 1
    return got, by_passes


def bounds(won, lost, unknown):
    """The Wilson 95% interval, unknown deals counted as lost at its low end and as won at its
    high end, as fractions."""
    n = won + lost + unknown
    return wilson(won, n)[0], wilson(won + unknown, n)[1]


def rate(won, lost, unknown):
    """The win rate with its interval (`bounds`), as text."""
    low, high = bounds(won, lost, unknown)
    return f"{pct(won / (won + lost + unknown), 3)} ({pct(low, 3)} .. {pct(high, 3)})"


def main():
    own = {}
    passed = {}
    for reading in READINGS:
        own[reading], passed[reading] = verdicts(reading)
        if len(own[reading]) != 100_000:
            sys.exit(f"{reading}: {len(own[reading])} deals in its shards, not 100,000")
    contradictions = [
        (d, a, b)
        for i, a in enumerate(READINGS) for b in READINGS[i + 1:]
        for d, v in own[a].items() if v == "won" and own[b][d] == "lost"
    ]
    lines = [
        "# Canfield's readings completed by their nesting",
        "",
        "Written by `scripts/canfield_nesting.py` from the per-deal files in",
        "`results/canfield-runs/`; results/README.md discusses them. A deal won with a narrower",
        "reading is won with every wider one, and a deal lost with a wider one is lost with every",
        "narrower one (each reading's moves are moves of the next). *Own*: the reading's run and the",
        "passes over its unknown deals; *by the nesting*: its unknown deals that another reading",
        "decides that way.",
        "",
        "| reading | own: won / lost / unknown | of which decided by passes | won by the nesting | "
        "lost by the nesting | in all: won / lost / unknown | win rate (unknown as lost .. as won) |",
        "| --- | --- | ---: | ---: | ---: | --- | --- |",
    ]
    figures = {}
    for i, reading in enumerate(READINGS):
        mine = own[reading]
        narrower, wider = READINGS[:i], READINGS[i + 1:]
        won_by = [d for d, v in mine.items()
                  if v == "unknown" and any(own[r][d] == "won" for r in narrower)]
        lost_by = [d for d, v in mine.items()
                   if v == "unknown" and any(own[r][d] == "lost" for r in wider)]
        count = {k: sum(v == k for v in mine.values()) for k in ("won", "lost", "unknown")}
        won = count["won"] + len(won_by)
        lost = count["lost"] + len(lost_by)
        unknown = count["unknown"] - len(won_by) - len(lost_by)
        lines.append(
            f"| `{reading}` | {count['won']:,} / {count['lost']:,} / {count['unknown']:,} | "
            f"{passed[reading]:,} | {len(won_by):,} | {len(lost_by):,} | "
            f"{won:,} / {lost:,} / {unknown:,} | {rate(won, lost, unknown)} |")
        low, high = bounds(won, lost, unknown)
        figures[reading] = {
            "deals": len(mine), "won": won, "lost": lost, "unknown": unknown,
            "win_rate": won / len(mine), "ci95_low": low, "ci95_high": high,
            "run_unknown": count["unknown"] + passed[reading],
            "decided_by_passes": passed[reading],
            "won_by_nesting": len(won_by), "lost_by_nesting": len(lost_by),
        }
    lines += [
        "",
        f"Verdicts contradicting the nesting: {len(contradictions)}"
        + ("." if not contradictions else ": " + ", ".join(
            f"deal {d} won with `{a}`, lost with `{b}`" for d, a, b in contradictions[:20]) + "."),
        "",
    ]
    OUT.write_text("\n".join(lines))
    OUT_JSON.write_text(json.dumps(figures, indent=1) + "\n")
    print("\n".join(lines))
    return 1 if contradictions else 0


if __name__ == "__main__":
    sys.exit(main())
