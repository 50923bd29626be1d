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
"$app" --screenshot docs/images/step-time-70b.png --tab charts --config docs/examples-step-time-70b.yaml
