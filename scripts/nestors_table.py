#!/usr/bin/env python3
"""Nestors double dummy (issue 20): the tables of makeable points and of bids made, from the
per-deal files of scripts/nestors_dd.sh (one or more a trump, one for each table size, pooled
deal by deal; each line a deal's points for the bidder and partner with best play by all, every
card known).

Writes results/nestors-dd.json (every figure below) and results/nestors-dd.svg (the share of deals in which a bid of B is made, against B, for each
trump, with Wilson 95% intervals). Only the deals the files hold count, solved or not: a deal
left unknown (node budget spent) is counted apart and in no rate. The bidder's five cards are
those dealt to the bidder first, before the face-down table card (`patience deal nestors
--format patience` lists each hand in dealing order); a trump is a card of the trump rank, and a
hand's points are its cards' points under that trump (15 a trump, 10 and 5 for the other two of
ace, jack and ten).

    scripts/nestors_table.py results/nestors-runs/nestors-*-10000.jsonl \
      results/nestors-runs/nestors-*-10000-*mib.jsonl
    scripts/nestors_table.py --next-start TRUMP DEALS   # where a new file of TRUMP starts

scripts/results_readme.py then writes the tables, and the paragraphs that say what the sample
holds and shows (`sample_text`), into results/README.md from results/nestors-dd.json.
"""
import json
import math
import pathlib
import subprocess
import sys

from patience_results import ROOT, binary, wilson

BIDS = list(range(60, 195, 5))
TRUMP_RANK = {"aces": "A", "jacks": "J", "tens": "10"}
# The other two of ace, jack and ten: the higher worth 10, the lower 5.
HONOURS = {"aces": ("J", "10"), "jacks": ("A", "10"), "tens": ("A", "J")}


def seen_when_bidding(deal):
    """The bidder's first five cards of our deal `deal` (the same for every trump) and the
    three face-up table cards."""
    run = subprocess.run(
        [binary(), "deal", "nestors", "--deal", str(deal), "--trump", "jacks", "--format", "patience"],
        capture_output=True, text=True, check=True)
    layout = json.loads(run.stdout)
    return layout["hands"][0][:5], layout["table"]


def least_squares(xs, ys):
    """The coefficients b minimising sum (y - b.x)^2 (normal equations, Gaussian elimination)."""
    n = len(xs[0])
    a = [[sum(x[i] * x[j] for x in xs) for j in range(n)] for i in range(n)]
    b = [sum(x[i] * y for x, y in zip(xs, ys)) for i in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            f = a[j][i] / a[i][i]
            a[j] = [u - f * v for u, v in zip(a[j], a[i])]
            b[j] -= f * b[i]
    sol = [0.0] * n
    for i in reversed(range(n)):
        sol[i] = (b[i] - sum(a[i][k] * sol[k] for k in range(i + 1, n))) / a[i][i]
    return sol


def policy_fit(by_trump, seen):
    """The bidding policy's fit (`nestors-game`, docs/rules.md): the points of every deal solved,
    all trumps pooled, against 1, the trumps among the bidder's five and the points of the two
    face-up table cards worth most, by least squares; with the spread of what is left."""
    xs, ys = [], []
    for trump, (_, rows) in sorted(by_trump.items()):
        for d, r in sorted(rows.items()):
            if r.get("points") is None:
                continue
            five, table = seen[d]
            trumps = sum(1 for c in five if card_points(c, trump) == 15)
            on_table = sorted(card_points(c, trump) for c in table)[1:]
            xs.append([1.0, trumps, sum(on_table)])
            ys.append(r["points"])
    if len(ys) <= 3:
        return None
    base, per_trump, per_table_point = least_squares(xs, ys)
    rest = [y - (base + per_trump * x[1] + per_table_point * x[2]) for x, y in zip(xs, ys)]
    spread = math.sqrt(sum(e * e for e in rest) / (len(ys) - 3))
    return {"solves": len(ys), "base": base, "per_trump": per_trump,
            "per_table_point": per_table_point, "residual_sd": spread}


def rank_of(card):
    return card[:-1]


def card_points(card, trump):
    r = rank_of(card)
    if r == TRUMP_RANK[trump]:
        return 15
    high, low = HONOURS[trump]
    return 10 if r == high else 5 if r == low else 0


def read(path):
    lines = pathlib.Path(path).read_text().splitlines()
    head = json.loads(lines[0])
    trump = head["params"]["rules"]["trump"]
    rows = [json.loads(l) for l in lines[1:] if l.strip()]
    return trump, head, rows


def next_start(trump, deals):
    """The deal after the last one that the files of `trump` for `deals` deals hold (the first
    run's, nestors-TRUMP-DEALS.jsonl, and each table size's, nestors-TRUMP-DEALS-*mib.jsonl);
    1 if there are none: where scripts/nestors_dd.sh starts a new file."""
    runs = ROOT / "results/nestors-runs"
    last = 0
    for p in [*runs.glob(f"nestors-{trump}-{deals}.jsonl"),
              *runs.glob(f"nestors-{trump}-{deals}-*mib.jsonl")]:
        _, _, rows = read(p)
        last = max([last, *(r["deal"] for r in rows)])
    return last + 1


# Student's t at 97.5% for 1 to 30 degrees of freedom; beyond, the normal 1.96.
T975 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179,
        2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064,
        2.060, 2.056, 2.052, 2.048, 2.045, 2.042]


