#!/usr/bin/env bash
# Runs each libFuzzer target (tests/fuzz) for N seconds (default 60), seeded from its sample files. The targets
# are built in the one instrumented build, build/ (preset dev: clang, ASan + UBSan, libFuzzer coverage), from the
# same object files as the tests, so after ./test.sh this builds nothing. The seed list of each target is
# tests/fuzz/CMakeLists.txt's (build/tests/fuzz/<target>.seeds), which ctest also replays. Exits non-zero on
# the first crash, hang (> 10 s for one input), memory blow-up (> 2 GB RSS or a 512 MB allocation) or sanitizer
# report; the input is left in build/fuzz/findings/ and should become a regression test
# (tests/core/test_hardening.cpp, inputs in tests/data/fuzz/). fuzz_model_file mutates the tree arrays of the
# tuned models in tests/data/fuzz/*.model itself (structure-aware) and reseals each input; fuzz_calibration
# aborts on an accepted factor outside its documented range.
#   scripts/fuzz.sh [seconds] [target...]      (exit 2 on a bad argument, 1 on a finding)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
build=build
[ -f "$build/CMakeCache.txt" ] || cmake --preset dev >/dev/null
# The targets are tests/fuzz/CMakeLists.txt's: one <target>.seeds file each in the configured build.
mapfile -t all < <(find "$build/tests/fuzz" -maxdepth 1 -name '*.seeds' -printf '%f\n' 2>/dev/null | sed 's/\.seeds$//' | sort)
[ ${#all[@]} -gt 0 ] || { echo "scripts/fuzz.sh: $build has no fuzz targets (configure with the dev preset)" >&2; exit 2; }
targets=("${@:-${all[@]}}")
usage() {
  echo "scripts/fuzz.sh: $1" >&2
  echo "usage: scripts/fuzz.sh [seconds] [target...]; seconds is a whole number > 0 (default 60); targets: ${all[*]}" >&2
  exit 2
}
[[ "$seconds" =~ ^[0-9]+$ && "$seconds" -gt 0 ]] || usage "seconds must be a whole number > 0, not '$seconds'"
for t in "${targets[@]}"; do
  printf '%s\n' "${all[@]}" | grep -qxF -- "$t" || usage "unknown target '$t'"
done
cmake --build --preset dev --target "${targets[@]}"
work=$build/fuzz

mkdir -p "$work/findings"
export ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=0 UBSAN_OPTIONS=print_stacktrace=1
export LSAN_OPTIONS=suppressions=$PWD/tests/sanitizers/lsan.supp
export QT_QPA_PLATFORM=offscreen
failed=0
for t in "${targets[@]}"; do
  corpus="$work/corpus/$t"
  mkdir -p "$corpus"
  while IFS= read -r seed; do # named by content: samples with the same file name all go in
    [ -n "$seed" ] && cp "$seed" "$corpus/seed-$(sha1sum <"$seed" | cut -c1-16)"
  done <"$build/tests/fuzz/$t.seeds"
  maxlen=65536
  [ "$t" = fuzz_model_file ] && maxlen=1048576 # whole tuned model files (up to 400 KB) as seeds
  echo "== $t: ${seconds}s, $(ls "$corpus" | wc -l) inputs in the corpus"
  start=$SECONDS
  if "$build/tests/fuzz/$t" "$corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
      -malloc_limit_mb=512 -max_len=$maxlen -print_final_stats=1 -artifact_prefix="$work/findings/$t-" \
      >"$work/$t.log" 2>&1; then
    echo "   ok in $((SECONDS - start)) s: $(grep -m1 'stat::number_of_executed_units' "$work/$t.log" | awk '{print $2}') runs"
  else
    echo "   FINDING (log: $work/$t.log):"
    grep -E 'ERROR|SUMMARY|Test unit written|timeout|out-of-memory' "$work/$t.log" | head -20
    failed=1
  fi
done
exit $failed
