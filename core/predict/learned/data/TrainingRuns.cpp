#include "predict/learned/data/TrainingRuns.h"

#include "common/BoundedFile.h"
#include "common/CoastlineError.h"
#include "common/InputLimits.h"
#include "io/CsvTable.h"
#include "model/Workload.h"
#include "predict/measured/MeasuredRunsCsv.h"

#include <QCryptographicHash>
#include <QSet>
#include <cmath>

namespace {

QString llmKey(const Catalog &catalog, const CsvTable &table, int row)
{
    const QString name = table.cell(row, QStringLiteral("model_name"));
    const QString key = catalog.findLlmName(name);
    if (key.isEmpty())
        throw CoastlineError(QStringLiteral("%1:%2: column 'model_name': unknown LLM '%3'; closest: %4")
                                 .arg(table.fileName())
                                 .arg(table.lineOf(row))
                                 .arg(name, catalog.closestLlmNames(name).join(QStringLiteral(", "))));
    return key;
}

QString gpuKey(const Catalog &catalog, const CsvTable &table, int row)
{
    const QString name = table.cell(row, QStringLiteral("gpu_model"));
    const QString key = catalog.findGpuName(name);
    if (key.isEmpty())
        throw CoastlineError(QStringLiteral("%1:%2: column 'gpu_model': unknown GPU '%3'; closest: %4")
                                 .arg(table.fileName())
                                 .arg(table.lineOf(row))
                                 .arg(name, catalog.closestGpuNames(name).join(QStringLiteral(", "))));
    return key;
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
        const double throughput = table.number(r, throughputColumn); // NaN → error naming the cell
        if (throughput < 0)
            throw CoastlineError(QStringLiteral("%1:%2: column '%3': throughput must not be negative, got %4")
                                     .arg(fileName)
                                     .arg(table.lineOf(r))
                                     .arg(throughputColumn)
                                     .arg(throughput));
        if (throughput == 0) {
            ++result.m_skipped;
            continue;
        }
        TrainingRun run;
        run.line = table.lineOf(r);
        run.llmModel = llmKey(catalog, table, r);
        run.gpuModel = gpuKey(catalog, table, r);
        const auto method = normalisedMethod(table.cell(r, QStringLiteral("method")));
        if (!method)
            throw CoastlineError(QStringLiteral("%1:%2: column 'method': unknown method '%3'; choose from %4")
                                     .arg(fileName)
                                     .arg(run.line)
                                     .arg(table.cell(r, QStringLiteral("method")),
                                         fineTuningMethods().join(QStringLiteral(", "))));
        run.method = *method;
        auto positive = [&](const QString &column) {
            const qint64 v = table.integer(r, column);
            if (v < 1)
                throw CoastlineError(
                    QStringLiteral("%1:%2: column '%3': expected a whole number >= 1, got %4")
                        .arg(fileName)
                        .arg(run.line)
                        .arg(column)
                        .arg(v));
            return v;
        };
        run.numberOfNodes = int(std::min<qint64>(positive(QStringLiteral("number_nodes")), 1 << 20));
        run.totalGpus = int(std::min<qint64>(positive(QStringLiteral("number_gpus")), 1 << 24));
        run.tokensPerSample = positive(QStringLiteral("tokens_per_sample"));
        run.totalBatch = positive(QStringLiteral("batch_size"));
        run.throughputTokensPerSecond = throughput;
        result.m_runs.append(run);
    }
    return result;
}

TrainingRuns TrainingRuns::fromRuns(QList<TrainingRun> runs, const QString &name)
{
    TrainingRuns result;
    result.m_fileName = name;
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const TrainingRun &r : runs)
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
    for (const TrainingRun &r : m_runs) {
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
