#pragma once

#include "Evaluation.h"
#include "Ranking.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

/// The recommendation rows as `coastline-cli recommend` writes them (cli.md, spec "Outputs"), in one
/// place shared by the CLI and the desktop app's "Export ranking as CSV/JSON" so both write the same
/// columns and values. Numbers are written with full precision (%.17g), a missing value is an empty
/// CSV cell or JSON null, booleans are true/false.
namespace RecommendationRows {

/// `rank,total_gpus,…,feasible,error` (cli.md `recommend`), in order.
QStringList csvColumns();
/// `runtime_s,energy_kwh`: appended after csvColumns() when the configuration has a job size.
QStringList jobSizeColumns();
/// The input columns a batch workloads CSV must have (cli.md `recommend --input`).
QStringList batchRequiredInputColumns();
/// The optional input columns of a batch workloads CSV.
QStringList batchOptionalInputColumns();

/// "%.17g" text of `value`; empty for nullopt or a non-finite value.
QString number(std::optional<double> value);

/// Throughput / cluster power (tokens per joule); nullopt without a positive cluster power.
std::optional<double> tokensPerJoule(const EvaluatedCandidate &candidate);
/// Job size (total tokens) / throughput in seconds; nullopt without a job size or a prediction.
std::optional<double> runtimeSeconds(const EvaluatedCandidate &candidate, const JobSize &jobSize);
/// Cluster W × runtime / 3.6e6 (kWh); nullopt when runtime or power is unknown.
std::optional<double> energyKwh(const EvaluatedCandidate &candidate, const JobSize &jobSize);

/// The rows a recommendation reports: the first top_k ranked rows (those with inTopK).
QList<RankedConfiguration> recommended(const Ranking &ranking);

/// Cells of one ranked row in csvColumns() order, plus jobSizeColumns() when the evaluation's
/// configuration has a job size.
QStringList csvCells(const Evaluation &evaluation, const RankedConfiguration &row);
/// A row that failed: every cell empty except feasible=false and error (batch mode).
QStringList errorCells(const QString &error, bool withJobSize = false);
/// One RFC 4180 CSV line (quotes cells holding a comma, quote or newline), ending in "\n".
QByteArray csvLine(const QStringList &cells);
/// Header + the recommended rows (all ranked rows when `allRows`).
QByteArray toCsv(const Evaluation &evaluation, const Ranking &ranking, bool allRows = false);

/// The same fields as csvCells() as a JSON object (numbers as numbers, missing as null).
QJsonObject rowJson(const Evaluation &evaluation, const RankedConfiguration &row);
/// The workload that produced an evaluation (names as resolved).
QJsonObject workloadJson(const Configuration &config);
/// The policy: goal, strategy, alpha, beta, max_slowdown, top_k, predictor, fallback, energy,
/// feasibility, empirical_oom_guard, empirical_oom_token_budget.
QJsonObject policyJson(const Configuration &config, const RankingPolicy &policy);
/// {"workload":{…},"policy":{…},"recommendations":[…]} (all ranked rows when `allRows`).
QByteArray toJson(const Evaluation &evaluation, const Ranking &ranking, bool allRows = false);

} // namespace RecommendationRows
