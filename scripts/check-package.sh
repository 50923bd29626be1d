#!/usr/bin/env bash
# Packaging check (CI runs it after ./test.sh; see packaging/README.md):
#   1. builds and packages with `cmake --workflow --preset release` (build-release/packages/): Release, only what
#      the package ships (the two programs, the plot module, translations, packaging files); no tests or
#      benchmarks, which run in the instrumented build of ./test.sh;
#   2. checks the .deb's control fields, Depends and file list;
#   3. validates the desktop, AppStream, MIME, icon and man page files taken from the .deb;
#   4. installs the .deb with apt-get, runs the installed programs and checks the installed files;
#   5. purges the package again.
# Exits non-zero and prints "FAIL: ..." lines for whatever went wrong. Re-runnable: a package left installed by an
# interrupted run is purged first, and the package is purged on exit whatever happens.
set -euo pipefail
cd "$(dirname "$0")/.."
root_dir=$PWD

app_id=io.github.coastline.Coastline
mime_type=application/x-coastline-config+yaml
shot=/tmp/coastline-deb-shot.png

failures=0
fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}
ok() { echo "ok: $*"; }
warn() { echo "WARNING: $*" >&2; }
die() {
  echo "FAIL: $*" >&2
  exit 1
}
section() { echo "== $*"; }
# Stops after a phase whose failures make the next phases pointless.
stop_if_failed() {
  if [ "$failures" -gt 0 ]; then
    die "$failures check(s) failed $1; stopping before the next step"
  fi
}

sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
apt_get() { "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get "$@"; }
package_installed() { dpkg-query -W -f='${Status}' coastline 2>/dev/null | grep -q "install ok installed"; }

work_dir=$(mktemp -d)
installed_by_us=0
cleanup() {
  rm -rf "$work_dir"
  if [ "$installed_by_us" -eq 1 ] && package_installed; then
    echo "== cleanup: purging coastline"
    apt_get purge -y coastline >/dev/null || echo "FAIL: could not purge coastline" >&2
  fi
}
trap cleanup EXIT

./scripts/install-deps.sh

section "build and package what ships (cmake --workflow --preset release)"
cmake --workflow --preset release || die "cmake --workflow --preset release failed"

version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' build-release/CMakeCache.txt)
[ -n "$version" ] || die "no CMAKE_PROJECT_VERSION in build-release/CMakeCache.txt"
arch=$(dpkg --print-architecture)
deb="$root_dir/build-release/packages/coastline_${version}_${arch}.deb"
[ -s "$deb" ] || die "the package $deb was not produced"
ok "package $deb ($(stat -c %s "$deb") bytes)"

section "control fields (dpkg-deb -I)"
field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Package)" = coastline ] || fail "Package is '$(field Package)', expected 'coastline'"
[ "$(field Version)" = "$version" ] || fail "Version is '$(field Version)', expected '$version'"
[ "$(field Architecture)" = "$arch" ] || fail "Architecture is '$(field Architecture)', expected '$arch'"
depends=$(field Depends)
echo "Depends: $depends"
# qt6-qpa-plugins comes from CPACK_DEBIAN_PACKAGE_DEPENDS (toolchain.md G12), the rest from dpkg-shlibdeps.
dep_names=$(tr ',|' '\n' <<<"$depends" | sed 's/^ *//; s/[ (].*//')
for dep in qt6-qpa-plugins libc6 libstdc++6 libqt6core6 libqt6widgets6 libxgboost0 libdlib19.1 libnlopt-cxx0; do
  grep -qxF "$dep" <<<"$dep_names" || fail "Depends lacks $dep"
done
[ -n "$(field Maintainer)" ] || fail "no Maintainer field"
[ "$failures" -gt 0 ] || ok "Package/Version/Architecture/Maintainer and Depends"

