#pragma once

#include <QVariant>

struct Prediction;

/// The plausibility cells that every output with a prediction shows (`plausible`, `plausibility_note`,
/// `mfu_percent`; docs/cli.md), written once for OutputColumns' descriptor table. Each takes the
/// candidate's prediction, or null when there is none, and gives a null QVariant (an empty cell) then.
namespace PlausibilityCells {

/// true when Plausibility::problems() finds nothing (MFU within the bound, calibrated factors).
QVariant plausible(const Prediction *prediction);
/// Why the prediction is not plausible (ReasonText::joined of the problems); null when plausible.
QVariant note(const Prediction *prediction);
/// Model FLOP utilisation in percent (0–100+); null without one.
QVariant mfuPercent(const Prediction *prediction);

} // namespace PlausibilityCells
