#!/usr/bin/env python3
"""Closed Nestor's win rate without peeking against samples per decision: results/players-samples.svg.

Reads the runs of scripts/players.sh (results/closed-nestor-sampling*.json and
closed-nestor-rollout*.json, each point with its 95% interval) and draws them beside the greedy
player's rate and Masten's "about 1 in 4", as a plain SVG (no plotting library needed).

    scripts/players_chart.py
"""
import math

from patience_results import ROOT, summaries

W, H = 640, 400
LEFT, RIGHT, TOP, BOTTOM = 60, 170, 40, 50
Y_MAX = 0.30
X_MIN, X_MAX = 1, 100


def x_of(k):
    span = math.log10(X_MAX) - math.log10(X_MIN)
    return LEFT + (math.log10(k) - math.log10(X_MIN)) / span * (W - LEFT - RIGHT)


def y_of(rate):
    return TOP + (1 - rate / Y_MAX) * (H - TOP - BOTTOM)


def main():
    series = {"sampling": [], "rollout": []}
    greedy = None
    for _, s in summaries("closed-nestor*.json"):
        p = s["params"]
        if p.get("rules", {}).get("rectify") != "bottom" or "player" not in p:
            continue
        if p["player"] == "greedy":
            greedy = s
        elif p["player"] == "sampling" and p["sample_nodes"] == 10000:
            series["sampling"].append((p["samples"], s))
        elif p["player"] == "rollout":
            series["rollout"].append((p["samples"], s))
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" '
        'font-family="sans-serif" font-size="12">',
        f'<rect width="{W}" height="{H}" fill="white"/>',
        f'<text x="{W / 2 - 60}" y="22" text-anchor="middle" font-size="14">Closed Nestor without '
        "peeking: win rate against samples a decision</text>",
    ]
    # Axes, grid and ticks.
    for tick in range(0, 31, 5):
        y = y_of(tick / 100)
        out.append(f'<line x1="{LEFT}" x2="{W - RIGHT}" y1="{y:.1f}" y2="{y:.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{LEFT - 6}" y="{y + 4:.1f}" text-anchor="end">{tick}%</text>')
    for k in (1, 3, 10, 30, 100):
        x = x_of(k)
        out.append(f'<line x1="{x:.1f}" x2="{x:.1f}" y1="{TOP}" y2="{H - BOTTOM}" stroke="#eee"/>')
        out.append(f'<text x="{x:.1f}" y="{H - BOTTOM + 16}" text-anchor="middle">{k}</text>')
    out.append(f'<text x="{(LEFT + W - RIGHT) / 2:.1f}" y="{H - 12}" text-anchor="middle">'
               "deals drawn a decision (log scale)</text>")
    out.append(f'<rect x="{LEFT}" y="{TOP}" width="{W - LEFT - RIGHT}" '
               f'height="{H - TOP - BOTTOM}" fill="none" stroke="black"/>')
    # Reference lines.
    refs = [(0.25, "#999", 'Masten: "about 1 in 4"')]
    if greedy:
        refs.append((greedy["win_rate"], "#2a7", f"greedy {100 * greedy['win_rate']:.2f}%"))
    for rate, colour, label in refs:
        y = y_of(rate)
        out.append(f'<line x1="{LEFT}" x2="{W - RIGHT}" y1="{y:.1f}" y2="{y:.1f}" '
                   f'stroke="{colour}" stroke-dasharray="6,4"/>')
        out.append(f'<text x="{W - RIGHT + 6}" y="{y + 4:.1f}" fill="{colour}">{label}</text>')
    # The players, each point with its interval.
    colours = {"sampling": "#c33", "rollout": "#36c"}
    for name, points in series.items():
        points.sort(key=lambda p: p[0])
        c = colours[name]
        path = " ".join(f"{x_of(k):.1f},{y_of(s['win_rate']):.1f}" for k, s in points)
        out.append(f'<polyline points="{path}" fill="none" stroke="{c}"/>')
        for k, s in points:
            x = x_of(k)
            out.append(f'<line x1="{x:.1f}" x2="{x:.1f}" y1="{y_of(s["ci95_low"]):.1f}" '
                       f'y2="{y_of(s["ci95_high"]):.1f}" stroke="{c}"/>')
            out.append(f'<circle cx="{x:.1f}" cy="{y_of(s["win_rate"]):.1f}" r="3" fill="{c}"/>')
        if points:
            k, s = points[-1]
            out.append(f'<text x="{W - RIGHT + 6}" y="{y_of(s["win_rate"]) + 16:.1f}" '
                       f'fill="{c}">{name}</text>')
    out.append(f'<text x="{LEFT + 6}" y="{TOP + 16}" fill="#555">thoughtful (every card seen): '
               "53.41%, off the chart</text>")
    out.append("</svg>")
    (ROOT / "results/players-samples.svg").write_text("\n".join(out) + "\n")
    print("wrote results/players-samples.svg")


if __name__ == "__main__":
    main()
