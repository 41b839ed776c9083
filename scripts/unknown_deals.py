#!/usr/bin/env python3
"""The deals the book's 100,000-deal runs leave unknown, one row each, with what the larger
passes over them found: results/unknown-deals.md.

For each game, every deal that `results/book-runs/GAME-100000.jsonl` (the results table's run,
at the default budget) leaves unknown gets a row: the nodes the run gave it (fewer than the
budget when the run stopped at the deepest path the search keeps), the verdict and nodes of each
pass in `results/book-runs/GAME-100000-unknowns-LIMIT.jsonl` that solved it again
(`scripts/unknowns.py`, or `patience retry`), and what that makes it:

- won: a win that lies beyond the default budget;
- lost: a loss the pass proved (with one run of the game's own order and a table that forgets
  nothing, where the pass was made so);
- undecided: no pass decided it, at the largest budget named;
- not solved again: no pass holds it.

    scripts/unknown_deals.py [GAME...]   (default: bakers-dozen good-measure as-you-like-it)

Everything comes from the files; nothing is solved. Rerun after a run or a pass changes.
"""
import json
import os
import sys

from patience_results import pass_files, pass_lines

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
RUNS = os.path.join(ROOT, "results", "book-runs")
OUT = os.path.join(ROOT, "results", "unknown-deals.md")
GAMES = ["bakers-dozen", "good-measure", "as-you-like-it"]


def read_lines(path):
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def passes_of(game):
    """The passes over the game's run, by increasing node limit: (limit, {deal: line})."""
    return [(limit, {r["deal"]: r for r in pass_lines(path)})
            for limit, path in pass_files(os.path.join(RUNS, f"{game}-100000"))]


def table(game):
    lines = read_lines(os.path.join(RUNS, f"{game}-100000.jsonl"))
    header, rows = lines[0], lines[1:]
    limit = header["solver"]["node_limit"]
    unknown = [r for r in rows if r["result"] == "unknown"]
    passes = passes_of(game)
    counts = {"won": 0, "lost": 0, "undecided": 0, "not solved again": 0}
    out = [
        f"## {game}",
        "",
        f"{len(unknown)} of {len(rows):,} deals unknown at {limit:,} nodes "
        f"(`{os.path.relpath(os.path.join(RUNS, game + '-100000.jsonl'), ROOT)}`).",
        "",
    ]
    cols = ["deal", "run: nodes"] + [f"pass at {p:,}" for p, _ in passes] + ["what it is"]
    out.append("| " + " | ".join(cols) + " |")
    out.append("|" + "|".join(["---:"] * (len(cols) - 1) + ["---"]) + "|")
    for r in unknown:
        cells = [str(r["deal"])]
        short = r["nodes"] < limit
        cells.append(f"{r['nodes']:,}" + (" (depth)" if short else ""))
        verdict = None
        for p, by_deal in passes:
            q = by_deal.get(r["deal"])
            if q is None:
                cells.append("")
                continue
            stopped = q["result"] == "unknown" and q["nodes"] < p
            cells.append(f"{q['result']}, {q['nodes']:,}" + (" (depth)" if stopped else ""))
            if q["result"] != "unknown":
                # A pass that decides it tells what it is, whatever a smaller one left.
                if verdict in (None, "undecided"):
                    verdict = q["result"]
            elif verdict is None:
                verdict = "undecided"
        kind = verdict or "not solved again"
        counts[kind] += 1
        cells.append(kind)
        out.append("| " + " | ".join(cells) + " |")
    summary = ", ".join(f"{n} {k}" for k, n in counts.items() if n)
    out[2] += f" What they are: {summary}."
    return out, counts


def main():
    games = sys.argv[1:] or GAMES
    text = [
        "# The unknown deals of the book's games",
        "",
        "Written by `scripts/unknown_deals.py` from the per-deal files in `results/book-runs/`;",
        "results/README.md discusses them. `(depth)`: the search stopped short of the budget at",
        "the deepest path it keeps. A pass solves each deal again with a larger node budget (and,",
        "where its file says so in results/README.md, one run and a 1 GiB table).",
        "",
    ]
    for g in games:
        lines, counts = table(g)
        text += lines + [""]
        print(f"{g}: " + ", ".join(f"{n} {k}" for k, n in counts.items()), file=sys.stderr)
    with open(OUT, "w") as f:
        f.write("\n".join(text).rstrip() + "\n")
    print(f"wrote {os.path.relpath(OUT, ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
