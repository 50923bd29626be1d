#pragma once

#include "model/Evaluation.h"
#include "rank/Ranking.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <QVariant>
#include <functional>
#include <optional>

/// Column names and cell values of the ranking and explain outputs (from the OutputColumns table), shared by
/// `coastline-cli` (table/csv/json) and the desktop app's export, so both write the same numbers (cli.md;
/// spec "Outputs"). Cells are QVariant: double, qint64, bool, QString, or null (missing value). The summary
/// text above the table is RecommendationSummary's.
namespace RecommendationRows {

/// The cli.md `recommend` columns, then the feasibility reason and memory, then runtime_s and
/// energy_kwh (always present; null without a job size), then the workload and policy that produced
/// the row (llm_model, fine_tuning_method, gpu_model, tokens_per_sample, goal, alpha, beta, predictor,
/// feasibility_mode).
/// Without the node-power columns unless `nodePower` (Configuration::showsNodePower()), without `vp` unless
/// `virtualStages` (the search tried parallel layouts).
QStringList recommendColumns(bool nodePower = false, bool virtualStages = false);

/// The workload columns at the end of recommendColumns() (llm_model, fine_tuning_method, gpu_model,
/// tokens_per_sample): batch outputs leave them out because the input columns already say them.
QStringList workloadColumns();

/// The recommend columns that `recommend --format table` shows for one job (OutputColumns::BriefJob,
/// and BriefJobWithJobSize when the evaluation's configuration has a job size), in order; with tp, pp
/// and cp after number_of_nodes when the search tried parallel layouts (withLayoutColumns()).
QStringList briefColumns(const Evaluation &evaluation);

/// The columns of `explain --format table` (OutputColumns::explainBrief()), with tp, pp and cp after
/// number_of_nodes when the search tried parallel layouts.
QStringList explainBriefColumns(const Evaluation &evaluation);

/// `columns` with tp, pp and cp after number_of_nodes when the evaluation's search tried parallel
/// layouts (`search.layouts` auto or a list), else unchanged: the data-parallel tables stay as they were.
QStringList withLayoutColumns(QStringList columns, const Evaluation &evaluation);

/// A recommend row for a job that has no recommendation: feasible false, `error` set, the rest null.
QVariantList failedRow(const QString &error);

/// One row per ranked configuration (top_k rows only when `topKOnly`), a cell per OutputColumns::recommend()
/// column (node power included; OutputColumns::shownCells() drops it for recommendColumns(false)).
QList<QVariantList> recommendRows(const Evaluation &evaluation, const Ranking &ranking, bool topKOnly);

/// The `explain` columns: recommend's columns plus verdict, reason and the memory breakdown.
/// Node power and `vp` as recommendColumns().
QStringList explainColumns(bool nodePower = false, bool virtualStages = false);

/// Every candidate in grid (or min-GPU walk) order, ranked or not; a cell per OutputColumns::explain()
/// column.
QList<QVariantList> explainRows(const Evaluation &evaluation, const Ranking &ranking);
/// explainRows() one row at a time, in the same order, without holding them: `row(index, cells)` per
/// candidate (`explain` streams a large grid's rows to its output this way).
void forEachExplainRow(const Evaluation &evaluation, const Ranking &ranking,
    const std::function<void(int, const QVariantList &)> &row);

/// The workload that produced an evaluation (names as resolved), for JSON outputs.
QJsonObject workloadJson(const Configuration &config);
/// The policy: goal, strategy, alpha, beta, max_slowdown, top_k, predictor, fallback, energy,
/// feasibility (as configured), feasibility_check (what ran, e.g. rules after a fallback),
/// empirical_oom_guard, empirical_oom_token_budget, kavier_calibration, energy_metric, layouts; for the
/// deadline goal also deadline_s (s), for the budget goal budget and budget_unit (cost or gpu_hours).
QJsonObject policyJson(const Evaluation &evaluation, const RankingPolicy &policy);

/// CSV (header + rows, full precision) of the top_k rows, or of every ranked row when `allRows`.
QByteArray toCsv(const Evaluation &evaluation, const Ranking &ranking, bool allRows = false);
/// {"workload":{…},"policy":{…},"recommendations":[…]} with the same fields as toCsv() (cli.md).
QByteArray toJson(const Evaluation &evaluation, const Ranking &ranking, bool allRows = false);

} // namespace RecommendationRows
