#pragma once

#include "io/CsvTable.h"
#include "model/ParallelLayout.h"
#include "model/TrainingSetup.h"
#include "runs/MeasuredRun.h"

#include <QString>
#include <QStringList>
#include <optional>

/// The measured-runs CSV (IBM profiling-dataset format, spec decision 6; learned-predictors.md §2;
/// step-time-model.md; ../shared/reference/measured/README.md) and the one reader of its rows: the column
/// names, the required columns, the one `is_valid` rule, the one per-device/total batch rule, the one
/// precision-cell rule and the stack columns. Read by MeasuredRuns (the cache predictor), TrainingRuns
/// (learned models, tune and evaluate), RooflineRuns (the roofline fit, evaluate --predictor roofline),
/// MemoryCheck (evaluate-memory) and TraceToRuns (trace-to-runs, which writes the schema). Each of those
/// decides which runs it keeps; how a cell reads is decided here. A view over a parsed CsvTable, which
/// must outlive it.
///
/// `batch_size` keeps its published meaning: the total batch across all GPUs of the job (per-device
/// micro-batch × number_gpus). `per_device_batch` (optional) is one GPU's micro-batch. In code the two are
/// always MeasuredRun::totalBatch and MeasuredRun::perDeviceBatch.
class MeasuredRunsCsv
{
public:
    /// The columns of a run's configuration, in the order trace-to-runs writes them: model_name,
    /// method, gpu_model, number_nodes, number_gpus (the job's total GPUs), tokens_per_sample,
    /// batch_size (the total batch across GPUs).
    static const QStringList &configurationColumns();
    /// "dataset_tokens_per_second": the measured throughput, tokens/s (the default target).
    static QString throughputColumn() { return QStringLiteral("dataset_tokens_per_second"); }
    /// "train_runtime": the measured runtime, s.
    static QString runtimeColumn() { return QStringLiteral("train_runtime"); }
    /// "is_valid": 1 for a run that completed (optional column).
    static QString validColumn() { return QStringLiteral("is_valid"); }

    /// The one `is_valid` rule (upstream-behaviour.md §5: "if is_valid exists keep rows with
    /// is_valid == 1.0"): `text`, trimmed, is a number equal to 1 ("1", "1.0", "1e0"). An empty or
    /// non-numeric cell is not valid.
    static bool isValidText(const QString &text);

    /// The one precision-cell rule: the memory model's precision of a `precision` cell. The cells of
    /// fms-acceleration's benchmark tables (foundation-model-stack/fms-acceleration
    /// `scripts/benchmarks/refs/*.csv`, copied verbatim in tests/data/measured/hf_trainer_fsdp_runs.csv)
    /// read as published: "fp16/bf16 pure (torch_dtype, no AMP)" is bf16 weights with no fp32 master copy;
    /// "fp16 AMP over a quantized base" is mixed precision (those rows run with `fp16: True` in the
    /// benchmark's scenarios.yaml); letter case and repeated spaces do not matter. Any other cell is a
    /// training-setups.md value (TrainingSetup::parsePrecision); throws CoastlineError naming `where`
    /// otherwise.
    static TrainingSetup::Precision precision(const QString &cell, const QString &where);

    /// Checks that `table` has configurationColumns() plus `targetColumns` (e.g. the throughput and
    /// runtime columns); throws CoastlineError "<file>: missing required columns: a, b" otherwise (or
    /// naming a repeated column).
    MeasuredRunsCsv(const CsvTable &table, const QStringList &targetColumns);
    /// A view that checks no columns: for a caller with its own column contract (evaluate-memory).
    static MeasuredRunsCsv unchecked(const CsvTable &table) { return MeasuredRunsCsv(table); }

    const CsvTable &table() const { return m_table; }
    int rowCount() const { return m_table.rowCount(); }
    /// Whether row `row` counts: true when the file has no is_valid column, else isValidText() of it.
    bool isValid(int row) const;
    /// The row's is_valid cell, trimmed (empty without the column).
    QString validText(int row) const;

    /// Row `row` as a run: names as written; number_nodes (1 when empty or absent), number_gpus,
    /// tokens_per_sample and the batch pair as whole numbers (perDeviceBatch = `per_device_batch`, else
    /// `batch_size` / number_gpus when the file has `batch_size`; totalBatch = `batch_size`, else
    /// perDeviceBatch × number_gpus); the `throughput` column (empty cell → 0) and the `runtime` column
    /// (when not empty) as numbers; `outcome` as written; `inter_node_gbps` (0 …
    /// Infrastructure::kMaxInterNodeGbps); the setup is TrainingSetup{} (readStack() reads the stack
    /// columns). Throws CoastlineError
    /// "<file>:<line>: column '<c>': …" for a cell that is not a number of that kind. It checks no
    /// ranges beyond that: each caller keeps the runs it can use.
    MeasuredRun read(
        int row, const QString &throughput = throughputColumn(), const QString &runtime = QString()) const;

    /// `defaults` with row `row`'s stack columns applied (an absent column or empty cell keeps the
    /// default): precision (precision()), optimizer, gradient_accumulation_steps, activation_checkpointing,
    /// sharding, lora_rank, lora_targets, offload, loss, fsdp_version, torch_compile,
    /// optimizer_in_backward, activation_offload, reserve_gib (the values of training-setups.md). Throws
    /// CoastlineError "<file>:<line>: column '<c>': …" for a bad cell.
    TrainingSetup readStack(int row, const TrainingSetup &defaults) const;

    /// The measured torch peak of row `row` (torch.cuda.max_memory_allocated), GB = 10⁹ bytes:
    /// `peak_allocated_gb`, else `peak_allocated_gib` × 2³⁰ / 10⁹; nullopt when both are empty. Throws
    /// CoastlineError for a peak that is not a number > 0.
    std::optional<double> peakGb(int row) const;

    /// The parallel layout of row `row` (issue 35): the degrees of `tensor_parallel`, `pipeline_parallel`,
    /// `context_parallel`, `virtual_stages` and `expert_parallel`, or of their short names `tp`, `pp`, `cp`,
    /// `vp` and `ep` when the long one is absent; an absent column or empty cell is 1. Checks no layout rule
    /// (each caller does). Throws CoastlineError "<file>:<line>: column '<c>': '<cell>' is not a degree of 1
    /// … 1024".
    ParallelLayout layout(int row) const;

private:
    explicit MeasuredRunsCsv(const CsvTable &table);

    const CsvTable &m_table;
    bool m_hasValidity = false;
};
