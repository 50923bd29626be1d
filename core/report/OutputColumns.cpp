#include "report/OutputColumns.h"

#include "predict/PredictorRegistry.h"
#include "report/LearnedCells.h"
#include "report/MemoryCells.h"
#include "report/PlausibilityCells.h"
#include "report/ReasonText.h"
#include "report/RecommendationRows.h"
#include "report/StepTimeCells.h"

#include <cmath>

namespace OutputColumns {

namespace {

using C = RowContext;

QVariant number(double value)
{
    return std::isfinite(value) ? QVariant(value) : QVariant();
}

QVariant optionalNumber(const std::optional<double> &value)
{
    return value ? number(*value) : QVariant();
}

const Prediction *prediction(const C &c)
{
    return c.candidate.prediction ? &*c.candidate.prediction : nullptr;
}

double throughput(const C &c)
{
    return prediction(c) ? prediction(c)->throughputTokensPerSecond : NAN;
}

double clusterPower(const C &c)
{
    return prediction(c) ? c.candidate.clusterPowerWatts() : NAN;
}

QVariant error(const C &c)
{
    const EvaluatedCandidate &k = c.candidate;
    if (!k.verdict.feasible)
        return QStringLiteral("infeasible: %1").arg(ReasonText::verdict(k.verdict));
    if (c.notRanked)
        return ReasonText::text(*c.notRanked);
    if (k.predictionError)
        return ReasonText::text(*k.predictionError);
    return {};
}

QVariant memory(const C &c, double MemoryBreakdown::*field)
{
    const std::optional<MemoryBreakdown> &m = c.candidate.verdict.memory;
    return m ? number((*m).*field) : QVariant();
}

QVariant score(const C &c, double RankedConfiguration::*field)
{
    return c.ranked ? number(c.ranked->*field) : QVariant();
}

bool multiObjective(const C &c)
{
    return !isGpuCountGoal(c.policy.goal);
}

QString predictorLabel(const Evaluation &evaluation)
{
    const PredictorSettings &p = evaluation.config.predictors;
    return PredictorRegistry::label(p.performance, p.fallback);
}

Column column(Id id, const char *name, const char *unit, std::function<QVariant(const C &)> value)
{
    return {id, QString::fromLatin1(name), QString::fromUtf8(unit), std::move(value)};
}

} // namespace

const QList<Column> &recommend()
{
    static const QList<Column> columns {
        column(Id::Rank, "rank", "",
            [](const C &c) { return c.ranked ? QVariant(qint64(c.ranked->rank)) : QVariant(); }),
        column(Id::TotalGpus, "total_gpus", "",
            [](const C &c) { return QVariant(qint64(c.candidate.candidate.totalGpus)); }),
        column(Id::GpusPerNode, "gpus_per_node", "",
            [](const C &c) { return QVariant(qint64(c.candidate.candidate.gpusPerNode)); }),
        column(Id::NumberOfNodes, "number_of_nodes", "",
            [](const C &c) { return QVariant(qint64(c.candidate.candidate.numberOfNodes)); }),
        column(Id::BatchSize, "batch_size", "",
            [](const C &c) { return QVariant(qint64(c.candidate.candidate.batchSize)); }),
        column(Id::TotalBatch, "total_batch", "",
            [](const C &c) { return QVariant(qint64(c.candidate.candidate.totalBatch())); }),
        column(Id::Throughput, "throughput_tokens_per_s", "tokens/s",
            [](const C &c) { return number(throughput(c)); }),
        column(Id::ThroughputSource, "throughput_source", "",
            [](const C &c) { return prediction(c) ? QVariant(prediction(c)->source) : QVariant(); }),
        column(Id::PowerPerGpu, "power_w_per_gpu", "W",
            [](const C &c) {
                return prediction(c) && prediction(c)->powerWattsPerGpu
                    ? number(*prediction(c)->powerWattsPerGpu)
                    : QVariant();
            }),
        column(Id::ClusterPower, "cluster_power_w", "W", [](const C &c) { return number(clusterPower(c)); }),
        column(Id::TokensPerJoule, "tokens_per_joule", "tokens/J",
            [](const C &c) { return number(throughput(c) / clusterPower(c)); }),
        column(Id::RuntimeScore, "runtime_score", "",
            [](const C &c) { return score(c, &RankedConfiguration::runtimeScore); }),
        column(Id::EnergyScore, "energy_score", "",
            [](const C &c) { return score(c, &RankedConfiguration::energyScore); }),
        column(Id::CombinedScore, "combined_score", "",
            [](const C &c) { return score(c, &RankedConfiguration::combinedScore); }),
        column(
            Id::Feasible, "feasible", "", [](const C &c) { return QVariant(c.candidate.verdict.feasible); }),
        column(Id::Error, "error", "", error),
        column(Id::Reason, "reason", "",
            [](const C &c) { return QVariant(ReasonText::verdict(c.candidate.verdict)); }),
        column(Id::MemoryPerGpu, "memory_gb_per_gpu", "GB",
            [](const C &c) { return memory(c, &MemoryBreakdown::totalGb); }),
        column(Id::MemoryCapacity, "memory_capacity_gb", "GB",
            [](const C &c) { return memory(c, &MemoryBreakdown::capacityGb); }),
        column(Id::Runtime, "runtime_s", "s",
            [](const C &c) {
                return optionalNumber(RecommendationRows::runtimeSeconds(c.evaluation, c.candidate));
            }),
        column(Id::Energy, "energy_kwh", "kWh",
            [](const C &c) {
                return optionalNumber(RecommendationRows::energyKwh(c.evaluation, c.candidate));
            }),
        column(Id::MeasuredRunCount, "measured_run_count", "",
            [](const C &c) {
                return prediction(c) && prediction(c)->source == PredictorId::Cache
                    ? QVariant(qint64(prediction(c)->runCount))
                    : QVariant();
            }),
        column(Id::LlmModel, "llm_model", "",
            [](const C &c) { return QVariant(c.evaluation.config.workload.llmModel); }),
        column(Id::FineTuningMethod, "fine_tuning_method", "",
            [](const C &c) { return QVariant(c.evaluation.config.workload.method); }),
        column(Id::GpuModel, "gpu_model", "",
            [](const C &c) { return QVariant(c.evaluation.config.workload.gpuModel); }),
        column(Id::TokensPerSample, "tokens_per_sample", "",
            [](const C &c) { return QVariant(c.evaluation.config.workload.tokensPerSample); }),
        column(Id::Goal, "goal", "", [](const C &c) { return QVariant(goalName(c.policy.goal)); }),
        column(Id::Alpha, "alpha", "",
            [](const C &c) { return multiObjective(c) ? number(c.policy.weights.alpha) : QVariant(); }),
        column(Id::Beta, "beta", "",
            [](const C &c) { return multiObjective(c) ? number(c.policy.weights.beta) : QVariant(); }),
        column(Id::Predictor, "predictor", "",
            [](const C &c) { return QVariant(predictorLabel(c.evaluation)); }),
        column(Id::FeasibilityMode, "feasibility_mode", "",
            [](const C &c) { return QVariant(feasibilityLabel(c.evaluation)); }),
        column(Id::TieRank, "tie_rank", "",
            [](const C &c) { return c.ranked ? QVariant(qint64(c.ranked->tieRank)) : QVariant(); }),
        column(Id::Dominated, "dominated", "",
            [](const C &c) { return c.ranked ? QVariant(c.ranked->dominated) : QVariant(); }),
        column(Id::Plausible, "plausible", "",
            [](const C &c) { return PlausibilityCells::plausible(prediction(c)); }),
        column(Id::PlausibilityNote, "plausibility_note", "",
            [](const C &c) { return PlausibilityCells::note(prediction(c)); }),
        column(Id::ModelFlopsUtilization, "mfu_percent", "%",
            [](const C &c) { return PlausibilityCells::mfuPercent(prediction(c)); }),
        column(Id::ThroughputUncertainty, "throughput_uncertainty_percent", "%",
            [](const C &c) { return LearnedCells::uncertaintyPercent(prediction(c)); }),
        column(
            Id::InDomain, "in_domain", "", [](const C &c) { return LearnedCells::inDomain(prediction(c)); }),
        column(Id::StepTime, "step_time_s", "s",
            [](const C &c) { return StepTimeCells::seconds(prediction(c), StepTimeCells::Part::Step); }),
        column(Id::ComputeTime, "compute_s", "s",
            [](const C &c) { return StepTimeCells::seconds(prediction(c), StepTimeCells::Part::Compute); }),
        column(Id::RecomputeTime, "recompute_s", "s",
            [](const C &c) { return StepTimeCells::seconds(prediction(c), StepTimeCells::Part::Recompute); }),
        column(Id::ExposedCommTime, "exposed_comm_s", "s",
            [](const C &c) {
                return StepTimeCells::seconds(prediction(c), StepTimeCells::Part::ExposedComm);
            }),
        column(Id::OptimizerTime, "optimizer_s", "s",
            [](const C &c) { return StepTimeCells::seconds(prediction(c), StepTimeCells::Part::Optimizer); }),
        column(Id::FixedTime, "fixed_s", "s",
            [](const C &c) { return StepTimeCells::seconds(prediction(c), StepTimeCells::Part::Fixed); }),
        column(Id::StepBound, "bound", "", [](const C &c) { return StepTimeCells::bound(prediction(c)); }),
        column(Id::HardwareFlopsUtilization, "hfu_percent", "%",
            [](const C &c) { return StepTimeCells::hfuPercent(prediction(c)); }),
        column(Id::InterNodeGbps, "inter_node_gbps", "Gbit/s",
            [](const C &c) { return StepTimeCells::interNodeGbps(prediction(c)); }),
        column(Id::IntraNodeBusGBps, "intra_node_bus_GBps", "GB/s",
            [](const C &c) { return StepTimeCells::intraNodeBusGBps(prediction(c)); }),
        column(Id::GpuHours, "gpu_hours", "GPU-h",
            [](const C &c) {
                return optionalNumber(RecommendationRows::gpuHours(c.evaluation, c.candidate));
            }),
        column(Id::Cost, "cost", "",
            [](const C &c) { return optionalNumber(RecommendationRows::cost(c.evaluation, c.candidate)); }),
        column(Id::Currency, "currency", "",
            [](const C &c) {
                const Infrastructure &infra = c.evaluation.config.infrastructure;
                return infra.hasPrices() && !infra.currency.isEmpty() ? QVariant(infra.currency) : QVariant();
            }),
    };
    return columns;
}

const QList<Column> &explain()
{
    static const QList<Column> columns = [] {
        QList<Column> list = recommend();
        list << column(Id::Verdict, "verdict", "", [](const C &c) {
            return QVariant(
                c.candidate.verdict.feasible ? QStringLiteral("feasible") : QStringLiteral("rejected"));
        }) << column(Id::WeightsGb, "weights_gb", "GB", [](const C &c) {
            return memory(c, &MemoryBreakdown::weightsGb);
        }) << column(Id::GradientsGb, "gradients_gb", "GB", [](const C &c) {
            return memory(c, &MemoryBreakdown::gradientsGb);
        }) << column(Id::OptimizerGb, "optimizer_gb", "GB", [](const C &c) {
            return memory(c, &MemoryBreakdown::optimizerGb);
        }) << column(Id::WorkingSetGb, "working_set_gb", "GB", [](const C &c) {
            return memory(c, &MemoryBreakdown::workingSetGb);
        }) << column(Id::ActivationsGb, "activations_gb", "GB", [](const C &c) {
            return memory(c, &MemoryBreakdown::activationsGb);
        }) << column(Id::OptimizerStepGb, "optimizer_step_gb", "GB", [](const C &c) {
            return memory(c, &MemoryBreakdown::optimizerStepGb);
        });
        int id = int(Id::PeakAllocatedGb);
        for (const MemoryCells::Cell &cell : MemoryCells::cells())
            list << column(Id(id++), cell.name, cell.unit,
                [value = cell.value](const C &c) { return value(c.candidate.verdict); });
        return list;
    }();
    return columns;
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

bool isWorkloadColumn(Id id)
{
    return id == Id::LlmModel || id == Id::FineTuningMethod || id == Id::GpuModel
        || id == Id::TokensPerSample;
}

QStringList names(const QList<Column> &columns)
{
    QStringList list;
    for (const Column &c : columns)
        list.append(c.name);
    return list;
}

int indexOf(const QList<Column> &columns, Id id)
{
    for (int i = 0; i < columns.size(); ++i)
        if (columns.at(i).id == id)
            return i;
    return -1;
}

QVariantList row(const QList<Column> &columns, const RowContext &context)
{
    QVariantList cells;
    cells.reserve(columns.size());
    for (const Column &c : columns)
        cells.append(c.value(context));
    return cells;
}

} // namespace OutputColumns
