#include "WhatIfJobsModel.h"

#include <iterator>

namespace {

using Format = OutputColumnsTableModel::Format;

/// In WhatIfJobsModel::Column order (headers translated in the WhatIfJobsModel context). The layouts are
/// worded here; their raw value is the GPU count.
const OutputColumnsTableModel::Column columns[] = {
    {std::nullopt, QT_TRANSLATE_NOOP("WhatIfJobsModel", "Job"), nullptr, Format::Number},
    {std::nullopt, QT_TRANSLATE_NOOP("WhatIfJobsModel", "Model"), nullptr, Format::Text},
    {std::nullopt, QT_TRANSLATE_NOOP("WhatIfJobsModel", "Original\nnodes × GPUs"), nullptr, Format::Custom},
    {std::nullopt, QT_TRANSLATE_NOOP("WhatIfJobsModel", "Recommended\nnodes × GPUs"), nullptr,
        Format::Custom},
    {std::nullopt, QT_TRANSLATE_NOOP("WhatIfJobsModel", "Original\nbatch"), nullptr, Format::Number},
    {std::nullopt, QT_TRANSLATE_NOOP("WhatIfJobsModel", "Recommended\nbatch"), nullptr, Format::Number},
    {std::nullopt, QT_TRANSLATE_NOOP("WhatIfJobsModel", "Duration,\nbaseline (h)"), nullptr,
        Format::Decimal2},
    {std::nullopt, QT_TRANSLATE_NOOP("WhatIfJobsModel", "Duration,\nrecommended (h)"), nullptr,
        Format::Decimal2},
    {std::nullopt, QT_TRANSLATE_NOOP("WhatIfJobsModel", "Wait,\nbaseline (h)"), nullptr, Format::Decimal2},
    {std::nullopt, QT_TRANSLATE_NOOP("WhatIfJobsModel", "Wait,\nrecommended (h)"), nullptr, Format::Decimal2},
    {std::nullopt, QT_TRANSLATE_NOOP("WhatIfJobsModel", "Note"), nullptr, Format::Text},
};
static_assert(std::size(columns) == WhatIfJobsModel::ColumnCount);

QString layout(qint64 nodes, qint64 gpusPerNode)
{
    return nodes > 0 && gpusPerNode > 0 ? QStringLiteral("%1 × %2").arg(nodes).arg(gpusPerNode) : QString();
}

std::optional<double> hours(const std::optional<double> &seconds)
{
    return seconds ? std::optional<double>(*seconds / 3600.0) : std::nullopt;
}

} // namespace

WhatIfJobsModel::WhatIfJobsModel(QObject *parent)
    : OutputColumnsTableModel({std::cbegin(columns), std::cend(columns)}, parent)
{ }

void WhatIfJobsModel::setResult(const WhatIfResult &result)
{
    beginResetModel();
    m_rows.clear();
    QHash<int, double> baselineWait, recommendedWait;
    for (const ScheduledJob &job : result.baseline.jobs)
        baselineWait.insert(job.job.id, job.waitSeconds());
    for (const ScheduledJob &job : result.recommended.jobs)
        recommendedWait.insert(job.job.id, job.waitSeconds());
    for (const RecommendedJob &job : result.trace.jobs()) {
        Row row;
        row.job = job.original.row + 1;
        row.model = job.original.modelName;
        row.originalNodes = job.original.numNodes.value_or(0);
        row.originalGpusPerNode = job.original.gpusPerNode.value_or(0);
        row.nodes = job.numNodes();
        row.gpusPerNode = job.gpusPerNode();
        row.originalBatch = job.original.batchSize;
        row.batch
            = job.recommended ? std::optional<qint64>(job.recommended->batchSize) : job.original.batchSize;
        row.baselineDuration = job.original.observedDuration();
        row.duration = job.durationSeconds;
        if (baselineWait.contains(row.job))
            row.baselineWait = baselineWait.value(row.job);
        if (recommendedWait.contains(row.job))
            row.wait = recommendedWait.value(row.job);
        row.note = job.note;
        m_rows.append(row);
    }
    endResetModel();
}

void WhatIfJobsModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

int WhatIfJobsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant WhatIfJobsModel::rawValue(int r, int column) const
{
    const Row &row = m_rows.at(r);
    auto number = [](const std::optional<double> &v) { return v ? QVariant(*v) : QVariant(); };
    switch (column) {
    case JobColumn:
        return row.job;
    case ModelColumn:
        return row.model;
    case OriginalLayoutColumn:
        return row.originalNodes * row.originalGpusPerNode;
    case RecommendedLayoutColumn:
        return row.nodes * row.gpusPerNode;
    case OriginalBatchColumn:
        return row.originalBatch ? QVariant(*row.originalBatch) : QVariant();
    case RecommendedBatchColumn:
        return row.batch ? QVariant(*row.batch) : QVariant();
    case BaselineDurationColumn:
        return number(hours(row.baselineDuration));
    case RecommendedDurationColumn:
        return number(hours(row.duration));
    case BaselineWaitColumn:
        return number(hours(row.baselineWait));
    case RecommendedWaitColumn:
        return number(hours(row.wait));
    case NoteColumn:
        return row.note;
    }
    return {};
}

QString WhatIfJobsModel::customText(int r, int column) const
{
    const Row &row = m_rows.at(r);
    return column == OriginalLayoutColumn ? layout(row.originalNodes, row.originalGpusPerNode)
                                          : layout(row.nodes, row.gpusPerNode);
}

QVariant WhatIfJobsModel::roleData(const QModelIndex &index, int role) const
{
    const Row &row = m_rows.at(index.row());
    return role == Qt::ToolTipRole && !row.note.isEmpty() ? QVariant(row.note) : QVariant();
}
