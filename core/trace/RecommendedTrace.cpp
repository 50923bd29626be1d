#include "trace/RecommendedTrace.h"

#include "trace/TraceScenario.h"

#include <QHash>
#include <algorithm>

RecommendedTrace::RecommendedTrace(
    JobTrace input, QList<RecommendedJob> jobs, ClusterShape cluster, QString predictorName)
    : m_input(std::move(input))
    , m_jobs(std::move(jobs))
    , m_cluster(cluster)
    , m_durationColumn(TraceColumns::estimatedDurationPrefix + predictorName)
    , m_predictorDescription(predictorName)
{ }

int RecommendedTrace::recommendedCount() const
{
    return int(
        std::count_if(m_jobs.cbegin(), m_jobs.cend(), [](const RecommendedJob &j) { return j.recommended; }));
}

int RecommendedTrace::withDurationCount() const
{
    return int(std::count_if(
        m_jobs.cbegin(), m_jobs.cend(), [](const RecommendedJob &j) { return j.durationSeconds; }));
}

OutputTable RecommendedTrace::toTable() const
{
    using namespace TraceColumns;
    const QStringList &inputColumns = m_input.table().header();
    const bool anyNote = std::any_of(
        m_jobs.cbegin(), m_jobs.cend(), [](const RecommendedJob &j) { return !j.note.isEmpty(); });
    QStringList front;
    if (inputColumns.contains(submitRescaled))
        front << submitRescaled;
    front << modelName << gpuModel << gpusPerNode << numNodes << batchSize << m_durationColumn;
    if (anyNote)
        front << recommendationNote;
    QStringList columns = front;
    for (const QString &column : inputColumns)
        if (column.contains(u'.') && !columns.contains(column))
            columns << column;
    for (const QString &column : {origGpusPerNode, origNumNodes, origBatchSize, estimatedPower, origPower})
        if (!columns.contains(column))
            columns << column;

    auto number = [](const auto &value) { return value ? QVariant(*value) : QVariant(); };
    OutputTable table(columns);
    for (const RecommendedJob &job : m_jobs) {
        QHash<QString, QVariant> cells;
        for (const QString &column : inputColumns)
            cells.insert(column, m_input.table().cell(job.original.row, column));
        if (job.recommended) {
            cells[gpusPerNode] = job.recommended->gpusPerNode;
            cells[numNodes] = job.recommended->numberOfNodes;
            cells[batchSize] = job.recommended->batchSize;
        }
        cells[m_durationColumn] = number(job.durationSeconds);
        if (anyNote)
            cells[recommendationNote] = job.note;
        cells[origGpusPerNode] = number(job.original.gpusPerNode);
        cells[origNumNodes] = number(job.original.numNodes);
        cells[origBatchSize] = number(job.original.batchSize);
        cells[estimatedPower] = number(job.powerWattsPerGpu);
        cells[origPower] = number(job.originalPowerWattsPerGpu);
        QVariantList row;
        for (const QString &column : columns)
            row.append(cells.value(column));
        table.addRow(row);
    }
    return table;
}

QList<SimulationJob> RecommendedTrace::baselineJobs() const
{
    QList<SimulationJob> jobs;
    for (const RecommendedJob &job : m_jobs)
        jobs.append(TraceScenario::jobFor(job.original, job.original.numNodes, job.original.gpusPerNode,
            job.original.observedDuration(), job.originalPowerWattsPerGpu));
    return jobs;
}

QList<SimulationJob> RecommendedTrace::recommendedJobs() const
{
    QList<SimulationJob> jobs;
    for (const RecommendedJob &job : m_jobs)
        jobs.append(TraceScenario::jobFor(
            job.original, job.numNodes(), job.gpusPerNode(), job.durationSeconds, job.powerWattsPerGpu));
    return jobs;
}
