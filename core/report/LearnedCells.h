#pragma once

#include <QVariant>

struct Prediction;

/// The learned-predictor cells that every output with a prediction shows (`throughput_uncertainty_percent`,
/// `in_domain`; cli.md "Learned predictors in recommend/explain/simulate"), written once for
/// OutputColumns' descriptor table. Each takes the candidate's prediction, or null when there is none, and
/// gives a null QVariant (an empty cell) when the value is unknown.
namespace LearnedCells {

/// ± one standard deviation of the throughput, percent of it (Prediction::throughputUncertaintyPercent);
/// null when the source gives none or it is not finite.
QVariant uncertaintyPercent(const Prediction *prediction);
/// Whether the configuration lies inside the learned model's training domain; null when no learned model
/// was involved.
QVariant inDomain(const Prediction *prediction);

} // namespace LearnedCells
