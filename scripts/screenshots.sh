#!/bin/sh
# Regenerates the desktop screenshots in docs/images from a dev build (offscreen, 1280x800).
set -eu
cd "$(dirname "$0")/.."
app=build/app/coastline
mkdir -p docs/images
export QT_QPA_PLATFORM=offscreen
for tab in ranking rejected charts; do
  "$app" --screenshot "docs/images/$tab.png" --tab "$tab"
  "$app" --screenshot "docs/images/experiment-$tab.png" --tab "$tab" --config tests/data/configs/experiment.yaml
done
"$app" --screenshot docs/images/dark-charts.png --tab charts --dark
for lang in de zh_CN; do
  "$app" --screenshot "docs/images/main-$lang.png" --tab ranking --lang "$lang"
  "$app" --screenshot "docs/images/charts-$lang.png" --tab charts --lang "$lang"
done
"$app" --screenshot docs/images/deadline-charts.png --tab charts --config docs/examples-deadline.yaml
"$app" --screenshot docs/images/step-time-70b.png --tab charts --config docs/examples-step-time-70b.yaml
# Parallel layouts (issue 35): Llama 3.1 70B full at 16,384 tokens on 64 H100s, search.layouts auto.
"$app" --screenshot docs/images/layouts-70b.png --tab charts --config docs/examples-layouts-70b.yaml
"$app" --screenshot docs/images/power-charts.png --tab charts --scaling energy-per-token --config docs/examples-power-70b.yaml
# The memory chapter: the Rejected tab's fixes and the fits-up-to chart of the default job, and the
# training-setup group on the mixed-precision example.
"$app" --screenshot docs/images/memory-rejected-fixes.png --tab rejected
"$app" --screenshot docs/images/memory-fits-up-to.png --tab charts
"$app" --screenshot docs/images/training-setup-memory.png --tab charts --config docs/examples-training-mixed.yaml
# The large grid (1,024 GPUs, 68,608 candidates: the capture waits for the point charts' steps) and the
# dominated-pick banner of demo.yaml.
"$app" --screenshot docs/images/large-grid-ranking.png --tab ranking --config tests/data/configs/large_grid.yaml
"$app" --screenshot docs/images/large-grid-charts.png --tab charts --config tests/data/configs/large_grid.yaml
"$app" --screenshot docs/images/dominated-banner.png --tab ranking --config tests/data/configs/demo.yaml
