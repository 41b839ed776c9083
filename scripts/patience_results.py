"""What the table scripts share: the project's root, the registry of games (`patience games
--json`, built by `cargo build --release`) and the simulation summaries in results/."""
import json
import os
import pathlib
import subprocess

ROOT = pathlib.Path(__file__).resolve().parent.parent


def games():
    """The registry's listing: one dict a game, with its name, family, rules and published figure."""
    target = pathlib.Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
    out = subprocess.run(
        [str(target / "release/patience"), "games", "--json"],
        check=True, capture_output=True, text=True,
    ).stdout
    return json.loads(out)


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
