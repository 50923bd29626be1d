#include "report/RecommendationRows.h"

#include "io/OutputTable.h"
#include "model/GoalInfo.h"
#include "report/OutputColumns.h"

#include <QHash>
#include <QJsonDocument>
#include <algorithm>

QStringList RecommendationRows::recommendColumns(bool nodePower, bool virtualStages)
{
    return OutputColumns::names(
        OutputColumns::withNodePower(OutputColumns::recommend(), nodePower, virtualStages));
}

QList<QVariantList> RecommendationRows::recommendRows(
    const Evaluation &evaluation, const Ranking &ranking, bool topKOnly)
{
    QList<QVariantList> rows;
    for (const RankedConfiguration &r : ranking.rows) {
        if (topKOnly && !r.inTopK)
            break;
        rows.append(OutputColumns::row(OutputColumns::recommend(),
            {evaluation, evaluation.candidates.at(r.candidateIndex), &r, ranking.policy, std::nullopt}));
    }
    return rows;
}

QStringList RecommendationRows::workloadColumns()
{
    QStringList names;
    for (const OutputColumns::Column &c : OutputColumns::recommend())
        if (OutputColumns::isWorkloadColumn(c.id))
            names.append(c.name);
    return names;
}

QStringList RecommendationRows::briefColumns(const Evaluation &evaluation)
{
    const bool jobSize = evaluation.config.jobSize.resolvedTotalTokens().has_value();
    const bool priced = jobSize && evaluation.config.infrastructure.hasPrices();
    return withLayoutColumns(
        OutputColumns::names(OutputColumns::recommend(),
            OutputColumns::BriefJob | (jobSize ? OutputColumns::BriefJobWithJobSize : OutputColumns::NotBrief)
                | (priced ? OutputColumns::BriefJobWithPrice : OutputColumns::NotBrief)),
        evaluation);
}

QStringList RecommendationRows::explainBriefColumns(const Evaluation &evaluation)
{
    return withLayoutColumns(OutputColumns::names(OutputColumns::explainBrief()), evaluation);
}

QStringList RecommendationRows::withLayoutColumns(QStringList columns, const Evaluation &evaluation)
{
    if (evaluation.config.search.layouts.isDataParallel())
        return columns;
    using OutputColumns::Id;
    const qsizetype after = columns.indexOf(OutputColumns::column(Id::NumberOfNodes).name);
    qsizetype at = after >= 0 ? after + 1 : columns.size();
    for (const Id id : {Id::TensorParallel, Id::PipelineParallel, Id::ContextParallel, Id::VirtualStages,
             Id::ExpertParallel})
        columns.insert(at++, OutputColumns::column(id).name);
    return columns;
}

QVariantList RecommendationRows::failedRow(const QString &error)
{
    return OutputColumns::failedRow(OutputColumns::recommend(), error);
}

QStringList RecommendationRows::explainColumns(bool nodePower, bool virtualStages)
{
    return OutputColumns::names(
        OutputColumns::withNodePower(OutputColumns::explain(), nodePower, virtualStages));
}

QList<QVariantList> RecommendationRows::explainRows(const Evaluation &evaluation, const Ranking &ranking)
{
    QList<QVariantList> rows;
    rows.reserve(evaluation.candidates.size());
    forEachExplainRow(evaluation, ranking, [&](int, const QVariantList &cells) { rows.append(cells); });
    return rows;
}

