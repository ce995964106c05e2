#!/usr/bin/env python3
"""Runs Synergy's own simulator (msr-fiddle/synergy, simulator/) on a replay trace and prints its
figures as JSON: one run per policy and allocation mode, as docs/validation.md describes.

  synergy_driver.py SYNERGY_SIMULATOR_DIR TRACE POLICY MODE [--config INI] [--round S]
  synergy_driver.py SYNERGY_SIMULATOR_DIR TRACE - - --scenario OUT.yaml [--config INI]
  synergy_driver.py SYNERGY_SIMULATOR_DIR TRACE - - --generate N --jobs-per-hour L [--seed S]

The third form writes a dynamic replay trace TRACE from Synergy's own synthetic generator (Poisson
arrivals, its Gavel-like durations, its GPU-count mix, models image:language:speech = 20:70:10,
as its benchmark() draws them), seeded. The second form writes the same workload as a MAIFS scenario instead of simulating: Synergy's own
loader gives each job's duration at its GPU-proportional share (iterations x the model's
iteration time), which becomes the job's duration at that share in the scenario.

TRACE is Synergy's replay format (job_id, model, arrival_s, iterations, gpus). POLICY is FIFO,
SRTF, LAS, FTF, DRF or TETRIS; MODE is fair, tune or greedy (Synergy's fair=False, tune=False).
Modules that only its deployment needs (numa, grpc, cvxpy, psutil, the RPC stubs) are stubbed: the
simulation never calls them.
"""
import argparse
import importlib.abc
import importlib.machinery
import json
import logging
import os
import random
import sys
import types

DEPLOYMENT_ONLY = ("numa", "grpc", "cvxpy", "psutil", "deployment.runtime", "gurobipy",
                   "google.protobuf")


class _Stub(types.ModuleType):
    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return _Stub(self.__name__ + "." + name)

    def __call__(self, *a, **k):
        return _Stub(self.__name__ + "()")


class _StubFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def find_spec(self, name, path, target=None):
        if any(name == p or name.startswith(p + ".") for p in DEPLOYMENT_ONLY):
            return importlib.machinery.ModuleSpec(name, self, is_package=True)
        return None

    def create_module(self, spec):
        m = _Stub(spec.name)
        m.__path__ = []
        return m

    def exec_module(self, module):
        pass


def static_trace(path):
    """Synergy's replay of a static trace (every job at ~0 s) starts its first round at 1 s."""
    with open(path) as f:
        return all(float(line.split(",")[2]) < 1 for line in f if line.strip())


def write_scenario(sim, args, path):
    cfg = sim.cluster.config_map["CLUSTER"]
    servers = int(cfg["racks"]) * int(cfg["servers_per_rack"])
    gpus, cpus, mem = (float(cfg["gpus_per_server"]), float(cfg["cpus_per_server"]),
                       float(cfg["dram_per_server"]))
    lines = [
        "# Synergy's replay trace " + os.path.basename(args.trace) + " on " +
        os.path.basename(args.config) + ", written by tools/validation/synergy_driver.py.",
        "# Durations are Synergy's (iterations x iteration time at the proportional share).",
        "version: 1",
        "name: " + os.path.splitext(os.path.basename(args.trace))[0].replace(".", "_"),
        "cluster:",
        "  generate:",
        "    - {count: %d, gpu_model: V100, gpus: %d, cpus: %g, mem_gb: %g}" %
        (servers, gpus, cpus, mem),
        "engine: {round_s: %g, restart_cost_s: 0, interference: false, preemption_points: rounds}" % args.round,
        "workload:",
        "  jobs:",
    ]
    for job in sim.workload.jobs:
        g = job.job_gpu_demand
        lines.append(
            "    - {id: j%d, submit: %r, duration: %r, model: %s, gpus: %d, cpus: %g, mem_gb: %g}"
            % (job.job_id, float(job.job_arrival_time),
               float(job.job_iteration_time * job.job_total_iteration),
               job.job_model.model_name, g, g * cpus / gpus, g * mem / gpus))
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("simulator")
    ap.add_argument("trace")
    ap.add_argument("policy")
    ap.add_argument("mode", choices=["fair", "tune", "greedy", "-"])
    ap.add_argument("--scenario", help="write the workload as a MAIFS scenario and stop")
    ap.add_argument("--generate", type=int, help="write N synthetic jobs to TRACE and stop")
    ap.add_argument("--jobs-per-hour", type=float, default=9)
    ap.add_argument("--config", default="configs/default_cluster.ini")
    ap.add_argument("--round", type=float, default=300)
    ap.add_argument("--seed", type=int, default=42)
    args = ap.parse_args()

    trace = os.path.abspath(args.trace)
    start_dir = os.getcwd()
    sys.meta_path.insert(0, _StubFinder())
    os.chdir(args.simulator)
    sys.path.insert(0, os.getcwd())
    logging.basicConfig(level=logging.WARNING)
    random.seed(args.seed)
    # Written for Python 3.6 / 3.8: collections.Mapping moved to collections.abc in 3.10.
    import collections
    import collections.abc
    collections.Mapping = collections.abc.Mapping
    import runner  # noqa: E402  (Synergy's own module)

    if args.generate:
        sim = runner.Runner(cluster_job_log=None, scheduler="FIFO", jobs_per_hour=args.jobs_per_hour,
                            model_class_split=(20, 70, 10), simulate=True,
                            round_duration=args.round, config_file=args.config)
        last = 0
        with open(trace, "w") as f:
            for _ in range(args.generate):
                job = sim.workload.generate_next_job(last)
                last = job.job_arrival_time
                sim.record_job(job, f)
        return
    sim = runner.Runner(cluster_job_log=None,
                        scheduler=args.policy if args.policy != "-" else "FIFO", jobs_per_hour=1,
                        fair=args.mode == "fair", tune=args.mode == "tune", opt=False,
                        simulate=True, round_duration=args.round, config_file=args.config,
                        static=static_trace(trace), trace=trace)
    if args.scenario:
        write_scenario(sim, args, os.path.join(start_dir, args.scenario))
        return
    finished = {}
    finish = sim.finish_job

    def record(job):
        finished[str(job.job_id)] = (job.job_arrival_time, sim.time)
        finish(job)

    sim.finish_job = record
    sim.run_simulation()
    jct = {k: end - arrival for k, (arrival, end) in finished.items()}
    first = min(a for a, _ in finished.values())
    print(json.dumps({"policy": args.policy, "mode": args.mode, "jobs": len(finished),
                      "mean_jct_s": sum(jct.values()) / len(jct),
                      "makespan_s": max(e for _, e in finished.values()) - first,
                      "jct_s": jct}))


if __name__ == "__main__":
    main()
