#!/usr/bin/env python3
"""The table of games for two sides in results/README.md (Markdown), from results/GAME.json and
results/GAME-random.json (made by scripts/several.sh): how often each side wins with its Wilson
95% interval, the draws, the game's length and the points. Run alone, prints the table and the
seat advantage of each run."""
import math

from patience_results import pct, summaries

# The games for two sides: family -> (first side, second side, unit of length, what points are).
SEATS = {
    "pishe-pasha": ("first player", "dealer", "turns", "the winner's"),
    "double-solitaire": ("first player", "dealer", "turns", "the winner's"),
    "nuts": ("first partnership", "second partnership", "moves", "the winning margin"),
}


def wilson(k, n, z=1.96):
    """Wilson's 95% interval for k of n, as fractions (0, 1 for n = 0)."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, c - h), min(1.0, c + h)


def runs():
    """(path, summary, player) for each run of a game for two sides, by name."""
    for path, s in summaries():
        family = s.get("params", {}).get("family")
        if family in SEATS and "won" in s:
            yield path, s, s["params"].get("player", "greedy")


def share(k, n):
    lo, hi = wilson(k, n)
    return f"{pct(k / n if n else 0)} ({pct(lo)} .. {pct(hi)})"


def points_line(s):
    """The winner's points (absolute values of the first side's) over decided games: mean,
    median, 90th percentile, max."""
    h = [(abs(p), n) for p, n in (s.get("points") or {}).get("histogram", []) if p != 0]
    total = sum(n for _, n in h)
    if not total:
        return "-"
    h.sort()
    mean = sum(p * n for p, n in h) / total

    def q(f):
        seen = 0
        for p, n in h:
            seen += n
            if seen >= f * total:
                return p
        return h[-1][0]

    return f"{mean:.1f}, {q(0.5)}, {q(0.9)}, {h[-1][0]}"


def table():
    out = [
        "| game | players | games | first side wins (95%) | second side wins (95%) | draws "
        "| length: mean, median, max | winner's points: mean, median, 90%, max | games / s |",
        "| --- | --- | ---: | --- | --- | ---: | --- | --- | ---: |",
    ]
    rows = list(runs())
    if not rows:
        raise FileNotFoundError("results/pishe-pasha.json")
    for path, s, player in rows:
        first, second, unit, _ = SEATS[s["params"]["family"]]
        n = s["deals"]
        speed = f"{s['deals_per_second']:,.0f}" if s.get("deals_per_second") else "-"
        out.append(
            f"| `{s['game']}` | {player} vs {player} | {n:,} | {first}: {share(s['won'], n)} "
            f"| {second}: {share(s['lost'], n)} | {s['unknown']:,} "
            f"| {s['nodes_mean']:.1f}, {s['nodes_median']:g}, {s['nodes_max']:,} {unit} "
            f"| {points_line(s)} | {speed} |"
        )
    return "\n".join(out)


def advantage():
    """The first side's share of the decided games, with its interval, one line a run."""
    lines = []
    for path, s, player in runs():
        decided = s["won"] + s["lost"]
        lo, hi = wilson(s["won"], decided)
        lines.append(
            f"{path.stem}: first side {pct(s['won'] / decided)} of {decided:,} decided games "
            f"({pct(lo)} .. {pct(hi)}); advantage {100 * (2 * s['won'] / decided - 1):+.2f} points"
        )
    return "\n".join(lines)


if __name__ == "__main__":
    print(table())
    print()
    print(advantage())
