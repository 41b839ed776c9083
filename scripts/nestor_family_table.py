#!/usr/bin/env python3
"""Prints the README's Nestor-family table (Markdown) from results/*.json.

One row per experiment of the family, in the order `patience games` lists the presets: our win
rate with its Wilson 95% interval, the published figure (the registry's own words), the reading of
the rules, the number of deals. Then the deals lost by inspection (results/inspect-*.json).
"""
from patience_results import games, summaries

games = games()
order = {g["name"]: i for i, g in enumerate(games) if g["family"] == "nestor"}
published = {g["name"]: g.get("published") or "-" for g in games}
layout = {g["name"]: g["layout"] for g in games}


def reading(rules):
    """The rules as read: rectification and options."""
    out = [f"rectify {rules['rectify']}"]
    if rules.get("deck", {}).get("jokers"):
        out.append("jokers wild" + (" (to the reserve)" if rules.get("jokers_in_reserve") else ""))
    for key, words in [
        ("closed_reserve", "closed reserve"),
        ("overlap", "overlap discards"),
        ("stock", "stock refills columns"),
        ("closed_tableau", "closed tableau"),
    ]:
        if rules.get(key):
            out.append(words)
    if rules.get("closed_tableau") or rules.get("stock"):
        out.append("**thoughtful: upper bound**")
    return ", ".join(out)


rows, inspections = [], []
for path, s in summaries():
    if s["params"].get("family") != "nestor":
        continue
    if "lost_by_inspection" in s:
        inspections.append((path.stem, s))
    elif "win_rate" in s:
        rows.append((order.get(s["game"], len(order)), path.stem, s))

print("| experiment | game | layout | reading | deals | win rate | 95% interval | unknown | published |")
print("| --- | --- | --- | --- | ---: | ---: | --- | ---: | --- |")
for _, stem, s in sorted(rows, key=lambda r: (r[0], r[1])):
    rules = s["params"]["rules"]
    print(
        f"| {stem} | {s['game']} | {layout.get(s['game'], '-').split(', rectify')[0]} "
        f"| {reading(rules)} | {s['deals']:,} | {100 * s['win_rate']:.2f}% "
        f"| {100 * s['ci95_low']:.2f}% .. {100 * s['ci95_high']:.2f}% | {s['unknown']} "
        f"| {published.get(s['game'], '-')} |"
    )
if inspections:
    print()
    print("| inspection | game | deals | lost by inspection | 95% interval | by rule |")
    print("| --- | --- | ---: | ---: | --- | --- |")
    for stem, s in inspections:
        rules = ", ".join(f"{r['rule']} {100 * r['rate']:.2f}%" for r in s["rules"])
        print(
            f"| {stem} | {s['game']} | {s['deals']:,} | {100 * s['rate']:.2f}% "
            f"| {100 * s['ci95_low']:.2f}% .. {100 * s['ci95_high']:.2f}% | {rules} |"
        )
