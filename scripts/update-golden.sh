#!/usr/bin/env bash
# Re-records tests/data/golden/<case>.{out,err,rc} from the built coastline-cli, for a deliberate change
# of output. Usage: scripts/update-golden.sh [build-dir] [case-name…] (default build, every case).
# Review the diff (git diff tests/data/golden) before committing: every changed byte must be intended.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$(cd "${1:-$root/build}" && pwd)"
shift || true
cli="$build/app/coastline-cli"
[ -x "$cli" ] || { echo "error: $cli not built" >&2; exit 2; }
cd "$root/tests/data"
while IFS=$'\t' read -r name args; do
  [[ -z "$name" || "$name" == \#* ]] && continue
  if [ $# -gt 0 ] && [[ ! " $* " == *" $name "* ]]; then continue; fi
  read -r -a argv <<<"$args"
  set +e
  "$cli" "${argv[@]}" >"golden/$name.out" 2>"golden/$name.err"
  rc=$?
  set -e
  printf '%s' "$rc" >"golden/$name.rc"
  # Arguments with a folder appear in the recorded output by their file name only (see test_cli_golden.cpp).
  for a in "${argv[@]}"; do
    if [[ "$a" == */* && -e "$a" ]]; then
      base="$(basename "$a")"
      sed -i "s|$(printf '%s' "$a" | sed 's/[.[\*^$|]/\\&/g')|$base|g" "golden/$name.out" "golden/$name.err"
    fi
  done
done <golden/cases.tsv
echo "re-recorded; review with: git diff --stat tests/data/golden"
