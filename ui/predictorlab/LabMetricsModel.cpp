#include "predictorlab/LabMetricsModel.h"

#include "common/Formatting.h"

#include <QFont>
#include <iterator>

namespace {

using Format = OutputColumnsTableModel::Format;

/// In LabMetricsModel::Column order (headers and tooltips translated in the LabMetricsModel context).
const OutputColumnsTableModel::Column columns[] = {
    {std::nullopt, QT_TRANSLATE_NOOP("LabMetricsModel", "Model"), nullptr, Format::Label},
    {std::nullopt, QT_TRANSLATE_NOOP("LabMetricsModel", "MdAPE (%)"),
        QT_TRANSLATE_NOOP("LabMetricsModel", "Median absolute percentage error of the held-out predictions"),
        Format::Decimal1},
    {std::nullopt, QT_TRANSLATE_NOOP("LabMetricsModel", "MAPE (%)"),
        QT_TRANSLATE_NOOP("LabMetricsModel", "Mean absolute percentage error of the held-out predictions"),
        Format::Decimal1},
    {std::nullopt, QT_TRANSLATE_NOOP("LabMetricsModel", "Worst APE (%)"),
        QT_TRANSLATE_NOOP("LabMetricsModel", "Largest absolute percentage error of any held-out prediction"),
        Format::Decimal1},
    {std::nullopt, QT_TRANSLATE_NOOP("LabMetricsModel", "R² (log)"),
        QT_TRANSLATE_NOOP("LabMetricsModel", "Coefficient of determination of log throughput (1 = perfect)"),
        Format::Decimal3},
    {std::nullopt, QT_TRANSLATE_NOOP("LabMetricsModel", "Rows"), nullptr, Format::Count},
    {std::nullopt, QT_TRANSLATE_NOOP("LabMetricsModel", "Roofline MdAPE (%)"),
        QT_TRANSLATE_NOOP(
            "LabMetricsModel", "The roofline model's median absolute percentage error on the same rows"),
        Format::Decimal1},
};
static_assert(std::size(columns) == LabMetricsModel::ColumnCount);

} // namespace

LabMetricsModel::LabMetricsModel(QObject *parent)
    : OutputColumnsTableModel({std::cbegin(columns), std::cend(columns)}, parent)
{ }

void LabMetricsModel::setResults(const QList<CrossValidationResult> &results)
{
    beginResetModel();
    m_results = results;
    endResetModel();
}

QString LabMetricsModel::modelAt(int row) const
{
    return row < m_results.size() ? m_results.at(row).model : kavierName();
}

AccuracyMetrics LabMetricsModel::metricsAt(int row) const
{
    // Every model is scored on all rows, so Kavier's metrics are the same in every result.
    return row < m_results.size() ? m_results.at(row).learned : m_results.constFirst().kavier;
}

int LabMetricsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_results.isEmpty() ? 0 : int(m_results.size()) + 1;
}

QVariant LabMetricsModel::rawValue(int row, int column) const
{
    const bool baseline = row == m_results.size();
    const AccuracyMetrics metrics = metricsAt(row);
    switch (column) {
    case ModelColumn:
        return modelAt(row);
    case MdapeColumn:
        return metrics.mdapePercent;
    case MapeColumn:
        return metrics.mapePercent;
    case WorstColumn:
        return metrics.maxApePercent;
    case R2Column:
        return metrics.r2Log;
    case RowsColumn:
        return metrics.rows;
    case KavierMdapeColumn:
        return baseline ? metrics.mdapePercent : m_results.at(row).kavier.mdapePercent;
    default:
        return {};
    }
}

QString LabMetricsModel::customText(int row, int column) const
{
    // the Model column
    return row == m_results.size() ? tr("roofline (baseline)") : rawValue(row, column).toString();
}

QVariant LabMetricsModel::roleData(const QModelIndex &index, int role) const
{
    const int row = index.row();
    const bool baseline = row == m_results.size();
    switch (role) {
    case Qt::FontRole:
        if (baseline) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::ToolTipRole:
        if (baseline)
            return tr(
                "The roofline step-time model on the same rows: the baseline a learned model must beat");
        return tr("%1: cross-validated on %2 rows; the roofline model on the same rows: MdAPE %3 %")
            .arg(modelAt(row))
            .arg(metricsAt(row).rows)
            .arg(Formatting::decimal(m_results.at(row).kavier.mdapePercent, 1));
    default:
        return {};
    }
}
