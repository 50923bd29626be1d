#include "RecommendationRows.h"

#include "OutputTable.h"

#include <QHash>
#include <QJsonDocument>
#include <algorithm>
#include <cmath>

namespace {

QVariant number(double value)
{
    return std::isfinite(value) ? QVariant(value) : QVariant();
}

QVariant optionalNumber(const std::optional<double> &value)
{
    return value ? number(*value) : QVariant();
}

QString predictorLabel(const Evaluation &evaluation)
{
    const PredictorSettings &p = evaluation.config.predictors;
    if (p.performance.compare(u"intelligent", Qt::CaseInsensitive) == 0)
        return QStringLiteral("intelligent (cache, else %1)").arg(p.fallback);
    return p.performance;
}

QString feasibilityLabel(const Evaluation &evaluation)
{
    if (!evaluation.feasibilityDescription.isEmpty())
        return evaluation.feasibilityDescription; // what actually ran (e.g. rules after a fallback)
    const PredictorSettings &p = evaluation.config.predictors;
    return p.empiricalOomGuard
        ? QStringLiteral("%1 + token budget %2").arg(p.feasibility).arg(p.empiricalOomTokenBudget)
        : p.feasibility;
}

/// Cells shared by recommend and explain rows, in recommendColumns() order.
QVariantList baseRow(const Evaluation &evaluation, const EvaluatedCandidate &c,
    const RankedConfiguration *ranked, const RankingPolicy &policy)
{
    const Candidate &k = c.candidate;
    const Prediction *p = c.prediction ? &*c.prediction : nullptr;
    const double throughput = p ? p->throughputTokensPerSecond : NAN;
    const double powerPerGpu = p && p->powerWattsPerGpu ? *p->powerWattsPerGpu : NAN;
    const double clusterPower = p ? c.clusterPowerWatts() : NAN;
    QString error;
    if (!c.verdict.feasible)
        error = QStringLiteral("infeasible: %1").arg(c.verdict.reason);
    else if (!c.predictionError.isEmpty())
        error = c.predictionError;
    const std::optional<MemoryBreakdown> &m = c.verdict.memory;
    const Workload &w = evaluation.config.workload;
    const bool multiObjective = policy.goal != Goal::MinGpu;
    return {
        ranked ? QVariant(qint64(ranked->rank)) : QVariant(),
        qint64(k.totalGpus),
        qint64(k.gpusPerNode),
        qint64(k.numberOfNodes),
        qint64(k.batchSize),
        qint64(k.totalBatch()),
        number(throughput),
        p ? QVariant(p->source) : QVariant(),
        number(powerPerGpu),
        number(clusterPower),
        number(throughput / clusterPower),
        ranked ? number(ranked->runtimeScore) : QVariant(),
        ranked ? number(ranked->energyScore) : QVariant(),
        ranked ? number(ranked->combinedScore) : QVariant(),
        c.verdict.feasible,
        error.isEmpty() ? QVariant() : QVariant(error),
        c.verdict.reason,
        m ? number(m->totalGb) : QVariant(),
        m ? number(m->capacityGb) : QVariant(),
        optionalNumber(RecommendationRows::runtimeSeconds(evaluation, c)),
        optionalNumber(RecommendationRows::energyKwh(evaluation, c)),
        p && p->source == u"cache" ? QVariant(qint64(p->runCount)) : QVariant(),
        w.llmModel,
        w.method,
        w.gpuModel,
        w.tokensPerSample,
        goalName(policy.goal),
        multiObjective ? number(policy.weights.alpha) : QVariant(),
        multiObjective ? number(policy.weights.beta) : QVariant(),
        predictorLabel(evaluation),
        feasibilityLabel(evaluation),
    };
}

} // namespace

