#pragma once

#include "common/OutputColumnsTableModel.h"
#include "model/Evaluation.h"
#include "rank/Ranking.h"
#include "report/OutputColumns.h"

#include <memory>

/// Every ranked (feasible, predicted) configuration with the columns of the spec's "Outputs"
/// section. Rows keep the core's rank order; sorting happens in RankingProxyModel. Each column shows one
/// OutputColumns value: its raw value (ItemRoles::RawValueRole) is the `recommend` CSV/JSON cell, its
/// unit comes from OutputColumns; headers, tooltips and display formatting are the GUI's own (the
/// column descriptors of OutputColumnsTableModel).
class RankingTableModel : public OutputColumnsTableModel
{
    Q_OBJECT
public:
    enum Column {
        RankColumn,
        TotalGpusColumn,
        GpusPerNodeColumn,
        NodesColumn,
        TensorParallelColumn, ///< the parallel layout (issue 35): tp, pp, cp and dp
        PipelineParallelColumn,
        ContextParallelColumn,
        DataParallelColumn,
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
        GpuHoursColumn, ///< GPU-hours to finish the job: only meaningful with a job size
        CostColumn, ///< cost to finish the job: only with a job size and a price
        FeasibilityColumn,
        MemoryVerdictColumn, ///< fits, tight or does-not-fit (issue 37)
        ColumnCount
    };
    Q_ENUM(Column)

    explicit RankingTableModel(QObject *parent = nullptr);

    /// The OutputColumns column that `column` (a Column) shows.
    static OutputColumns::Id outputColumn(int column);

    /// Shows `ranking` of `evaluation`. When only the order changed (the same evaluation and the same
    /// ranked candidates, e.g. after an alpha/beta or goal re-rank) the rows move with a layout change,
    /// not a reset: persistent indexes, and so the views' selection and current row, follow their
    /// candidates. Otherwise the model is reset.
    void setResults(std::shared_ptr<const Evaluation> evaluation, const Ranking &ranking);
    void clear();

    std::shared_ptr<const Evaluation> evaluation() const { return m_evaluation; }
    const Ranking &ranking() const { return m_ranking; }
    bool hasJobSize() const;
    /// True when the evaluation has a job size and a price (the cost column has values).
    bool hasCost() const;
    /// Row of a candidate index, -1 when it is not ranked (constant time).
    int rowOfCandidate(int candidateIndex) const;
    int candidateIndexAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

protected:
    QVariant rawValue(int row, int column) const override;
    QString customText(int row, int column) const override;
    QVariant roleData(const QModelIndex &index, int role) const override;
    bool hasData() const override { return m_evaluation != nullptr; }

private:
    bool sameCandidates(const std::shared_ptr<const Evaluation> &evaluation, const Ranking &ranking) const;
    void reorder(const Ranking &ranking);
    void indexRows();
    /// The OutputColumns cell `id` of `row` (null when missing).
    QVariant cell(int row, OutputColumns::Id id) const;
    QString toolTip(const RankedConfiguration &row, const EvaluatedCandidate &c) const;

    std::shared_ptr<const Evaluation> m_evaluation;
    Ranking m_ranking;
    /// Per candidate index: its OutputColumns::recommend() cells, as the CSV/JSON export; filled when
    /// first read and kept for the evaluation (the cells that depend on the ranking are read fresh).
    mutable QList<QVariantList> m_candidateCells;
    QList<int> m_rowOfCandidate; ///< per candidate index: its row, -1 when not ranked
};
