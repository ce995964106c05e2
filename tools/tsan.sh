#!/usr/bin/env bash
# Builds with ThreadSanitizer (build-tsan/) the tests of the threaded code whose synchronisation
# TSan can see (std::thread, std::async, std::mutex), and runs them: the run writer's second thread
# (tst_run_outputs), sweeps with their MPI local worker beside 1 to 3 ranks (tst_sweep_cli), and
# MAIFS's environment handing each step between the learner's and the engine's threads
# (tst_episode_env).
# Any report fails the run; tools/tsan.supp lists the few that are Open MPI's own.
# The studio's Qt threads (QThread, QtConcurrent) are not run here: Debian's Qt is not
# instrumented, so TSan cannot see Qt's own synchronisation (docs/architecture.md, "Threads").
#   tools/tsan.sh
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
tests=(tst_run_outputs tst_sweep_cli tst_episode_env)
cmake -S . -B build-tsan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMAIFS_TSAN=ON \
  -DMAIFS_BUILD_BENCH=OFF >/dev/null
cmake --build build-tsan -j "$(nproc 2>/dev/null || echo 2)" --target "${tests[@]}" maifs
regex="^($(IFS='|'; echo "${tests[*]}"))\$"
TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:suppressions=$root/tools/tsan.supp" \
  QT_QPA_PLATFORM=offscreen \
  ctest --test-dir build-tsan --output-on-failure -j "$(nproc 2>/dev/null || echo 2)" -R "$regex"
