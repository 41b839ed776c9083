#!/usr/bin/env python3
"""The speed table of results/README.md (Markdown), from results/bench.json (made by
scripts/bench.sh). Run alone, prints the table."""
import json

from patience_results import ROOT


def table():
    rows = json.loads((ROOT / "results/bench.json").read_text())
    out = [
        "| workload | command | seconds | deals/s | peak MiB | target | met |",
        "| --- | --- | ---: | ---: | ---: | --- | --- |",
    ]
    for r in rows:
        met = "yes" if r["met"] else "**no**"
        if "seconds" in r:
            out.append(
                f"| {r['workload']} | `{r['command']}` | {r['seconds']:.2f} "
                f"| {r['deals_per_second'] or 0:,.0f} | {r['peak_mib']:.1f} "
                f"| <= {r['target_seconds']:g} s, <= 256 MiB, no unknown | {met} |"
            )
        else:
            out.append(
                f"| {r['workload']} | `{r['command']}` | {r['microseconds_per_deal']:.3f} µs a deal "
                f"| | | <= {r['target_microseconds']:g} µs a deal | {met} |"
            )
    return "\n".join(out)


if __name__ == "__main__":
    print(table())
