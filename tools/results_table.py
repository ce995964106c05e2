#!/usr/bin/env python3
"""Runs `maifs compare` on every bundled scenario with every built-in policy and 3 seeds, and prints
the README's results table (mean +- sample sd across seeds). Usage: tools/results_table.py [MAIFS]"""
import csv
import pathlib
import statistics
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
MAIFS = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "build" / "app" / "maifs")
SCENARIOS = ["demo", "synergy-128", "philly-vc", "alibaba-2023", "philly-full"]


def cell(values, scale=1.0, pct=False):
    m = statistics.mean(values) / scale
    sd = statistics.stdev(values) / scale if len(values) > 1 else 0.0
    return f"{100 * m:.1f}%" if pct else f"{m:.2f} ± {sd:.2f}"


print("| scenario | scheduler | mean JCT (h) | p95 JCT (h) | makespan (h) | mean wait (h) | GPU util |")
print("|---|---|---|---|---|---|---|")
for name in SCENARIOS:
    with tempfile.TemporaryDirectory() as out:
        subprocess.run([MAIFS, "compare", str(ROOT / "scenarios" / f"{name}.yaml"), "--schedulers", "all",
                        "--seeds", "1,2,3", "--out", out], check=True, stdout=subprocess.DEVNULL)
        rows = list(csv.DictReader(open(pathlib.Path(out) / "summary.csv")))
    for sched in dict.fromkeys(r["scheduler"] for r in rows):
        rs = [r for r in rows if r["scheduler"] == sched]
        get = lambda k: [float(r[k]) for r in rs]
        print(f"| {name} | {sched} | {cell(get('mean_jct_s'), 3600)} | {cell(get('p95_jct_s'), 3600)} | "
              f"{cell(get('makespan_s'), 3600)} | {cell(get('mean_wait_s'), 3600)} | {cell(get('gpu_util'), pct=True)} |")
