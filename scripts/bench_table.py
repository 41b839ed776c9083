#!/usr/bin/env python3
"""Prints the README's speed table (Markdown) from results/bench.json (made by scripts/bench.sh)."""
import json
import pathlib

root = pathlib.Path(__file__).resolve().parent.parent
rows = json.loads((root / "results/bench.json").read_text())
print("| workload | command | seconds | deals/s | peak MiB | target | met |")
print("| --- | --- | ---: | ---: | ---: | --- | --- |")
for r in rows:
    met = "yes" if r["met"] else "**no**"
    if "seconds" in r:
        print(f"| {r['workload']} | `{r['command']}` | {r['seconds']:.2f} | {r['deals_per_second'] or 0:,.0f} "
              f"| {r['peak_mib']:.1f} | <= {r['target_seconds']:g} s, <= 256 MiB, no unknown | {met} |")
    else:
        print(f"| {r['workload']} | `{r['command']}` | {r['microseconds_per_deal']:.3f} µs a deal | | "
              f"| <= {r['target_microseconds']:g} µs a deal | {met} |")