QStringList RecommendationRows::recommendColumns()
{
    return {QStringLiteral("rank"), QStringLiteral("total_gpus"), QStringLiteral("gpus_per_node"),
        QStringLiteral("number_of_nodes"), QStringLiteral("batch_size"), QStringLiteral("total_batch"),
        QStringLiteral("throughput_tokens_per_s"), QStringLiteral("throughput_source"),
        QStringLiteral("power_w_per_gpu"), QStringLiteral("cluster_power_w"),
        QStringLiteral("tokens_per_joule"), QStringLiteral("runtime_score"), QStringLiteral("energy_score"),
        QStringLiteral("combined_score"), QStringLiteral("feasible"), QStringLiteral("error"),
        QStringLiteral("reason"), QStringLiteral("memory_gb_per_gpu"), QStringLiteral("memory_capacity_gb"),
        QStringLiteral("runtime_s"), QStringLiteral("energy_kwh"), QStringLiteral("measured_run_count"),
        QStringLiteral("llm_model"), QStringLiteral("fine_tuning_method"), QStringLiteral("gpu_model"),
        QStringLiteral("tokens_per_sample"), QStringLiteral("goal"), QStringLiteral("alpha"),
        QStringLiteral("beta"), QStringLiteral("predictor"), QStringLiteral("feasibility_mode")};
}

QList<QVariantList> RecommendationRows::recommendRows(
    const Evaluation &evaluation, const Ranking &ranking, bool topKOnly)
{
    QList<QVariantList> rows;
    for (const RankedConfiguration &r : ranking.rows) {
        if (topKOnly && !r.inTopK)
            break;
        rows.append(baseRow(evaluation, evaluation.candidates.at(r.candidateIndex), &r, ranking.policy));
    }
    return rows;
}

QStringList RecommendationRows::workloadColumns()
{
    return {QStringLiteral("llm_model"), QStringLiteral("fine_tuning_method"), QStringLiteral("gpu_model"),
        QStringLiteral("tokens_per_sample")};
}

QStringList RecommendationRows::explainColumns()
{
    QStringList columns = recommendColumns();
    columns << QStringLiteral("verdict") << QStringLiteral("weights_gb") << QStringLiteral("gradients_gb")
            << QStringLiteral("optimizer_gb") << QStringLiteral("working_set_gb")
            << QStringLiteral("activations_gb");
    return columns;
}

QList<QVariantList> RecommendationRows::explainRows(const Evaluation &evaluation, const Ranking &ranking)
{
    QHash<int, const RankedConfiguration *> rankedByIndex;
    for (const RankedConfiguration &r : ranking.rows)
        rankedByIndex.insert(r.candidateIndex, &r);
    double fastest = 0; // max_slowdown keeps throughput >= fastest / k (spec decision 3); it is always ranked
    for (const RankedConfiguration &r : ranking.rows)
        if (const auto &p = evaluation.candidates.at(r.candidateIndex).prediction)
            fastest = std::max(fastest, p->throughputTokensPerSecond);
    static const int errorColumn = int(recommendColumns().indexOf(QStringLiteral("error")));
    QList<QVariantList> rows;
    for (int i = 0; i < evaluation.candidates.size(); ++i) {
        const EvaluatedCandidate &c = evaluation.candidates.at(i);
        QVariantList row = baseRow(evaluation, c, rankedByIndex.value(i, nullptr), ranking.policy);
        if (ranking.droppedBySlowdown.contains(i) && ranking.policy.maxSlowdown)
            row[errorColumn]
                = QStringLiteral("not ranked: below the fastest / max_slowdown = %1 / %2 = %3 tokens/s")
                      .arg(fastest, 0, 'f', 2)
                      .arg(*ranking.policy.maxSlowdown)
                      .arg(fastest / *ranking.policy.maxSlowdown, 0, 'f', 2);
        const std::optional<MemoryBreakdown> &m = c.verdict.memory;
        row << (c.verdict.feasible ? QStringLiteral("feasible") : QStringLiteral("rejected"))
            << (m ? number(m->weightsGb) : QVariant()) << (m ? number(m->gradientsGb) : QVariant())
            << (m ? number(m->optimizerGb) : QVariant()) << (m ? number(m->workingSetGb) : QVariant())
            << (m ? number(m->activationsGb) : QVariant());
        rows.append(row);
    }
    return rows;
}

