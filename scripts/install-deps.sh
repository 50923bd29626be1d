#!/usr/bin/env bash
# Installs the Debian 12 packages Coastline Desktop needs to build, test and package (toolchain.md §1),
# only when one is missing. Uses sudo when not root.
set -euo pipefail
packages=(g++ cmake ninja-build dpkg-dev file qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev
          qt6-l10n-tools libyaml-cpp-dev libtomlplusplus-dev libxgboost-dev libdlib-dev libeigen3-dev libnlopt-cxx-dev libbenchmark-dev xvfb xauth x11-utils imagemagick libgl1-mesa-dri
          ccache clang libclang-rt-14-dev fonts-dejavu-core fonts-noto-cjk qt6-translations-l10n clang-format appstream desktop-file-utils)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Installing: ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
"${sudo_cmd[@]}" apt-get update
"${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