section "contents (dpkg-deb -c)"
dpkg-deb -c "$deb" | awk '{print $6}' | sed 's|^\./|/|' >"$work_dir/contents"
expected=(
  /usr/bin/coastline
  /usr/bin/coastline-cli
  /usr/lib/coastline/coastline-plot.so
  "/usr/share/applications/$app_id.desktop"
  "/usr/share/metainfo/$app_id.metainfo.xml"
  "/usr/share/mime/packages/$app_id.xml"
  "/usr/share/icons/hicolor/scalable/apps/$app_id.svg"
  "/usr/share/icons/hicolor/48x48/apps/$app_id.png"
  "/usr/share/icons/hicolor/128x128/apps/$app_id.png"
  "/usr/share/icons/hicolor/256x256/apps/$app_id.png"
  /usr/share/man/man1/coastline-cli.1.gz
  /usr/share/man/man1/coastline.1.gz
  /usr/share/doc/coastline/copyright
)
for path in "${expected[@]}"; do
  if grep -qxF "$path" "$work_dir/contents"; then
    echo "  has $path"
  else
    fail "the package lacks $path"
  fi
done
# Anything else is not an error (other parts of the project may install more), but say so.
while read -r path; do
  printf '%s\n' "${expected[@]}" | grep -qxF "$path" || warn "unlisted file in the package: $path"
done < <(grep -v '/$' "$work_dir/contents" || true)
stop_if_failed "on the package metadata or contents"

section "validate the files from the package"
tree="$work_dir/tree"
dpkg-deb -x "$deb" "$tree"
desktop="$tree/usr/share/applications/$app_id.desktop"
metainfo="$tree/usr/share/metainfo/$app_id.metainfo.xml"
mime_xml="$tree/usr/share/mime/packages/$app_id.xml"

# desktop-file-validate exits 0 on hints; treat any message as a failure.
if out=$(desktop-file-validate "$desktop" 2>&1) && [ -z "$out" ]; then
  ok "desktop-file-validate"
else
  fail "desktop-file-validate: $out"
fi
exec_bin=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$desktop")
[ -x "$tree/usr/bin/$exec_bin" ] || fail "the desktop file's Exec=$exec_bin is not in /usr/bin of the package"
icon=$(sed -n 's/^Icon=//p' "$desktop")
[ "$icon" = "$app_id" ] || fail "the desktop file's Icon=$icon is not $app_id"
grep -q "^MimeType=.*$mime_type;" "$desktop" || fail "the desktop file does not list $mime_type"

# validate-tree also checks that the metainfo's launchable desktop file exists in the tree.
if appstreamcli validate --no-net --strict "$metainfo" && appstreamcli validate-tree --no-net --strict "$tree"; then
  ok "appstreamcli validate / validate-tree"
else
  fail "appstreamcli validation of $app_id.metainfo.xml"
fi
grep -q "<release version=\"$version\"" "$metainfo" ||
  fail "the metainfo has no <release version=\"$version\">: add one to packaging/linux/$app_id.metainfo.xml"

# The MIME package must parse and declare the type: build a private MIME database with it.
if command -v update-mime-database >/dev/null && [ -f /usr/share/mime/packages/freedesktop.org.xml ]; then
  mime_data="$work_dir/share"
  mkdir -p "$mime_data/mime/packages"
  cp /usr/share/mime/packages/freedesktop.org.xml "$mime_xml" "$mime_data/mime/packages/"
  if out=$(XDG_DATA_HOME="$mime_data" update-mime-database "$mime_data/mime" 2>&1) && [ -z "$out" ] &&
    [ -s "$mime_data/mime/${mime_type}.xml" ]; then
    ok "MIME package declares $mime_type"
  else
    fail "update-mime-database with $app_id.xml: ${out:-the type $mime_type was not created}"
  fi
  # A *.coastline.yaml file gets our type; a plain *.yaml file keeps the YAML type (ours must not take it over).
  if command -v gio >/dev/null; then
    printf 'workload:\n  llm_model: granite-3.1-8b-instruct\n' >"$work_dir/job.coastline.yaml"
    printf 'key: value\n' >"$work_dir/other.yaml"
    content_type() {
      XDG_DATA_DIRS="$mime_data" XDG_DATA_HOME="$work_dir/none" gio info -a standard::content-type "$1" |
        sed -n 's/^ *standard::content-type: //p'
    }
    [ "$(content_type "$work_dir/job.coastline.yaml")" = "$mime_type" ] ||
      fail "job.coastline.yaml is typed '$(content_type "$work_dir/job.coastline.yaml")', expected $mime_type"
    [ "$(content_type "$work_dir/other.yaml")" != "$mime_type" ] || fail "plain .yaml files are typed $mime_type"
  fi
