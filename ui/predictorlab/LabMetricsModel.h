#pragma once

#include "predict/learned/CrossValidation.h"

#include <QAbstractTableModel>
#include <QList>

/// The predictor lab's metrics table: one row per cross-validated model and a last row for Kavier,
/// scored on the same rows (learned-predictors.md "Evaluation"). Raw values (ItemRoles::RawValueRole)
/// are the AccuracyMetrics numbers; sorting happens in a QSortFilterProxyModel.
class LabMetricsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        ModelColumn,
        MdapeColumn,
        MapeColumn,
        WorstColumn,
        R2Column,
        RowsColumn,
        KavierMdapeColumn, ///< Kavier's MdAPE on the rows this model was scored on
        ColumnCount
    };
    Q_ENUM(Column)

    /// The model name of the baseline row: the roofline model that learned models correct
    /// (PredictorRegistry::learnedBase; the function keeps its old name).
    static QString kavierName() { return QStringLiteral("roofline"); }

    explicit LabMetricsModel(QObject *parent = nullptr);

    void setResults(const QList<CrossValidationResult> &results);
    /// The model name of `row` (kavierName() for the baseline row).
    QString modelAt(int row) const;
    /// The metrics shown in `row`.
    AccuracyMetrics metricsAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<CrossValidationResult> m_results;
};
