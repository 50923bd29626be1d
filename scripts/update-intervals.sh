#!/usr/bin/env bash
# Regenerates resources/calibration/intervals.json (the prediction-interval table: split-conformal residual
# quantiles of the roofline per stratum) from the development data in tests/data/measured, after a change
# to the roofline or to that data. test_prediction_intervals fails while the shipped file is stale.
# Usage: scripts/update-intervals.sh [BUILD_DIR]   (default: build); then rebuild (the file is embedded).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
cmake --build "$build" --target test_prediction_intervals
COASTLINE_UPDATE_INTERVALS=1 "$build/tests/test_prediction_intervals" shippedTableIsCurrent
git --no-pager diff --stat -- resources/calibration/intervals.json || true
