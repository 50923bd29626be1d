#pragma once

#include "model/Goal.h"
#include "model/ParallelLayout.h"

#include <QString>
#include <optional>

/// Display formatting of the core's numbers (locale-aware, fixed decimals). No arithmetic.
namespace Formatting {
QString integer(qint64 value);
QString decimal(double value, int decimals);
QString decimal(std::optional<double> value, int decimals);
QString throughput(double tokensPerSecond); ///< "12,345.6"
QString watts(double watts); ///< "312.4"
QString score(double score); ///< "0.8624"
QString gigabytes(double gb); ///< "63.44"
/// Converts GB to GiB (2³⁰ bytes, as nvidia-smi counts). The GUI shows memory in GB as the CLI and the
/// exports do (issue 36 item 7); GiB is left for texts that name nvidia-smi's figure.
double toGibibytes(double gb);
QString gibibytes(double gb); ///< `gb` in GiB, 2 decimals: 84.29 GB → "78.50"
QString duration(double seconds); ///< "3 h 12 min" style, for sentences
/// Ranker::nearTieScore as the interface writes it: "0.001" (the near-tie band of combined scores).
QString nearTieScore();
/// Plausibility::maxModelFlopsUtilization in percent, as the interface writes it: "60".
QString mfuBoundPercent();
/// Translated goal name (Performance, Balanced, Energy, Custom, Min-GPU).
QString goalTitle(Goal goal);
/// "1 GPU", "4 GPUs".
QString gpuCount(int gpus);
/// A configuration in words: "4 GPUs (4 × 1), batch 8 per device".
QString configurationTitle(int totalGpus, int gpusPerNode, int nodes, qint64 batchSize);
/// A parallel layout on `totalGpus` GPUs, compact for a chart title (issue 35): "TP4 PP2 CP1 DP8", with
/// " EP8" with expert parallelism and " VP2" for an interleaved pipeline.
QString parallelLayout(const ParallelLayout &layout, int totalGpus);
} // namespace Formatting
