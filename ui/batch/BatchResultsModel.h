#pragma once

#include "pipeline/BatchResult.h"

#include <QAbstractTableModel>

/// One row per workload of a batch run: the input job and its top-1 recommendation or error.
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
    QVariant value(const BatchResult &result, int column, bool raw) const;

    QStringList m_inputColumns;
    QList<BatchResult> m_results;
};
