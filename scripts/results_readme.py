#!/usr/bin/env python3
"""Writes the generated tables into results/README.md, and the headline table into README.md.

Each table sits between `<!-- NAME:begin -->` and `<!-- NAME:end -->`; the prose around the
markers is written by hand and left alone. The figures come from results/*.json (written by
scripts/reproduce.sh) and results/bench.json (scripts/bench.sh), the published figures from the
registry (`patience games`, so build first: `cargo build --release`). Both scripts run this one
at their end; run it by hand after editing a table script.

    scripts/results_readme.py           rewrite the tables
    scripts/results_readme.py --check   exit 1, naming the file, if a table is out of date

A table whose results are missing (no bench run yet, say) is left as it is.
"""
import json
import sys

import bench_table
import match_table
import nestor_family_table
import nestors_games
import nestors_table
import several_table
from patience_results import ROOT, interval, pct, published, summaries, summary

# The README's headline: (game as a player names it, experiment in results/, the rules in words).
# An experiment `canfield-nesting:READING` is Canfield's reading with the passes over its unknown
# deals and the nesting of the readings (results/canfield-nesting.json, written by
# scripts/canfield_nesting.py): its unknown column gives the run's unknown deals too.
HEADLINE = [
    ("nestor", "nestor-bottom", "rectified as printed: row by row"),
    ("nestor", "nestor-column", "rectified column by column"),
    ("nestor-unrectified", "nestor-unrectified", "dealt at random"),
    ("double-nestor", "double-nestor", "two decks, 10 columns of 10, dealt at random"),
    ("match", "match-3x3x13x5", "3 suits, 13 values, 5 columns, open deal"),
    ("canfield-partial", "canfield-nesting:canfield-partial",
     "part of a pile moves when the card above it goes up"),
    ("canfield", "canfield-nesting:canfield", "whole piles only"),
    ("aces-up", "aces-up", "the book's: discards at once"),
    ("baroness", "baroness", "the book's, the last two cards aside"),
    ("bakers-dozen", "bakers-dozen", "the book's"),
]


def headline_figures(stem):
    """The figures of a headline row's experiment (a summary, or Canfield's completed reading),
    and its unknown column as text."""
    if stem.startswith("canfield-nesting:"):
        path = ROOT / "results" / "canfield-nesting.json"
        s = json.loads(path.read_text())[stem.split(":", 1)[1]]
        return s, f"{s['unknown']:,} ({s['run_unknown']:,} at 10^7 nodes)"
    path = ROOT / "results" / f"{stem}.json"
    if not path.exists():
        raise FileNotFoundError(path)
    s = summary(path)
    return s, f"{s['unknown']:,}"


def headline():
    pub = published()
    out = [
        "| game | rules | published | ours | 95% interval | deals | unknown |",
        "| --- | --- | --- | ---: | --- | ---: | ---: |",
    ]
    for game, stem, rules in HEADLINE:
        s, unknown = headline_figures(stem)
        out.append(
            f"| `{game}` | {rules} | {pub.get(game, '-')} | {pct(s['win_rate'])} "
            f"| {interval(s)} | {s['deals']:,} | {unknown} |"
        )
    return "\n".join(out)


def sweep(stem="sweep-nestor-columns"):
    """A sweep's points (results/STEM.json, from `patience sweep --json`)."""
    s = json.loads((ROOT / "results" / f"{stem}.json").read_text())
    out = [
        f"| {s['param']} | layout | deals | win rate | 95% interval | unknown |",
        "| ---: | --- | ---: | ---: | --- | ---: |",
    ]
    for p in s["points"]:
        t = p["summary"]
        out.append(
            f"| {p['value']} | {p['layout']} | {t['deals']:,} | {pct(t['win_rate'])} "
            f"| {interval(t)} | {t['unknown']} |"
        )
    return "\n".join(out)


def readings(*stems):
    """One row a game (results/STEM*.json for each stem) beside the published figures (from the
    registry): Canfield's readings (scripts/canfield.sh), the book's games (scripts/book.sh)."""
    pub = published()
    out = [
        "| preset | published | ours | 95% interval | unknown | deals | nodes a deal (mean, max) "
        "| deals / s |",
        "| --- | ---: | ---: | --- | ---: | ---: | --- | ---: |",
    ]
    paths = sorted(p for stem in stems for p in (ROOT / "results").glob(f"{stem}*.json"))
    if not paths:
        raise FileNotFoundError(f"results/{stems[0]}*.json")
    for path in paths:
        s = summary(path)
        if s is None:
            continue  # not a run's summary (results/canfield-nesting.json)
        if "player" in s.get("params", {}):
            continue  # played without peeking (simulate --player): no thoughtful reading
        speed = f"{s['deals_per_second']:,.1f}" if s.get("deals_per_second") else "-"
        out.append(
            f"| `{s['game']}` | {pub.get(s['game'], '-')} | {pct(s['win_rate'], 3)} "
            f"| {interval(s, 3)} | {s['unknown']} | {s['deals']:,} "
            f"| {s['nodes_mean']:,.0f}, {s['nodes_max']:,} | {speed} |"
        )
    return "\n".join(out)


