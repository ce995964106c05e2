#!/usr/bin/env bash
# The README's long-queue figures: simulation CPU seconds of `maifs simulate` on the congested
# synergy-32 (resources/experiments/synergy-32-congested.yaml: 4 nodes of 8 V100s, 40 jobs/h, so
# the queue grows with the trace) cut at several lengths, and the growth exponent fitted between
# them, per scheduler.
#   tools/bench_queue.sh [--jobs 4000,8000,16000] [--schedulers srtf,sjf,fifo-backfill]
#                        [--records summary] [--build DIR]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
jobs=4000,8000,16000
schedulers=srtf,sjf,fifo-backfill
records=summary
build=$root/build
while [[ $# -gt 0 ]]; do
  case $1 in
  --jobs) jobs=$2 ;;
  --schedulers) schedulers=$2 ;;
  --records) records=$2 ;;
  --build) build=$2 ;;
  *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift 2
done
maifs=$build/app/maifs
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

echo "| scheduler | jobs | simulation CPU s | events | superseded finish times |"
echo "|---|---:|---:|---:|---:|"
for s in ${schedulers//,/ }; do
  prev_jobs=
  prev_cpu=
  for j in ${jobs//,/ }; do
    scenario=$out/congested-$j.yaml
    sed -E "s/^( +jobs:) 1000$/\1 $j/" "$root/resources/experiments/synergy-32-congested.yaml" >"$scenario"
    grep -q "jobs: $j\$" "$scenario" || { echo "could not set the job count in $scenario" >&2; exit 1; }
    line=$("$maifs" simulate "$scenario" --scheduler "$s" --records "$records" --timing \
      --out "$out/run" 2>&1 | grep '^timing:')
    rm -rf "$out/run"
    cpu=$(sed -E 's/.*simulation ([0-9.]+) s CPU.*/\1/' <<<"$line")
    events=$(sed -E 's/.*\(([0-9]+) events, ([0-9]+) finish.*/\1/' <<<"$line")
    superseded=$(sed -E 's/.*\(([0-9]+) events, ([0-9]+) finish.*/\2/' <<<"$line")
    growth=
    if [[ -n $prev_jobs ]]; then
      growth=$(python3 -c "import math
a, b, x, y = $prev_jobs, $j, $prev_cpu, $cpu
print(f' (jobs^{math.log(y / x) / math.log(b / a):.2f} from {a})' if x > 0 and y > 0 else '')")
    fi
    echo "| $s | $j | $cpu$growth | $events | $superseded |"
    prev_jobs=$j
    prev_cpu=$cpu
  done
done
