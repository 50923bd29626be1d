#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz) with clang, ASan and UBSan in build-fuzz/ and runs each one
# for N seconds (default 60), seeded from the sample files. Exits non-zero on the first crash, hang
# (> 10 s for one input), memory blow-up (> 2 GB RSS or a 512 MB allocation) or sanitizer report; the
# input is left in build-fuzz/findings/ and should become a regression test (tests/core/test_hardening.cpp,
# inputs in tests/data/fuzz/). fuzz_model_file mutates the tree arrays of the tuned models in
# tests/data/fuzz/*.model itself (structure-aware) and reseals each input; fuzz_calibration aborts on an
# accepted factor outside its documented range.
#   scripts/fuzz.sh [seconds] [target...]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
all=(fuzz_config fuzz_infrastructure fuzz_workloads_csv fuzz_measured_runs fuzz_calibration fuzz_trace
     fuzz_cli_arguments fuzz_model_file)
targets=("${@:-${all[@]}}")

build=build-fuzz
cmake -S . -B "$build" -G Ninja -DCOASTLINE_FUZZ=ON -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS=-O1 \
  -DCMAKE_CXX_COMPILER=clang++ >/dev/null
cmake --build "$build" -j 2 --target "${targets[@]}"

seeds() { # seed files of one target (patterns that match nothing are skipped)
  shopt -s nullglob
  case "$1" in
    fuzz_config) printf '%s\n' resources/config/*.yaml tests/data/configs/*.yaml tests/data/fuzz/*.yaml ;;
    fuzz_infrastructure) printf '%s\n' tests/data/configs/infrastructure.yaml tests/data/fuzz/*.yaml ;;
    fuzz_workloads_csv) printf '%s\n' tests/data/workloads/*.csv tests/data/fuzz/*.csv ;;
    fuzz_measured_runs) printf '%s\n' resources/data/*.csv tests/data/measured/*.csv tests/data/traces/*.csv \
                          tests/data/fuzz/*.csv ;;
    fuzz_calibration) printf '%s\n' resources/calibration/*.json tests/data/fuzz/*.json ;;
    fuzz_trace) printf '%s\n' tests/data/traces/*.csv tests/data/fuzz/trace-*.csv ;;
    fuzz_cli_arguments) printf '%s\n' tests/data/fuzz/*.args ;;
    fuzz_model_file) printf '%s\n' tests/data/fuzz/*.model ;;
  esac
}

mkdir -p "$build/findings"
export ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=0 UBSAN_OPTIONS=print_stacktrace=1
export LSAN_OPTIONS=suppressions=$PWD/tests/sanitizers/lsan.supp
export QT_QPA_PLATFORM=offscreen
failed=0
for t in "${targets[@]}"; do
  corpus="$build/corpus/$t"
  mkdir -p "$corpus"
  for seed in $(seeds "$t"); do # named by content: samples with the same file name all go in
    cp "$seed" "$corpus/seed-$(sha1sum <"$seed" | cut -c1-16)"
  done
  maxlen=65536
  [ "$t" = fuzz_model_file ] && maxlen=1048576 # whole tuned model files (up to 400 KB) as seeds
  echo "== $t: ${seconds}s, $(ls "$corpus" | wc -l) inputs in the corpus"
  start=$SECONDS
  if "$build/tests/fuzz/$t" "$corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
      -malloc_limit_mb=512 -max_len=$maxlen -print_final_stats=1 -artifact_prefix="$build/findings/$t-" \
      >"$build/$t.log" 2>&1; then
    echo "   ok in $((SECONDS - start)) s: $(grep -m1 'stat::number_of_executed_units' "$build/$t.log" | awk '{print $2}') runs"
  else
    echo "   FINDING (log: $build/$t.log):"
    grep -E 'ERROR|SUMMARY|Test unit written|timeout|out-of-memory' "$build/$t.log" | head -20
    failed=1
  fi
done
exit $failed