void RecommendationRows::forEachExplainRow(const Evaluation &evaluation, const Ranking &ranking,
    const std::function<void(int, const QVariantList &)> &row)
{
    QHash<int, const RankedConfiguration *> rankedByIndex;
    for (const RankedConfiguration &r : ranking.rows)
        rankedByIndex.insert(r.candidateIndex, &r);
    double fastest = 0; // max_slowdown keeps throughput >= fastest / k (spec decision 3); it is always ranked
    for (const RankedConfiguration &r : ranking.rows)
        if (const auto &p = evaluation.candidates.at(r.candidateIndex).prediction)
            fastest = std::max(fastest, p->throughputTokensPerSecond);
    for (int i = 0; i < evaluation.candidates.size(); ++i) {
        std::optional<Reason> notRanked;
        if (ranking.droppedBySlowdown.contains(i) && ranking.policy.maxSlowdown)
            notRanked = Reason {Reason::Code::BelowMaxSlowdown,
                {fastest, *ranking.policy.maxSlowdown, fastest / *ranking.policy.maxSlowdown}};
        else if (ranking.outsideLimit.contains(i))
            notRanked = Reason::text(QStringLiteral("not ranked: %1").arg(ranking.outsideLimit.value(i)));
        row(i,
            OutputColumns::row(OutputColumns::explain(),
                {evaluation, evaluation.candidates.at(i), rankedByIndex.value(i, nullptr), ranking.policy,
                    notRanked}));
    }
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
    const bool minGpu = GoalInfo::of(policy.goal).kind != GoalKind::MultiObjective; // no weights
    QJsonObject object {{QStringLiteral("goal"), goalName(policy.goal)},
        {QStringLiteral("strategy"), minGpu ? goalName(policy.goal) : QStringLiteral("multi_objective")},
        {QStringLiteral("alpha"), minGpu ? QJsonValue() : QJsonValue(policy.weights.alpha)},
        {QStringLiteral("beta"), minGpu ? QJsonValue() : QJsonValue(policy.weights.beta)},
        {QStringLiteral("max_slowdown"),
            policy.maxSlowdown && !minGpu ? QJsonValue(*policy.maxSlowdown) : QJsonValue()},
        {QStringLiteral("top_k"), policy.topK}, {QStringLiteral("predictor"), p.performance},
        {QStringLiteral("fallback"), p.fallback}, {QStringLiteral("energy"), p.energy},
        {QStringLiteral("feasibility"), p.feasibility},
        {QStringLiteral("feasibility_check"), OutputColumns::feasibilityLabel(evaluation)},
        {QStringLiteral("empirical_oom_guard"), p.empiricalOomGuard},
        {QStringLiteral("empirical_oom_token_budget"), double(p.empiricalOomTokenBudget)},
        {QStringLiteral("kavier_calibration"), p.kavierCalibration},
        {QStringLiteral("energy_metric"), energyMetricName(policy.energyMetric)},
        {QStringLiteral("layouts"), layoutFilterName(evaluation.config.grid.layouts)},
        // the memory margin (fraction of capacity, 0 … 1) and the parallel layouts searched (issue 35)
        {QStringLiteral("memory_margin"), evaluation.config.training.memoryMargin},
        {QStringLiteral("parallel_layouts"), evaluation.config.search.layouts.name()}};
    // The seed's min-max scores leave the seed's policy object as it was, byte for byte.
    if (policy.scoreNormalization != ScoreNormalization::MinMax)
        object.insert(
            QStringLiteral("score_normalization"), scoreNormalizationName(policy.scoreNormalization));
    if (evaluation.config.showsNodePower()) { // issue 34: which power the energy figures count
        const Infrastructure &infra = evaluation.config.infrastructure;
        object.insert(QStringLiteral("power_model"), p.energy);
        object.insert(QStringLiteral("energy_power"),
            infra.countsNodePower(p.energy) ? QStringLiteral("node") : QStringLiteral("gpu"));
        object.insert(QStringLiteral("host_power_w_per_node"), evaluation.hostPowerWPerNode);
        object.insert(QStringLiteral("cooling"),
            evaluation.liquidCooled ? QStringLiteral("liquid") : QStringLiteral("air"));
        object.insert(QStringLiteral("host_power_from"),
            infra.hostPowerWPerNode ? QStringLiteral("set") : QStringLiteral("cooling"));
    }
    if (policy.goal == Goal::Deadline && policy.deadlineSeconds)
        object.insert(QStringLiteral("deadline_s"), *policy.deadlineSeconds);
    if (policy.goal == Goal::Budget && policy.budget) {
        object.insert(QStringLiteral("budget"), policy.budget->amount);
        object.insert(QStringLiteral("budget_unit"),
            policy.budget->unit == Budget::Unit::GpuHours ? QStringLiteral("gpu_hours")
                                                          : QStringLiteral("cost"));
    }
    return object;
}

QByteArray RecommendationRows::toCsv(const Evaluation &evaluation, const Ranking &ranking, bool allRows)
{
    const bool nodePower = evaluation.config.showsNodePower();
    const bool layouts = !evaluation.config.search.layouts.isDataParallel();
    OutputTable table(recommendColumns(nodePower, layouts));
    for (const QVariantList &row : recommendRows(evaluation, ranking, !allRows))
        table.addRow(OutputColumns::shownCells(row, OutputColumns::recommend(), nodePower, layouts));
    return table.toCsv().toUtf8();
}

QByteArray RecommendationRows::toJson(const Evaluation &evaluation, const Ranking &ranking, bool allRows)
{
    const bool nodePower = evaluation.config.showsNodePower();
    const bool layouts = !evaluation.config.search.layouts.isDataParallel();
    OutputTable table(recommendColumns(nodePower, layouts));
    for (const QVariantList &row : recommendRows(evaluation, ranking, !allRows))
        table.addRow(OutputColumns::shownCells(row, OutputColumns::recommend(), nodePower, layouts));
    const QByteArray workload = QJsonDocument(workloadJson(evaluation.config)).toJson(QJsonDocument::Compact);
    const QByteArray policy
        = QJsonDocument(policyJson(evaluation, ranking.policy)).toJson(QJsonDocument::Compact);
    return "{\"workload\":" + workload + ",\"policy\":" + policy
        + ",\"recommendations\":" + table.toJson().trimmed().toUtf8() + "}\n";
}
