#!/usr/bin/env python3
"""Our engine beside Synergy's own simulator on one of its replay traces (docs/validation.md).

  compare_synergy.py SYNERGY_SIMULATOR_DIR TRACE [--config INI] [--maifs build/app/maifs]
                     [--policies FIFO,SRTF,LAS] [--modes fair,tune,greedy] [--json OUT]

Writes the trace as a MAIFS scenario with Synergy's own durations (synergy_driver.py), runs both
simulators per policy and mode, and prints mean JCT and makespan side by side with the relative
difference. Synergy's FIFO skips a job that does not fit, so it is compared with fifo-backfill;
SRTF and LAS re-rank at round boundaries (engine.preemption_points: rounds in the scenario).
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OURS = {"FIFO": "fifo-backfill", "SRTF": "srtf", "LAS": "las", "FTF": "ftf", "DRF": "drf",
        "TETRIS": "tetris"}
SUFFIX = {"fair": "", "tune": "+tune", "greedy": "+greedy"}


def synergy(args, policy, mode):
    out = subprocess.run([sys.executable, os.path.join(HERE, "synergy_driver.py"), args.simulator,
                          args.trace, policy, mode, "--config", args.config],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def ours(args, scenario, scheduler, folder):
    subprocess.run([args.maifs, "simulate", scenario, "--scheduler", scheduler, "--out", folder],
                   check=True, capture_output=True, text=True)
    with open(os.path.join(folder, "summary.json")) as f:
        return json.load(f)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("simulator")
    ap.add_argument("trace")
    ap.add_argument("--config", default="configs/static_trace.ini")
    ap.add_argument("--maifs", default="build/app/maifs")
    ap.add_argument("--policies", default="FIFO,SRTF,LAS")
    ap.add_argument("--modes", default="fair,tune,greedy")
    ap.add_argument("--json")
    ap.add_argument("--no-placement-penalty", action="store_true",
                    help="run ours without the spread-job slowdown: Synergy re-places every job "
                         "at each round, so a spread job rarely stays spread")
    args = ap.parse_args()
    args.trace = os.path.abspath(args.trace)
    args.maifs = os.path.abspath(args.maifs)
    with tempfile.TemporaryDirectory() as tmp:
        scenario = os.path.join(tmp, "scenario.yaml")
        subprocess.run([sys.executable, os.path.join(HERE, "synergy_driver.py"), args.simulator,
                        args.trace, "-", "-", "--config", args.config, "--scenario", scenario],
                       check=True, capture_output=True)
        if args.no_placement_penalty:
            with open(scenario) as f:
                text = f.read().replace("preemption_points: rounds}",
                                        "preemption_points: rounds, placement_penalty: false}")
            with open(scenario, "w") as f:
                f.write(text)
        rows = []
        print("| policy | mode | Synergy mean JCT (h) | ours (h) | diff | Synergy makespan (h) "
              "| ours (h) | diff |")
        print("|---|---|---|---|---|---|---|---|")
        for policy in args.policies.split(","):
            for mode in args.modes.split(","):
                theirs = synergy(args, policy, mode)
                mine = ours(args, scenario, OURS[policy] + SUFFIX[mode],
                            os.path.join(tmp, policy + mode))
                row = {"policy": policy, "mode": mode,
                       "synergy_mean_jct_h": theirs["mean_jct_s"] / 3600,
                       "ours_mean_jct_h": mine["mean_jct_s"] / 3600,
                       "synergy_makespan_h": theirs["makespan_s"] / 3600,
                       "ours_makespan_h": mine["makespan_s"] / 3600}
                rows.append(row)
                d_jct = row["ours_mean_jct_h"] / row["synergy_mean_jct_h"] - 1
                d_mk = row["ours_makespan_h"] / row["synergy_makespan_h"] - 1
                print("| %s | %s | %.2f | %.2f | %+.1f%% | %.2f | %.2f | %+.1f%% |" % (
                    policy, mode, row["synergy_mean_jct_h"], row["ours_mean_jct_h"], 100 * d_jct,
                    row["synergy_makespan_h"], row["ours_makespan_h"], 100 * d_mk), flush=True)
        if args.json:
            with open(args.json, "w") as f:
                json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
