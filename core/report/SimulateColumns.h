#pragma once

#include "model/Evaluation.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <functional>

/// The result columns of `simulate` (cli.md "simulate") as one descriptor table {id, name, unit,
/// getter} over one checked and predicted configuration; the command appends them after its input
/// columns. Unlike OutputColumns' `error`, `error` here is only the prediction failure.
namespace SimulateColumns {

/// Every column, in output order.
enum class Id {
    TotalGpus,
    Throughput,
    PowerPerGpu,
    ClusterPower,
    Feasible,
    Reason,
    MemoryPerGpu,
    Error,
    // the memory breakdown (training-setups.md: every term shown), after the columns of cli.md
    MemoryCapacity,
    WeightsGb,
    GradientsGb,
    OptimizerGb,
    WorkingSetGb,
    ActivationsGb,
    OptimizerStepGb,
    Plausible, ///< the prediction is within Plausibility's bounds (OutputColumns' `plausible`)
    PlausibilityNote,
    ModelFlopsUtilization, ///< percent
    ThroughputUncertainty, ///< learned predictors: ± one standard deviation, percent (OutputColumns' too)
    InDomain, ///< learned predictors: inside the training domain (OutputColumns' `in_domain`)
    // the roofline step-time breakdown (cli.md third part; empty unless roofline predicted)
    StepTime,
    ComputeTime,
    RecomputeTime,
    ExposedCommTime,
    OptimizerTime,
    FixedTime,
    StepBound,
    HardwareFlopsUtilization,
    InterNodeGbps, ///< the network the roofline assumed: inter-node Gbit/s per node
    IntraNodeBusGBps, ///< and the intra-node bus GB/s
    // the memory model's third-release cells (MemoryCells, in its order)
    PeakAllocatedGb,
    LogitsGb,
    FrozenGradientsGb,
    DequantGb,
    AllocatorGb,
    ContextGb,
    MaxPerDeviceBatch,
    MaxTokensPerSample,
    Fix,
};

struct Column
{
    Id id;
    QString name; ///< CSV header and JSON key, e.g. "cluster_power_w"
    QString unit; ///< "tokens/s", "W", "GB", or empty
    /// The raw cell: double, qint64, bool, QString, or null (missing value). Texts are English.
    std::function<QVariant(const EvaluatedCandidate &)> value;
};

/// The columns, in output order.
const QList<Column> &columns();
/// Their names, in order.
QStringList names();
/// The position of `id` in columns().
int indexOf(Id id);
/// One row: each column's value for `candidate` (the prediction is shown even when infeasible).
QVariantList row(const EvaluatedCandidate &candidate);
/// The row of a case that could not be simulated: feasible false, `error` set, the rest null.
QVariantList failedRow(const QString &error);

} // namespace SimulateColumns
