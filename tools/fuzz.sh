#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan + UBSan) and fuzzes every parser for a bounded time,
# starting from the kept corpus in tests/fuzz/corpus/<target>/. A crash stops the run with the
# input's path: copy it into that corpus folder (it becomes a regression test), then fix the parser.
#   tools/fuzz.sh [SECONDS_PER_TARGET]   (default 15)
set -euo pipefail
seconds=${1:-15}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
CXX=clang++-14 cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMAIFS_FUZZ=ON \
  -DMAIFS_SANITIZE=ON >/dev/null
cmake --build build-fuzz -j "$(nproc 2>/dev/null || echo 2)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
for target in scenario simulate philly alibaba_pods alibaba_nodes pai helios philly_json generic_json sweep; do
  mkdir -p "$work/$target"
  if build-fuzz/tests/fuzz/fuzz_"$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$root/build-fuzz/$target-" "$work/$target" "tests/fuzz/corpus/$target" \
    >"$work/$target.log" 2>&1; then
    echo "fuzz_$target: $(grep -oE 'Done [0-9]+ runs' "$work/$target.log" | tail -1) in ${seconds} s, no crash"
  else
    echo "fuzz_$target: FAILED"
    tail -20 "$work/$target.log"
    failed=1
  fi
done
exit $failed
