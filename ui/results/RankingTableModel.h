#pragma once

#include "model/Evaluation.h"
#include "rank/Ranking.h"
#include "report/OutputColumns.h"

#include <QAbstractTableModel>
#include <memory>

/// Every ranked (feasible, predicted) configuration with the columns of the spec's "Outputs"
/// section. Rows keep the core's rank order; sorting happens in RankingProxyModel. Each column shows one
/// OutputColumns value: its raw value (ItemRoles::RawValueRole) is the `recommend` CSV/JSON cell, its
/// unit comes from OutputColumns; headers, tooltips and display formatting are the GUI's own.
class RankingTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        RankColumn,
        TotalGpusColumn,
        GpusPerNodeColumn,
        NodesColumn,
        BatchSizeColumn,
        TotalBatchColumn,
        ThroughputColumn,
        SourceColumn,
        PowerPerGpuColumn,
        ClusterPowerColumn,
        TokensPerJouleColumn,
        RuntimeScoreColumn,
        EnergyScoreColumn,
        CombinedScoreColumn,
        DominatedColumn, ///< "dominated" when another configuration is faster with less energy per token
        RuntimeColumn, ///< only meaningful with a job size
        EnergyColumn, ///< only meaningful with a job size
        FeasibilityColumn,
        ColumnCount
    };
    Q_ENUM(Column)

    explicit RankingTableModel(QObject *parent = nullptr);

    /// The OutputColumns column that `column` (a Column) shows.
    static OutputColumns::Id outputColumn(int column);

    void setResults(std::shared_ptr<const Evaluation> evaluation, const Ranking &ranking);
    void clear();

    std::shared_ptr<const Evaluation> evaluation() const { return m_evaluation; }
    const Ranking &ranking() const { return m_ranking; }
    bool hasJobSize() const;
    /// Row of a candidate index, -1 when it is not ranked.
    int rowOfCandidate(int candidateIndex) const;
    int candidateIndexAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    /// The OutputColumns cell `id` of `row` (null when missing).
    QVariant cell(int row, OutputColumns::Id id) const;
    QString displayValue(int row, const EvaluatedCandidate &c, int column) const;
    QString toolTip(const RankedConfiguration &row, const EvaluatedCandidate &c) const;

    std::shared_ptr<const Evaluation> m_evaluation;
    Ranking m_ranking;
    QList<QVariantList> m_cells; ///< per row: OutputColumns::recommend() cells, as the CSV/JSON export
};
