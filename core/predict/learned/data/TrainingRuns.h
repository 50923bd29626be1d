#pragma once

#include "catalog/Catalog.h"
#include "runs/MeasuredRun.h"
#include "runs/MeasuredRunsCsv.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

/// The measured runs a learned predictor trains on, read from a measured-runs CSV in the IBM
/// profiling-dataset format (spec decision 6; learned-predictors.md "Training data").
/// Each row is read by MeasuredRunsCsv::read (the one reader; names become catalog keys, the method is
/// normalised). Rows with is_valid ≠ 1 or with an empty or zero throughput are skipped and counted. Errors
/// (thrown as CoastlineError "<file>:<line>: column '<c>': …"): a missing column, a throughput that is not
/// a number (NaN) or negative, an LLM or GPU name not in the catalog (with the closest names), an unknown
/// method, a count below 1, fewer than 10 usable rows.
class TrainingRuns
{
public:
    /// The fewest usable rows a model trains on (learned-predictors.md).
    static constexpr int MinimumRows = 10;
    /// Below this many usable rows a warning is given (upstream's threshold).
    static constexpr int WarningRows = 20;

    /// Reads `path` (a file or a Qt resource such as ":/data/run_database.csv").
    static TrainingRuns load(const QString &path, const Catalog &catalog,
        const QString &throughputColumn = MeasuredRunsCsv::throughputColumn());
    /// Like load(), from the bytes of a CSV; `fileName` names it in messages.
    static TrainingRuns parse(const QByteArray &csv, const QString &fileName, const Catalog &catalog,
        const QString &throughputColumn = MeasuredRunsCsv::throughputColumn());
    /// Runs given directly (tests, benchmarks, the GUI); `sha256` is computed over their text form.
    static TrainingRuns fromRuns(QList<MeasuredRun> runs, const QString &name);

    const QList<MeasuredRun> &runs() const { return m_runs; }
    int size() const { return int(m_runs.size()); }
    int skipped() const { return m_skipped; } ///< rows skipped (is_valid ≠ 1, empty or zero throughput)
    QString fileName() const { return m_fileName; }
    QByteArray sha256Hex() const { return m_sha256; } ///< SHA-256 of the file's bytes, lower-case hex
    /// Caveats for a `warning:` line: fewer than 20 rows, a feature that never varies.
    QStringList warnings() const;
    /// Throws CoastlineError "<file>: only N usable rows (M skipped); at least 10 are needed" when
    /// fewer than MinimumRows runs are usable.
    void requireEnough() const;

private:
    QList<MeasuredRun> m_runs;
    int m_skipped = 0;
    QString m_fileName;
    QByteArray m_sha256;
};
