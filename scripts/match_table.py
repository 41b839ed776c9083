#!/usr/bin/env python3
"""The Match Solitaire table of results/README.md (Markdown), from results/match-*.json.

One row per experiment: the game-id, the published win rate (from `patience games`, the
registry's own words; "-" for readings the source does not list), our win rate with its Wilson
95% interval (unknown deals as lost .. as won), unknowns, deals and the search's cost. A closed
deal is solved thoughtfully (the stock's order known), so its rate is an upper bound. Rates to
three decimals, as the published 99.999% needs. Run alone, prints the table.
"""
from patience_results import games, interval, pct, summaries


def table():
    # The published table's rows are the presets `match-MxSxKxC`; `match` repeats 3x3x13x5.
    published = {
        g["layout"]: g["published"]
        for g in games()
        if g["family"] == "match" and g["name"] != "match"
    }
    rows = [
        (s["game"] not in published, path.stem, s)
        for path, s in summaries("match-*.json")
        # Played without peeking (scripts/players.sh) goes to the players' table instead.
        if s["params"].get("family") == "match" and "player" not in s["params"]
    ]
    out = [
        "| experiment | game-id | published | ours | 95% interval | unknown | deals "
        "| nodes a deal (mean, max) |",
        "| --- | --- | ---: | ---: | --- | ---: | ---: | --- |",
    ]
    for _, stem, s in sorted(rows, key=lambda r: (r[0], r[1])):
        game = f"`{s['game']}`"
        if s["params"]["rules"].get("closed"):
            game += " (closed, thoughtful: an upper bound)"
        out.append(
            f"| {stem} | {game} | {published.get(s['game'], '-')} | {pct(s['win_rate'], 3)} "
            f"| {interval(s, 3)} | {s['unknown']} | {s['deals']:,} "
            f"| {s['nodes_mean']:,.0f}, {s['nodes_max']:,} |"
        )
    return "\n".join(out)


if __name__ == "__main__":
    print(table())
