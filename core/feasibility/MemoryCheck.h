#pragma once

#include "catalog/Catalog.h"
#include "feasibility/MemoryModel.h"
#include "io/CsvTable.h"
#include "model/TrainingSetup.h"

#include <QList>
#include <QString>
#include <optional>

/// Checks the memory model against one's own runs (`coastline-cli evaluate-memory`, docs/cli.md): each
/// row of a runs CSV is one run with its outcome, optionally its measured torch peak and its training
/// stack; the check gives the verdict agreement and the peak errors.
///
/// Columns (names as in the measured-runs files; others are ignored):
/// - required: `model_name`, `method` (full, lora, gptq-lora, qlora), `gpu_model`, `number_gpus` (the
///   job's total), `tokens_per_sample`, `outcome` (`ran`, or `out of memory` / `oom`, any letter case),
///   and `per_device_batch` or `batch_size` (the total batch, divided by number_gpus);
/// - optional: `number_nodes` (default 1), `peak_allocated_gb` (torch.cuda.max_memory_allocated, GB =
///   10⁹ bytes) or `peak_allocated_gib` (GiB), `reserved_gb` (what the driver reported, GB), and the
///   training stack: a column per key of
///   TrainingFields::memoryModelKeys() (`precision`, `optimizer`, … `reserve_gib`: the values of
///   training-setups.md, read as the CLI reads them; an empty cell keeps the default given), and the
///   parallel layout (`tensor_parallel`, `pipeline_parallel`, `context_parallel`, `virtual_stages`, or
///   `tp`, `pp`, `cp`, `vp`; MeasuredRunsCsv::layout): such a row is judged per rank (LayoutMemory), and
///   a layout that breaks a rule (ParallelLayout::rejection) throws naming the line.
/// A bad cell throws CoastlineError naming the file, line and column.
namespace MemoryCheck {

/// One checked run.
struct Row
{
    int line = 0; ///< 1-based line in the CSV
    QString llm; ///< catalog name
    QString method;
    QString gpu; ///< catalog name
    int totalGpus = 1;
    int numberOfNodes = 1;
    qint64 perDeviceBatch = 1;
    qint64 tokensPerSample = 1;
    TrainingSetup setup;
    /// The run's parallel layout (`tensor_parallel` or `tp`, …; data parallel when absent): the estimate
    /// is its peak rank's.
    ParallelLayout layout;
    bool ran = true; ///< the measured outcome
    std::optional<double> measuredPeakGb; ///< the measured torch peak, GB
    /// What the driver reported (`reserved_gb`, GB: torch reserved + CUDA context), when given.
    std::optional<double> measuredReservedGb;
    MemoryModel::Estimate estimate; ///< the model's answer
    bool moe = false; ///< the LLM is a mixture of experts (the accuracy table's "moe" family)
    /// The model says the run fits under the row's feasibility.margin (`--memory-margin`; 0, the default,
    /// accepts every `tight` total).
    bool predictsFit() const { return estimate.acceptedWithMargin(setup.memoryMargin); }
    /// The verdict under the margin (predictsFit) matches the outcome.
    bool agrees() const { return predictsFit() == ran; }
    /// Outside the risk band the verdict matches the outcome; a `tight` row is not judged (issue 37).
    bool agreesOutsideBand() const { return estimate.verdict() == MemoryVerdict::Tight || agrees(); }
    /// The accuracy table's stack family: "moe" for a mixture of experts, else the method.
    QString family() const;
    /// (model peak allocated − measured) / measured × 100; nullopt without a measured peak.
    std::optional<double> peakErrorPercent() const;
    /// (model driver total − measured reserved) / measured × 100; nullopt without `reserved_gb`.
    std::optional<double> reservedErrorPercent() const;
};

/// Agreement and peak errors over all rows.
struct Summary
{
    int rows = 0;
    int agree = 0;
    int fitsButOutOfMemory = 0; ///< the model said fits, the run went out of memory
    int outOfMemoryButRan = 0; ///< the model said out of memory, the run ran
    int peakRows = 0; ///< rows with a measured peak
    double meanAbsPeakErrorPercent = 0; ///< over peakRows (0 when none)
    double maxAbsPeakErrorPercent = 0;
    double meanPeakErrorPercent = 0; ///< signed: negative = the model is under the measured peak
    // issue 37: the risk band
    int outOfMemory = 0; ///< runs that went out of memory
    int fits = 0; ///< rows whose verdict is `fits`
    int tight = 0; ///< rows inside the band
    int doesNotFit = 0;
    int agreeOutsideBand = 0; ///< rows outside the band whose verdict matches the outcome
    int outOfMemoryFits = 0; ///< optimistic: `fits` for a run that went out of memory
    int outOfMemoryTight = 0; ///< out-of-memory runs inside the band
    int ranDoesNotFit = 0; ///< pessimistic: `does-not-fit` for a run that ran
    double medianAbsPeakErrorPercent = 0; ///< over peakRows (0 when none)
    int peakWithin10 = 0; ///< rows with |peak error| ≤ 10 %
    int peakWithin15 = 0; ///< rows with |peak error| ≤ 15 %
};

/// One row of the accuracy table: a stack family and its summary.
struct FamilySummary
{
    QString family; ///< full, lora, qlora, gptq-lora, moe
    Summary summary;
};

struct Result
{
    QList<Row> rows;
    Summary summary;
    /// The accuracy table (issue 37): one summary per stack family present, in the order full, lora,
    /// qlora, gptq-lora, moe.
    QList<FamilySummary> families;
};

/// The summary of `rows` (Summary's fields).
Summary summarise(const QList<Row> &rows);

/// Checks every row of `table` with `catalog`'s entries; `defaults` is the stack of a row whose stack
/// columns are absent or empty.
Result run(const CsvTable &table, const Catalog &catalog, const TrainingSetup &defaults);

} // namespace MemoryCheck
