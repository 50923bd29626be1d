#pragma once

#include "io/CsvTable.h"
#include "io/OutputTable.h"

/// `trace-to-runs` (upstream-behaviour.md §8.10): a scheduler trace, or a raw profiling trace already in the
/// flat schema, → the flat measured-runs schema that the cache predictor reads (spec decision 6).
namespace TraceToRuns {

/// The output columns: model_name, method, gpu_model, number_nodes, number_gpus, tokens_per_sample,
/// batch_size, dataset_tokens_per_second, train_runtime, is_valid.
QStringList runColumns();

/// Converts `input`, one output row per input row, only the columns above.
/// - A flat file (it has every output column but is_valid) passes through; its numbers are checked.
/// - A trace: model/method/GPU renamed; number_nodes = resources.num_nodes; number_gpus is the job's
///   **total** GPUs = resources.num_gpus_per_node × resources.num_nodes and batch_size the **total**
///   batch = metadata.batch_size (per device) × total GPUs (spec decision 6 — upstream copies the per-node
///   and per-device values, so its multi-GPU rows never hit the cache); dataset_tokens_per_second =
///   metadata.output.train_tokens_per_second; train_runtime = metadata.train_runtime.
/// - is_valid: `is_valid` or `metadata.is_valid` when present, else 1 iff both throughput and runtime
///   are > 0, else 0.
/// Empty cells stay empty (is_valid is then 0). Throws CoastlineError "<file>: neither a trace nor a
/// measured-runs file: missing trace columns: …", or "<file>:<line>: column '<c>': expected a number, got
/// 'x'" for a non-numeric cell.
OutputTable convert(const CsvTable &input);

/// Rows of `runs` (a convert() result) with is_valid = 1.
int validCount(const OutputTable &runs);

} // namespace TraceToRuns
