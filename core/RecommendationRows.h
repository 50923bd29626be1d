#pragma once

#include "Evaluation.h"
#include "Ranking.h"

#include <QList>
#include <QStringList>
#include <QVariant>
#include <optional>

/// Column names and cell values of the ranking and explain outputs, shared by `coastline-cli`
/// (table/csv/json) and the desktop app's export, so both write the same numbers (cli.md; spec
/// "Outputs"). Cells are QVariant: double, qint64, bool, QString, or null (missing value).
namespace RecommendationRows {

/// The cli.md `recommend` columns, then the feasibility reason and memory, then runtime_s and
/// energy_kwh (always present; null without a job size), then the workload and policy that produced
/// the row (llm_model, fine_tuning_method, gpu_model, tokens_per_sample, goal, alpha, beta, predictor,
/// feasibility_mode).
QStringList recommendColumns();

/// One row per ranked configuration (top_k rows only when `topKOnly`).
QList<QVariantList> recommendRows(const Evaluation &evaluation, const Ranking &ranking, bool topKOnly);

/// The `explain` columns: recommend's columns plus verdict, reason and the memory breakdown.
QStringList explainColumns();

/// Every candidate in grid (or min-GPU walk) order, ranked or not.
QList<QVariantList> explainRows(const Evaluation &evaluation, const Ranking &ranking);

/// Runtime (s) = total tokens / throughput; energy (kWh) = cluster W × runtime / 3.6e6 (spec "Outputs").
/// nullopt without a job size.
std::optional<double> runtimeSeconds(const Evaluation &evaluation, const EvaluatedCandidate &candidate);
std::optional<double> energyKwh(const Evaluation &evaluation, const EvaluatedCandidate &candidate);

} // namespace RecommendationRows
