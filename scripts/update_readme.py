#!/usr/bin/env python3
"""Puts the generated tables into README.md, between their markers.

`<!-- NAME:begin -->` ... `<!-- NAME:end -->` is replaced by the file given for NAME below (each
made by scripts/reproduce.sh from results/*.json), so the README's figures are the results' own.
"""
import pathlib

root = pathlib.Path(__file__).resolve().parent.parent
tables = {
    "results": "results/README-table.md",
    "nestor-family": "results/nestor-family-table.md",
    "match": "results/match-table.md",
    "bench": "results/bench-table.md",
}
readme = root / "README.md"
text = readme.read_text()
for name, path in tables.items():
    begin, end = f"<!-- {name}:begin -->", f"<!-- {name}:end -->"
    if begin not in text or not (root / path).exists():
        continue
    head, rest = text.split(begin, 1)
    _, tail = rest.split(end, 1)
    body = (root / path).read_text().strip()
    text = f"{head}{begin}\n{body}\n{end}{tail}"
readme.write_text(text)
print("README.md tables updated")
