#pragma once

#include "model/Candidate.h"
#include "model/Workload.h"

#include "catalog/Catalog.h"
#include "predict/measured/MeasuredRunsCsv.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

/// One usable measured run for training a learned predictor (learned-predictors.md "Training data").
/// Names are catalog keys; counts are whole-job figures as in the measured-runs CSV (spec decision 6).
struct TrainingRun
{
    QString llmModel; ///< LLM catalog key
    QString method; ///< full, lora, qlora or gptq-lora
    QString gpuModel; ///< GPU catalog key
    int numberOfNodes = 1; ///< ≥ 1
    int totalGpus = 1; ///< number_gpus: GPUs of the whole job, ≥ 1
    qint64 tokensPerSample = 1; ///< ≥ 1
    qint64 totalBatch = 1; ///< batch_size: samples per step across all GPUs, ≥ totalGpus
    double throughputTokensPerSecond = 0; ///< measured, whole job, tokens/s, > 0
    int line = 0; ///< CSV line, for messages

    int gpusPerNode() const { return std::max(1, totalGpus / std::max(1, numberOfNodes)); }
    qint64 perDeviceBatch() const { return std::max<qint64>(1, totalBatch / std::max(1, totalGpus)); }
    /// The (model, method, GPU) series a run belongs to: the unit held out by grouped folds.
    QString series() const { return llmModel + u'|' + method + u'|' + gpuModel; }
    /// The run as a job: its model, method, GPU, tokens per sample and per-device batch.
    Workload workload() const
    {
        Workload w;
        w.llmModel = llmModel;
        w.method = method;
        w.gpuModel = gpuModel;
        w.tokensPerSample = tokensPerSample;
        w.batchSize = perDeviceBatch();
        return w;
    }
    /// The run's configuration: total GPUs, GPUs per node, nodes, per-device batch.
    Candidate candidate() const { return {totalGpus, gpusPerNode(), numberOfNodes, perDeviceBatch()}; }
};

/// The measured runs a learned predictor trains on, read from a measured-runs CSV in the IBM
/// profiling-dataset format (spec decision 6; learned-predictors.md "Training data").
/// Rows with is_valid ≠ 1 or with an empty or zero throughput are skipped and counted. Errors (thrown
/// as CoastlineError "<file>:<line>: column '<c>': …"): a missing column, a throughput that is not a
/// number (NaN) or negative, an LLM or GPU name not in the catalog (with the closest names), an unknown
/// method, fewer than 10 usable rows.
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
    static TrainingRuns fromRuns(QList<TrainingRun> runs, const QString &name);

    const QList<TrainingRun> &runs() const { return m_runs; }
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
    QList<TrainingRun> m_runs;
    int m_skipped = 0;
    QString m_fileName;
    QByteArray m_sha256;
};
