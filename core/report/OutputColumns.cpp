#include "report/OutputColumns.h"

#include "model/PredictorIds.h"
#include "model/PredictorName.h"
#include "model/TimeAndMoney.h"
#include "report/IntervalCells.h"
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
    return PredictorName::outputLabel(p.performance, p.fallback);
}

Column make(Id id, const char *name, const char *unit, std::function<QVariant(const C &)> value,
    quint8 brief = NotBrief)
{
    return {id, QString::fromLatin1(name), QString::fromUtf8(unit), std::move(value), brief};
}

constexpr quint8 briefBoth = BriefJob | BriefBatch;

/// Every column once, in the order of recommend() then explain()'s additions, then simulate's own.
const QList<Column> &table()
{
    static const QList<Column> columns {
        make(
            Id::Rank, "rank", "",
            [](const C &c) { return c.ranked ? QVariant(qint64(c.ranked->rank)) : QVariant(); }, BriefJob),
        make(
            Id::TotalGpus, "total_gpus", "",
            [](const C &c) { return QVariant(qint64(c.candidate.candidate.totalGpus)); }, briefBoth),
        make(
            Id::GpusPerNode, "gpus_per_node", "",
            [](const C &c) { return QVariant(qint64(c.candidate.candidate.gpusPerNode)); }, briefBoth),
        make(
            Id::NumberOfNodes, "number_of_nodes", "",
            [](const C &c) { return QVariant(qint64(c.candidate.candidate.numberOfNodes)); }, briefBoth),
        make(
            Id::BatchSize, "batch_size", "",
            [](const C &c) { return QVariant(qint64(c.candidate.candidate.batchSize)); }, briefBoth),
        make(
            Id::TotalBatch, "total_batch", "",
            [](const C &c) { return QVariant(qint64(c.candidate.candidate.totalBatch())); }, BriefJob),
        make(
            Id::Throughput, "throughput_tokens_per_s", "tokens/s",
            [](const C &c) { return number(throughput(c)); }, briefBoth),
        make(
            Id::ThroughputSource, "throughput_source", "",
            [](const C &c) { return prediction(c) ? QVariant(prediction(c)->source) : QVariant(); },
            briefBoth),
        make(
            Id::PowerPerGpu, "power_w_per_gpu", "W",
            [](const C &c) {
                return prediction(c) && prediction(c)->powerWattsPerGpu
                    ? number(*prediction(c)->powerWattsPerGpu)
                    : QVariant();
            },
            BriefJob),
        make(
            Id::ClusterPower, "cluster_power_w", "W", [](const C &c) { return number(clusterPower(c)); },
            briefBoth),
        make(
            Id::TokensPerJoule, "tokens_per_joule", "tokens/J",
            [](const C &c) { return number(throughput(c) / clusterPower(c)); }, BriefJob),
        make(Id::RuntimeScore, "runtime_score", "",
            [](const C &c) { return score(c, &RankedConfiguration::runtimeScore); }),
        make(Id::EnergyScore, "energy_score", "",
            [](const C &c) { return score(c, &RankedConfiguration::energyScore); }),
        make(
            Id::CombinedScore, "combined_score", "",
            [](const C &c) { return score(c, &RankedConfiguration::combinedScore); }, BriefJob),
        make(Id::Feasible, "feasible", "", [](const C &c) { return QVariant(c.candidate.verdict.feasible); }),
        make(
            Id::MemoryVerdict, "memory_verdict", "",
            [](const C &c) { return MemoryCells::memoryVerdict(c.candidate.verdict); }, BriefJob),
        make(Id::Error, "error", "", error, BriefBatch),
        make(Id::Reason, "reason", "",
            [](const C &c) { return QVariant(ReasonText::verdict(c.candidate.verdict)); }),
        make(
            Id::MemoryPerGpu, "memory_gb_per_gpu", "GB",
            [](const C &c) { return memory(c, &MemoryBreakdown::totalGb); }, BriefJob),
        make(Id::MemoryCapacity, "memory_capacity_gb", "GB",
            [](const C &c) { return memory(c, &MemoryBreakdown::capacityGb); }),
        make(
            Id::Runtime, "runtime_s", "s",
            [](const C &c) {
                return optionalNumber(TimeAndMoney::runtimeSeconds(c.evaluation, c.candidate));
            },
            BriefJobWithJobSize),
        make(
            Id::Energy, "energy_kwh", "kWh",
            [](const C &c) { return optionalNumber(TimeAndMoney::energyKwh(c.evaluation, c.candidate)); },
            BriefJobWithJobSize),
        make(Id::MeasuredRunCount, "measured_run_count", "",
            [](const C &c) {
                return prediction(c) && prediction(c)->source == PredictorId::Cache
                    ? QVariant(qint64(prediction(c)->runCount))
                    : QVariant();
            }),
        make(Id::LlmModel, "llm_model", "",
            [](const C &c) { return QVariant(c.evaluation.config.workload.llmModel); }),
        make(Id::FineTuningMethod, "fine_tuning_method", "",
            [](const C &c) { return QVariant(c.evaluation.config.workload.method); }),
        make(Id::GpuModel, "gpu_model", "",
            [](const C &c) { return QVariant(c.evaluation.config.workload.gpuModel); }),
        make(Id::TokensPerSample, "tokens_per_sample", "",
            [](const C &c) { return QVariant(c.evaluation.config.workload.tokensPerSample); }),
        make(Id::Goal, "goal", "", [](const C &c) { return QVariant(goalName(c.policy.goal)); }),
        make(Id::Alpha, "alpha", "",
            [](const C &c) { return multiObjective(c) ? number(c.policy.weights.alpha) : QVariant(); }),
        make(Id::Beta, "beta", "",
            [](const C &c) { return multiObjective(c) ? number(c.policy.weights.beta) : QVariant(); }),
        make(Id::Predictor, "predictor", "",
            [](const C &c) { return QVariant(predictorLabel(c.evaluation)); }),
        make(Id::FeasibilityMode, "feasibility_mode", "",
            [](const C &c) { return QVariant(feasibilityLabel(c.evaluation)); }),
        make(Id::TieRank, "tie_rank", "",
            [](const C &c) { return c.ranked ? QVariant(qint64(c.ranked->tieRank)) : QVariant(); }),
        make(Id::Dominated, "dominated", "",
            [](const C &c) { return c.ranked ? QVariant(c.ranked->dominated) : QVariant(); }),
        make(Id::Plausible, "plausible", "",
            [](const C &c) { return PlausibilityCells::plausible(prediction(c)); }),
        make(Id::PlausibilityNote, "plausibility_note", "",
            [](const C &c) { return PlausibilityCells::note(prediction(c)); }),
        make(Id::ModelFlopsUtilization, "mfu_percent", "%",
            [](const C &c) { return PlausibilityCells::mfuPercent(prediction(c)); }),
        make(Id::ThroughputUncertainty, "throughput_uncertainty_percent", "%",
            [](const C &c) { return LearnedCells::uncertaintyPercent(prediction(c)); }),
        make(Id::InDomain, "in_domain", "", [](const C &c) { return LearnedCells::inDomain(prediction(c)); }),
        make(Id::StepTime, "step_time_s", "s",
            [](const C &c) { return StepTimeCells::seconds(prediction(c), StepTimeCells::Part::Step); }),
        make(Id::ComputeTime, "compute_s", "s",
            [](const C &c) { return StepTimeCells::seconds(prediction(c), StepTimeCells::Part::Compute); }),
        make(Id::RecomputeTime, "recompute_s", "s",
            [](const C &c) { return StepTimeCells::seconds(prediction(c), StepTimeCells::Part::Recompute); }),
        make(Id::ExposedCommTime, "exposed_comm_s", "s",
            [](const C &c) {
                return StepTimeCells::seconds(prediction(c), StepTimeCells::Part::ExposedComm);
            }),
        make(Id::HiddenCommTime, "hidden_comm_s", "s",
            [](const C &c) {
                return StepTimeCells::seconds(prediction(c), StepTimeCells::Part::HiddenComm);
            }),
        make(Id::OptimizerTime, "optimizer_s", "s",
            [](const C &c) { return StepTimeCells::seconds(prediction(c), StepTimeCells::Part::Optimizer); }),
        make(Id::FixedTime, "fixed_s", "s",
            [](const C &c) { return StepTimeCells::seconds(prediction(c), StepTimeCells::Part::Fixed); }),
        make(Id::StepBound, "bound", "", [](const C &c) { return StepTimeCells::bound(prediction(c)); }),
        make(Id::HardwareFlopsUtilization, "hfu_percent", "%",
            [](const C &c) { return StepTimeCells::hfuPercent(prediction(c)); }),
        make(Id::InterNodeGbps, "inter_node_gbps", "Gbit/s",
            [](const C &c) { return StepTimeCells::interNodeGbps(prediction(c)); }),
        make(Id::IntraNodeBusGBps, "intra_node_bus_GBps", "GB/s",
            [](const C &c) { return StepTimeCells::intraNodeBusGBps(prediction(c)); }),
        make(
            Id::GpuHours, "gpu_hours", "GPU-h",
            [](const C &c) { return optionalNumber(TimeAndMoney::gpuHours(c.evaluation, c.candidate)); },
            BriefJobWithJobSize),
        make(
            Id::Cost, "cost", "",
            [](const C &c) { return optionalNumber(TimeAndMoney::cost(c.evaluation, c.candidate)); },
            BriefJobWithPrice),
        make(Id::Currency, "currency", "",
            [](const C &c) {
                const Infrastructure &infra = c.evaluation.config.infrastructure;
                return infra.hasPrices() && !infra.currency.isEmpty() ? QVariant(infra.currency) : QVariant();
            }),
        // node power (issue 34), appended after the time-and-money columns
        make(Id::NodePowerPerGpu, "node_power_w_per_gpu", "W",
            [](const C &c) {
                return prediction(c) ? optionalNumber(prediction(c)->nodePowerWattsPerGpu) : QVariant();
            }),
        make(Id::EnergyPower, "energy_power", "",
            [](const C &c) {
                return prediction(c) ? QVariant(
                           prediction(c)->countsNodePower ? QStringLiteral("node") : QStringLiteral("gpu"))
                                     : QVariant();
            }),
        // explain only
        make(Id::Verdict, "verdict", "",
            [](const C &c) {
                return QVariant(
                    c.candidate.verdict.feasible ? QStringLiteral("feasible") : QStringLiteral("rejected"));
            }),
        make(Id::WeightsGb, "weights_gb", "GB",
            [](const C &c) { return memory(c, &MemoryBreakdown::weightsGb); }),
        make(Id::GradientsGb, "gradients_gb", "GB",
            [](const C &c) { return memory(c, &MemoryBreakdown::gradientsGb); }),
        make(Id::OptimizerGb, "optimizer_gb", "GB",
            [](const C &c) { return memory(c, &MemoryBreakdown::optimizerGb); }),
        make(Id::WorkingSetGb, "working_set_gb", "GB",
            [](const C &c) { return memory(c, &MemoryBreakdown::workingSetGb); }),
        make(Id::ActivationsGb, "activations_gb", "GB",
            [](const C &c) { return memory(c, &MemoryBreakdown::activationsGb); }),
        make(Id::OptimizerStepGb, "optimizer_step_gb", "GB",
            [](const C &c) { return memory(c, &MemoryBreakdown::optimizerStepGb); }),
        // the memory model's third-release columns (issue 22; MemoryBreakdown, MemoryCells)
        make(Id::PeakAllocatedGb, "peak_allocated_gb", "GB",
            [](const C &c) { return memory(c, &MemoryBreakdown::peakAllocatedGb); }),
        make(Id::LogitsGb, "logits_gb", "GB",
            [](const C &c) { return memory(c, &MemoryBreakdown::logitsGb); }),
        make(Id::FrozenGradientsGb, "frozen_gradients_gb", "GB",
            [](const C &c) { return memory(c, &MemoryBreakdown::frozenGradientsGb); }),
        make(Id::DequantGb, "dequant_gb", "GB",
            [](const C &c) { return memory(c, &MemoryBreakdown::dequantGb); }),
        make(Id::AllocatorGb, "allocator_gb", "GB",
            [](const C &c) { return memory(c, &MemoryBreakdown::allocatorGb); }),
        make(Id::ContextGb, "context_gb", "GB",
            [](const C &c) { return memory(c, &MemoryBreakdown::contextGb); }),
        make(Id::MaxPerDeviceBatch, "max_per_device_batch", "",
            [](const C &c) { return MemoryCells::maxPerDeviceBatch(c.candidate.verdict); }),
        make(Id::MaxTokensPerSample, "max_tokens_per_sample", "",
            [](const C &c) { return MemoryCells::maxTokensPerSample(c.candidate.verdict); }),
        make(Id::MaxPerDeviceBatchTight, "max_per_device_batch_tight", "",
            [](const C &c) { return MemoryCells::maxPerDeviceBatchTight(c.candidate.verdict); }),
        make(Id::MaxTokensPerSampleTight, "max_tokens_per_sample_tight", "",
            [](const C &c) { return MemoryCells::maxTokensPerSampleTight(c.candidate.verdict); }),
        make(Id::Fix, "fix", "", [](const C &c) { return MemoryCells::firstFix(c.candidate.verdict); }),
        // simulate only
        make(Id::PredictionError, "error", "",
            [](const C &c) {
                return c.candidate.predictionError ? QVariant(ReasonText::text(*c.candidate.predictionError))
                                                   : QVariant();
            }),
        // parallel layouts (issue 35)
        make(Id::TensorParallel, "tp", "",
            [](const C &c) { return QVariant(qint64(c.candidate.candidate.layout.tp)); }),
        make(Id::PipelineParallel, "pp", "",
            [](const C &c) { return QVariant(qint64(c.candidate.candidate.layout.pp)); }),
        make(Id::ContextParallel, "cp", "",
            [](const C &c) { return QVariant(qint64(c.candidate.candidate.layout.cp)); }),
        make(Id::DataParallel, "dp", "",
            [](const C &c) {
                const Candidate &candidate = c.candidate.candidate;
                return QVariant(qint64(candidate.layout.dataParallel(candidate.totalGpus)));
            }),
        make(Id::BubbleTime, "bubble_s", "s",
            [](const C &c) {
                const Prediction *p = prediction(c);
                return p && p->stepTime ? QVariant(p->stepTime->bubbleS) : QVariant();
            }),
        make(Id::PeakStage, "peak_stage", "",
            [](const C &c) {
                const std::optional<MemoryBreakdown> &m = c.candidate.verdict.memory;
                return m && m->peakStage >= 0 ? QVariant(qint64(m->peakStage)) : QVariant();
            }),
        make(Id::VirtualStages, "vp", "",
            [](const C &c) { return QVariant(qint64(c.candidate.candidate.layout.virtualStages)); }),
        make(Id::ExpertParallel, "ep", "",
            [](const C &c) { return QVariant(qint64(c.candidate.candidate.layout.ep)); }),
        make(Id::ThroughputP10, "throughput_p10_tokens_per_s", "tokens/s", IntervalCells::p10, BriefJob),
        make(Id::ThroughputP90, "throughput_p90_tokens_per_s", "tokens/s", IntervalCells::p90, BriefJob),
        make(Id::RuntimeP90, "runtime_p90_s", "s", IntervalCells::runtimeP90, BriefJobWithJobSize),
        make(Id::CostP90, "cost_p90", "", IntervalCells::costP90, BriefJobWithPrice),
        make(Id::UncalibratedThroughput, "uncalibrated_throughput_tokens_per_s", "tokens/s",
            IntervalCells::uncalibrated),
    };
    return columns;
}

