#!/usr/bin/env python3
"""The Nestor-family tables of results/README.md (Markdown), from results/*.json.

`table()`: one row per experiment of the family, in the order `patience games` lists the
presets: the layout, the reading of the rules, our win rate with its Wilson 95% interval
(unknown deals as lost .. as won), the search's cost and the published figure (the registry's
own words). `inspection_table()`: the deals lost by inspection (results/inspect-*.json), rule
by rule. Run alone, prints both.
"""
from patience_results import games, interval, pct, published, summaries


def reading(rules):
    """The rules as read: rectification and options."""
    out = [f"rectify {rules['rectify']}"]
    if rules.get("deck", {}).get("jokers"):
        out.append(
            ("jokers apart (wild, but two never pair)" if rules.get("jokers_apart") else "jokers wild")
            + (" (to the reserve)" if rules.get("jokers_in_reserve") else "")
        )
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


def _nestor(pattern="*.json"):
    return [(p, s) for p, s in summaries(pattern) if s["params"].get("family") == "nestor"]


def table():
    order = {g["name"]: i for i, g in enumerate(games()) if g["family"] == "nestor"}
    layout = {g["name"]: g["layout"] for g in games()}
    pub = published()
    rows = [
        (order.get(s["game"], len(order)), path.stem, s)
        for path, s in _nestor()
        if "win_rate" in s and "lost_by_inspection" not in s and "player" not in s["params"]
    ]
    out = [
        "| experiment | game | layout | reading | deals | win rate | 95% interval | unknown "
        "| nodes a deal (mean, max) | published |",
        "| --- | --- | --- | --- | ---: | ---: | --- | ---: | --- | --- |",
    ]
    for _, stem, s in sorted(rows, key=lambda r: (r[0], r[1])):
        out.append(
            f"| {stem} | {s['game']} | {layout.get(s['game'], '-').split(', rectify')[0]} "
            f"| {reading(s['params']['rules'])} | {s['deals']:,} | {pct(s['win_rate'])} "
            f"| {interval(s)} | {s['unknown']} | {s['nodes_mean']:,.0f}, {s['nodes_max']:,} "
            f"| {pub.get(s['game'], '-')} |"
        )
    return "\n".join(out)


def inspection_table():
    out = [
        "| experiment | game | deals | lost by inspection | 95% interval | by rule |",
        "| --- | --- | ---: | ---: | --- | --- |",
    ]
    for path, s in _nestor("inspect-*.json"):
        rules = ", ".join(f"{r['rule']} {pct(r['rate'])}" for r in s.get("by_rule", s.get("rules")) if isinstance(r, dict))
        out.append(
            f"| {path.stem} | {s['game']} | {s['deals']:,} | {pct(s['rate'])} "
            f"| {interval(s)} | {rules} |"
        )
    return "\n".join(out)


if __name__ == "__main__":
    print(table())
    print()
    print(inspection_table())
