#!/usr/bin/env bash
# The scaling figures of the README: simulation CPU seconds, events per CPU-second and peak RSS
# of `maifs simulate` over a grid of synthetic workloads at 85% GPU load (8-GPU nodes, 24 CPUs,
# 500 GB; 0.2 jobs per hour per node), and the growth exponents fitted between grid points.
#   tools/bench_scale.sh [--jobs 10000,100000] [--nodes 16,160,1600,16000]
#                        [--schedulers fifo,tiresias] [--records summary] [--build DIR]
#                        [--base SCENARIO]
# With --base, the workloads are that scenario's own synthetic workload cut at each --jobs
# length, on its own cluster (--nodes is ignored): the README's long-queue figures are
#   tools/bench_scale.sh --base resources/experiments/synergy-32-congested.yaml \
#       --jobs 4000,8000,16000 --schedulers srtf,sjf,fifo-backfill,las,tiresias
# One markdown row per run; then, per scheduler and records level, the exponent k of
# time ~ jobs^k at each node count and of time ~ nodes^k at each job count.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
jobs=10000,100000
nodes=16,160,1600,16000
schedulers=fifo,tiresias
records=summary
build=$root/build
base=
while [[ $# -gt 0 ]]; do
  case $1 in
  --jobs) jobs=$2 ;;
  --nodes) nodes=$2 ;;
  --schedulers) schedulers=$2 ;;
  --records) records=$2 ;;
  --build) build=$2 ;;
  --base) base=$2 ;;
  *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift 2
done
maifs=$build/app/maifs
[[ -z $base ]] || nodes=0 # 0: the base scenario's own cluster
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

echo "| scheduler | records | jobs | nodes | simulation CPU s | writing CPU s | events | events / CPU-s | peak RSS MB |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|"
: >"$out/rows"
for s in ${schedulers//,/ }; do
  for r in ${records//,/ }; do
    for n in ${nodes//,/ }; do
      for j in ${jobs//,/ }; do
        scenario=$out/s-$j-$n.yaml
        if [[ -n $base ]]; then
          # the synthetic workload's `jobs:` line (indented, alone on its line) set to $j
          sed -E "s/^( +jobs:) [0-9]+$/\1 $j/" "$base" >"$scenario"
          grep -Eq "^ +jobs: $j\$" "$scenario" ||
            { echo "$base: no synthetic 'jobs: N' line to set" >&2; exit 1; }
        else
          rate=$(echo "$n * 0.2" | bc)
          echo "{version: 1, name: scale-$j-$n, seed: 1, cluster: {generate: [{count: $n, rack_size: 32, gpu_model: V100, gpus: 8, cpus: 24, mem_gb: 500}]}, engine: {round_s: 300}, workload: {synthetic: {jobs: $j, jobs_per_hour: $rate}}}" >"$scenario"
        fi
        if ! /usr/bin/time -f "%M" -o "$out/rss" "$maifs" simulate "$scenario" --scheduler "$s" \
          --records "$r" --timing --out "$out/run" >"$out/log" 2>&1; then
          # e.g. a million jobs on 16 nodes: arrivals beyond the scenario limit of 1e9 s
          echo "| $s | $r | $j | $n | refused: $(grep -v '^Command' "$out/log" | head -1 | sed 's/.*: //') | | | | |"
          continue
        fi
        line=$(grep '^timing:' "$out/log")
        # The run's events: arrivals, finishes, rounds and cluster events (finish times that a
        # rate change or preemption superseded are counted apart).
        sim=$(sed -E 's/.*simulation ([0-9.]+) s CPU \(([0-9]+) events.*/\1/' <<<"$line")
        events=$(sed -E 's/.*simulation ([0-9.]+) s CPU \(([0-9]+) events.*/\2/' <<<"$line")
        write=$(sed -E 's/.*writing the run files ([0-9.]+) s CPU.*/\1/' <<<"$line")
        rss=$(($(tail -1 "$out/rss") / 1024))
        rate=$(python3 -c "print(f'{$events / max($sim, 1e-6):,.0f}')")
        echo "| $s | $r | $j | $n | $sim | $write | $events | $rate | $rss |"
        echo "$s $r $j $n $sim" >>"$out/rows"
        rm -rf "$out/run"
      done
    done
  done
done

python3 - "$out/rows" <<'EOF'
import math, sys
from collections import defaultdict
rows = [l.split() for l in open(sys.argv[1])]
t = {(s, r, int(j), int(n)): float(x) for s, r, j, n, x in rows}
def slope(pairs):
    pairs = [(math.log(a), math.log(b)) for a, b in pairs if a > 0 and b > 0]
    if len(pairs) < 2:
        return None
    mx = sum(p[0] for p in pairs) / len(pairs)
    my = sum(p[1] for p in pairs) / len(pairs)
    den = sum((p[0] - mx) ** 2 for p in pairs)
    return sum((p[0] - mx) * (p[1] - my) for p in pairs) / den if den else None
print()
for (s, r) in sorted({(k[0], k[1]) for k in t}):
    keys = [k for k in t if k[0] == s and k[1] == r]
    parts = []
    for n in sorted({k[3] for k in keys}):
        k = slope([(k[2], t[k]) for k in keys if k[3] == n])
        if k is not None:
            parts.append(f"jobs^{k:.2f} at " + (f"{n} nodes" if n else "the base scenario's cluster"))
    for j in sorted({k[2] for k in keys}):
        k = slope([(k[3], t[k]) for k in keys if k[2] == j])
        if k is not None:
            parts.append(f"nodes^{k:.2f} at {j} jobs")
    print(f"{s}, records {r}: " + "; ".join(parts))
EOF