else
  warn "shared-mime-info is not installed: the MIME package was not checked"
fi

for size in 48 128 256; do
  png="$tree/usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png"
  file -b "$png" | grep -q "^PNG image data, $size x $size, 8-bit/color RGBA" ||
    fail "icon ${size}x${size}: $(file -b "$png")"
done
svg="$tree/usr/share/icons/hicolor/scalable/apps/$app_id.svg"
file -b "$svg" | grep -q "SVG" || fail "scalable icon: $(file -b "$svg")"
[ "$failures" -gt 0 ] || ok "icons"

for page in coastline-cli.1 coastline.1; do
  gz="$tree/usr/share/man/man1/$page.gz"
  if ! gzip -t "$gz"; then
    fail "man page $page.gz is not valid gzip"
  elif out=$(zcat "$gz" | groff -man -ww -z 2>&1) && [ -z "$out" ]; then
    ok "man page $page"
  else
    fail "man page $page: groff says: $out"
  fi
done
# Every flag of the CLI contract (cli.md) is documented.
zcat "$tree/usr/share/man/man1/coastline-cli.1.gz" | sed 's/\\-/-/g' >"$work_dir/coastline-cli.1"
for flag in --help --version --config --format --output --input --llm --method --gpu --tokens --batch \
  --gpus-per-node --nodes --goal --alpha --beta --top-k --max-slowdown --predictor --fallback --feasibility \
  --empirical-oom-guard --token-budget --lookup --batch-sizes --total-gpus --cluster-gpus --max-nodes \
  --max-gpus-per-node; do
  grep -q -- "$flag" "$work_dir/coastline-cli.1" ||
    fail "coastline-cli.1 does not document $flag"
done
stop_if_failed "on the files in the package"

section "install (apt-get install ./$(basename "$deb"))"
if package_installed; then
  echo "coastline is installed already (an earlier run?): purging it first"
  apt_get purge -y coastline
fi
installed_by_us=1
apt_get install -y "$deb" || die "apt-get install $deb failed"
package_installed || die "coastline is not installed after apt-get install"

section "installed files"
if out=$(desktop-file-validate "/usr/share/applications/$app_id.desktop" 2>&1) && [ -z "$out" ]; then
  ok "desktop-file-validate /usr/share/applications/$app_id.desktop"
else
  fail "desktop-file-validate on the installed file: $out"
fi
if appstreamcli validate --no-net --strict "/usr/share/metainfo/$app_id.metainfo.xml"; then
  ok "appstreamcli validate /usr/share/metainfo/$app_id.metainfo.xml"
else
  fail "appstreamcli validate on the installed file"
fi
# No maintainer scripts: the dpkg triggers of shared-mime-info, desktop-file-utils and hicolor-icon-theme
# must have refreshed the caches. Checked where the tool that owns the trigger is present.
if command -v update-mime-database >/dev/null; then
  if [ -s "/usr/share/mime/${mime_type}.xml" ]; then
    ok "the shared-mime-info trigger registered $mime_type"
  else
    fail "the MIME cache does not know $mime_type (trigger not run?)"
  fi
fi
if command -v update-desktop-database >/dev/null; then
  if grep -q "$app_id.desktop" /usr/share/applications/mimeinfo.cache; then
    ok "the desktop-file-utils trigger added $app_id.desktop to mimeinfo.cache"
  else
    fail "/usr/share/applications/mimeinfo.cache does not list $app_id.desktop (trigger not run?)"
  fi
