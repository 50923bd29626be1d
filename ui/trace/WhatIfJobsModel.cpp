#include "WhatIfJobsModel.h"

#include "common/Formatting.h"
#include "common/ItemRoles.h"

namespace {

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
    : QAbstractTableModel(parent)
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

int WhatIfJobsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WhatIfJobsModel::raw(const Row &row, int column) const
{
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

QString WhatIfJobsModel::text(const Row &row, int column) const
{
    switch (column) {
    case OriginalLayoutColumn:
        return layout(row.originalNodes, row.originalGpusPerNode);
    case RecommendedLayoutColumn:
        return layout(row.nodes, row.gpusPerNode);
    case BaselineDurationColumn:
    case RecommendedDurationColumn:
    case BaselineWaitColumn:
    case RecommendedWaitColumn: {
        const QVariant value = raw(row, column);
        return value.isValid() ? Formatting::decimal(value.toDouble(), 2) : QString();
    }
    default:
        return raw(row, column).toString();
    }
}

QVariant WhatIfJobsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return text(row, index.column());
    case ItemRoles::RawValueRole:
        return raw(row, index.column());
    case Qt::TextAlignmentRole:
        return index.column() == ModelColumn || index.column() == NoteColumn
            ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
            : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        return row.note.isEmpty() ? QVariant() : QVariant(row.note);
    default:
        return {};
    }
}

QVariant WhatIfJobsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case JobColumn:
        return tr("Job");
    case ModelColumn:
        return tr("Model");
    case OriginalLayoutColumn:
        return tr("Original\nnodes × GPUs");
    case RecommendedLayoutColumn:
        return tr("Recommended\nnodes × GPUs");
    case OriginalBatchColumn:
        return tr("Original\nbatch");
    case RecommendedBatchColumn:
        return tr("Recommended\nbatch");
    case BaselineDurationColumn:
        return tr("Duration,\nbaseline (h)");
    case RecommendedDurationColumn:
        return tr("Duration,\nrecommended (h)");
    case BaselineWaitColumn:
        return tr("Wait,\nbaseline (h)");
    case RecommendedWaitColumn:
        return tr("Wait,\nrecommended (h)");
    case NoteColumn:
        return tr("Note");
    }
    return {};
}
