#pragma once

#include "common/OutputColumnsTableModel.h"
#include "model/Evaluation.h"
#include "rank/Ranking.h"
#include "report/OutputColumns.h"

#include <memory>

/// Every candidate that did not make the ranking, in grid order: infeasible (with the feasibility
/// reason and the memory breakdown), not predictable, dropped by max_slowdown, or (min-GPU) feasible
/// but not needed. Each column shows or
/// derives from one OutputColumns value of the `explain` output: the counts and memory columns have
/// its raw value (ItemRoles::RawValueRole) and unit; Stage and Reason are worded by the GUI.
class RejectedTableModel : public OutputColumnsTableModel
{
    Q_OBJECT
public:
    enum Column {
        TotalGpusColumn,
        GpusPerNodeColumn,
        NodesColumn,
        TensorParallelColumn, ///< the parallel layout (issue 35): tp, pp, cp and dp, as in the ranking
        PipelineParallelColumn,
        ContextParallelColumn,
        DataParallelColumn,
        BatchSizeColumn,
        TotalBatchColumn,
        StageColumn,
        MemoryVerdictColumn, ///< fits, tight (rejected by the memory margin) or does-not-fit (issue 37)
        MaxBatchColumn, ///< the largest per-device batch that fits at this layout
        MaxTokensColumn, ///< the longest sample that fits at this batch and layout (issue 36 item 4)
        FixColumn, ///< the first single change that fits (FitSearch), with the memory it gives
        ReasonColumn,
        MemoryTotalColumn,
        CapacityColumn,
        WeightsColumn,
        GradientsColumn,
        OptimizerColumn,
        WorkingSetColumn,
        ActivationsColumn,
        OptimizerStepColumn,
        ColumnCount
    };
    Q_ENUM(Column)

    /// Why a candidate is not ranked. NotNeeded: feasible, but min-GPU stopped before it (not rejected).
    enum class Stage { Feasibility, Prediction, MaxSlowdown, NotNeeded };

    explicit RejectedTableModel(QObject *parent = nullptr);

    /// The OutputColumns column that `column` (a Column) shows or, for Stage and Reason, derives from.
    static OutputColumns::Id outputColumn(int column);

    void setResults(std::shared_ptr<const Evaluation> evaluation, const Ranking &ranking);
    void clear();

    int rowOfCandidate(int candidateIndex) const;
    /// Rows in the NotNeeded stage (feasible candidates min-GPU did not need; not rejected).
    int notNeededCount() const;
    int candidateIndexAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;

    /// Row `row` in full, for the pane under the table (issue 36 item 4: readable without a horizontal
    /// scroll): the layout and the whole reason; how large it could be (the largest per-device batch at
    /// this layout, the longest sample at this batch); every single change with its memory. Translated.
    QString details(int row) const;

protected:
    QVariant rawValue(int row, int column) const override;
    QVariant roleData(const QModelIndex &index, int role) const override;
    /// The Fix column: the first fix that fits, translated, with its memory in GB.
    QString customText(int row, int column) const override;
    bool hasData() const override { return m_evaluation != nullptr; }

private:
    struct Row
    {
        int candidateIndex = -1;
        Stage stage = Stage::Feasibility;
        mutable QVariantList cells; ///< OutputColumns::explain() cells, as the `explain` export (lazy)
    };
    QString reason(const Row &row, const EvaluatedCandidate &c) const;
    /// Every fix of an infeasible candidate with its memory, one per line (the Fix column's tooltip).
    QString fixes(const EvaluatedCandidate &c) const;
    const QVariantList &cellsOf(const Row &row) const;
    QString stageName(Stage stage) const;

    std::shared_ptr<const Evaluation> m_evaluation;
    QList<Row> m_rows;
    RankingPolicy m_policy;
};