def mean_interval(xs, within=(0.0, 190.0)):
    """Mean and Student's 95% interval of the mean, kept `within` the range the values lie in
    (a deal's points: 0..190; None: no range), or None when fewer than two values."""
    n = len(xs)
    m = sum(xs) / n
    if n < 2:
        return m, None
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1))
    t = T975[n - 2] if n - 1 <= len(T975) else 1.959963984540054
    half = t * sd / math.sqrt(n)
    if within is None:
        return m, (m - half, m + half)
    return m, (max(m - half, within[0]), min(m + half, within[1]))


def median(xs):
    s = sorted(xs)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2


def summarise(trump, head, rows, fives, tables_mib):
    solved = [r for r in rows if r.get("points") is not None]
    pts = [r["points"] for r in solved]
    out = {
        "trump": trump,
        "deals_read": len(rows),
        "deals": [rows[0]["deal"], rows[-1]["deal"]] if rows else None,
        "solved": len(solved),
        "unknown": len(rows) - len(solved),
        "node_limit": head["solver"]["node_limit"],
        "table_mib": tables_mib,
        "nodes": {"total": sum(r["nodes"] for r in rows),
                  "median": median([r["nodes"] for r in rows]) if rows else None,
                  "min": min((r["nodes"] for r in rows), default=None),
                  "max": max((r["nodes"] for r in rows), default=None)},
    }
    if not pts:
        return out
    m, ci = mean_interval(pts)
    hist = {}
    for p in pts:
        hist[p] = hist.get(p, 0) + 1
    out["points"] = {"mean": m, "ci95": ci, "median": median(pts), "min": min(pts),
                     "max": max(pts), "histogram": sorted(hist.items())}
    out["bids"] = []
    for b, k in bids_made(pts).items():
        lo, hi = wilson(k, len(pts))
        lo, hi = max(lo, 0.0), min(hi, 1.0)
        out["bids"].append({"bid": b, "made": k, "rate": k / len(pts), "ci95": [lo, hi]})
    if trump not in TRUMP_RANK:
        return out
    # By what the bidder sees when bidding: trumps among the first five, and their points.
    by_trumps = {}
    by_points = {}
    for r in solved:
        five = fives[r["deal"]]
        t = sum(rank_of(c) == TRUMP_RANK[trump] for c in five)
        band = min(sum(card_points(c, trump) for c in five) // 15 * 15, 45)
        by_trumps.setdefault(min(t, 3), []).append(r["points"])
        by_points.setdefault(band, []).append(r["points"])
    out["by_trumps_in_five"] = [
        {"trumps": f"{t}+" if t == 3 else str(t), "deals": len(v), "mean": mean_interval(v)[0],
         "ci95": mean_interval(v)[1]} for t, v in sorted(by_trumps.items())]
    out["by_points_in_five"] = [
        {"points": f"{p}+" if p == 45 else f"{p}-{p + 14}", "deals": len(v),
         "mean": mean_interval(v)[0], "ci95": mean_interval(v)[1]}
        for p, v in sorted(by_points.items())]
    return out


def bids_made(pts):
    """For each bid of BIDS, how many of the points `pts` reach it."""
    return {b: sum(p >= b for p in pts) for b in BIDS}


def common_figures(common, rows):
    """A trump's figures on the deals solved for every trump (`common`, in order), so that the
    trumps compare on the same hands: the mean points with Student's interval, and how many of
    those deals make each bid."""
    pts = [r["points"] for r in rows]
    m, ci = mean_interval(pts)
    return {"deals": [common[0], common[-1]], "count": len(common), "mean": m, "ci95": ci,
            "made": {str(b): k for b, k in bids_made(pts).items()}}


def fmt_ci(ci, places=1):
    return "-" if ci is None else f"{ci[0]:.{places}f} .. {ci[1]:.{places}f}"


def markdown(tables):
    """The tables for results/README.md, whose prose around them says what they are."""
    md = ["| trump | deals | solved | unknown | mean points | 95% interval | median | min | max | median nodes |",
          "|---|---|---:|---:|---:|---|---:|---:|---:|---:|"]
    for t in tables:
        if "points" not in t:
            continue
        p = t["points"]
        md.append(f"| {t['trump']} | {t['deals'][0]}-{t['deals'][1]} | {t['solved']} | "
                  f"{t['unknown']} | {p['mean']:.1f} | {fmt_ci(p['ci95'])} | {p['median']:g} | "
                  f"{p['min']} | {p['max']} | {t['nodes']['median']:,.0f} |")
    md += ["", "Bids made: the share of deals whose points reach the bid (every 5 points in "
           "`results/nestors-dd.json`), with Wilson's 95% interval.", ""]
    solved = [t for t in tables if "bids" in t]
    md.append("| bid | " + " | ".join(t["trump"] for t in solved) + " |")
    md.append("|---:|" + "---|" * len(solved))
    for i, b in enumerate(BIDS):
        if b % 10:
            continue
        cells = []
        for t in solved:
            x = t["bids"][i]
            cells.append(f"{100 * x['rate']:.0f}% ({100 * x['ci95'][0]:.0f}..{100 * x['ci95'][1]:.0f})")
        md.append(f"| {b} | " + " | ".join(cells) + " |")
    for key, label in (("by_trumps_in_five", "trumps"), ("by_points_in_five", "points")):
        md += ["", f"Mean points by the {label} among the bidder's first five cards (what the "
               "bidder sees when bidding), with Student's 95% interval.", ""]
        md.append(f"| trump | {label} in the five | deals | mean points | 95% interval |")
        md.append("|---|---|---:|---:|---|")
        for t in solved:
            for row in t.get(key, []):
                md.append(f"| {t['trump']} | {row[label]} | {row['deals']} | {row['mean']:.1f} | "
                          f"{fmt_ci(row['ci95'])} |")
    return "\n".join(md) + "\n"


def sample_text(tables):
    """The paragraphs of results/README.md that say what the deals solved so far are and what
    they show, from results/nestors-dd.json, so that they never lag the tables."""
    trumps = [t for t in tables if t["trump"] != "best" and "points" in t]
    best = next((t for t in tables if t["trump"] == "best"), None)
    solves = sum(t["solved"] for t in trumps)
    ranges = ", ".join(f"{t['trump']} {t['deals'][0]}-{t['deals'][1]}" for t in trumps)
    lows = [t["nodes"]["min"] for t in trumps]
    highs = [t["nodes"]["max"] for t in trumps]
    medians = [t["nodes"]["median"] for t in trumps]
    tables_mib = sorted({m for t in trumps for m in t["table_mib"]})
    out = [f"**A sample, not yet the table.** {solves:,} solves so far (our deals {ranges}), each "
           f"a whole deal searched by one thread with a table of "
           f"{' or '.join(str(m) for m in tables_mib)} MiB: "
           f"{min(lows) / 1e9:.2f} to {max(highs) / 1e9:.2f} billion positions a solve, "
           f"{min(medians) / 1e9:.2f} to {max(medians) / 1e9:.2f} billion at each trump's median."]
    if best is None or "common" not in best:
        return "\n".join(out) + "\n"
    c = best["common"]
    n = c["count"]
    first, last = c["deals"]
    means = [t["common"]["mean"] for t in trumps]
    cis = [t["common"]["ci95"] for t in trumps]
    overlap = all(ci is not None for ci in cis) and max(ci[0] for ci in cis) < min(ci[1] for ci in cis)
    names = [t["trump"] for t in trumps]
    made = lambda t, b: t["common"]["made"][str(b)]
    where = (f"on our deals {first} to {last}" if last - first + 1 == n
             else f"on {n} of our deals from {first} to {last}")
    text = (f"What the sample says so far, {where}, each solved for every "
            f"trump: with one trump named for every deal, the bidder and partner take about "
            f"{min(means):.0f} to {max(means):.0f} of the 190 points ("
            + ", ".join(f"{t['trump']} {t['common']['mean']:.1f}" for t in trumps)
            + ("; the intervals overlapping" if overlap else "") + "), and make a bid of 100 in "
            + ", ".join(str(made(t, 100)) for t in trumps) + f" of the {n} deals ("
            + ", ".join(names) + "). Naming each deal's best trump takes "
            f"{c['mean']:.1f}, some {c['mean'] - max(means):.0f} to {c['mean'] - min(means):.0f} "
            f"points more than any one trump, and makes 100 in {made(best, 100)} of the {n}; a "
            "bid of 150 is made in " + ", ".join(str(made(t, 150)) for t in trumps)
            + f" of the {n} deals ({', '.join(names)}), and in {made(best, 150)} at the best "
            "trump.")
    further = [t for t in trumps if t["deals"] != c["deals"]]
    if further:
        text += " Solved further, " + ", ".join(
            f"{t['trump']} (deals {t['deals'][0]} to {t['deals'][1]}) take "
            f"{t['points']['mean']:.1f} ({fmt_ci(t['points']['ci95'])})" for t in further) + "."
    out += ["", text]
    return "\n".join(out) + "\n"


def readme_sample():
    """sample_text of results/nestors-dd.json, for results/README.md (scripts/results_readme.py)."""
    return sample_text(json.loads((ROOT / "results/nestors-dd.json").read_text()))


def readme_table():
    """The tables of results/nestors-dd.json, for results/README.md (scripts/results_readme.py)."""
    return markdown(json.loads((ROOT / "results/nestors-dd.json").read_text()))


def svg(tables):
    W, H = 640, 400
    L, R, T, B = 60, 110, 40, 50
    x_of = lambda b: L + (b - 60) / (190 - 60) * (W - L - R)
    y_of = lambda r: T + (1 - r) * (H - T - B)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" '
           'font-family="sans-serif" font-size="12">',
           f'<rect width="{W}" height="{H}" fill="white"/>',
           f'<text x="{W / 2}" y="22" text-anchor="middle" font-size="14">Nestors double dummy: '
           "bids made, by trump</text>"]
    for tick in range(0, 101, 20):
        y = y_of(tick / 100)
        out.append(f'<line x1="{L}" x2="{W - R}" y1="{y:.1f}" y2="{y:.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{L - 6}" y="{y + 4:.1f}" text-anchor="end">{tick}%</text>')
    for b in range(60, 191, 20):
        x = x_of(b)
        out.append(f'<line x1="{x:.1f}" x2="{x:.1f}" y1="{T}" y2="{H - B}" stroke="#eee"/>')
        out.append(f'<text x="{x:.1f}" y="{H - B + 16}" text-anchor="middle">{b}</text>')
    out.append(f'<text x="{(L + W - R) / 2:.1f}" y="{H - 12}" text-anchor="middle">the bid '
               "(points the bidder and partner must take)</text>")
    out.append(f'<rect x="{L}" y="{T}" width="{W - L - R}" height="{H - T - B}" fill="none" '
               'stroke="black"/>')
    colours = {"aces": "#c33", "jacks": "#36c", "tens": "#2a7", "best": "#000"}
    for t in tables:
        if "bids" not in t:
            continue
        c = colours.get(t["trump"], "#555")
        band = [(x_of(x["bid"]), y_of(x["ci95"][1])) for x in t["bids"]]
        band += [(x_of(x["bid"]), y_of(x["ci95"][0])) for x in reversed(t["bids"])]
        out.append('<polygon points="' + " ".join(f"{x:.1f},{y:.1f}" for x, y in band)
                   + f'" fill="{c}" fill-opacity="0.12" stroke="none"/>')
        out.append('<polyline points="' + " ".join(
            f"{x_of(x['bid']):.1f},{y_of(x['rate']):.1f}" for x in t["bids"])
                   + f'" fill="none" stroke="{c}"/>')
        out.append(f'<text x="{W - R + 6}" y="{T + 16 * (list(colours).index(t["trump"]) + 1)}" '
                   f'fill="{c}">{t["trump"]} ({t["solved"]} deals)</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main():
    if sys.argv[1:2] == ["--next-start"]:
        print(next_start(sys.argv[2], sys.argv[3]))
        return
    paths = sys.argv[1:] or sorted(str(p) for p in (ROOT / "results/nestors-runs").glob("*.jsonl")
                                   if not p.name.startswith("nestors-game"))
    # The files of one trump (a run, or the shards of one) pooled, each deal once.
    by_trump = {}
    mibs = {}
    for p in paths:
        trump, head, rows = read(p)
        _, seen = by_trump.setdefault(trump, (head, {}))
        seen.update((r["deal"], r) for r in rows)
        mibs.setdefault(trump, set()).add(head["solver"]["table_bytes"] // (1 << 20))
    deals = sorted({d for _, seen in by_trump.values() for d, r in seen.items()
                    if r.get("points") is not None})
    seen = {d: seen_when_bidding(d) for d in deals}
    fives = {d: five for d, (five, _) in seen.items()}
    order = {"aces": 0, "jacks": 1, "tens": 2}
    tables = sorted((summarise(t, h, [seen[d] for d in sorted(seen)], fives, sorted(mibs[t]))
                     for t, (h, seen) in by_trump.items()),
                    key=lambda t: order.get(t["trump"], 9))
    # The bidder who names the best trump for the deal (double dummy): the deals solved for
    # every trump read, each at its most points.
    if len(by_trump) > 1:
        common = sorted(set.intersection(*({d for d, r in seen.items() if r.get("points") is not None}
                                           for _, seen in by_trump.values())))
        best = [{"deal": d, "result": "won",
                 "nodes": sum(seen[d]["nodes"] for _, seen in by_trump.values()),
                 "points": max(seen[d]["points"] for _, seen in by_trump.values())}
                for d in common]
        if best:
            head = next(iter(by_trump.values()))[0]
            tables.append(summarise("best", head, best, fives,
                                    sorted(set().union(*mibs.values()))))
            on_common = {t: [seen[d] for d in common] for t, (_, seen) in by_trump.items()}
            on_common["best"] = best
            for t in tables:
                t["common"] = common_figures(common, on_common[t["trump"]])
    (ROOT / "results/nestors-dd.json").write_text(json.dumps(tables, indent=1) + "\n")
    fit = policy_fit(by_trump, seen)
    (ROOT / "results/nestors-policy-fit.json").write_text(json.dumps(fit, indent=1) + "\n")
    if fit:
        print(f"policy fit over {fit['solves']} solves: {fit['base']:.1f} + {fit['per_trump']:.1f} "
              f"a trump among the five + {fit['per_table_point']:.2f} x the two best table "
              f"cards' points; residual spread {fit['residual_sd']:.1f}")
    (ROOT / "results/nestors-dd.svg").write_text(svg(tables))
    for t in tables:
        p = t.get("points")
        print(f"{t['trump']}: {t['solved']} solved, {t['unknown']} unknown"
              + (f", mean {p['mean']:.1f} points" if p else ""))
    print("wrote results/nestors-dd.json and .svg (scripts/results_readme.py puts the tables in results/README.md)")


if __name__ == "__main__":
    main()
