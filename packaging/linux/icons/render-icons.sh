#!/usr/bin/env bash
# Regenerates the checked-in PNG icons from the SVG. Needs ImageMagick's convert with an SVG
# delegate (on Debian 12: imagemagick + librsvg2-bin). Run it after editing the SVG and commit the PNGs.
set -euo pipefail
cd "$(dirname "$0")"
id=io.github.coastline.Coastline
for size in 48 128 256; do
  convert -background none -density 384 "$id.svg" -resize "${size}x${size}" \
          -strip -define png:exclude-chunks=date,time "$id-$size.png"
  echo "wrote $id-$size.png ($(file -b "$id-$size.png"))"
done
