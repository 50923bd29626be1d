#!/usr/bin/env bash
# Installs missing packages, builds, and runs the main job on the embedded default configuration:
# opens the desktop app, or, with no display, runs `coastline-cli recommend` and says so.
set -euo pipefail
cd "$(dirname "$0")"
echo "run.sh: checking packages, then building coastline and coastline-cli. The first build takes about"
echo "        5 minutes on 2 free cores and up to 25 minutes on busy ones; later builds are quick."
./scripts/install-deps.sh
cmake --preset dev >/dev/null
cmake --build --preset dev --target coastline coastline-cli # the two programs only; ./test.sh builds the rest
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  exec build/app/coastline "$@"
fi
echo "No display found: running the headless job instead (coastline-cli recommend on the embedded default)."
exec build/app/coastline-cli recommend "$@"
