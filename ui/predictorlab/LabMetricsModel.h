#pragma once

#include "common/OutputColumnsTableModel.h"
#include "predict/learned/CrossValidation.h"

#include <QList>

/// The predictor lab's metrics table: one row per cross-validated model and a last row for Kavier,
/// scored on the same rows (learned-predictors.md "Evaluation"). Raw values (ItemRoles::RawValueRole)
/// are the AccuracyMetrics numbers; sorting happens in RankingProxyModel. No column is an OutputColumns
/// value: the descriptors name no output id.
class LabMetricsModel : public OutputColumnsTableModel
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

protected:
    QVariant rawValue(int row, int column) const override;
    QString customText(int row, int column) const override;
    QVariant roleData(const QModelIndex &index, int role) const override;

private:
    QList<CrossValidationResult> m_results;
};
