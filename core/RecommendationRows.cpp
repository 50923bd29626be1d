#include "RecommendationRows.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <cmath>

namespace RecommendationRows {

namespace {

QString integer(qint64 value)
{
    return QString::number(value);
}

QJsonValue jsonNumber(std::optional<double> value)
{
    if (!value || !std::isfinite(*value))
        return QJsonValue(QJsonValue::Null);
    return QJsonValue(*value);
}

bool hasJobSize(const Evaluation &evaluation)
{
    return evaluation.config.jobSize.resolvedTotalTokens().has_value();
}

std::optional<double> powerPerGpu(const EvaluatedCandidate &candidate)
{
    if (!candidate.prediction)
        return std::nullopt;
    return candidate.prediction->powerWattsPerGpu;
}

std::optional<double> clusterPower(const EvaluatedCandidate &candidate)
{
    if (!powerPerGpu(candidate))
        return std::nullopt;
    return candidate.clusterPowerWatts();
}

std::optional<double> throughput(const EvaluatedCandidate &candidate)
{
    if (!candidate.prediction)
        return std::nullopt;
    return candidate.prediction->throughputTokensPerSecond;
}

} // namespace

QStringList csvColumns()
{
    return {QStringLiteral("rank"), QStringLiteral("total_gpus"), QStringLiteral("gpus_per_node"),
        QStringLiteral("number_of_nodes"), QStringLiteral("batch_size"), QStringLiteral("total_batch"),
        QStringLiteral("throughput_tokens_per_s"), QStringLiteral("throughput_source"),
        QStringLiteral("power_w_per_gpu"), QStringLiteral("cluster_power_w"),
        QStringLiteral("tokens_per_joule"), QStringLiteral("runtime_score"), QStringLiteral("energy_score"),
        QStringLiteral("combined_score"), QStringLiteral("feasible"), QStringLiteral("error")};
}

QStringList jobSizeColumns()
{
    return {QStringLiteral("runtime_s"), QStringLiteral("energy_kwh")};
}

QStringList batchRequiredInputColumns()
{
    return {QStringLiteral("llm_model"), QStringLiteral("fine_tuning_method"), QStringLiteral("gpu_model"),
        QStringLiteral("tokens_per_sample"), QStringLiteral("batch_size")};
}

QStringList batchOptionalInputColumns()
{
    return {QStringLiteral("gpus_per_node"), QStringLiteral("number_of_nodes")};
}

QString number(std::optional<double> value)
{
    if (!value || !std::isfinite(*value))
        return {};
    return QString::asprintf("%.17g", *value);
}

std::optional<double> tokensPerJoule(const EvaluatedCandidate &candidate)
{
    const auto power = clusterPower(candidate);
    const auto tput = throughput(candidate);
    if (!power || !tput || !(*power > 0))
        return std::nullopt;
    return *tput / *power;
}

std::optional<double> runtimeSeconds(const EvaluatedCandidate &candidate, const JobSize &jobSize)
{
    const auto tokens = jobSize.resolvedTotalTokens();
    const auto tput = throughput(candidate);
    if (!tokens || !tput || !(*tput > 0))
        return std::nullopt;
    return *tokens / *tput;
}

std::optional<double> energyKwh(const EvaluatedCandidate &candidate, const JobSize &jobSize)
{
    const auto runtime = runtimeSeconds(candidate, jobSize);
    const auto power = clusterPower(candidate);
    if (!runtime || !power)
        return std::nullopt;
    return *power * *runtime / 3.6e6;
}

QList<RankedConfiguration> recommended(const Ranking &ranking)
{
    QList<RankedConfiguration> rows;
    for (const RankedConfiguration &row : ranking.rows) {
        if (row.inTopK)
            rows.append(row);
    }
    return rows;
}

QStringList csvCells(const Evaluation &evaluation, const RankedConfiguration &row)
{
    const EvaluatedCandidate &c = evaluation.candidates.at(row.candidateIndex);
    QStringList cells {integer(row.rank), integer(c.candidate.totalGpus), integer(c.candidate.gpusPerNode),
        integer(c.candidate.numberOfNodes), integer(c.candidate.batchSize), integer(c.candidate.totalBatch()),
        number(throughput(c)), c.prediction ? c.prediction->source : QString(), number(powerPerGpu(c)),
        number(clusterPower(c)), number(tokensPerJoule(c)), number(row.runtimeScore), number(row.energyScore),
        number(row.combinedScore), c.verdict.feasible ? QStringLiteral("true") : QStringLiteral("false"),
        c.predictionError};
    if (hasJobSize(evaluation)) {
        cells << number(runtimeSeconds(c, evaluation.config.jobSize))
              << number(energyKwh(c, evaluation.config.jobSize));
    }
    return cells;
}

QStringList errorCells(const QString &error, bool withJobSize)
{
    QStringList cells;
    const int count = int(csvColumns().size() + (withJobSize ? jobSizeColumns().size() : 0));
    for (int i = 0; i < count; ++i)
        cells << QString();
    cells[csvColumns().indexOf(QStringLiteral("feasible"))] = QStringLiteral("false");
    cells[csvColumns().indexOf(QStringLiteral("error"))] = error;
    return cells;
}

QByteArray csvLine(const QStringList &cells)
{
    QByteArray line;
    for (int i = 0; i < cells.size(); ++i) {
        if (i > 0)
            line += ',';
        QString cell = cells.at(i);
        if (cell.contains(QLatin1Char(',')) || cell.contains(QLatin1Char('"'))
            || cell.contains(QLatin1Char('\n')) || cell.contains(QLatin1Char('\r'))) {
            cell.replace(QStringLiteral("\""), QStringLiteral("\"\""));
            cell = QLatin1Char('"') + cell + QLatin1Char('"');
        }
        line += cell.toUtf8();
    }
    line += '\n';
    return line;
}

QByteArray toCsv(const Evaluation &evaluation, const Ranking &ranking, bool allRows)
{
    QStringList header = csvColumns();
    if (hasJobSize(evaluation))
        header += jobSizeColumns();
    QByteArray out = csvLine(header);
    const QList<RankedConfiguration> rows = allRows ? ranking.rows : recommended(ranking);
    for (const RankedConfiguration &row : rows)
        out += csvLine(csvCells(evaluation, row));
    return out;
}

QJsonObject rowJson(const Evaluation &evaluation, const RankedConfiguration &row)
{
    const EvaluatedCandidate &c = evaluation.candidates.at(row.candidateIndex);
    QJsonObject o;
    o.insert(QStringLiteral("rank"), row.rank);
    o.insert(QStringLiteral("total_gpus"), c.candidate.totalGpus);
    o.insert(QStringLiteral("gpus_per_node"), c.candidate.gpusPerNode);
    o.insert(QStringLiteral("number_of_nodes"), c.candidate.numberOfNodes);
    o.insert(QStringLiteral("batch_size"), c.candidate.batchSize);
    o.insert(QStringLiteral("total_batch"), c.candidate.totalBatch());
    o.insert(QStringLiteral("throughput_tokens_per_s"), jsonNumber(throughput(c)));
    o.insert(QStringLiteral("throughput_source"),
        c.prediction ? QJsonValue(c.prediction->source) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("power_w_per_gpu"), jsonNumber(powerPerGpu(c)));
    o.insert(QStringLiteral("cluster_power_w"), jsonNumber(clusterPower(c)));
    o.insert(QStringLiteral("tokens_per_joule"), jsonNumber(tokensPerJoule(c)));
    o.insert(QStringLiteral("runtime_score"), row.runtimeScore);
    o.insert(QStringLiteral("energy_score"), row.energyScore);
    o.insert(QStringLiteral("combined_score"), row.combinedScore);
    o.insert(QStringLiteral("feasible"), c.verdict.feasible);
    o.insert(QStringLiteral("error"),
        c.predictionError.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(c.predictionError));
    if (hasJobSize(evaluation)) {
        o.insert(QStringLiteral("runtime_s"), jsonNumber(runtimeSeconds(c, evaluation.config.jobSize)));
        o.insert(QStringLiteral("energy_kwh"), jsonNumber(energyKwh(c, evaluation.config.jobSize)));
    }
    return o;
}

QJsonObject workloadJson(const Configuration &config)
{
    const Workload &w = config.workload;
    QJsonObject o;
    o.insert(QStringLiteral("llm_model"), w.llmModel);
    o.insert(QStringLiteral("fine_tuning_method"), w.method);
    o.insert(QStringLiteral("gpu_model"), w.gpuModel);
    o.insert(QStringLiteral("tokens_per_sample"), w.tokensPerSample);
    o.insert(QStringLiteral("batch_size"), w.batchSize);
    o.insert(QStringLiteral("gpus_per_node"),
        w.gpusPerNode ? QJsonValue(*w.gpusPerNode) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("number_of_nodes"),
        w.numberOfNodes ? QJsonValue(*w.numberOfNodes) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("total_tokens"), jsonNumber(config.jobSize.resolvedTotalTokens()));
    return o;
}

QJsonObject policyJson(const Configuration &config, const RankingPolicy &policy)
{
    QJsonObject o;
    const bool minGpu = policy.goal == Goal::MinGpu;
    o.insert(QStringLiteral("goal"), goalName(policy.goal));
    o.insert(
        QStringLiteral("strategy"), minGpu ? QStringLiteral("min_gpu") : QStringLiteral("multi_objective"));
    o.insert(
        QStringLiteral("alpha"), minGpu ? QJsonValue(QJsonValue::Null) : QJsonValue(policy.weights.alpha));
    o.insert(QStringLiteral("beta"), minGpu ? QJsonValue(QJsonValue::Null) : QJsonValue(policy.weights.beta));
    o.insert(QStringLiteral("max_slowdown"), jsonNumber(minGpu ? std::nullopt : policy.maxSlowdown));
    o.insert(QStringLiteral("top_k"), policy.topK);
    o.insert(QStringLiteral("predictor"), config.predictors.performance);
    o.insert(QStringLiteral("fallback"), config.predictors.fallback);
    o.insert(QStringLiteral("energy"), config.predictors.energy);
    o.insert(QStringLiteral("feasibility"), config.predictors.feasibility);
    o.insert(QStringLiteral("empirical_oom_guard"), config.predictors.empiricalOomGuard);
    o.insert(QStringLiteral("empirical_oom_token_budget"), config.predictors.empiricalOomTokenBudget);
    return o;
}

QByteArray toJson(const Evaluation &evaluation, const Ranking &ranking, bool allRows)
{
    QJsonArray rows;
    const QList<RankedConfiguration> selected = allRows ? ranking.rows : recommended(ranking);
    for (const RankedConfiguration &row : selected)
        rows.append(rowJson(evaluation, row));
    QJsonObject root;
    root.insert(QStringLiteral("workload"), workloadJson(evaluation.config));
    root.insert(QStringLiteral("policy"), policyJson(evaluation.config, ranking.policy));
    root.insert(QStringLiteral("recommendations"), rows);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace RecommendationRows
