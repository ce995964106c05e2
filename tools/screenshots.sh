#!/usr/bin/env bash
# Screenshots of the studio's main views on every bundled scenario, after comparing every baseline
# and MAIFS on it (3 seeds): OUT/<scenario>-{scenario,cluster,jobs,model,comparison,comparison-cdf,comparison-over-time,replay}.png.
# Usage: tools/screenshots.sh [OUT]   (default build/screenshots; needs a built tree)
# The studio renders offscreen (QWidget::grab), so no display or xvfb is needed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$root/build/screenshots}"
mkdir -p "$out"
for scenario in "$root"/scenarios/*.yaml; do
  echo "== $(basename "$scenario")"
  QT_QPA_PLATFORM=offscreen "$root/build/app/maifs-studio" "$scenario" --compare --screenshots "$out"
done
