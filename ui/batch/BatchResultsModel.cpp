#include "batch/BatchResultsModel.h"

#include "common/Formatting.h"
#include "common/ItemRoles.h"
#include "pipeline/WorkloadRow.h"
#include "report/RecommendationRows.h"

#include <QColor>
#include <iterator>

namespace {

using Id = OutputColumns::Id;

/// How a column shows its value. Input columns show the job's cell (raw: a number for the numeric
/// ones); result columns format their OutputColumns value (blank when missing).
enum class Format { RowNumber, InputText, InputNumber, Count, Layout, Throughput, Watts, Score, Status };

/// One column of the table: where its value comes from (an OutputColumns id, or the index of a
/// WorkloadRow::requiredColumns() input), its header (translated in the BatchResultsModel context)
/// and how it is shown.
struct ColumnDescriptor
{
    std::optional<Id> id;
    int input; ///< index into WorkloadRow::requiredColumns(), or -1
    const char *header;
    Format format;
};

/// In BatchResultsModel::Column order.
const ColumnDescriptor columns[] = {
    {std::nullopt, -1, QT_TRANSLATE_NOOP("BatchResultsModel", "Row"), Format::RowNumber},
    {std::nullopt, 0, QT_TRANSLATE_NOOP("BatchResultsModel", "LLM"), Format::InputText},
    {std::nullopt, 1, QT_TRANSLATE_NOOP("BatchResultsModel", "Method"), Format::InputText},
    {std::nullopt, 2, QT_TRANSLATE_NOOP("BatchResultsModel", "GPU"), Format::InputText},
    {std::nullopt, 3, QT_TRANSLATE_NOOP("BatchResultsModel", "Tokens/sample"), Format::InputNumber},
    {std::nullopt, 4, QT_TRANSLATE_NOOP("BatchResultsModel", "Batch"), Format::InputNumber},
    {Id::TotalGpus, -1, QT_TRANSLATE_NOOP("BatchResultsModel", "Total GPUs"), Format::Count},
    {Id::NumberOfNodes, -1, QT_TRANSLATE_NOOP("BatchResultsModel", "GPUs/node × nodes"), Format::Layout},
    {Id::BatchSize, -1, QT_TRANSLATE_NOOP("BatchResultsModel", "Batch/device"), Format::Count},
    {Id::Throughput, -1, QT_TRANSLATE_NOOP("BatchResultsModel", "Throughput (tokens/s)"), Format::Throughput},
    {Id::ClusterPower, -1, QT_TRANSLATE_NOOP("BatchResultsModel", "Cluster power (W)"), Format::Watts},
    {Id::CombinedScore, -1, QT_TRANSLATE_NOOP("BatchResultsModel", "Score"), Format::Score},
    {Id::Error, -1, QT_TRANSLATE_NOOP("BatchResultsModel", "Status"), Format::Status},
};
static_assert(std::size(columns) == BatchResultsModel::ColumnCount);

const OutputColumns::Column *outputColumnOf(int column)
{
    const QList<OutputColumns::Column> &all = OutputColumns::recommend();
    return columns[column].id ? &all.at(OutputColumns::indexOf(all, *columns[column].id)) : nullptr;
}

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
    : QAbstractTableModel(parent)
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

int BatchResultsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BatchResultsModel::value(int row, int column, bool raw) const
{
    const BatchResult &result = m_results.at(row);
    const ColumnDescriptor &descriptor = columns[column];
    const auto cell
        = [&](Id id) { return m_cells.at(row).at(OutputColumns::indexOf(OutputColumns::recommend(), id)); };
    const QVariant output = descriptor.id ? cell(*descriptor.id) : QVariant();
    const auto input = [&] {
        const qsizetype i = m_inputColumns.indexOf(WorkloadRow::requiredColumns().at(descriptor.input));
        return i >= 0 && i < result.inputCells.size() ? result.inputCells.at(i) : QString();
    };
    switch (descriptor.format) {
    case Format::RowNumber:
        return raw ? QVariant(qint64(result.row + 1)) : QVariant(Formatting::integer(result.row + 1));
    case Format::InputText:
        return input();
    case Format::InputNumber:
        return raw ? QVariant(input().toLongLong()) : QVariant(input());
    case Format::Count:
        return raw || output.isNull() ? output : QVariant(Formatting::integer(output.toLongLong()));
    case Format::Layout: // raw: the number of nodes
        if (raw || output.isNull())
            return output;
        return tr("%1 × %2").arg(cell(Id::GpusPerNode).toLongLong()).arg(output.toLongLong());
    case Format::Throughput:
        return raw || output.isNull() ? output : QVariant(Formatting::throughput(output.toDouble()));
    case Format::Watts:
        return raw || output.isNull() ? output : QVariant(Formatting::watts(output.toDouble()));
    case Format::Score:
        return raw || output.isNull() ? output : QVariant(Formatting::score(output.toDouble()));
    case Format::Status: // "ok", or the failed row's error
        return result.ok() ? tr("ok") : output.toString();
    }
    return {};
}

QVariant BatchResultsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const BatchResult &result = m_results.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return value(index.row(), index.column(), false);
    case ItemRoles::RawValueRole:
        return value(index.row(), index.column(), true);
    case Qt::ToolTipRole:
        return columns[index.column()].format == Format::Status ? value(index.row(), index.column(), false)
                                                                : QVariant();
    case Qt::ForegroundRole:
        return !result.ok() && columns[index.column()].format == Format::Status
            ? QVariant(QColor(0xda, 0x44, 0x53))
            : QVariant();
    case Qt::TextAlignmentRole:
        if (columns[index.column()].format == Format::InputText
            || columns[index.column()].format == Format::Status)
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant BatchResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    const OutputColumns::Column *output = outputColumnOf(section);
    switch (role) {
    case Qt::DisplayRole:
        return tr(columns[section].header);
    case ItemRoles::OutputColumnRole:
        return output ? output->name : QString();
    case ItemRoles::UnitRole:
        return output ? output->unit : QString();
    default:
        return QAbstractTableModel::headerData(section, orientation, role);
    }
}
