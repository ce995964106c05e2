#!/usr/bin/env bash
# One entry point for a fresh Debian 12 machine:
#   tools/bootstrap.sh run   install what is missing, build, run the studio on the demo scenario
#                            (no display: the CLI comparison of every built-in scheduler on it)
#   tools/bootstrap.sh test  install what is missing, build, run the sanitizer build of the core
#                            tests, fuzz every parser for a bounded time (MAIFS_FUZZ_SECONDS per
#                            parser, default 15), then the whole test suite (ends with CTest's summary)
# Idempotent: packages already present are not touched; builds are incremental (ccache when present).
set -euo pipefail

mode=${1:-run}
case "$mode" in
  run | test) ;;
  *)
    echo "usage: tools/bootstrap.sh run|test" >&2
    exit 2
    ;;
esac

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

packages=(
  build-essential cmake ninja-build ccache pkg-config git
  qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
  qt6-l10n-tools qt6-qpa-plugins libqt6sql6-sqlite
  libqcustomplot-dev libqcustomplot2.1-qt6
  libtorch-dev libopenblas0-openmp libgloo-dev
  libyaml-cpp-dev libcli11-dev nlohmann-json3-dev libbenchmark-dev libglpk-dev
  openmpi-bin libopenmpi-dev
  clang-format clang-14 libclang-rt-14-dev
  xvfb xauth imagemagick libgl1-mesa-dev libxkbcommon-dev
  fonts-noto-cjk
  appstream desktop-file-utils
  python3-dev pybind11-dev python3-numpy
)

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$p")
done

if ((${#missing[@]})); then
  echo "== installing ${#missing[@]} missing Debian packages: ${missing[*]}"
  sudo=()
  if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null || {
      echo "error: not root and no sudo; install as root: apt-get install ${missing[*]}" >&2
      exit 1
    }
    sudo=(sudo)
  fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo[@]}" apt-get update -qq
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

jobs=$(nproc 2>/dev/null || echo 2)
# A fresh clone in another folder (CI's) still hits the cache: paths are hashed relative to the
# clone, and debug builds do not hash the working directory.
export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=1

echo "== configuring and building (build/)"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build -j "$jobs"

if [[ "$mode" == run ]]; then
  scenario="$root/scenarios/demo.yaml"
  if [[ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]]; then
    exec build/app/maifs-studio "$scenario" --compare
  fi
  echo "== no display: comparing every baseline and MAIFS (shipped policy) on $scenario"
  exec build/app/maifs compare "$scenario" --schedulers all,maifs --seeds 1,2,3 --out build/demo-compare
fi

echo "== sanitizer build of the core and its tests (build-asan/, ASan + UBSan)"
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DMAIFS_CORE_ONLY=ON -DMAIFS_SANITIZE=ON >/dev/null
cmake --build build-asan -j "$jobs"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
  ctest --test-dir build-asan --output-on-failure -j "$jobs"

echo "== ThreadSanitizer build of the threaded code's tests (build-tsan/)"
tools/tsan.sh

echo "== fuzzing every parser (build-fuzz/, clang + libFuzzer, ASan + UBSan)"
tools/fuzz.sh "${MAIFS_FUZZ_SECONDS:-15}"

echo "== the whole test suite (build/)"
QT_QPA_PLATFORM=offscreen ctest --test-dir build --output-on-failure -j "$jobs"
