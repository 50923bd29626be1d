#include "predict/measured/MeasuredRuns.h"

#include "common/CoastlineError.h"
#include "io/CsvTable.h"
#include "model/PredictorIds.h"
#include "predict/WorkloadCache.h"
#include "runs/MeasuredRunsCsv.h"

#include <QFileInfo>
#include <QtGlobal>
#include <cmath>

namespace {

QString normalisedModel(const Catalog &catalog, const QString &name)
{
    const QString key = catalog.findLlmName(name);
    if (!key.isEmpty())
        return key;
    const QString trimmed = name.trimmed();
    return trimmed.mid(trimmed.lastIndexOf(u'/') + 1).toLower();
}

QString normalisedGpu(const Catalog &catalog, const QString &name)
{
    const QString key = catalog.findGpuName(name);
    return key.isEmpty() ? name.trimmed() : key;
}
} // namespace

QString MeasuredRuns::resolvePath(const QString &lookup, const QString &what)
{
    const QString trimmed = lookup.trimmed();
    if (trimmed.compare(u"default", Qt::CaseInsensitive) == 0)
        return QStringLiteral(":/data/run_database.csv");
    if (!trimmed.isEmpty()) {
        // A device or FIFO exists and is read with the size cap (CsvTable::read); only a missing path
        // is "not found".
        if (!QFileInfo::exists(trimmed))
            throw CoastlineError(QStringLiteral("%1: lookup CSV not found: %2").arg(what, trimmed));
        return trimmed;
    }
    const QString dataDir = qEnvironmentVariable("DATA_DIR");
    if (!dataDir.isEmpty()) {
        const QString trace = dataDir + QStringLiteral("/profiling-dataset/raw_trace.csv");
        if (QFileInfo(trace).isFile())
            return trace;
    }
    return QStringLiteral(":/data/sample_raw_trace.csv");
}

QString MeasuredRuns::noCatalogMatchText(const QString &name) const
{
    if (m_validRows == 0 || m_catalogModelRows > 0)
        return {};
    return QStringLiteral("measured runs: no row of %1 (%2 valid) names a catalog model, so no prediction "
                          "comes from a measured run; set predictors.lookup: default (--lookup default) to "
                          "use the bundled run database")
        .arg(name)
        .arg(m_validRows);
}

int MeasuredRuns::intern(const QString &name, bool add)
{
    const auto it = m_names.constFind(name);
    if (it != m_names.constEnd())
        return *it;
    if (!add)
        return -1;
    const int id = int(m_names.size());
    m_names.insert(name, id);
    return id;
}

MeasuredRuns MeasuredRuns::load(const QString &path, const Catalog &catalog, const QString &throughputColumn,
    const QString &runtimeColumn)
{
    return fromTable(CsvTable::read(path), path, catalog, throughputColumn, runtimeColumn);
}

MeasuredRuns MeasuredRuns::parse(const QByteArray &data, const QString &fileName, const Catalog &catalog,
    const QString &throughputColumn, const QString &runtimeColumn)
{
    return fromTable(CsvTable::parse(data, fileName), fileName, catalog, throughputColumn, runtimeColumn);
}

MeasuredRuns MeasuredRuns::fromTable(const CsvTable &table, const QString &path, const Catalog &catalog,
    const QString &throughputColumn, const QString &runtimeColumn)
{
    const MeasuredRunsCsv csv(table, {throughputColumn, runtimeColumn});
    MeasuredRuns runs;
    runs.m_id = WorkloadCache<std::array<int, 3>>::newOwner();
    runs.m_path = path;
    runs.m_catalog = &catalog;
    runs.m_rowsRead = table.rowCount();
    for (int r = 0; r < table.rowCount(); ++r) {
        if (!csv.isValid(r))
            continue;
        if (table.cell(r, throughputColumn).isEmpty() || table.cell(r, runtimeColumn).isEmpty())
            continue;
        const MeasuredRun run = csv.read(r, throughputColumn, runtimeColumn);
        const double throughput = run.throughputTokensPerSecond;
        const double runtime = run.runtimeSeconds.value_or(0);
        if (throughput <= 0 || runtime <= 0)
            continue;
        const Key k {runs.intern(normalisedModel(catalog, run.llmModel), true),
            runs.intern(run.method.toLower(), true), runs.intern(normalisedGpu(catalog, run.gpuModel), true),
            run.numberOfNodes, run.totalGpus, run.tokensPerSample, run.totalBatch};
        runs.m_runs[k].append({throughput, runtime});
        ++runs.m_validRows;
        if (!catalog.findLlmName(run.llmModel).isEmpty())
            ++runs.m_catalogModelRows;
    }
    return runs;
}

const std::array<int, 3> &MeasuredRuns::nameIds(const Workload &workload) const
{
    auto id = [this](const QString &name) {
        const auto found = m_names.constFind(name);
        return found == m_names.constEnd() ? -1 : *found;
    };
    return WorkloadCache<std::array<int, 3>>::value(m_id, workload, [&] {
        return std::array<int, 3> {id(normalisedModel(*m_catalog, workload.llmModel)),
            id(workload.method.toLower()), id(normalisedGpu(*m_catalog, workload.gpuModel))};
    });
}

std::optional<Prediction> MeasuredRuns::lookup(const Workload &workload, const Candidate &candidate) const
{
    if (!m_catalog)
        return std::nullopt;
    const auto [model, method, gpu] = nameIds(workload);
    if (model < 0 || method < 0 || gpu < 0)
        return std::nullopt;
    const auto it = m_runs.constFind(Key {model, method, gpu, candidate.numberOfNodes, candidate.totalGpus,
        workload.tokensPerSample, candidate.totalBatch()});
    if (it == m_runs.constEnd() || it->isEmpty())
        return std::nullopt;
    const QList<Run> &list = *it;
    Prediction p;
    // Raw data: copies share the static text without a reference count (threads do not contend).
    static const QString source = QString::fromRawData(PredictorId::Cache.data(), PredictorId::Cache.size());
    p.source = source;
    p.throughputTokensPerSecond = list.first().throughput;
    p.measuredRuntimeSeconds = list.first().runtime;
    p.runCount = int(list.size());
    p.throughputMin = p.throughputMax = list.first().throughput;
    double sum = 0;
    for (const Run &run : list) {
        p.throughputMin = std::min(p.throughputMin, run.throughput);
        p.throughputMax = std::max(p.throughputMax, run.throughput);
        sum += run.throughput;
    }
    const double mean = sum / list.size();
    double squares = 0;
    for (const Run &run : list)
        squares += (run.throughput - mean) * (run.throughput - mean);
    p.throughputStd = std::sqrt(squares / list.size());
    return p;
}
