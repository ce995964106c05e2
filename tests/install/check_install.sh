#!/usr/bin/env bash
# The product installed as a user gets it: `cmake --install` into a scratch prefix, then, from a
# folder that is neither the sources nor the build (so that nothing is found by accident):
#   - the installed `maifs` compares FIFO, Tiresias and MAIFS on the installed demo (MAIFS loads
#     LibTorch's module from lib/maifs-studio/ relative to bin/);
#   - the desktop entry and the AppStream metainfo validate;
#   - the installed studio starts (offscreen) and names its version;
#   - the installed Python module runs MAIFS (lib/python3/dist-packages -> lib/maifs-studio);
#   - cpack's .deb holds the same tree under /usr with its dependencies, and runs once extracted.
#   tests/install/check_install.sh BUILD_DIR
set -euo pipefail
build=$(cd "$1" && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
fail() { echo "check_install: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$scratch/prefix" --strip >/dev/null
p=$scratch/prefix
for f in bin/maifs bin/maifs-studio lib/maifs-studio/libmaifs-rl.so \
  lib/python3/dist-packages/maifs/__init__.py \
  share/maifs/scenarios/demo.yaml share/maifs/docs/studio.md share/maifs/policies/maifs.pt \
  share/applications/io.maifs.Studio.desktop share/metainfo/io.maifs.Studio.metainfo.xml \
  share/icons/hicolor/scalable/apps/io.maifs.Studio.svg share/doc/maifs-studio/LICENSES.md; do
  [[ -e $p/$f ]] || fail "the installation lacks $f"
done

env -u MAIFS_RL_MODULE "$p/bin/maifs" compare "$p/share/maifs/scenarios/demo.yaml" \
  --schedulers fifo,tiresias,maifs --out "$scratch/compare" >"$scratch/compare.txt"
for s in fifo tiresias maifs; do
  grep -q "^$s " "$scratch/compare.txt" || fail "no $s row in the installed compare: $(cat "$scratch/compare.txt")"
done

# The Python module, from Debian's interpreter, runs MAIFS through the installed LibTorch module.
env -u MAIFS_RL_MODULE PYTHONPATH="$p/lib/python3/dist-packages" /usr/bin/python3 -c "
import maifs
run = maifs.simulate('$p/share/maifs/scenarios/demo.yaml', 'maifs')
assert run.summary['jobs_finished'] == run.summary['jobs'] > 0, run.summary
" || fail "the installed Python module does not run MAIFS"

appstreamcli validate --no-net "$p/share/metainfo/io.maifs.Studio.metainfo.xml" >/dev/null ||
  fail "the AppStream metainfo does not validate"
desktop-file-validate "$p/share/applications/io.maifs.Studio.desktop" ||
  fail "the desktop entry does not validate"
QT_QPA_PLATFORM=offscreen "$p/bin/maifs-studio" --version | grep -q "maifs-studio" ||
  fail "the installed studio does not start"

rm -f "$build"/package/maifs-studio_*.deb
(cd "$build" && cpack -G DEB >"$scratch/cpack.log" 2>&1) || fail "cpack: $(tail -5 "$scratch/cpack.log")"
debs=("$build"/package/maifs-studio_*.deb)
deb=${debs[0]}
[[ -f $deb ]] || fail "cpack made no maifs-studio_*.deb in $build/package"
echo "check_install: $(basename "$deb"), $(du -h "$deb" | cut -f1); depends: $(dpkg-deb --field "$deb" Depends)"
dpkg-deb --field "$deb" Depends | grep -q "libqt6widgets6" || fail "the .deb names no Qt dependency"
dpkg-deb -x "$deb" "$scratch/deb"
env -u MAIFS_RL_MODULE "$scratch/deb/usr/bin/maifs" compare \
  "$scratch/deb/usr/share/maifs/scenarios/demo.yaml" --schedulers fifo,maifs \
  --out "$scratch/compare-deb" >"$scratch/compare-deb.txt"
grep -q "^maifs " "$scratch/compare-deb.txt" || fail "the extracted .deb does not run MAIFS"
echo "check_install: installed tree, desktop entry, metainfo and .deb all good"
