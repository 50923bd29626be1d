#!/usr/bin/env bash
# Structure check (CI runs it before the build; it takes about a second):
#   1. core/'s folders are layers (docs/architecture.md, "Core's folders are layers"): a file in one folder
#      includes only its own folder and the folders before it in LAYERS below, and nothing in core outside
#      config/ includes config/ (the front ends and tests read files through ConfigurationIo);
#   2. no production .cpp (core/, ui/, app/) has more than MAX_LINES lines.
# Today's exceptions are listed below, each with its reason; the structure issue removes them. An exception
# that no longer applies is reported too, so the list only shrinks.
#   scripts/check-structure.sh        exit 0 when clean, 1 with one "structure: ..." line per finding
set -euo pipefail
cd "$(dirname "$0")/.."

LAYERS=(common io model catalog search config runs feasibility predict rank report pipeline trace launch)
MAX_LINES=500

# Production files allowed over MAX_LINES for now: "path|reason" (none since issue 32 split MainWindow,
# CommandLine and RecommendationRows; keep the list empty).
LONG_FILE_EXCEPTIONS=()
# Includes allowed against the layer order for now: "file|included header|reason".
LAYER_EXCEPTIONS=()

findings=0
finding() {
  echo "structure: $*"
  findings=$((findings + 1))
}
layer_index() { # index of a core folder in LAYERS, or empty (never a failure: the callers run under set -e)
  local i
  for i in "${!LAYERS[@]}"; do
    if [ "${LAYERS[$i]}" = "$1" ]; then
      echo "$i"
      return 0
    fi
  done
  return 0
}
listed() { # listed <entry> <list...>: is "<entry>|..." in the list?
  local entry=$1 item
  shift
  for item in "$@"; do
    [ "${item%|*}" = "$entry" ] && return 0
  done
  return 1
}

# 1. Layers.
used_layer_exceptions=()
while IFS= read -r file; do
  folder=$(cut -d/ -f2 <<<"$file")
  own=$(layer_index "$folder")
  if [ -z "$own" ]; then
    finding "$file: core/$folder/ is not one of the layers in docs/architecture.md (${LAYERS[*]})"
    continue
  fi
  while IFS= read -r included; do
    included=${included#core/} # "core/pipeline/X.h" and "../pipeline/X.h" name the same folder
    while [ "${included#../}" != "$included" ]; do included=${included#../}; done
    target=${included%%/*}
    to=$(layer_index "$target")
    [ -n "$to" ] || continue # Qt, STL, a header of the same folder without a folder prefix
    bad=""
    if [ "$to" -gt "$own" ]; then
      bad="core/$folder/ comes before core/$target/ in the layer order (an arrow pointing up)"
    elif [ "$target" = config ] && [ "$folder" != config ]; then
      bad="nothing in core outside config/ includes config/ (use ConfigurationIo from the front ends)"
    fi
    [ -n "$bad" ] || continue
    if listed "$file|$included" "${LAYER_EXCEPTIONS[@]}"; then
      used_layer_exceptions+=("$file|$included")
    else
      finding "$file includes \"$included\": $bad"
    fi
  done < <(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*["<]\([^">]*\)[">].*/\1/p' "$file")
done < <(git ls-files --cached --others --exclude-standard 'core/*.h' 'core/*.cpp')
for item in "${LAYER_EXCEPTIONS[@]}"; do
  entry=${item%|*}
  printf '%s\n' "${used_layer_exceptions[@]}" | grep -qxF "$entry" ||
    finding "the layer exception '$entry' no longer applies: remove it from scripts/check-structure.sh"
done

# 2. File length.
while IFS= read -r file; do
  lines=$(wc -l <"$file")
  if [ "$lines" -gt "$MAX_LINES" ]; then
    listed "$file" "${LONG_FILE_EXCEPTIONS[@]}" ||
      finding "$file has $lines lines (at most $MAX_LINES): split it by responsibility"
  elif listed "$file" "${LONG_FILE_EXCEPTIONS[@]}"; then
    finding "$file has $lines lines now: remove its exception from scripts/check-structure.sh"
  fi
done < <(git ls-files --cached --others --exclude-standard 'core/*.cpp' 'ui/*.cpp' 'app/*.cpp')
for item in "${LONG_FILE_EXCEPTIONS[@]}"; do
  [ -f "${item%%|*}" ] || finding "the exception for ${item%%|*} names a file that does not exist"
done

if [ "$findings" -gt 0 ]; then
  echo "structure: $findings finding(s); docs/architecture.md explains the layers and the size limit"
  exit 1
fi
echo "structure: ok (${#LONG_FILE_EXCEPTIONS[@]} long files and ${#LAYER_EXCEPTIONS[@]} layer includes listed as exceptions)"