/// The columns of `ids`, in that order.
QList<Column> select(std::initializer_list<Id> ids)
{
    QList<Column> list;
    for (Id id : ids)
        list.append(column(id));
    return list;
}

/// The columns of table() from `first` to `last` (inclusive), in table order.
QList<Column> range(Id first, Id last)
{
    const QList<Column> &all = table();
    return all.mid(indexOf(all, first), indexOf(all, last) - indexOf(all, first) + 1);
}

/// The parallel-layout columns (issue 35), appended to recommend, explain and simulate.
QList<Column> layoutColumns()
{
    return select({Id::TensorParallel, Id::PipelineParallel, Id::ContextParallel, Id::VirtualStages,
        Id::DataParallel, Id::ExpertParallel, Id::BubbleTime, Id::PeakStage});
}

} // namespace

const QList<Column> &recommend()
{
    static const QList<Column> columns
        = range(Id::Rank, Id::EnergyPower) + layoutColumns() + IntervalCells::columns();
    return columns;
}

const QList<Column> &explain()
{
    static const QList<Column> columns
        = range(Id::Rank, Id::Fix) + layoutColumns() + IntervalCells::columns();
    return columns;
}

const QList<Column> &explainBrief()
{
    static const QList<Column> columns = select({Id::Rank, Id::TotalGpus, Id::GpusPerNode, Id::NumberOfNodes,
        Id::BatchSize, Id::Verdict, Id::MemoryVerdict, Id::MemoryPerGpu, Id::MemoryCapacity, Id::Throughput,
        Id::ClusterPower, Id::CombinedScore, Id::Dominated, Id::Plausible, Id::Reason});
    return columns;
}