def players():
    """Games played without peeking (scripts/players.sh: results/*.json whose parameters name a
    player), each beside the thoughtful run of the same game and rules (results/GAME.json, if it
    has the same rules) and the published figure."""
    pub = published()
    thoughtful = {}
    for _, s in summaries():
        if "player" not in s.get("params", {}) and "win_rate" in s and "rules" in s["params"]:
            key = (s["game"], json.dumps(s["params"]["rules"], sort_keys=True))
            thoughtful.setdefault(key, s)
    out = [
        "| experiment | game | reading | player | deals | win rate | 95% interval | thoughtful "
        "| published | deals / s |",
        "| --- | --- | --- | --- | ---: | ---: | --- | ---: | --- | ---: |",
    ]
    for path, s in summaries():
        params = s.get("params", {})
        if "player" not in params or params.get("family") in several_table.SEATS:
            continue  # not played without peeking, or a game for two sides (its own table)
        rules = params.get("rules", {})
        t = thoughtful.get((s["game"], json.dumps(rules, sort_keys=True)))
        reading = s["rules"].split("; ")[0]
        player = params["player"]
        if player == "sampling":
            player += f" ({params['samples']} x {params['sample_nodes']:,} nodes)"
        elif player == "rollout":
            player += f" ({params['samples']} samples)"
        speed = f"{s['deals_per_second']:,.0f}" if s.get("deals_per_second") else "-"
        out.append(
            f"| {path.stem} | {s['game']} | {reading} | {player} | {s['deals']:,} "
            f"| {pct(s['win_rate'])} | {interval(s)} | {pct(t['win_rate']) if t else '-'} "
            f"| {pub.get(s['game'], '-')} | {speed} |"
        )
    return "\n".join(out)


def solvitaire():
    """The side-by-side table scripts/compare_solvitaire.sh writes (results/solvitaire-compare.md)."""
    return (ROOT / "results/solvitaire-compare.md").read_text()


def solvitaire_accordion():
    """The side-by-side table scripts/compare_solvitaire_accordion.sh writes
    (results/solvitaire-accordion.md)."""
    return (ROOT / "results/solvitaire-accordion.md").read_text()


def fcsolve():
    """The side-by-side table scripts/compare_fcsolve.sh writes (results/fcsolve-compare.md)."""
    return (ROOT / "results/fcsolve-compare.md").read_text()


def verdicts():
    """Per-deal verdicts of this tree against an earlier revision (scripts/compare_verdicts.sh)."""
    v = json.loads((ROOT / "results/verdicts.json").read_text())
    out = [
        f"Against `{v['base'][:7]}`, on `{v['head'][:7]}`:",
        "",
        "| workload | deals | won before | won after | unknown before | unknown after | verdicts that differ |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for w in v["workloads"]:
        out.append(
            f"| {w['workload']} | {w['deals']:,} | {w['won_before']:,} | {w['won_after']:,} "
            f"| {w['unknown_before']} | {w['unknown_after']} | {w['differ']} |"
        )
    return "\n".join(out)


TABLES = {
    "results/README.md": {
        "nestor-family": nestor_family_table.table,
        "inspection": nestor_family_table.inspection_table,
        "sweep": sweep,
        "match": match_table.table,
        "canfield": lambda: readings("canfield"),
        "book": lambda: readings("aces-up", "baroness", "accordion", "bakers-dozen", "good-measure",
                                  "as-you-like-it"),
        "players": players,
        "several": several_table.table,
        "nestors-dd": nestors_table.readme_table,
        "nestors-dd-sample": nestors_table.readme_sample,
        "nestors-games": nestors_games.readme_table,
        "solvitaire": solvitaire,
        "solvitaire-accordion": solvitaire_accordion,
        "fcsolve": fcsolve,
        "bench": bench_table.table,
        "verdicts": verdicts,
    },
    "README.md": {"headline": headline},
}


def fill(text, name, body):
    begin, end = f"<!-- {name}:begin -->", f"<!-- {name}:end -->"
    if begin not in text or end not in text:
        print(f"results_readme: no {begin} .. {end} markers; skipped", file=sys.stderr)
        return text
    head, rest = text.split(begin, 1)
    _, tail = rest.split(end, 1)
    return f"{head}{begin}\n{body.strip()}\n{end}{tail}"


def main(check):
    stale = []
    for rel, tables in TABLES.items():
        path = ROOT / rel
        old = path.read_text()
        new = old
        for name, make in tables.items():
            try:
                body = make()
            except FileNotFoundError as e:
                print(f"results_readme: {name}: {e}; left as it is", file=sys.stderr)
                continue
            new = fill(new, name, body)
        if new == old:
            continue
        if check:
            stale.append(rel)
        else:
            path.write_text(new)
            print(f"results_readme: {rel} updated", file=sys.stderr)
    if stale:
        print(f"results_readme: out of date: {', '.join(stale)}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main("--check" in sys.argv[1:])
