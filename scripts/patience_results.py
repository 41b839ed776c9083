"""What the table scripts share: the project's root, the registry of games (`patience games`,
built by `cargo build --release`), the summaries in results/, the second passes' files and the
number formats."""
import functools
import glob
import json
import math
import os
import pathlib
import re
import subprocess

ROOT = pathlib.Path(__file__).resolve().parent.parent


def binary():
    """The release build of patience (`cargo build --release`; CARGO_TARGET_DIR is honoured)."""
    target = pathlib.Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
    return str(target / "release/patience")


@functools.cache
def games():
    """The registry's listing: one dict a game, with its name, family, layout, rules (`params`)
    and published figure, in the order `patience games` lists them."""
    exe = binary()
    # `--json -` is the JSON on stdout; builds before it took a bare `--json`.
    for args in (["games", "--json", "-"], ["games", "--json"]):
        run = subprocess.run([exe, *args], capture_output=True, text=True)
        if run.returncode == 0:
            try:
                return json.loads(run.stdout)
            except json.JSONDecodeError:
                pass
    raise SystemExit(f"{exe} games: no JSON listing (build with `cargo build --release`)")


def published():
    """Each preset's published win rate, as its source words it ("-" when none)."""
    return {g["name"]: g.get("published") or "-" for g in games()}


def summary(path):
    """The summary in `path` (a `patience simulate --json` or `inspect --json` file), or None for
    other results (results/bench.json, results/verdicts.json, ...)."""
    s = json.loads(pathlib.Path(path).read_text())
    return s if isinstance(s, dict) and "params" in s else None


def summaries(pattern="*.json"):
    """(path, summary) for each summary in results/ whose name matches `pattern`, by name."""
    for path in sorted((ROOT / "results").glob(pattern)):
        s = summary(path)
        if s is not None:
            yield path, s


def pct(x, places=2):
    """A fraction as a percentage: pct(0.53229) is "53.23%"."""
    return f"{100 * x:.{places}f}%"


def interval(s, places=2):
    """A summary's Wilson 95% interval (unknown deals as lost .. as won)."""
    return f"{pct(s['ci95_low'], places)} .. {pct(s['ci95_high'], places)}"


def wilson(k, n, z=1.959963984540054):
    """Wilson's 95% interval of k successes in n trials, as fractions."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (centre - half, centre + half)


def pass_lines(path):
    """The deal lines of a per-deal file: a second pass's, `scripts/unknowns.py`'s (one JSON
    line a deal) or `patience retry`'s (the same after its header line), or a run's (after its
    header line)."""
    with open(path) as f:
        lines = [json.loads(line) for line in f if line.strip()]
    return [r for r in lines if "deal" in r]


def pass_files(prefix):
    """The second passes' files over the run named `prefix` (a path without `.jsonl`):
    `PREFIX-unknowns-LIMIT.jsonl`, as (LIMIT, path), by increasing node limit."""
    found = []
    for path in glob.glob(f"{prefix}-unknowns-*.jsonl"):
        m = re.search(r"-unknowns-(\d+)\.jsonl$", path)
        if m:
            found.append((int(m.group(1)), path))
    return sorted(found)
