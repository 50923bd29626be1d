#pragma once

#include "model/Evaluation.h"
#include "model/Reason.h"
#include "rank/Ranking.h"

#include <QList>
#include <QString>
#include <QVariant>
#include <functional>
#include <optional>

/// The columns of the `recommend`, `explain` and `simulate` outputs as one descriptor table {id, name,
/// unit, getter, brief}: CSV and JSON exports, the CLI's tables, the batch outputs and the GUI's table
/// models take their column names and raw cell values from it (cli.md; spec "Outputs"). A new column
/// is one more row in OutputColumns.cpp (plus its id in simulate()'s selection if `simulate` shows it).
namespace OutputColumns {

/// Every column, in output order.
enum class Id {
    Rank,
    TotalGpus,
    GpusPerNode,
    NumberOfNodes,
    BatchSize,
    TotalBatch,
    Throughput,
    ThroughputSource,
    PowerPerGpu,
    ClusterPower,
    TokensPerJoule,
    RuntimeScore,
    EnergyScore,
    CombinedScore,
    Feasible,
    MemoryVerdict, ///< issue 37: fits, tight or does-not-fit, beside feasible
    Error,
    Reason,
    MemoryPerGpu,
    MemoryCapacity,
    Runtime,
    Energy,
    MeasuredRunCount,
    LlmModel,
    FineTuningMethod,
    GpuModel,
    TokensPerSample,
    Goal,
    Alpha,
    Beta,
    Predictor,
    FeasibilityMode,
    // trust (issue 14)
    TieRank,
    Dominated,
    Plausible,
    PlausibilityNote,
    ModelFlopsUtilization,
    ThroughputUncertainty, ///< learned predictors: ± % of the throughput
    InDomain, ///< learned predictors: inside the model's training domain
    // the roofline step-time breakdown (cli.md third part; empty unless roofline predicted)
    StepTime,
    ComputeTime,
    RecomputeTime,
    ExposedCommTime,
    HiddenCommTime, ///< collective time hidden under compute (cli.md fifth part)
    OptimizerTime,
    FixedTime,
    StepBound,
    HardwareFlopsUtilization,
    InterNodeGbps, ///< the network the roofline assumed: inter-node Gbit/s per node
    IntraNodeBusGBps, ///< and the intra-node bus GB/s
    // time and money (with a job size; cost only with a price)
    GpuHours,
    Cost,
    Currency,
    // node power (issue 34), appended: scripts read the columns above by position
    NodePowerPerGpu, ///< GPU plus host share, W per GPU
    EnergyPower, ///< which per-GPU power cluster power, energy and the energy score count: gpu or node
    // explain only
    Verdict,
    WeightsGb,
    GradientsGb,
    OptimizerGb,
    WorkingSetGb,
    ActivationsGb,
    OptimizerStepGb,
    // explain and simulate, the memory model's third-release columns (appended: scripts depend on the
    // order above)
    PeakAllocatedGb,
    LogitsGb,
    FrozenGradientsGb,
    DequantGb,
    AllocatorGb,
    ContextGb,
    MaxPerDeviceBatch,
    MaxTokensPerSample,
    MaxPerDeviceBatchTight, ///< issue 37: the `tight` limits beside the `fits` ones
    MaxTokensPerSampleTight,
    Fix,
    // simulate only
    PredictionError, ///< `error` of `simulate`: the prediction failure only (not the verdict)
    // parallel layouts (issue 35): recommend, explain and simulate, appended after their other columns
    TensorParallel, ///< tp
    PipelineParallel, ///< pp
    ContextParallel, ///< cp
    DataParallel, ///< dp = GPUs / (tp · pp · cp)
    BubbleTime, ///< the pipeline bubble, s per step (roofline; 0 without pipeline parallelism)
    PeakStage, ///< the pipeline stage of the rank the memory columns describe (empty for data parallel)
    VirtualStages, ///< vp: virtual pipeline stages per rank (1 when none); shown after cp only when layouts
                   ///< are searched
    ExpertParallel, ///< ep: expert-parallel degree (1 for dense models and without EP), after dp
    // the 80 % prediction interval (PredictionInterval), appended to recommend and explain
    ThroughputP10, ///< throughput_p10_tokens_per_s
    ThroughputP90, ///< throughput_p90_tokens_per_s
    RuntimeP90, ///< runtime_p90_s: the runtime at the p10 throughput (with a job size)
    CostP90, ///< cost_p90: the cost at the p10 throughput (with a job size and a price)
    UncalibratedThroughput, ///< with a calibration profile: the throughput before it
};

/// Where a column appears in `--format table`, the brief table a person reads (csv and json carry every
/// column). Flags, combined with `|`.
enum Brief : quint8 {
    NotBrief = 0,
    BriefJob = 1, ///< `recommend` of one job
    BriefJobWithJobSize
    = 2, ///< `recommend` of one job when the job size is known (runtime, energy, GPU-hours)
    BriefBatch = 4, ///< `recommend --input`: after each job's input columns
    BriefJobWithPrice = 8, ///< `recommend` of one job with a job size and a price (cost)
};

/// What one row is made from.
struct RowContext
{
    const Evaluation &evaluation;
    const EvaluatedCandidate &candidate;
    const RankedConfiguration *ranked = nullptr; ///< null when the candidate is not ranked
    const RankingPolicy &policy;
    std::optional<::Reason> notRanked; ///< explain: why a feasible, predicted candidate is not ranked
};

struct Column
{
    Id id;
    QString name; ///< CSV header and JSON key, e.g. "throughput_tokens_per_s"
    QString unit; ///< "tokens/s", "W", "tokens/J", "GB", "s", "kWh", or empty (counts, names, scores)
    /// The raw cell: double, qint64, bool, QString, or null (missing value). Texts are English.
    std::function<QVariant(const RowContext &)> value;
    quint8 brief = NotBrief; ///< Brief flags: the brief tables it appears in
};

/// The `recommend` columns (Rank … EnergyPower, the layout columns, the interval columns).
const QList<Column> &recommend();
/// The `explain` columns: recommend() plus Verdict, the memory breakdown and the memory model's
/// third-release columns (PeakAllocatedGb … Fix).
const QList<Column> &explain();
/// The columns of `explain --format table`, in its order (a selection of explain()): rank, the layout,
/// the verdict, memory against capacity, throughput, cluster power, the combined score, dominated,
/// plausible and the reason.
const QList<Column> &explainBrief();
/// The `simulate` result columns (cli.md "simulate"), appended after its input columns. They read only
/// the candidate (use candidateRow()); `error` is PredictionError, the prediction failure only.
const QList<Column> &simulate();
/// `columns` without the node-power columns (NodePowerPerGpu, EnergyPower) unless `nodePower`
/// (Configuration::showsNodePower()), and without `vp` (VirtualStages) unless `virtualStages` (the search
/// tried parallel layouts: data-parallel output keeps its columns).
QList<Column> withNodePower(const QList<Column> &columns, bool nodePower, bool virtualStages = false);
/// The cells of `row` (one per `columns`) that withNodePower(columns, nodePower, virtualStages) keeps.
QVariantList shownCells(
    const QVariantList &row, const QList<Column> &columns, bool nodePower, bool virtualStages = false);
/// The descriptor of `id` (every id has one).
const Column &column(Id id);
/// The workload columns (llm_model, fine_tuning_method, gpu_model, tokens_per_sample): batch outputs
/// leave them out because the input columns already say them.
bool isWorkloadColumn(Id id);

/// The feasibility check that ran, as the `feasibility_mode` column and the policy's
/// `feasibility_check` say it, e.g. "rules + token budget 60224".
QString feasibilityLabel(const Evaluation &evaluation);

/// The names of `columns`, in order.
QStringList names(const QList<Column> &columns);
/// The names of those of `columns` whose Brief flags share a bit with `brief`, in order.
QStringList names(const QList<Column> &columns, quint8 brief);
/// The position of `id` in `columns`, or -1.
int indexOf(const QList<Column> &columns, Id id);
/// One row: each column's value for `context`.
QVariantList row(const QList<Column> &columns, const RowContext &context);
/// One row of columns that read only the candidate (simulate()): no evaluation, ranking or policy.
/// The prediction is shown even when the verdict is infeasible.
QVariantList candidateRow(const QList<Column> &columns, const EvaluatedCandidate &candidate);
/// The row of a job or case that has no result: `feasible` false, `error` (Error or PredictionError)
/// set to `error`, the rest null.
QVariantList failedRow(const QList<Column> &columns, const QString &error);

} // namespace OutputColumns
