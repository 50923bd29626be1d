#pragma once

#include "catalog/Catalog.h"
#include "io/CsvTable.h"
#include "model/Candidate.h"
#include "model/Prediction.h"
#include "model/Workload.h"
#include "runs/MeasuredRunsCsv.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <array>
#include <optional>

/// A database of measured fine-tuning runs in the IBM profiling-dataset format (spec decision 6):
/// `number_gpus` is the job's total GPUs and `batch_size` the total batch across GPUs.
/// Required columns: model_name, method, gpu_model, number_nodes, number_gpus, tokens_per_sample,
/// batch_size, and the throughput and runtime columns (MeasuredRunsCsv). Rows with is_valid ≠ 1 (when the
/// column exists) or with missing / non-positive throughput or runtime are skipped. A non-numeric cell in a
/// configuration or measurement column is an error naming file, line and column.
class MeasuredRuns
{
public:
    /// Where the lookup CSV comes from (spec decision 6): `lookup` ("default" = the bundled run database,
    /// or a path that must exist), else $DATA_DIR/profiling-dataset/raw_trace.csv if it exists, else the
    /// bundled 5-row sample. Throws CoastlineError "<what>: lookup CSV not found: <path>" for a missing path
    /// (`what` names where the path came from, e.g. "experiment.yaml:12: predictors.lookup").
    static QString resolvePath(
        const QString &lookup, const QString &what = QStringLiteral("predictors.lookup"));

    /// Loads and indexes `path`. Names are normalised through `catalog` (aliases, case) so a row
    /// written `Mistral-7B-v0.1` / `LoRA` still matches. Throws CoastlineError on a bad file.
    static MeasuredRuns load(const QString &path, const Catalog &catalog,
        const QString &throughputColumn = MeasuredRunsCsv::throughputColumn(),
        const QString &runtimeColumn = MeasuredRunsCsv::runtimeColumn());

    /// The cache hit for a candidate: rows with the same model/method/GPU, number_nodes = nodes,
    /// number_gpus = total GPUs, batch_size = per-device batch × total GPUs, tokens equal. The value
    /// is the first matching row's throughput; run count, min, max and population std are kept.
    /// Like load(), from the bytes of a CSV file; `fileName` is used in messages.
    static MeasuredRuns parse(const QByteArray &data, const QString &fileName, const Catalog &catalog,
        const QString &throughputColumn = MeasuredRunsCsv::throughputColumn(),
        const QString &runtimeColumn = MeasuredRunsCsv::runtimeColumn());

    std::optional<Prediction> lookup(const Workload &workload, const Candidate &candidate) const;

    QString path() const { return m_path; }
    int rowsRead() const { return m_rowsRead; } ///< data rows in the file
    int validRows() const { return m_validRows; } ///< rows kept after the is_valid/positivity filters
    /// Valid rows whose model_name is a model of the catalog given to load() (0 … validRows()). When it is
    /// 0 (the bundled 5-row sample), no candidate can ever be a cache hit.
    int catalogModelRows() const { return m_catalogModelRows; }
    /// A user-facing sentence when catalogModelRows() is 0 and validRows() > 0, else empty: names the file
    /// (`name`, e.g. "the bundled sample") and offers `lookup: default`, the bundled run database.
    QString noCatalogMatchText(const QString &name) const;
    /// Whether `text` is a noCatalogMatchText(). It travels with the run's warnings to the summary (the
    /// CLI's and the app's banner, RecommendationSummary::summary), which says it instead of a warning line.
    static bool isNoCatalogMatchText(const QString &text)
    {
        return text.startsWith(QLatin1String("measured runs: no row of "));
    }
    /// `warnings` without the noCatalogMatchText() (what is printed or shown as warnings).
    static QStringList withoutNoCatalogMatch(const QStringList &warnings)
    {
        QStringList kept;
        for (const QString &warning : warnings)
            if (!isNoCatalogMatchText(warning))
                kept << warning;
        return kept;
    }

private:
    struct Run
    {
        double throughput;
        double runtime;
    };
    static MeasuredRuns fromTable(const CsvTable &table, const QString &path, const Catalog &catalog,
        const QString &throughputColumn, const QString &runtimeColumn);
    /// A run's configuration, its names interned (index into m_names).
    struct Key
    {
        int model;
        int method;
        int gpu;
        qint64 nodes;
        qint64 totalGpus;
        qint64 tokens;
        qint64 totalBatch;

        friend bool operator==(const Key &a, const Key &b) = default;
        friend size_t qHash(const Key &k, size_t seed = 0)
        {
            return qHashMulti(seed, k.model, k.method, k.gpu, k.nodes, k.totalGpus, k.tokens, k.totalBatch);
        }
    };
    /// The id of `name`, added when `add`; -1 when unknown and not added.
    int intern(const QString &name, bool add);
    /// The interned ids of `workload`'s model, method and GPU (-1 when not in the file), resolved
    /// through the catalog once per thread and distinct name triple (WorkloadCache), so a batch resolves
    /// each distinct name once per thread, not per candidate or job.
    const std::array<int, 3> &nameIds(const Workload &workload) const;

    quint64 m_id = 0; ///< unique per loaded file: keys the per-thread name cache
    QString m_path;
    int m_rowsRead = 0;
    int m_validRows = 0;
    int m_catalogModelRows = 0;
    const Catalog *m_catalog = nullptr;
    QHash<QString, int> m_names; ///< interned model, method and GPU names
    QHash<Key, QList<Run>> m_runs;
};
