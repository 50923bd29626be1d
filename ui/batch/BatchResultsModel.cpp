#include "batch/BatchResultsModel.h"

#include "common/Formatting.h"
#include "common/ItemRoles.h"
#include "pipeline/WorkloadRow.h"

#include <QColor>

BatchResultsModel::BatchResultsModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_inputColumns(WorkloadRow::requiredColumns())
{ }

void BatchResultsModel::setInputColumns(const QStringList &columns)
{
    beginResetModel();
    m_inputColumns = columns;
    endResetModel();
}

void BatchResultsModel::addResult(const BatchResult &result)
{
    beginInsertRows({}, int(m_results.size()), int(m_results.size()));
    m_results.append(result);
    endInsertRows();
}

void BatchResultsModel::clear()
{
    beginResetModel();
    m_results.clear();
    endResetModel();
}

int BatchResultsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_results.size());
}

int BatchResultsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BatchResultsModel::value(const BatchResult &result, int column, bool raw) const
{
    const auto input = [&](int required) {
        const qsizetype i = m_inputColumns.indexOf(WorkloadRow::requiredColumns().at(required));
        return i >= 0 && i < result.inputCells.size() ? result.inputCells.at(i) : QString();
    };
    const EvaluatedCandidate *c = result.bestCandidate();
    const auto number
        = [&](qint64 v) -> QVariant { return raw ? QVariant(v) : QVariant(Formatting::integer(v)); };
    switch (column) {
    case RowColumn:
        return number(result.row + 1);
    case LlmColumn:
        return input(0);
    case MethodColumn:
        return input(1);
    case GpuColumn:
        return input(2);
    case TokensColumn:
        return raw ? QVariant(input(3).toLongLong()) : QVariant(input(3));
    case BatchColumn:
        return raw ? QVariant(input(4).toLongLong()) : QVariant(input(4));
    case TotalGpusColumn:
        return c ? number(c->candidate.totalGpus) : QVariant();
    case LayoutColumn:
        if (!c)
            return {};
        return raw ? QVariant(c->candidate.numberOfNodes)
                   : QVariant(tr("%1 × %2").arg(c->candidate.gpusPerNode).arg(c->candidate.numberOfNodes));
    case BatchPerDeviceColumn:
        return c ? number(c->candidate.batchSize) : QVariant();
    case ThroughputColumn:
        if (!c || !c->prediction)
            return {};
        return raw ? QVariant(c->prediction->throughputTokensPerSecond)
                   : QVariant(Formatting::throughput(c->prediction->throughputTokensPerSecond));
    case ClusterPowerColumn:
        if (!c)
            return {};
        return raw ? QVariant(c->clusterPowerWatts()) : QVariant(Formatting::watts(c->clusterPowerWatts()));
    case ScoreColumn:
        if (!c)
            return {};
        return raw ? QVariant(result.best.combinedScore)
                   : QVariant(Formatting::score(result.best.combinedScore));
    case StatusColumn:
        return result.ok() ? tr("ok") : result.error;
    default:
        return {};
    }
}

QVariant BatchResultsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const BatchResult &result = m_results.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return value(result, index.column(), false);
    case ItemRoles::RawValueRole:
        return value(result, index.column(), true);
    case Qt::ToolTipRole:
        return index.column() == StatusColumn ? value(result, index.column(), false) : QVariant();
    case Qt::ForegroundRole:
        return !result.ok() && index.column() == StatusColumn ? QVariant(QColor(0xda, 0x44, 0x53))
                                                              : QVariant();
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case LlmColumn:
        case MethodColumn:
        case GpuColumn:
        case StatusColumn:
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        default:
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        }
    default:
        return {};
    }
}

QVariant BatchResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case RowColumn:
        return tr("Row");
    case LlmColumn:
        return tr("LLM");
    case MethodColumn:
        return tr("Method");
    case GpuColumn:
        return tr("GPU");
    case TokensColumn:
        return tr("Tokens/sample");
    case BatchColumn:
        return tr("Batch");
    case TotalGpusColumn:
        return tr("Total GPUs");
    case LayoutColumn:
        return tr("GPUs/node × nodes");
    case BatchPerDeviceColumn:
        return tr("Batch/device");
    case ThroughputColumn:
        return tr("Throughput (tokens/s)");
    case ClusterPowerColumn:
        return tr("Cluster power (W)");
    case ScoreColumn:
        return tr("Score");
    case StatusColumn:
        return tr("Status");
    default:
        return {};
    }
}
