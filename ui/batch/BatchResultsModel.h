#pragma once

#include "common/OutputColumnsTableModel.h"
#include "pipeline/BatchResult.h"
#include "report/OutputColumns.h"

#include <optional>

/// One row per workload of a batch run: the input job and its top-1 recommendation or error. The
/// result columns show (or, for the layout and the status, derive from) OutputColumns values of the
/// `recommend` row the batch export writes: raw values (ItemRoles::RawValueRole) and units come from
/// there; headers and display formatting are the GUI's own.
class BatchResultsModel : public OutputColumnsTableModel
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

protected:
    QVariant rawValue(int row, int column) const override;
    QString customText(int row, int column) const override;
    QVariant roleData(const QModelIndex &index, int role) const override;

private:
    /// The OutputColumns cell `id` of `row`'s `recommend` row.
    QVariant cell(int row, OutputColumns::Id id) const;
    /// The job's input cell that `column` (an input column) shows.
    QString input(int row, int column) const;

    QStringList m_inputColumns;
    QList<BatchResult> m_results;
    QList<QVariantList> m_cells; ///< per result: its OutputColumns::recommend() cells
};
