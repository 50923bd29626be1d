#include "batch/BatchResultsModel.h"

#include "common/Formatting.h"
#include "common/ItemRoles.h"
#include "pipeline/WorkloadRow.h"
#include "report/RecommendationRows.h"

#include <QColor>
#include <iterator>

namespace {

using Id = OutputColumns::Id;

using Format = OutputColumnsTableModel::Format;

/// Per column: the index of the WorkloadRow::requiredColumns() input it shows, or -1.
const int inputs[] = {-1, 0, 1, 2, 3, 4, -1, -1, -1, -1, -1, -1, -1};

/// In BatchResultsModel::Column order. Input columns show the job's cell (raw: a number for the numeric
/// ones); result columns format their OutputColumns value; Layout and Status are worded here.
const OutputColumnsTableModel::Column columns[] = {
    {std::nullopt, QT_TRANSLATE_NOOP("BatchResultsModel", "Row"), nullptr, Format::Count},
    {std::nullopt, QT_TRANSLATE_NOOP("BatchResultsModel", "LLM"), nullptr, Format::Text},
    {std::nullopt, QT_TRANSLATE_NOOP("BatchResultsModel", "Method"), nullptr, Format::Text},
    {std::nullopt, QT_TRANSLATE_NOOP("BatchResultsModel", "GPU"), nullptr, Format::Text},
    {std::nullopt, QT_TRANSLATE_NOOP("BatchResultsModel", "Tokens/sample"), nullptr, Format::Custom},
    {std::nullopt, QT_TRANSLATE_NOOP("BatchResultsModel", "Batch"), nullptr, Format::Custom},
    {Id::TotalGpus, QT_TRANSLATE_NOOP("BatchResultsModel", "Total GPUs"), nullptr, Format::Count},
    {Id::NumberOfNodes, QT_TRANSLATE_NOOP("BatchResultsModel", "GPUs/node × nodes"), nullptr, Format::Custom},
    {Id::BatchSize, QT_TRANSLATE_NOOP("BatchResultsModel", "Batch/device"), nullptr, Format::Count},
    {Id::Throughput, QT_TRANSLATE_NOOP("BatchResultsModel", "Throughput (tokens/s)"), nullptr,
        Format::Throughput},
    {Id::ClusterPower, QT_TRANSLATE_NOOP("BatchResultsModel", "Cluster power (W)"), nullptr, Format::Watts},
    {Id::CombinedScore, QT_TRANSLATE_NOOP("BatchResultsModel", "Score"), nullptr, Format::Score},
    {Id::Error, QT_TRANSLATE_NOOP("BatchResultsModel", "Status"), nullptr, Format::Label},
};
static_assert(std::size(columns) == BatchResultsModel::ColumnCount);
static_assert(std::size(inputs) == BatchResultsModel::ColumnCount);

/// The result's `recommend` row, as the batch export writes it: the top-1 row, or a failed row.
QVariantList outputCells(const BatchResult &result)
{
    if (!result.ok())
        return RecommendationRows::failedRow(result.error);
    return OutputColumns::row(OutputColumns::recommend(),
        {*result.evaluation, *result.bestCandidate(), &result.best, result.ranking.policy, std::nullopt});
}

} // namespace

BatchResultsModel::BatchResultsModel(QObject *parent)
    : OutputColumnsTableModel({std::cbegin(columns), std::cend(columns)}, parent)
    , m_inputColumns(WorkloadRow::requiredColumns())
{ }

std::optional<OutputColumns::Id> BatchResultsModel::outputColumn(int column)
{
    return columns[column].id;
}

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
    m_cells.append(outputCells(result));
    endInsertRows();
}

void BatchResultsModel::clear()
{
    beginResetModel();
    m_results.clear();
    m_cells.clear();
    endResetModel();
}

int BatchResultsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_results.size());
}

QVariant BatchResultsModel::cell(int row, OutputColumns::Id id) const
{
    return m_cells.at(row).at(OutputColumns::indexOf(OutputColumns::recommend(), id));
}

QString BatchResultsModel::input(int row, int column) const
{
    const QList<QString> &cells = m_results.at(row).inputCells;
    const qsizetype i = m_inputColumns.indexOf(WorkloadRow::requiredColumns().at(inputs[column]));
    return i >= 0 && i < cells.size() ? cells.at(i) : QString();
}

QVariant BatchResultsModel::rawValue(int row, int column) const
{
    if (column == RowColumn)
        return qint64(m_results.at(row).row + 1);
    if (inputs[column] >= 0) // text, or a number for the numeric inputs
        return descriptor(column).format == Format::Text ? QVariant(input(row, column))
                                                         : QVariant(input(row, column).toLongLong());
    return cell(row, *columns[column].id); // Layout: the number of nodes; Status: the error
}

QString BatchResultsModel::customText(int row, int column) const
{
    if (inputs[column] >= 0)
        return input(row, column);
    if (column == LayoutColumn) {
        const QVariant nodes = cell(row, Id::NumberOfNodes);
        return nodes.isNull()
            ? QString()
            : tr("%1 × %2").arg(cell(row, Id::GpusPerNode).toLongLong()).arg(nodes.toLongLong());
    }
    // Status: "ok", or the failed row's error
    return m_results.at(row).ok() ? tr("ok") : cell(row, Id::Error).toString();
}

QVariant BatchResultsModel::roleData(const QModelIndex &index, int role) const
{
    const bool status = index.column() == StatusColumn;
    switch (role) {
    case Qt::ToolTipRole:
        return status ? QVariant(customText(index.row(), index.column())) : QVariant();
    case Qt::ForegroundRole:
        return status && !m_results.at(index.row()).ok() ? QVariant(QColor(0xda, 0x44, 0x53)) : QVariant();
    default:
        return {};
    }
}
