#!/usr/bin/env bash
# The MPI sweep figures of the README: wall time of the 48-cell bench/sweep-48.yaml serially,
# under mpirun -np 1 and -np 2, and the per-cell overhead of the MPI path measured on the
# 48 near-instant cells of sweeps/demo-grid.yaml. Every run must give the same sweep.csv.
#   tools/bench_sweep.sh [BUILD_DIR]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
maifs=${1:-$root/build}/app/maifs
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1

seconds() { # seconds NAME COMMAND...: wall time of a fresh sweep into $out/NAME
  local name=$1
  shift
  local start end
  start=$(date +%s.%N)
  "$@" --out "$out/$name" >"$out/$name.log" 2>&1 || [[ $? == 3 ]]
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}

for sweep in bench/sweep-48.yaml sweeps/demo-grid.yaml; do
  echo "== $sweep"
  s=$(seconds "$(basename "$sweep")-serial" "$maifs" sweep "$root/$sweep")
  m1=$(seconds "$(basename "$sweep")-np1" mpirun --bind-to none -np 1 "$maifs" sweep "$root/$sweep")
  m2=$(seconds "$(basename "$sweep")-np2" mpirun --bind-to none -np 2 "$maifs" sweep "$root/$sweep")
  for n in np1 np2; do
    cmp -s "$out/$(basename "$sweep")-serial/sweep.csv" "$out/$(basename "$sweep")-$n/sweep.csv" ||
      { echo "sweep.csv differs between serial and $n" >&2; exit 1; }
  done
  cells=$(($(wc -l <"$out/$(basename "$sweep")-serial/sweep.csv") - 1))
  printf 'cells %d  serial %.2f s  mpirun -np 1 %.2f s  -np 2 %.2f s  speed-up (serial / np 2) %.2fx\n' \
    "$cells" "$s" "$m1" "$m2" "$(echo "$s / $m2" | bc -l)"
  printf 'MPI path overhead: %.1f ms per cell, start-up included\n' "$(echo "($m1 - $s) * 1000 / $cells" | bc -l)"
done
