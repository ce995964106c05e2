#!/usr/bin/env bash
# Screenshots of the studio's views on bundled scenarios, after comparing every baseline and MAIFS
# on them (3 seeds): OUT/<scenario>-{scenario,cluster,jobs,model,comparison,comparison-cdf,
# comparison-over-time,replay,replay-gantt,replay-maifs,what-if}.png, and for demo also -training.png
# (a 20-episode MAIFS training in the Training Monitor).
# Usage: tools/screenshots.sh [OUT [SCENARIO...]]   (default build/screenshots, every scenario in
# scenarios/; needs a built tree). The studio renders offscreen (QWidget::grab): no display needed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$root/build/screenshots}"
shift || true
mkdir -p "$out"
scenarios=("$@")
[ ${#scenarios[@]} -gt 0 ] || scenarios=("$root"/scenarios/*.yaml)
for scenario in "${scenarios[@]}"; do
  echo "== $(basename "$scenario")"
  extra=()
  [ "$(basename "$scenario")" = demo.yaml ] && extra=(--train 20)
  QT_QPA_PLATFORM=offscreen "$root/build/app/maifs-studio" "$scenario" --compare "${extra[@]}" \
    --screenshots "$out"
done
