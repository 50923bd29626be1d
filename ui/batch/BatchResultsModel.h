#pragma once

#include "pipeline/BatchResult.h"
#include "report/OutputColumns.h"

#include <QAbstractTableModel>
#include <optional>

/// One row per workload of a batch run: the input job and its top-1 recommendation or error. The
/// result columns show (or, for the layout and the status, derive from) OutputColumns values of the
/// `recommend` row the batch export writes: raw values (ItemRoles::RawValueRole) and units come from
/// there; headers and display formatting are the GUI's own.
class BatchResultsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        RowColumn,
        LlmColumn,
        MethodColumn,
        GpuColumn,
        TokensColumn,
        BatchColumn,
        TotalGpusColumn,
        LayoutColumn,
        BatchPerDeviceColumn,
        ThroughputColumn,
        ClusterPowerColumn,
        ScoreColumn,
        StatusColumn,
        ColumnCount
    };
    Q_ENUM(Column)

    explicit BatchResultsModel(QObject *parent = nullptr);

    /// The OutputColumns column that result column `column` shows or derives from; nullopt for the row
    /// number and the input columns.
    static std::optional<OutputColumns::Id> outputColumn(int column);

    /// The names of the columns BatchResult::inputCells holds (default: WorkloadRow::requiredColumns()).
    void setInputColumns(const QStringList &columns);
    void addResult(const BatchResult &result);
    void clear();
    const QList<BatchResult> &results() const { return m_results; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant value(int row, int column, bool raw) const;

    QStringList m_inputColumns;
    QList<BatchResult> m_results;
    QList<QVariantList> m_cells; ///< per result: its OutputColumns::recommend() cells
};
