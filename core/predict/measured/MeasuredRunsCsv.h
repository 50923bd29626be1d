#pragma once

#include "io/CsvTable.h"

#include <QString>
#include <QStringList>

/// The one reader of the measured-runs CSV schema (IBM profiling-dataset format, spec decision 6;
/// learned-predictors.md §2; step-time-model.md): the column names, the required columns and the one
/// `is_valid` rule. Used by MeasuredRuns (the cache predictor), TrainingRuns (learned models and
/// tune/evaluate), RooflineRuns (the roofline fit) and TraceToRuns (trace-to-runs, which writes the
/// schema). A view over a parsed CsvTable, which must outlive it.
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

    /// Checks that `table` has configurationColumns() plus `targetColumns` (e.g. the throughput and
    /// runtime columns); throws CoastlineError "<file>: missing required columns: a, b" otherwise (or
    /// naming a repeated column).
    MeasuredRunsCsv(const CsvTable &table, const QStringList &targetColumns);

    const CsvTable &table() const { return m_table; }
    int rowCount() const { return m_table.rowCount(); }
    /// Whether row `row` counts: true when the file has no is_valid column, else isValidText() of it.
    bool isValid(int row) const;
    /// The row's is_valid cell, trimmed (empty without the column).
    QString validText(int row) const;

private:
    const CsvTable &m_table;
    bool m_hasValidity = false;
};
