#!/usr/bin/env python3
"""Prints the README's results table (Markdown) from results/*.json.

Each row: the experiment, our win rate with its Wilson 95% interval, unknowns, deals, and the
published figure of the game (from `patience games --json`, the registry's own words).
With arguments, only the experiments named (in that order); without, every one.
"""
import json
import os
import pathlib
import subprocess
import sys

root = pathlib.Path(__file__).resolve().parent.parent
target = pathlib.Path(os.environ.get("CARGO_TARGET_DIR", root / "target"))
published = {
    g["name"]: g.get("published") or "-"
    for g in json.loads(
        subprocess.run(
            [str(target / "release/patience"), "games", "--json"],
            check=True, capture_output=True, text=True,
        ).stdout
    )
}
print("| experiment | game | rules | deals | win rate | 95% interval | unknown | nodes/deal (mean, max) | published |")
print("| --- | --- | --- | ---: | ---: | --- | ---: | --- | --- |")
names = sys.argv[1:]
paths = [root / "results" / f"{n}.json" for n in names] or sorted((root / "results").glob("*.json"))
for path in paths:
    if path.name == "bench.json":
        continue
    s = json.loads(path.read_text())
    if "win_rate" not in s:
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
