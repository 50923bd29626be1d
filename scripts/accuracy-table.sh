#!/usr/bin/env bash
# Prints every throughput predictor's accuracy on the development data (step-time-model.md §3): MdAPE,
# MAPE and worst APE per data set, per GPU model and per GPU count, for roofline and kavier, as the
# README, docs/user-guide.md and docs/performance.md quote it. Usage: scripts/accuracy-table.sh [coastline-cli]
set -euo pipefail
cd "$(dirname "$0")/.."
cli=${1:-build/app/coastline-cli}
config=tests/data/measured/mpt_catalog.yaml # the MPT models of the llm-foundry runs
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# summary <label> <csv of evaluate> <group key columns...>: one line per group, sorted
summary() {
  awk -F, -v label="$1" -v keys="$3" 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
    { n = split(keys, k, " "); g = ""; for (j = 1; j <= n; j++) g = g (j > 1 ? " " : "") $(col[k[j]])
      print g "\t" $(col["ape_percent"]) }' "$2" | sort -t$'\t' -k1,1V -k2,2g |
  awk -F'\t' -v label="$1" '
    function flush() { if (n == 0) return; m = n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
      printf "| %s | %s | %d | %.1f | %.1f | %.0f |\n", label, key, n, m, s / n, a[n]; n = 0; s = 0 }
    $1 != key { flush(); key = $1 } { a[++n] = $2; s += $2 } END { flush() }'
}
echo "| predictor | group | runs | MdAPE % | MAPE % | worst APE % |"
echo "|---|---|---|---|---|---|"
for data in resources/data/run_database.csv tests/data/measured/fsdp_a100_40gb_scaling.csv \
            tests/data/measured/hf_trainer_fsdp_runs.csv; do
  name=$(basename "$data" .csv)
  for predictor in roofline kavier; do
    "$cli" evaluate --config "$config" --data "$data" --predictor "$predictor" --format csv \
      --output "$tmp/$predictor.csv" 2>/dev/null
    awk -F, -v OFS=, 'NR == 1 { print; next } { $1 = "all"; print }' "$tmp/$predictor.csv" > "$tmp/all.csv"
    summary "$predictor" "$tmp/all.csv" "model_name" | sed "s/| all |/| $name (all) |/"
    summary "$predictor" "$tmp/$predictor.csv" "gpu_model number_gpus" | sed "s/^| $predictor | /| $predictor | $name: /"
  done
done
