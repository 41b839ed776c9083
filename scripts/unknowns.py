#!/usr/bin/env python3
"""A second pass over the deals a run left unknown: each solved again with a larger node budget.

Reads a per-deal file of `patience simulate --per-deal` (a preset's run), or the shards of one
run (`simulate --shard`; then OUT must be given), solves every deal they leave unknown with
`patience solve GAME --deal N --node-limit LIMIT` (plus any further flags, e.g.
`--restart-nodes 0 --table-mib 4096`), several deals at once, and appends one JSON line a
deal to OUT (default: the input's name with `-unknowns-LIMIT` before `.jsonl`):
`{"deal", "result", "nodes", "seconds"}`. Deals already in OUT are skipped, so an interrupted
pass resumes. At the end it prints what the pass decided and the run's win rate with them, and
its 95% interval as `simulate` gives it: from Wilson's lower bound with the deals still unknown
counted as lost to his upper bound with them counted as won.

    scripts/unknowns.py PER_DEAL_FILE... LIMIT [--threads N] [--out FILE] [--report]
        [--after PASS_FILE...] [--lost-in FILE...] [--won-in FILE...] [-- SOLVE_FLAGS...]

`--after` names earlier passes' files (this script's OUT files at smaller budgets): the deals
they decided are not solved again, and the summary counts them with those verdicts.
`--lost-in` and `--won-in` do the same with another game's files (its run's per-deal files or
its passes'), for games that nest: `--lost-in` a wider game's, whose losses are losses here
(every line of play of this game is a line of the wider one, with the same goal, so no line wins
here either), `--won-in` a narrower game's, whose wins are wins here. Canfield's readings nest
so (`canfield` within `canfield-partial` within `canfield-any`).

`--report` solves nothing and prints the summary of the deals OUT holds so far (those not yet
solved again count as unknown).

Node counts are exact, so a rerun gives the same verdicts; the times are this machine's.
`patience retry` makes the same pass in one process (a per-deal file of its own, resumable, and
the summary of the whole run); this script remains for the second passes in results/, whose
files it wrote, with each deal's seconds.
"""
import argparse
import json
import os
import sys
from concurrent.futures import ThreadPoolExecutor