std::optional<double> RecommendationRows::runtimeSeconds(
    const Evaluation &evaluation, const EvaluatedCandidate &candidate)
{
    const std::optional<double> tokens = evaluation.config.jobSize.resolvedTotalTokens();
    if (!tokens || !candidate.prediction || candidate.prediction->throughputTokensPerSecond <= 0)
        return std::nullopt;
    return *tokens / candidate.prediction->throughputTokensPerSecond;
}

std::optional<double> RecommendationRows::energyKwh(
    const Evaluation &evaluation, const EvaluatedCandidate &candidate)
{
    const std::optional<double> runtime = runtimeSeconds(evaluation, candidate);
    if (!runtime)
        return std::nullopt;
    return candidate.clusterPowerWatts() * *runtime / 3.6e6;
}

QJsonObject RecommendationRows::workloadJson(const Configuration &config)
{
    const Workload &w = config.workload;
    QJsonObject o {{QStringLiteral("llm_model"), w.llmModel},
        {QStringLiteral("fine_tuning_method"), w.method}, {QStringLiteral("gpu_model"), w.gpuModel},
        {QStringLiteral("tokens_per_sample"), double(w.tokensPerSample)},
        {QStringLiteral("batch_size"), double(w.batchSize)},
        {QStringLiteral("gpus_per_node"), w.gpusPerNode ? QJsonValue(*w.gpusPerNode) : QJsonValue()},
        {QStringLiteral("number_of_nodes"), w.numberOfNodes ? QJsonValue(*w.numberOfNodes) : QJsonValue()}};
    const std::optional<double> tokens = config.jobSize.resolvedTotalTokens();
    o.insert(QStringLiteral("total_tokens"), tokens ? QJsonValue(*tokens) : QJsonValue());
    return o;
}

QJsonObject RecommendationRows::policyJson(const Evaluation &evaluation, const RankingPolicy &policy)
{
    const PredictorSettings &p = evaluation.config.predictors;
    const bool minGpu = policy.goal == Goal::MinGpu;
    return {{QStringLiteral("goal"), goalName(policy.goal)},
        {QStringLiteral("strategy"), minGpu ? QStringLiteral("min_gpu") : QStringLiteral("multi_objective")},
        {QStringLiteral("alpha"), minGpu ? QJsonValue() : QJsonValue(policy.weights.alpha)},
        {QStringLiteral("beta"), minGpu ? QJsonValue() : QJsonValue(policy.weights.beta)},
        {QStringLiteral("max_slowdown"),
            policy.maxSlowdown && !minGpu ? QJsonValue(*policy.maxSlowdown) : QJsonValue()},
        {QStringLiteral("top_k"), policy.topK}, {QStringLiteral("predictor"), p.performance},
        {QStringLiteral("fallback"), p.fallback}, {QStringLiteral("energy"), p.energy},
        {QStringLiteral("feasibility"), p.feasibility},
        {QStringLiteral("feasibility_check"), feasibilityLabel(evaluation)},
        {QStringLiteral("empirical_oom_guard"), p.empiricalOomGuard},
        {QStringLiteral("empirical_oom_token_budget"), double(p.empiricalOomTokenBudget)},
        {QStringLiteral("kavier_calibration"), p.kavierCalibration}};
}

QByteArray RecommendationRows::toCsv(const Evaluation &evaluation, const Ranking &ranking, bool allRows)
{
    OutputTable table(recommendColumns());
    for (const QVariantList &row : recommendRows(evaluation, ranking, !allRows))
        table.addRow(row);
    return table.toCsv().toUtf8();
}

