#!/usr/bin/env bash
# Installs missing packages, builds, and runs the main job on the embedded default configuration:
# opens the desktop app, or, with no display, runs `coastline-cli recommend` and says so.
# It builds the Release programs in build-release/ (preset release: what the .deb ships, no tests), so the app
# runs at full speed; ./test.sh builds the instrumented test build in build/.
set -euo pipefail
cd "$(dirname "$0")"
echo "run.sh: checking packages, then building coastline and coastline-cli (Release). The first build takes"
echo "        about 3 minutes on 2 free cores and up to 20 minutes on busy ones (as the README says); later builds are quick."
./scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release --target coastline coastline-cli coastline-plot # what runs; no packaging
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  exec build-release/app/coastline "$@"
fi
echo "No display found: running the headless job instead (coastline-cli recommend on the embedded default)."
exec build-release/app/coastline-cli recommend "$@"
