#!/usr/bin/env python3
"""Prints the README's Match Solitaire table (Markdown) from results/match-*.json.

One row per experiment: the game-id, the seed's published win rate (from `patience games --json`,
the registry's own words; "-" for readings the seed does not list), our win rate with its Wilson
95% interval (unknowns as lost .. as won), unknowns and deals. A closed deal is solved
thoughtfully (the stock's order known), so its rate is an upper bound. Rates to three decimals, as the
seed's 99.999% needs.
"""
from patience_results import games, summaries

# The seed's table rows are the presets `match-MxSxKxC`; `match` repeats 3x3x13x5.
published = {
    g["layout"]: g["published"]
    for g in games()
    if g["family"] == "match" and g["name"] != "match"
}


def pct(x):
    return f"{100 * x:.3f}%"


print("| experiment | game-id | published | ours | 95% interval | unknown | deals |")
print("| --- | --- | ---: | ---: | --- | ---: | ---: |")
rows = []
for path, s in summaries("match-*.json"):
    if s["params"].get("family") != "match":
        continue
    rows.append((s["game"] not in published, path.stem, s))
for _, stem, s in sorted(rows, key=lambda r: (r[0], r[1])):
    game = f"`{s['game']}`"
    if s["params"]["rules"].get("closed"):
        game += " (closed, thoughtful: an upper bound)"
    print(
        f"| {stem} | {game} | {published.get(s['game'], '-')} | {pct(s['win_rate'])} "
        f"| {pct(s['ci95_low'])} .. {pct(s['ci95_high'])} | {s['unknown']} | {s['deals']:,} |"
    )
