#pragma once

#include "io/CsvTable.h"
#include "trace/TraceJob.h"

#include <QList>
#include <QString>

/// A scheduler trace in upstream's dotted-column format (traces.md "Inputs"; upstream-behaviour.md
/// §8.9), read once and kept with its table so that unknown columns pass through unchanged.
///
/// Required columns: metadata.model_name, metadata.method, resources.gpu_model,
/// metadata.tokens_per_sample, metadata.batch_size, resources.num_gpus_per_node, resources.num_nodes,
/// metadata.output.train_tokens_per_second, metadata.train_runtime. Optional:
/// metadata.output.extrapolated_duration, a submission-time column (the first present of
/// metadata.submission_time_issue_85_rescaled, …_original, metadata.submission_time; §8.11) and the
/// columns recommend-trace writes (TraceColumns).
///
/// Cells may be empty (the value is then unset). Errors throw CoastlineError (BadInput):
/// "<file>: missing required columns: …"; "<file>:<line>: column '<c>': expected a number, got 'x'" (also
/// for layout/batch/tokens that are not whole numbers); "<file>:<line>: column '<c>': must not be
/// negative, got -5" for runtimes, durations, throughputs and power, and "… must be at most 1e+12, got
/// 1e308" beyond InputLimits::traceAmount (so no product of them is infinite); "<file>:<line>: column
/// '<c>': expected a submission time (ISO 8601 or seconds), got 'x'" for a bad or empty time in the
/// submission column, or one further than InputLimits::traceAmount seconds from 1970.
class JobTrace
{
public:
    /// Reads and validates the trace at `path`.
    static JobTrace read(const QString &path);
    /// Validates an already-parsed table (tests use CsvTable::parse on a buffer).
    static JobTrace fromTable(CsvTable table);

    const CsvTable &table() const { return m_table; }
    const QString &fileName() const { return m_table.fileName(); }
    const QList<TraceJob> &jobs() const { return m_jobs; }
    int jobCount() const { return int(m_jobs.size()); }
    /// The submission-time column used, empty when none is present (then every job is submitted at 0).
    const QString &submitColumn() const { return m_submitColumn; }
    /// The metadata.estimated_duration_<method> column of a recommended trace, empty otherwise.
    const QString &estimatedDurationColumn() const { return m_estimatedDurationColumn; }

    /// The required columns, in the order above.
    static QStringList requiredColumns();
    /// Seconds since the Unix epoch of an ISO 8601 date-time ("2026-03-02T09:00:00Z", offsets and
    /// fractions allowed; no zone = UTC) or of a plain number of seconds; nullopt if neither.
    static std::optional<double> parseSubmitTime(const QString &text);

    /// The cell as a whole number, empty → nullopt; throws like CsvTable::integer (so 1.5 and 1e308 are
    /// refused). For the layout, batch and token columns; TraceToRuns applies the same rule.
    static std::optional<qint64> optionalInteger(const CsvTable &table, int row, const QString &column);
    /// The cell as a number in 0 … InputLimits::traceAmount, empty → nullopt; throws CoastlineError
    /// "<file>:<line>: column '<c>': must not be negative, got -5" or "… must be at most 1e+12, got
    /// 1e308". For runtimes, durations, throughputs and power.
    static std::optional<double> optionalAmount(const CsvTable &table, int row, const QString &column);

private:
    CsvTable m_table;
    QList<TraceJob> m_jobs;
    QString m_submitColumn;
    QString m_estimatedDurationColumn;
};