const QList<Column> &simulate()
{
    // the columns of cli.md "simulate", then the memory breakdown (training-setups.md: every term shown),
    // the trust columns and the roofline step-time breakdown
    static const QList<Column> columns
        = select({Id::TotalGpus, Id::Throughput, Id::PowerPerGpu, Id::ClusterPower, Id::Feasible,
              Id::MemoryVerdict, Id::Reason, Id::MemoryPerGpu, Id::PredictionError, Id::MemoryCapacity,
              Id::WeightsGb, Id::GradientsGb, Id::OptimizerGb, Id::WorkingSetGb, Id::ActivationsGb,
              Id::OptimizerStepGb, Id::Plausible, Id::PlausibilityNote, Id::ModelFlopsUtilization,
              Id::ThroughputUncertainty, Id::InDomain, Id::StepTime, Id::ComputeTime, Id::RecomputeTime,
              Id::ExposedCommTime, Id::HiddenCommTime, Id::OptimizerTime, Id::FixedTime, Id::StepBound,
              Id::HardwareFlopsUtilization, Id::InterNodeGbps, Id::IntraNodeBusGBps,
              // issue 22, appended: scripts depend on the order above
              Id::PeakAllocatedGb, Id::LogitsGb, Id::FrozenGradientsGb, Id::DequantGb, Id::AllocatorGb,
              Id::ContextGb, Id::MaxPerDeviceBatch, Id::MaxTokensPerSample, Id::Fix,
              // issue 37, appended
              Id::MaxPerDeviceBatchTight, Id::MaxTokensPerSampleTight,
              // issue 34, appended
              Id::NodePowerPerGpu, Id::EnergyPower})
        + layoutColumns();
    return columns;
}

namespace {

/// Whether withNodePower() keeps the column `id`.
bool isShown(Id id, bool nodePower, bool virtualStages)
{
    if (!nodePower && (id == Id::NodePowerPerGpu || id == Id::EnergyPower))
        return false;
    return virtualStages || id != Id::VirtualStages;
}

} // namespace

QList<Column> withNodePower(const QList<Column> &columns, bool nodePower, bool virtualStages)
{
    QList<Column> kept;
    kept.reserve(columns.size());
    for (const Column &c : columns)
        if (isShown(c.id, nodePower, virtualStages))
            kept.append(c);
    return kept;
}

QVariantList shownCells(
    const QVariantList &row, const QList<Column> &columns, bool nodePower, bool virtualStages)
{
    QVariantList kept;
    kept.reserve(row.size());
    for (qsizetype i = 0; i < row.size() && i < columns.size(); ++i)
        if (isShown(columns.at(i).id, nodePower, virtualStages))
            kept.append(row.at(i));
    return kept;
}

const Column &column(Id id)
{
    const QList<Column> &all = table();
    return all.at(indexOf(all, id));
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

} // namespace OutputColumns
