#include "predict/learned/data/TrainingRuns.h"

#include "common/BoundedFile.h"
#include "common/CoastlineError.h"
#include "common/InputLimits.h"
#include "io/CsvTable.h"
#include "model/Workload.h"
#include "runs/MeasuredRunsCsv.h"

#include <QCryptographicHash>
#include <QSet>
#include <cmath>

namespace {

/// The catalog entry a measured run names: its LLM (column model_name) or its GPU (column gpu_model).
enum class CatalogEntry { Llm, Gpu };

/// The catalog name of the run's LLM or GPU; throws naming the file, line and column, with the closest
/// catalog names, when the catalog has no such entry.
QString catalogKey(const Catalog &catalog, const MeasuredRun &run, CatalogEntry what)
{
    const bool gpu = what == CatalogEntry::Gpu;
    const QString &name = gpu ? run.gpuModel : run.llmModel;
    const QString key = gpu ? catalog.findGpuName(name) : catalog.findLlmName(name);
    if (key.isEmpty())
        throw CoastlineError(QStringLiteral("%1:%2: column '%3': unknown %4 '%5'; closest: %6")
                                 .arg(run.file)
                                 .arg(run.line)
                                 .arg(gpu ? QStringLiteral("gpu_model") : QStringLiteral("model_name"),
                                     gpu ? QStringLiteral("GPU") : QStringLiteral("LLM"), name,
                                     (gpu ? catalog.closestGpuNames(name) : catalog.closestLlmNames(name))
                                         .join(QStringLiteral(", "))));
    return key;
}

/// `value` of `column` when ≥ 1; throws CoastlineError naming the cell otherwise.
qint64 positive(const MeasuredRun &run, const char *column, qint64 value)
{
    if (value < 1)
        throw CoastlineError(QStringLiteral("%1:%2: column '%3': expected a whole number >= 1, got %4")
                                 .arg(run.file)
                                 .arg(run.line)
                                 .arg(QLatin1String(column))
                                 .arg(value));
    return value;
}

} // namespace

TrainingRuns TrainingRuns::load(const QString &path, const Catalog &catalog, const QString &throughputColumn)
{
    return parse(BoundedFile::read(path, InputLimits::csvFileBytes), path, catalog, throughputColumn);
}

TrainingRuns TrainingRuns::parse(
    const QByteArray &csv, const QString &fileName, const Catalog &catalog, const QString &throughputColumn)
{
    const CsvTable table = CsvTable::parse(csv, fileName);
    const MeasuredRunsCsv schema(table, {throughputColumn});
    TrainingRuns result;
    result.m_fileName = fileName;
    result.m_sha256 = QCryptographicHash::hash(csv, QCryptographicHash::Sha256).toHex();
    for (int r = 0; r < table.rowCount(); ++r) {
        if (!schema.isValid(r) || table.cell(r, throughputColumn).trimmed().isEmpty()) {
            ++result.m_skipped;
            continue;
        }
        MeasuredRun run = schema.read(r, throughputColumn); // a NaN throughput → error naming the cell
        const double throughput = run.throughputTokensPerSecond;
        if (throughput < 0)
            throw CoastlineError(QStringLiteral("%1:%2: column '%3': throughput must not be negative, got %4")
                                     .arg(fileName)
                                     .arg(run.line)
                                     .arg(throughputColumn)
                                     .arg(throughput));
        if (throughput == 0) {
            ++result.m_skipped;
            continue;
        }
        run.llmModel = catalogKey(catalog, run, CatalogEntry::Llm);
        run.gpuModel = catalogKey(catalog, run, CatalogEntry::Gpu);
        const auto method = normalisedMethod(run.method);
        if (!method)
            throw CoastlineError(QStringLiteral("%1:%2: column 'method': unknown method '%3'; choose from %4")
                                     .arg(fileName)
                                     .arg(run.line)
                                     .arg(run.method, fineTuningMethods().join(QStringLiteral(", "))));
        run.method = *method;
        run.numberOfNodes = std::min<qint64>(positive(run, "number_nodes", run.numberOfNodes), 1 << 20);
        run.totalGpus = std::min<qint64>(positive(run, "number_gpus", run.totalGpus), 1 << 24);
        positive(run, "tokens_per_sample", run.tokensPerSample);
        positive(run, "batch_size", run.totalBatch);
        if (run.perDeviceBatch < 1)
            throw CoastlineError(QStringLiteral(
                "%1:%2: the per-device batch (per_device_batch, else batch_size / number_gpus) "
                "must be >= 1, got %3")
                                     .arg(fileName)
                                     .arg(run.line)
                                     .arg(run.perDeviceBatch));
        result.m_runs.append(run);
    }
    return result;
}

TrainingRuns TrainingRuns::fromRuns(QList<MeasuredRun> runs, const QString &name)
{
    TrainingRuns result;
    result.m_fileName = name;
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const MeasuredRun &r : runs)
        hash.addData(QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8\n")
                         .arg(r.llmModel, r.method, r.gpuModel)
                         .arg(r.numberOfNodes)
                         .arg(r.totalGpus)
                         .arg(r.tokensPerSample)
                         .arg(r.totalBatch)
                         .arg(r.throughputTokensPerSecond, 0, 'g', 17)
                         .toUtf8());
    result.m_sha256 = hash.result().toHex();
    result.m_runs = std::move(runs);
    return result;
}

QStringList TrainingRuns::warnings() const
{
    QStringList list;
    if (size() < WarningRows)
        list << QStringLiteral("%1: only %2 usable rows; a learned model needs more than %3 to be trusted")
                    .arg(m_fileName)
                    .arg(size())
                    .arg(WarningRows);
    QSet<QString> gpus;
    QSet<int> counts;
    for (const MeasuredRun &r : m_runs) {
        gpus.insert(r.gpuModel);
        counts.insert(r.totalGpus);
    }
    if (gpus.size() == 1)
        list << QStringLiteral("%1: every run uses one GPU model; other GPUs are extrapolation")
                    .arg(m_fileName);
    if (counts.size() == 1)
        list << QStringLiteral("%1: every run uses the same GPU count; other counts are extrapolation")
                    .arg(m_fileName);
    return list;
}

void TrainingRuns::requireEnough() const
{
    if (size() < MinimumRows)
        throw CoastlineError(QStringLiteral("%1: only %2 usable rows (%3 skipped); at least %4 are needed to "
                                            "train a learned predictor")
                                 .arg(m_fileName)
                                 .arg(size())
                                 .arg(m_skipped)
                                 .arg(MinimumRows));
}