fi
if command -v gtk-update-icon-cache >/dev/null && [ -f /usr/share/icons/hicolor/icon-theme.cache ]; then
  if grep -qa "$app_id" /usr/share/icons/hicolor/icon-theme.cache; then
    ok "the hicolor-icon-theme trigger added $app_id to the icon cache"
  else
    fail "the hicolor icon cache does not list $app_id (trigger not run?)"
  fi
fi
if grep -Erqs 'path-exclude[= ]+/usr/share/man' /etc/dpkg/dpkg.cfg /etc/dpkg/dpkg.cfg.d/; then
  warn "dpkg is configured to drop man pages here; not checking man -w"
else
  if [ "$(man -w coastline-cli 2>/dev/null)" = /usr/share/man/man1/coastline-cli.1.gz ]; then
    ok "man -w coastline-cli: /usr/share/man/man1/coastline-cli.1.gz"
  else
    fail "man -w coastline-cli does not find /usr/share/man/man1/coastline-cli.1.gz"
  fi
fi

section "run the installed coastline-cli"
if out=$(/usr/bin/coastline-cli --version) && [ "$out" = "coastline-cli $version" ]; then
  ok "coastline-cli --version: $out"
else
  fail "coastline-cli --version printed '${out:-}', expected 'coastline-cli $version'"
fi
if out=$(/usr/bin/coastline-cli recommend) && [ -n "$out" ]; then
  ok "coastline-cli recommend ($(wc -l <<<"$out") lines)"
  head -n 12 <<<"$out"
else
  fail "coastline-cli recommend exited non-zero or printed nothing"
fi
# --plot loads /usr/lib/coastline/coastline-plot.so (found relative to /usr/bin).
if /usr/bin/coastline-cli simulate-trace --input "$root_dir/tests/data/traces/sample_trace.csv" --cluster-gpus 64 \
     --max-gpus-per-node 8 --plot "$work_dir/plot.png" >/dev/null && [ -s "$work_dir/plot.png" ]; then
  ok "coastline-cli simulate-trace --plot (the plot module)"
else
  fail "coastline-cli simulate-trace --plot did not write the chart"
fi

section "run the installed coastline (offscreen screenshot)"
rm -f "$shot"
runtime_dir="$work_dir/xdg-runtime"
mkdir -m 0700 "$runtime_dir"
gui() { env QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR="$runtime_dir" timeout "$1" /usr/bin/coastline "${@:2}"; }
# Before --screenshot exists, `coastline --help` opens the window and never returns: timeout ends it.
gui_help=$(gui 15 --help 2>&1 || true)
# TODO(gui --screenshot): the `--screenshot` flag lands from the GUI engineer. Once app/gui has it, harden the
# next line: drop the `if grep ... ; then` guard and its `else warn ...` branch, so that a missing flag fails CI.
if grep -q -- --screenshot <<<"$gui_help"; then
  if gui 120 --screenshot "$shot"; then
    if [ -s "$shot" ] && file -b "$shot" | grep -q "^PNG image data"; then
      ok "coastline --screenshot wrote $shot ($(file -b "$shot"))"
    else
      fail "coastline --screenshot exited 0 but $shot is missing, empty or not a PNG"
    fi
  else
    fail "QT_QPA_PLATFORM=offscreen coastline --screenshot $shot exited non-zero (or took over 120 s)"
  fi
else
  warn "coastline --help does not list --screenshot in this build: skipped the screenshot run (TODO)"
fi

section "purge (apt-get purge coastline)"
apt_get purge -y coastline || fail "apt-get purge coastline failed"
if package_installed || [ -e /usr/bin/coastline ] || [ -e /usr/bin/coastline-cli ]; then
  fail "coastline is still installed after the purge"
else
  ok "purged; /usr/bin/coastline and /usr/bin/coastline-cli are gone"
fi
if command -v update-mime-database >/dev/null && [ -e "/usr/share/mime/${mime_type}.xml" ]; then
  fail "the MIME cache still has $mime_type after the purge"
fi
installed_by_us=0

if [ "$failures" -gt 0 ]; then
  die "$failures packaging check(s) failed (see the FAIL lines above)"
fi
echo "== packaging check passed: $(basename "$deb")"
