#pragma once

#include <QVariant>

struct Prediction;

/// The plausibility cells that every output with a prediction shows (`plausible`, `plausibility_note`,
/// `mfu_percent`; docs/cli.md), written once for OutputColumns' descriptor table. Each takes the
/// candidate's prediction, or null when there is none, and gives a null QVariant (an empty cell) then.
namespace PlausibilityCells {

/// true when Plausibility::problems() finds nothing (MFU within the bound, calibrated factors).
QVariant plausible(const Prediction *prediction);
/// Why the prediction is not plausible (ReasonText::joined of the problems), then the known limitations
/// that apply to it (Prediction::limitations: the layout assumed on 2+ GPUs) and a roofline prediction
/// outside the fitted data (issue 36 item 2); null when none applies.
QVariant note(const Prediction *prediction);
/// Model FLOP utilisation in percent (0–100+); null without one.
QVariant mfuPercent(const Prediction *prediction);

} // namespace PlausibilityCells