QByteArray RecommendationRows::toJson(const Evaluation &evaluation, const Ranking &ranking, bool allRows)
{
    OutputTable table(recommendColumns());
    for (const QVariantList &row : recommendRows(evaluation, ranking, !allRows))
        table.addRow(row);
    const QByteArray workload = QJsonDocument(workloadJson(evaluation.config)).toJson(QJsonDocument::Compact);
    const QByteArray policy
        = QJsonDocument(policyJson(evaluation, ranking.policy)).toJson(QJsonDocument::Compact);
    return "{\"workload\":" + workload + ",\"policy\":" + policy
        + ",\"recommendations\":" + table.toJson().trimmed().toUtf8() + "}\n";
}

namespace {
QString layoutText(const Candidate &c)
{
    return QStringLiteral("%1 GPU%2 (%3 \u00d7 %4), batch %5 per device")
        .arg(c.totalGpus)
        .arg(c.totalGpus == 1 ? QString() : QStringLiteral("s"))
        .arg(c.gpusPerNode)
        .arg(c.numberOfNodes)
        .arg(c.batchSize);
}

QString goalPhrase(Goal goal)
{
    switch (goal) {
    case Goal::Performance:
        return QStringLiteral("best for performance");
    case Goal::Balanced:
        return QStringLiteral("best throughput-vs-energy balance");
    case Goal::Energy:
        return QStringLiteral("best for energy");
    case Goal::Custom:
        return QStringLiteral("best under the custom weights");
    case Goal::MinGpu:
        return QStringLiteral("fewest GPUs that fit");
    }
    return {};
}
} // namespace

QString RecommendationRows::summary(const Evaluation &evaluation, const Ranking &ranking)
{
    if (ranking.rows.isEmpty())
        return QStringLiteral("No feasible configuration in the search space.");
    const EvaluatedCandidate &best = evaluation.candidates.at(ranking.rows.first().candidateIndex);
    QString text = layoutText(best.candidate) + QStringLiteral(" \u2014 ");
    const RankingPolicy &policy = ranking.policy;
    if (policy.goal == Goal::MinGpu) {
        text += QStringLiteral("the %1 for a total batch of %2 (%3 smaller GPU count%4 rejected)")
                    .arg(goalPhrase(policy.goal))
                    .arg(evaluation.config.workload.totalBatch())
                    .arg(ranking.rows.first().candidateIndex)
                    .arg(ranking.rows.first().candidateIndex == 1 ? QString() : QStringLiteral("s"));
    } else {
        text += QStringLiteral("%1 of %2 feasible configurations")
                    .arg(goalPhrase(policy.goal))
                    .arg(ranking.rows.size() + ranking.droppedBySlowdown.size());
        if (ranking.rows.size() > 1) {
            const EvaluatedCandidate &second = evaluation.candidates.at(ranking.rows.at(1).candidateIndex);
            const double ratio
                = best.prediction->throughputTokensPerSecond / second.prediction->throughputTokensPerSecond;
            text += QStringLiteral(", %1\u00d7 the throughput of the runner-up (%2 GPU%3, batch %4)")
                        .arg(ratio, 0, 'f', 2)
                        .arg(second.candidate.totalGpus)
                        .arg(second.candidate.totalGpus == 1 ? QString() : QStringLiteral("s"))
                        .arg(second.candidate.batchSize);
        }
    }
    text += QStringLiteral(".\nPolicy: %1").arg(goalName(policy.goal));
    if (policy.goal != Goal::MinGpu)
        text += QStringLiteral(" (alpha %1 runtime, beta %2 energy)")
                    .arg(policy.weights.alpha, 0, 'f', 2)
                    .arg(policy.weights.beta, 0, 'f', 2);
    text += QStringLiteral("; predictor %1, top pick from %2; power kavier_power; feasibility %3.")
                .arg(predictorLabel(evaluation), best.prediction->source, feasibilityLabel(evaluation));
    return text;
}
