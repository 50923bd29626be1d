#pragma once

#include <QVariant>

struct Prediction;

/// The roofline step-time cells (cli.md third part: `step_time_s, compute_s, recompute_s,
/// exposed_comm_s, hidden_comm_s, optimizer_s, fixed_s, bound, hfu_percent`), written once for OutputColumns'
/// descriptor table. Each is null (an empty cell) when the prediction did not come from `roofline`.
namespace StepTimeCells {

/// Which part of the step a cell shows.
enum class Part { Step, Compute, Recompute, ExposedComm, HiddenComm, Optimizer, Fixed };

/// Seconds per optimizer step of `part`.
QVariant seconds(const Prediction *prediction, Part part);
/// "compute", "communication" or "memory".
QVariant bound(const Prediction *prediction);
/// Hardware FLOP utilisation (with recompute) of the dense peak, percent.
QVariant hfuPercent(const Prediction *prediction);
/// The inter-node bandwidth assumed, Gbit/s per node; null on one node (no inter-node traffic).
QVariant interNodeGbps(const Prediction *prediction);
/// The intra-node bus bandwidth assumed, GB/s.
QVariant intraNodeBusGBps(const Prediction *prediction);

} // namespace StepTimeCells
