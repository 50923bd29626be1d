#pragma once

#include "model/Evaluation.h"
#include "rank/Ranking.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <QVariant>
#include <optional>

/// Column names and cell values of the ranking and explain outputs (from the OutputColumns table), shared by
/// `coastline-cli` (table/csv/json) and the desktop app's export, so both write the same numbers (cli.md;
/// spec "Outputs"). Cells are QVariant: double, qint64, bool, QString, or null (missing value).
namespace RecommendationRows {

/// The cli.md `recommend` columns, then the feasibility reason and memory, then runtime_s and
/// energy_kwh (always present; null without a job size), then the workload and policy that produced
/// the row (llm_model, fine_tuning_method, gpu_model, tokens_per_sample, goal, alpha, beta, predictor,
/// feasibility_mode).
QStringList recommendColumns();

/// The workload columns at the end of recommendColumns() (llm_model, fine_tuning_method, gpu_model,
/// tokens_per_sample): batch outputs leave them out because the input columns already say them.
QStringList workloadColumns();

/// The recommend columns that `recommend --format table` shows for one job (OutputColumns::BriefJob,
/// and BriefJobWithJobSize when the evaluation's configuration has a job size), in order.
QStringList briefColumns(const Evaluation &evaluation);

/// A recommend row for a job that has no recommendation: feasible false, `error` set, the rest null.
QVariantList failedRow(const QString &error);

/// One row per ranked configuration (top_k rows only when `topKOnly`).
QList<QVariantList> recommendRows(const Evaluation &evaluation, const Ranking &ranking, bool topKOnly);

/// The `explain` columns: recommend's columns plus verdict, reason and the memory breakdown.
QStringList explainColumns();

/// Every candidate in grid (or min-GPU walk) order, ranked or not.
QList<QVariantList> explainRows(const Evaluation &evaluation, const Ranking &ranking);

/// "Finishes in 31 h on 32 GPUs, 1,010 GPU-h, $2,020" for one configuration (the cost only with a
/// price; translatable); empty without a job size or prediction. The banner's and the selected
/// configuration's words.
QString finishesText(const Evaluation &evaluation, const EvaluatedCandidate &candidate);

/// The job's time and money in planner words, when a job size is given (issue 24), translatable:
/// "Finishes in 31 h on 32 GPUs, 1,010 GPU-h, $2,020." (the cost only with a price), then the fastest
/// and the cheapest feasible configuration beside the pick with their runtime, GPU-hours and cost
/// ("Fastest: 64 GPUs, batch 2 (17 h, 1,088 GPU-h, $2,720); cheapest: the pick."). Cheapest = least
/// cost, or fewest GPU-hours without a price; all from TimeAndMoney. Empty without a job size.
QStringList timeAndMoney(const Evaluation &evaluation, const Ranking &ranking);

/// The recommendation in one sentence plus the policy line, e.g. "4 GPUs (4 × 1), batch 8 per device —
/// best for performance of 17 feasible configurations, 2.10× the throughput of the runner-up (8 GPUs,
/// batch 4)." (ui.md "Summary banner"; the CLI's table output starts with it).
/// Between the two, the lines of trustNotes(), when there are any.
QString summary(const Evaluation &evaluation, const Ranking &ranking);

/// What the score hides about the pick (issue 14), one sentence each, translatable; empty when nothing:
/// - the pick is dominated: names the highest-ranked configuration that dominates it, then the fastest
///   and the most energy-efficient (lowest J/token) ranked configurations, each with its throughput and
///   energy-per-token ratios to the pick ("1.22× the throughput, 0.93× the energy per token");
/// - rank 2 is a near-tie (combined scores within Ranker::nearTieScore);
/// - the pick's prediction is implausible (Plausibility::problems).
QStringList trustNotes(const Evaluation &evaluation, const Ranking &ranking);

/// The search grid in one line, e.g. "Grid: 6 GPU counts × 8 batch sizes = 48 candidates; layouts
/// whole-nodes left out GPU counts 3, 5, 6, 7." (explain's table output; issue 14).
QString gridLine(const Evaluation &evaluation);

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
