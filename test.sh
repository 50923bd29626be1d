#!/usr/bin/env bash
# Installs missing packages, configures, builds (Debug, -Werror) and runs the whole test suite headless.
set -euo pipefail
cd "$(dirname "$0")"
./scripts/install-deps.sh
cmake --workflow --preset dev
