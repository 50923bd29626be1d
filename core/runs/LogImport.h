#pragma once

#include "model/Workload.h"
#include "runs/MeasuredRun.h"
#include "runs/TrainingLog.h"

#include <QStringList>
#include <QVariantList>

/// A training log as one measured run (`coastline-cli import-runs`): the job described on the command
/// line (model, method, GPU, tokens per sample, per-device batch, GPUs per node × nodes) with the log's
/// measured whole-job throughput, tokens/s:
/// - torchtitan: median `tps` (per GPU) × total GPUs;
/// - megatron: global batch (the log's, else per-device batch × total GPUs) × tokens per sample / median
///   elapsed time per iteration;
/// - hf-trainer, mllog: median samples per second × tokens per sample (the log's whole-run average; it
///   includes the warm-up the Trainer does not report apart).
/// Written as the measured-runs CSV (MeasuredRunsCsv::importColumns()) that evaluate, tune, --lookup and
/// calibrate read.
namespace LogImport {

/// The run of `log` for `job` on `stack` (empty: the format's own, TrainingLog::stackOf). `file` names the
/// log for the `source_file` column.
MeasuredRun run(const TrainingLog &log, const Workload &job, const QString &file);

/// The CSV columns import-runs writes: MeasuredRunsCsv::configurationColumns(), dataset_tokens_per_second,
/// is_valid, per_device_batch, framework, source_file.
QStringList columns();
/// One CSV row of `run` (columns()), with `stack` in `framework` and `source` in `source_file`.
QVariantList cells(const MeasuredRun &run, const QString &stack, const QString &source);

} // namespace LogImport
