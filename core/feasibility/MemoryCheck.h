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
///   10⁹ bytes) or `peak_allocated_gib` (GiB), and the training stack: a column per key of
///   TrainingFields::memoryModelKeys() (`precision`, `optimizer`, … `reserve_gib`: the values of
///   training-setups.md, read as the CLI reads them; an empty cell keeps the default given).
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
    bool ran = true; ///< the measured outcome
    std::optional<double> measuredPeakGb; ///< the measured torch peak, GB
    MemoryModel::Estimate estimate; ///< the model's answer
    bool agrees() const { return estimate.fits() == ran; }
    /// (model peak allocated − measured) / measured × 100; nullopt without a measured peak.
    std::optional<double> peakErrorPercent() const;
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
};

struct Result
{
    QList<Row> rows;
    Summary summary;
};

/// Checks every row of `table` with `catalog`'s entries; `defaults` is the stack of a row whose stack
/// columns are absent or empty.
Result run(const CsvTable &table, const Catalog &catalog, const TrainingSetup &defaults);

} // namespace MemoryCheck
