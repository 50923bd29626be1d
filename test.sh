#!/usr/bin/env bash
# The README's test command: installs missing packages, then configures, builds and tests the one instrumented
# build (preset dev in build/: Debug, clang, ASan + UBSan with -fno-sanitize-recover=all, libFuzzer coverage,
# warnings are errors) and runs the whole suite headless: unit, GUI (offscreen), CLI, golden files, doc
# examples, packaging files and every fuzz target's seed inputs replayed. It is `cmake --workflow --preset dev`
# with the build split by target group so that each group's time is printed.
set -euo pipefail
cd "$(dirname "$0")"
./scripts/install-deps.sh

timed() { # timed <label> <command...>
  local label=$1 start=$SECONDS
  shift
  "$@"
  echo "test.sh: $label: $((SECONDS - start)) s"
}
timed "configure" cmake --preset dev
timed "build core (coastline_core)" cmake --build --preset dev --target coastline_core
timed "build ui (coastline_ui, coastline-plot)" cmake --build --preset dev --target coastline_ui coastline-plot
timed "build app (coastline_cli, coastline, coastline-cli)" \
  cmake --build --preset dev --target coastline_cli coastline coastline-cli
timed "build tests (tests, fuzz targets, benchmarks)" cmake --build --preset dev
timed "test (ctest --preset dev)" ctest --preset dev
