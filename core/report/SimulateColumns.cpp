#include "report/SimulateColumns.h"

#include "report/LearnedCells.h"
#include "report/MemoryCells.h"
#include "report/PlausibilityCells.h"
#include "report/ReasonText.h"
#include "report/StepTimeCells.h"

namespace SimulateColumns {

namespace {

using C = EvaluatedCandidate;

const Prediction *prediction(const C &c)
{
    return c.prediction ? &*c.prediction : nullptr;
}

std::optional<double> powerPerGpu(const C &c)
{
    return prediction(c) ? prediction(c)->powerWattsPerGpu : std::nullopt;
}

QVariant memory(const C &c, double MemoryBreakdown::*field)
{
    return c.verdict.memory ? QVariant((*c.verdict.memory).*field) : QVariant();
}

Column column(Id id, const char *name, const char *unit, std::function<QVariant(const C &)> value)
{
    return {id, QString::fromLatin1(name), QString::fromUtf8(unit), std::move(value)};
}

const QList<Column> &baseColumns();

} // namespace

const QList<Column> &columns()
{
    static const QList<Column> list = [] {
        QList<Column> all = baseColumns();
        int id = int(Id::PeakAllocatedGb);
        for (const MemoryCells::Cell &cell : MemoryCells::cells())
            all << column(Id(id++), cell.name, cell.unit,
                [value = cell.value](const C &c) { return value(c.verdict); });
        return all;
    }();
    return list;
}

namespace {

const QList<Column> &baseColumns()
{
    static const QList<Column> list {
        column(Id::TotalGpus, "total_gpus", "",
            [](const C &c) { return QVariant(qint64(c.candidate.totalGpus)); }),
        column(Id::Throughput, "throughput_tokens_per_s", "tokens/s",
            [](const C &c) {
                return prediction(c) ? QVariant(prediction(c)->throughputTokensPerSecond) : QVariant();
            }),
        column(Id::PowerPerGpu, "power_w_per_gpu", "W",
            [](const C &c) { return powerPerGpu(c) ? QVariant(*powerPerGpu(c)) : QVariant(); }),
        column(Id::ClusterPower, "cluster_power_w", "W",
            [](const C &c) {
                return powerPerGpu(c) ? QVariant(*powerPerGpu(c) * double(c.candidate.totalGpus))
                                      : QVariant();
            }),
        column(Id::Feasible, "feasible", "", [](const C &c) { return QVariant(c.verdict.feasible); }),
        column(Id::Reason, "reason", "", [](const C &c) { return QVariant(ReasonText::verdict(c.verdict)); }),
        column(Id::MemoryPerGpu, "memory_gb_per_gpu", "GB",
            [](const C &c) { return c.verdict.memory ? QVariant(c.verdict.memory->totalGb) : QVariant(); }),
        column(Id::Error, "error", "",
            [](const C &c) {
                return c.predictionError ? QVariant(ReasonText::text(*c.predictionError)) : QVariant();
            }),
        column(Id::MemoryCapacity, "memory_capacity_gb", "GB",
            [](const C &c) { return memory(c, &MemoryBreakdown::capacityGb); }),
        column(Id::WeightsGb, "weights_gb", "GB",
            [](const C &c) { return memory(c, &MemoryBreakdown::weightsGb); }),
        column(Id::GradientsGb, "gradients_gb", "GB",
            [](const C &c) { return memory(c, &MemoryBreakdown::gradientsGb); }),
        column(Id::OptimizerGb, "optimizer_gb", "GB",
            [](const C &c) { return memory(c, &MemoryBreakdown::optimizerGb); }),
        column(Id::WorkingSetGb, "working_set_gb", "GB",
            [](const C &c) { return memory(c, &MemoryBreakdown::workingSetGb); }),
        column(Id::ActivationsGb, "activations_gb", "GB",
            [](const C &c) { return memory(c, &MemoryBreakdown::activationsGb); }),
        column(Id::OptimizerStepGb, "optimizer_step_gb", "GB",
            [](const C &c) { return memory(c, &MemoryBreakdown::optimizerStepGb); }),
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
    };
    return list;
}

} // namespace

QStringList names()
{
    QStringList list;
    for (const Column &c : columns())
        list.append(c.name);
    return list;
}

int indexOf(Id id)
{
    for (int i = 0; i < columns().size(); ++i)
        if (columns().at(i).id == id)
            return i;
    return -1;
}

QVariantList row(const EvaluatedCandidate &candidate)
{
    QVariantList cells;
    cells.reserve(columns().size());
    for (const Column &c : columns())
        cells.append(c.value(candidate));
    return cells;
}

QVariantList failedRow(const QString &error)
{
    QVariantList cells(columns().size());
    cells[indexOf(Id::Feasible)] = false;
    cells[indexOf(Id::Error)] = error;
    return cells;
}

} // namespace SimulateColumns
