#!/usr/bin/env bash
# Re-writes the model files of tests/data/fuzz/ (tests/data/README.md) with the tool itself: the three tuned
# models with `coastline-cli tune`, then the four regression inputs of issue 23 from xgboost.model, each with
# one entry of tree 0's arrays in the embedded xgboost JSON replaced as text (left unsealed on purpose).
# Run it after any change to the model file (format version, feature schema, target):
#   scripts/regenerate-fuzz-models.sh [path/to/coastline-cli]
set -euo pipefail
cd "$(dirname "$0")/.."
cli=${1:-build/app/coastline-cli}
out=tests/data/fuzz
for model in xgboost random_forest bayesian_ridge; do
  "$cli" tune --data resources/data/run_database.csv --model "$model" --grouped --output "$out/$model.model" >/dev/null
done
python3 - "$out" <<'PY'
import sys
out = sys.argv[1]
raw = open(f"{out}/xgboost.model").read()
def edit(key, index, value, name):  # keys appear escaped inside the payload string: \"parents\":[
    needle = '\\"%s\\":[' % key
    at = raw.index(needle) + len(needle)
    for _ in range(index):
        at = raw.index(',', at) + 1
    end = min(raw.index(',', at), raw.index(']', at))
    open(f"{out}/{name}", 'w').write(raw[:at] + value + raw[end:])
edit('parents', 1, '-1', 'xgboost-parent-minus-one.model')
edit('parents', 3, '2147483646', 'xgboost-parent-2147483646.model')
edit('left_children', 0, '99', 'xgboost-child-out-of-range.model')
edit('split_indices', 0, '33', 'xgboost-feature-out-of-range.model')
PY
echo "wrote $out/{xgboost,random_forest,bayesian_ridge}.model and 4 xgboost-*.model regression inputs"
