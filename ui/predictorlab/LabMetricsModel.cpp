#include "predictorlab/LabMetricsModel.h"

#include "common/Formatting.h"
#include "common/ItemRoles.h"

#include <QFont>

LabMetricsModel::LabMetricsModel(QObject *parent)
    : QAbstractTableModel(parent)
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

int LabMetricsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LabMetricsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const bool baseline = row == m_results.size();
    const AccuracyMetrics metrics = metricsAt(row);
    const double kavierMdape = baseline ? metrics.mdapePercent : m_results.at(row).kavier.mdapePercent;
    QVariant raw;
    switch (index.column()) {
    case ModelColumn:
        raw = modelAt(row);
        break;
    case MdapeColumn:
        raw = metrics.mdapePercent;
        break;
    case MapeColumn:
        raw = metrics.mapePercent;
        break;
    case WorstColumn:
        raw = metrics.maxApePercent;
        break;
    case R2Column:
        raw = metrics.r2Log;
        break;
    case RowsColumn:
        raw = metrics.rows;
        break;
    case KavierMdapeColumn:
        raw = kavierMdape;
        break;
    default:
        return {};
    }
    switch (role) {
    case ItemRoles::RawValueRole:
        return raw;
    case Qt::DisplayRole:
        if (index.column() == ModelColumn)
            return baseline ? tr("roofline (baseline)") : raw.toString();
        if (index.column() == RowsColumn)
            return Formatting::integer(raw.toInt());
        return Formatting::decimal(raw.toDouble(), index.column() == R2Column ? 3 : 1);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(
            (index.column() == ModelColumn ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
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
            .arg(metrics.rows)
            .arg(Formatting::decimal(kavierMdape, 1));
    default:
        return {};
    }
}

QVariant LabMetricsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case ModelColumn:
            return tr("Model");
        case MdapeColumn:
            return tr("MdAPE (%)");
        case MapeColumn:
            return tr("MAPE (%)");
        case WorstColumn:
            return tr("Worst APE (%)");
        case R2Column:
            return tr("R² (log)");
        case RowsColumn:
            return tr("Rows");
        case KavierMdapeColumn:
            return tr("Roofline MdAPE (%)");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case MdapeColumn:
            return tr("Median absolute percentage error of the held-out predictions");
        case MapeColumn:
            return tr("Mean absolute percentage error of the held-out predictions");
        case WorstColumn:
            return tr("Largest absolute percentage error of any held-out prediction");
        case R2Column:
            return tr("Coefficient of determination of log throughput (1 = perfect)");
        case KavierMdapeColumn:
            return tr("The roofline model's median absolute percentage error on the same rows");
        }
    }
    return {};
}
