#!/usr/bin/env python3
"""Our engine beside Tiresias's own simulator on its public trace (docs/validation.md).

  compare_tiresias.py TIRESIAS_SIMULATOR_DIR TRACE.csv SPEC.csv [--maifs build/app/maifs]
                      [--schedules fifo,dlas-gpu] [--scenario OUT.yaml] [--json OUT]

Writes the trace and cluster spec as a MAIFS scenario (GPU-only: every job gets its node's
GPU-proportional CPU and memory, so it runs exactly its trace duration; no interference, no
placement penalty, no restart cost, as Tiresias simulates), runs both simulators and prints
mean JCT and makespan side by side, and how many jobs end at a different time. Tiresias's fifo
is strict FIFO (ours: fifo); its dlas-gpu is 2D-LAS over attained GPU-time with queues at 3250
and 7200 GPU-seconds and no starvation promotion (ours: tiresias@queues=3250:7200,starvation=0).
"""
import argparse
import csv
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OURS = {"fifo": "fifo", "dlas-gpu": "tiresias@queues=3250:7200,starvation=0"}


def write_scenario(trace, spec, path):
    with open(spec) as f:
        s = next(csv.DictReader(f))
    switches, per_switch = int(s["num_switch"]), int(s["num_node_p_switch"])
    gpus, cpus, mem = int(s["num_gpu_p_node"]), float(s["num_cpu_p_node"]), float(s["mem_p_node"])
    lines = ["# Tiresias trace %s on %s, written by tools/validation/compare_tiresias.py." %
             (os.path.basename(trace), os.path.basename(spec)),
             "version: 1", "name: tiresias-" + os.path.splitext(os.path.basename(trace))[0],
             "cluster:", "  generate:",
             "    - {count: %d, rack_size: %d, gpu_model: V100, gpus: %d, cpus: %g, mem_gb: %g}"
             % (switches * per_switch, per_switch, gpus, cpus, mem),
             "engine: {restart_cost_s: 0, interference: false, placement_penalty: false}",
             "workload:", "  jobs:"]
    with open(trace) as f:
        for row in csv.DictReader(f):
            g = int(row["num_gpu"])
            lines.append("    - {id: j%s, submit: %s, duration: %s, model: res50, gpus: %d, "
                         "cpus: %g, mem_gb: %g}" % (row["job_id"], row["submit_time"],
                                                   row["duration"], g, g * cpus / gpus,
                                                   g * mem / gpus))
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def tiresias(args, schedule, folder):
    subprocess.run([sys.executable, os.path.join(HERE, "tiresias_driver.py"), args.simulator,
                    "--cluster_spec=" + args.spec, "--scheme=yarn", "--trace_file=" + args.trace,
                    "--schedule=" + schedule, "--log_path=" + folder],
                   check=True, capture_output=True)
    with open(os.path.join(folder, "job.csv")) as f:
        rows = list(csv.DictReader(f))
    return {"j" + r["job_id"]: (float(r["submit_time"]), float(r["end_time"])) for r in rows}


def ours(args, scenario, scheduler, folder):
    subprocess.run([args.maifs, "simulate", scenario, "--scheduler", scheduler, "--out", folder],
                   check=True, capture_output=True)
    with open(os.path.join(folder, "jobs.csv")) as f:
        return {r["id"]: (float(r["submit"]), float(r["finish"])) for r in csv.DictReader(f)}


def figures(jobs):
    jct = [end - submit for submit, end in jobs.values()]
    return (sum(jct) / len(jct) / 3600,
            (max(e for _, e in jobs.values()) - min(s for s, _ in jobs.values())) / 3600)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("simulator")
    ap.add_argument("trace")
    ap.add_argument("spec")
    ap.add_argument("--maifs", default="build/app/maifs")
    ap.add_argument("--schedules", default="fifo,dlas-gpu")
    ap.add_argument("--scenario")
    ap.add_argument("--json")
    args = ap.parse_args()
    args.trace, args.spec = os.path.abspath(args.trace), os.path.abspath(args.spec)
    args.maifs = os.path.abspath(args.maifs)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        scenario = args.scenario or os.path.join(tmp, "scenario.yaml")
        write_scenario(args.trace, args.spec, scenario)
        print("| policy | Tiresias mean JCT (h) | ours (h) | diff | Tiresias makespan (h) "
              "| ours (h) | diff | jobs ending > 1 s apart |")
        print("|---|---|---|---|---|---|---|---|")
        for schedule in args.schedules.split(","):
            theirs = tiresias(args, schedule, os.path.join(tmp, "t-" + schedule))
            mine = ours(args, scenario, OURS[schedule], os.path.join(tmp, "o-" + schedule))
            (tj, tm), (oj, om) = figures(theirs), figures(mine)
            apart = sum(1 for k in theirs if abs(theirs[k][1] - mine[k][1]) > 1)
            rows.append({"policy": schedule, "tiresias_mean_jct_h": tj, "ours_mean_jct_h": oj,
                         "tiresias_makespan_h": tm, "ours_makespan_h": om, "jobs_apart": apart,
                         "jobs": len(theirs)})
            print("| %s | %.3f | %.3f | %+.2f%% | %.3f | %.3f | %+.2f%% | %d of %d |" % (
                schedule, tj, oj, 100 * (oj / tj - 1), tm, om, 100 * (om / tm - 1), apart,
                len(theirs)), flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
