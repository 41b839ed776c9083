#!/usr/bin/env python3
"""Prints the README's results table (Markdown) from results/*.json.

Each row: the experiment, our win rate with its Wilson 95% interval, unknowns, deals, and the
published figure of the game (from `patience games --json`, the registry's own words).
With arguments, only the experiments named (in that order); without, every one.
"""
import sys

from patience_results import ROOT, games, summaries, summary

published = {g["name"]: g.get("published") or "-" for g in games()}
print("| experiment | game | rules | deals | win rate | 95% interval | unknown | nodes/deal (mean, max) | published |")
print("| --- | --- | --- | ---: | ---: | --- | ---: | --- | --- |")
names = sys.argv[1:]
found = [(p, summary(p)) for p in (ROOT / "results" / f"{n}.json" for n in names)] if names else summaries()
for path, s in found:
    if s is None or "win_rate" not in s:
        continue
    rules = s["params"].get("rules", {})
    reading = rules.get("rectify", "")
    reading = f"rectify {reading}" if reading else rules.get("game_id", "")
    if s["params"].get("family") == "nestor":
        extra = [
            ("jokers_in_reserve", "jokers to the reserve"),
            ("closed_reserve", "closed reserve"),
            ("overlap", "overlap"),
            ("stock", "stock"),
            ("closed_tableau", "closed tableau"),
        ]
        if rules.get("deck", {}).get("jokers"):
            reading += ", jokers"
        reading += "".join(f", {w}" for k, w in extra if rules.get(k))
        if rules.get("closed_tableau") or rules.get("stock"):
            reading += ": thoughtful (upper bound)"
    if s["params"].get("family") == "match":
        reading = "open deal" if not rules.get("closed") else "closed, thoughtful (upper bound)"
    print(
        f"| {path.stem} | {s['game']} | {reading} | {s['deals']:,} | {100 * s['win_rate']:.2f}% "
        f"| {100 * s['ci95_low']:.2f}% .. {100 * s['ci95_high']:.2f}% | {s['unknown']} "
        f"| {s['nodes_mean']:,.0f}, {s['nodes_max']:,} "
        f"| {published.get(s['game'], published.get(path.stem, '-'))} |"
    )
