#!/usr/bin/env python3
"""Nestors games to 1,000 (issue 20): the summary of the per-game files of
scripts/nestors_games.sh (`patience simulate nestors-game`; each line a whole game, every player
bidding by the policy fitted to the double-dummy tables, each deal played double dummy).

Writes results/nestors-games.json: how often the first side (seats 0 and 2: the first to bid
and partner) wins, with Wilson's 95% interval; a game's length in deals (mean with Student's
interval, median, range); the share of contracts made (Wilson) and contracts per game; the
winners' and losers' final scores. Games left unknown (a deal's search ran out of budget) are
counted apart and in no figure. Shards of one run are pooled, each game once.

    scripts/nestors_games.py [results/nestors-runs/nestors-game-*.jsonl]
"""
import json
import sys

import nestors_table
from nestors_table import median
from patience_results import ROOT, wilson


def mean_interval(xs):
    """Mean and Student's 95% interval of the mean (None when fewer than two values)."""
    return nestors_table.mean_interval(xs, within=None)


def read(paths):
    games = {}
    for p in paths:
        with open(p) as f:
            head = json.loads(f.readline())
            if head.get("game") != "nestors-game":
                sys.exit(f"nestors_games: {p} is not a nestors-game run")
            for line in f:
                g = json.loads(line)
                games[g["deal"]] = g
    return [games[n] for n in sorted(games)]


def summarise(games):
    done = [g for g in games if g["result"] != "unknown"]
    out = {"games_read": len(games), "games": len(done),
           "unknown": len(games) - len(done),
           "numbers": [games[0]["deal"], games[-1]["deal"]] if games else None}
    if not done:
        return out
    first = sum(1 for g in done if g["result"] == "won")
    lo, hi = wilson(first, len(done))
    out["first_side_wins"] = {"games": first, "rate": first / len(done), "ci95": [lo, hi]}
    lengths = [g["nodes"] for g in done]
    m, ci = mean_interval(lengths)
    out["deals_a_game"] = {"mean": m, "ci95": ci, "median": median(lengths),
                           "min": min(lengths), "max": max(lengths)}
    made = sum(g["contracts"]["made"] for g in done)
    bid = sum(g["contracts"]["bid"] for g in done)
    lo, hi = wilson(made, bid)
    out["contracts"] = {"made": made, "bid": bid, "rate": made / bid, "ci95": [lo, hi]}
    out["first_side_final_score"] = {
        "when_it_wins": mean_interval([g["points"] for g in done if g["result"] == "won"])[0]
        if first else None,
        "when_it_loses": mean_interval([g["points"] for g in done if g["result"] == "lost"])[0]
        if first < len(done) else None,
    }
    return out


def fmt_pct(x):
    return f"{100 * x:.1f}%"


def readme_table():
    """The table of results/nestors-games.json, for results/README.md
    (scripts/results_readme.py)."""
    s = json.loads((ROOT / "results/nestors-games.json").read_text())
    if not s.get("games"):
        return "No game has ended yet."
    w, d, c = s["first_side_wins"], s["deals_a_game"], s["contracts"]
    ci = d["ci95"]
    rows = [
        "| games | unknown | first side wins | deals a game | median (range) | contracts made |",
        "|---:|---:|---|---|---|---|",
        f"| {s['games']} (numbers {s['numbers'][0]}-{s['numbers'][1]}) | {s['unknown']} "
        f"| {w['games']}: {fmt_pct(w['rate'])} ({fmt_pct(w['ci95'][0])} .. {fmt_pct(w['ci95'][1])}) "
        f"| {d['mean']:.1f}" + (f" ({ci[0]:.1f} .. {ci[1]:.1f})" if ci else "")
        + f" | {d['median']} ({d['min']}-{d['max']}) "
        f"| {c['made']} of {c['bid']}: {fmt_pct(c['rate'])} "
        f"({fmt_pct(c['ci95'][0])} .. {fmt_pct(c['ci95'][1])}) |",
    ]
    return "\n".join(rows)


def main():
    paths = sys.argv[1:] or sorted(
        str(p) for p in (ROOT / "results/nestors-runs").glob("nestors-game-*.jsonl"))
    s = summarise(read(paths))
    (ROOT / "results/nestors-games.json").write_text(json.dumps(s, indent=1) + "\n")
    print(json.dumps(s, indent=1))
    print("wrote results/nestors-games.json (scripts/results_readme.py puts its table in "
          "results/README.md)")


if __name__ == "__main__":
    main()
