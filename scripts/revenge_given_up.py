#!/usr/bin/env python3
"""Nestor's Revenge with rectification that gives up: a deal whose printed procedure fails counts
as lost instead of being redrawn (issue 19, one reading of Masten's "about 1 in 6").

Reads the per-deal verdicts of the `bottom` run (results/nestors-revenge-deals.jsonl, written by
scripts/reproduce.sh) and prints, over its deal numbers: the deals the procedure dealt at the
first try (`redraws` 0) and their win rate, the deals it would have redrawn, and the win rate when
those count as lost, each with its Wilson 95% interval. The other reading of giving up, keeping the
duplicate where it would redraw, is `--rectify bottom-keep`: with its summary
(results/nestors-revenge-bottom-keep.json, the same deal numbers) the script also gives its win
rate on the deals `bottom` would redraw.

    scripts/revenge_given_up.py [FILE]
"""
import json
import pathlib
import sys

from patience_results import ROOT, wilson


def line(label, k, n):
    lo, hi = wilson(k, n)
    return f"{label:<46} {k:>7,} / {n:>7,} = {100 * k / n:6.2f}%  ({100 * lo:.2f}% .. {100 * hi:.2f}%)"


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else ROOT / "results" / "nestors-revenge-deals.jsonl"
    deals = won = first = first_won = unknown = 0
    with open(path) as f:
        for text in f:
            d = json.loads(text)
            if "result" not in d:
                continue  # the header line
            deals += 1
            w = d["result"] == "won"
            unknown += d["result"] == "unknown"
            won += w
            if d.get("redraws", 0) == 0:
                first += 1
                first_won += w
    shown = pathlib.Path(path).resolve()
    if shown.is_relative_to(ROOT):
        shown = shown.relative_to(ROOT)
    print(f"Nestor's Revenge, rectify bottom, deals 1 to {deals:,} ({shown})")
    print(line("won, redraws as the printed procedure says", won, deals))
    print(line("dealt at the first try", first, deals))
    print(line("won of those dealt at the first try", first_won, first))
    print(line("won, a deal it would redraw counted as lost", first_won, deals))
    print(line("won of those it would redraw (redrawn)", won - first_won, deals - first))
    # bottom-keep deals what bottom deals at the first try, and keeps a duplicate on the rest
    # (tested in crates/cards/src/rectify.rs), so its wins on those are its wins less first_won.
    keep = ROOT / "results" / "nestors-revenge-bottom-keep.json"
    if keep.exists():
        k = json.loads(keep.read_text())
        if k["deals"] == deals and k["start"] == 1:
            print(line("won of those dealt keeping a duplicate", k["won"] - first_won, deals - first))
    print(f"unknown: {unknown}")


if __name__ == "__main__":
    main()
