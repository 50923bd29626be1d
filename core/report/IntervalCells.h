#pragma once

#include "report/OutputColumns.h"

#include <QVariant>

/// The cells of the 80 % prediction-interval columns (OutputColumns; PredictionInterval): null when the
/// candidate's prediction has no interval.
namespace IntervalCells {

/// The interval columns, appended to recommend and explain after the layout columns (simulate's rows have no
/// job configuration): throughput_p10_tokens_per_s, throughput_p90_tokens_per_s, runtime_p90_s, cost_p90,
/// uncalibrated_throughput_tokens_per_s.
QList<OutputColumns::Column> columns();

/// throughput_p10_tokens_per_s, tokens/s.
QVariant p10(const OutputColumns::RowContext &c);
/// throughput_p90_tokens_per_s, tokens/s.
QVariant p90(const OutputColumns::RowContext &c);
/// runtime_p90_s: the runtime (with a job size) at the p10 throughput, s.
QVariant runtimeP90(const OutputColumns::RowContext &c);
/// cost_p90: the cost (with a job size and a price) at the p10 throughput.
QVariant costP90(const OutputColumns::RowContext &c);
/// uncalibrated_throughput_tokens_per_s: the roofline's throughput before a calibration profile.
QVariant uncalibrated(const OutputColumns::RowContext &c);

} // namespace IntervalCells
