#pragma once

#include "trace/JobTrace.h"
#include "trace/ScheduledJob.h"

#include <QList>

/// The simulator's input from a trace file (simulate-trace): one SimulationJob per row, id = row + 1,
/// submitted at TraceJob::submitSeconds (0 without a submission column). A row without a layout gets
/// 0 nodes and a row without a duration a NaN duration, so the simulator reports it as skipped.
namespace TraceScenario {

/// One row's SimulationJob with the given layout, duration (s) and per-GPU power (W); unset layout → 0
/// nodes, unset duration → NaN (both reported as skipped by the simulator).
SimulationJob jobFor(const TraceJob &job, std::optional<qint64> nodes, std::optional<qint64> gpusPerNode,
    std::optional<double> duration, std::optional<double> power);
/// As submitted: metadata.orig_num_nodes × metadata.orig_number_gpus when present (a recommended trace,
/// as upstream's `plot-trace --baseline`), else resources.*; the observed duration
/// (extrapolated_duration, else train_runtime); power metadata.orig_power_w_per_gpu when present.
QList<SimulationJob> baseline(const JobTrace &trace);
/// As recommended: resources.* and metadata.estimated_duration_<method> (observed when the trace has no
/// such column); power metadata.estimated_power_w_per_gpu when present.
QList<SimulationJob> recommended(const JobTrace &trace);

} // namespace TraceScenario