from patience_results import pass_lines, wilson
from peer_runs import run


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("per_deal", nargs="+")
    ap.add_argument("limit", type=int)
    ap.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--out")
    ap.add_argument("--report", action="store_true",
                    help="solve nothing: summarise the deals OUT holds so far")
    ap.add_argument("--after", nargs="+", default=[], metavar="PASS_FILE",
                    help="earlier passes' files: the deals they decided are not solved again")
    ap.add_argument("--lost-in", nargs="+", default=[], metavar="FILE",
                    help="a wider game's files: the deals they prove lost are lost here")
    ap.add_argument("--won-in", nargs="+", default=[], metavar="FILE",
                    help="a narrower game's files: the deals they win are won here")
    ap.add_argument("--patience", default=os.environ.get("PATIENCE", "target/release/patience"))
    argv = sys.argv[1:]
    flags = argv[argv.index("--") + 1:] if "--" in argv else []
    a = ap.parse_args(argv[:len(argv) - len(flags) - (1 if "--" in argv else 0)])
    a.solve_flags = flags

    if len(a.per_deal) > 1 and not a.out:
        sys.exit("unknowns.py: several per-deal files (the shards of one run) need --out")
    header, rows = None, []
    for path in a.per_deal:
        with open(path) as f:
            h = json.loads(f.readline())
            rows += [json.loads(line) for line in f if line.strip()]
        if header is None:
            header = h
        elif (h["game"], h["solver"]) != (header["game"], header["solver"]):
            sys.exit(f"unknowns.py: {path} is not of the same run as {a.per_deal[0]}")
    rows.sort(key=lambda r: r["deal"])
    game = header["game"]
    counts = {"won": 0, "lost": 0, "unknown": 0}
    unknown = []
    for r in rows:
        counts[r["result"]] += 1
        if r["result"] == "unknown":
            unknown.append(r["deal"])
    out = a.out or a.per_deal[0].removesuffix(".jsonl") + f"-unknowns-{a.limit}.jsonl"
    done = {r["deal"]: r for r in pass_lines(out)} if os.path.exists(out) else {}
    # What earlier passes decided stands (a later pass's verdict first, should both hold it).
    # A pass not yet made (its file not written) has decided nothing.
    earlier = {r["deal"]: r for path in a.after if os.path.exists(path)
               for r in pass_lines(path) if r["result"] != "unknown"}
    # What a nesting game carries, where no pass of this game decided the deal.
    carried = {}
    for files, verdict in ((a.lost_in, "lost"), (a.won_in, "won")):
        for path in files:
            for r in pass_lines(path):
                if r["result"] == verdict and r["deal"] not in earlier:
                    carried.setdefault(r["deal"], r)
    todo = [] if a.report else [d for d in unknown
                                if d not in done and d not in earlier and d not in carried]
    print(f"{game}: {len(unknown)} unknown of {len(rows)}; "
          f"{sum(d in earlier for d in unknown)} decided by earlier passes, "
          f"{sum(d in carried for d in unknown)} by a nesting game; {len(done)} done, "
          f"{len(todo)} to solve at {a.limit:,} nodes", file=sys.stderr)

    def solve(deal):
        cmd = [a.patience, "solve", game, "--deal", str(deal), "--node-limit", str(a.limit),
               "--json", "-", *a.solve_flags]
        out, _, _, code = run(cmd)
        # `solve` exits 0 (won), 1 (lost) or 3 (unknown); anything else is an error.
        if code not in (0, 1, 3):
            sys.exit(f"{' '.join(cmd)}: exit code {code}")
        j = json.loads(out)
        return {"deal": deal, "result": j["result"], "nodes": j["nodes"],
                "seconds": round(j["seconds"], 3)}

    # Opened only to append: `--report` leaves no empty file behind for a pass not yet made.
    with open(out, "a") if todo else open(os.devnull, "w") as f, \
            ThreadPoolExecutor(a.threads) as pool:
        for r in pool.map(solve, todo):
            f.write(json.dumps(r) + "\n")
            f.flush()
            done[r["deal"]] = r
            print(f"  deal {r['deal']}: {r['result']} in {r['nodes']:,} nodes", file=sys.stderr)

    again = sum(d in done or d in earlier for d in unknown)
    second = {"won": 0, "lost": 0, "unknown": 0}
    nested = {"won": 0, "lost": 0}
    for d in unknown:
        if d in done and done[d]["result"] != "unknown":
            second[done[d]["result"]] += 1
        elif d in earlier:
            second[earlier[d]["result"]] += 1
        elif d in carried:
            nested[carried[d]["result"]] += 1
        else:
            second["unknown"] += 1
    won = counts["won"] + second["won"] + nested["won"]
    lost = counts["lost"] + second["lost"] + nested["lost"]
    left = second["unknown"]
    n = len(rows)
    lo = wilson(won, n)[0]
    hi = wilson(won + left, n)[1]
    print(f"{game}, deals {rows[0]['deal']}..{rows[-1]['deal']}: the {len(unknown)} unknown at "
          f"{header['solver']['node_limit']:,} nodes, at {a.limit:,}: {second['won']} won, "
          f"{second['lost']} lost, {left} unknown"
          + ("" if again == len(unknown) - len(carried.keys() & set(unknown))
             else f" ({again} of them solved again so far)")
          + (f"; carried by a nesting game: {nested['won']} won, {nested['lost']} lost"
             if carried else ""))
    print(f"  with them: {won} won, {lost} lost, {left} unknown: {100 * won / n:.3f}%"
          f" ({100 * lo:.3f}% .. {100 * hi:.3f}%)")


if __name__ == "__main__":
    main()
