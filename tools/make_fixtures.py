#!/usr/bin/env python3
"""Derives the small test fixtures from the real data in scenarios/data (never edited in place).

tests/fuzz/corpus/<target>/seed-*: the head of each real file, the seeds libFuzzer starts from.
Run from the project root; the output is committed, so re-running it is only needed when the
bundled data or the targets change.
"""
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = ROOT / "scenarios" / "data"
CORPUS = ROOT / "tests" / "fuzz" / "corpus"


def head(path, lines):
    with open(path, "rb") as f:
        return b"".join(f.readline() for _ in range(lines))


def seed(target, name, data):
    out = CORPUS / target
    out.mkdir(parents=True, exist_ok=True)
    (out / f"seed-{name}").write_bytes(data)


seed("philly", "head", head(DATA / "philly" / "philly_jobs.csv", 12))
seed("alibaba_pods", "head", head(DATA / "alibaba-gpu-v2023" / "openb_pod_list_default.csv", 12))
seed("alibaba_nodes", "head", head(DATA / "alibaba-gpu-v2023" / "openb_node_list_all_node.csv", 12))
seed("pai", "machines", head(DATA / "alibaba-pai-v2020" / "pai_machine_spec.csv", 12))
# PAI job and task tables are not shipped: a job table, a NUL, a task table, built to the upstream schema.
seed("pai", "join", b"job_0,i0,alice,Terminated,100.0,520.0\njob_1,i1,bob,Failed,150.0,320.0\n\0"
                    b"job_0,ps,1.0,Terminated,110.0,500.0,600.0,29.3,0.0,MISC\n"
                    b"job_0,worker,2.0,Terminated,120.0,510.0,400.0,10.0,50.0,MISC\n"
                    b"job_1,worker,4.0,Failed,200.0,300.0,800.0,30.0,100.0,V100\n")
seed("helios", "schema", b"job_id,user,vc,jobname,gpu_num,cpu_num,node_num,state,submit_time,start_time,end_time,duration,queue\n"
                         b"1,u1,vcA,train,8,32,1,COMPLETED,2020-04-01 00:00:07,2020-04-01 00:01:07,2020-04-01 01:01:07,3600,60\n"
                         b"3,u1,vcA,x,1,4,1,FAILED,100,160,220,,60\n")
seed("philly_json", "schema", b'[{"jobid": "application_1", "user": "u", "vc": "vc1", "status": "Pass", '
                              b'"submitted_time": "2017-10-07 01:11:39", "attempts": [{"start_time": "2017-10-07 02:00:00", '
                              b'"end_time": "2017-10-07 03:00:00", "detail": [{"ip": "m2", "gpus": ["gpu0", "gpu1"]}]}]}]\n')
seed("scenario", "demo", (ROOT / "scenarios" / "demo.yaml").read_bytes())
seed("scenario", "features", b"""version: 1
name: f
seed: 3
cluster:
  nodes: [{id: a, rack: r1, gpu_model: T4, gpus: 2, cpus: 8, mem_gb: 64, interconnect: pcie}]
  generate: [{count: 3, rack_size: 2, gpu_model: V100, gpus: 8, cpus: 24, mem_gb: 500}]
engine: {round_s: 60, restart_cost_s: 10, interference: false, placement_penalty: true, explain_top_k: 2}
models:
  gpu_speed: {T4: {image: 0.5}}
  placement: {cross_node: {language: 0.6}, cross_rack: 0.8}
  interference: {per_job: {image: 0.1}, floor: 0.7}
  class_mix: {image: 1, language: 1}
events: [{at: 10, fail: n1}, {at: 20, add: {id: z, gpu_model: V100, gpus: 1, cpus: 3, mem_gb: 62.5}}]
metrics: {window: [0, 100]}
workload:
  jobs: [{id: j0, submit: 0, gpus: 1, gpu_milli: 500, duration: 10, model: res18, cpus: 3, mem_gb: 30, gpu_spec: "V100|T4"}]
  synthetic: {jobs: 5, jobs_per_hour: 60, durations_min: [[1, 1, 10]], gpus: {1: 1, 2: 1}}
""")
print("fixtures written under", CORPUS)
