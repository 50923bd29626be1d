#pragma once

#include "config/Configuration.h"
#include "model/Evaluation.h"
#include "rank/Ranking.h"

#include <QStringList>
#include <atomic>
#include <memory>

class CsvTable;

/// The top-1 recommendation for one row of a workloads CSV (Tools → Recommend for a CSV of jobs),
/// or the error that row hit.
struct BatchResult
{
    int row = -1; ///< 0-based data row
    QStringList inputCells; ///< the row's cells of the input columns
    std::shared_ptr<const Evaluation> evaluation; ///< set when the row was recommended
    Ranking ranking; ///< the row's ranking (best = ranking.rows.first())
    RankedConfiguration best;
    QString error; ///< empty on success

    bool ok() const { return evaluation != nullptr; }
    const EvaluatedCandidate *bestCandidate() const
    {
        return ok() ? &evaluation->candidates.at(best.candidateIndex) : nullptr;
    }
};

namespace BatchRecommendation {
/// Columns a workloads CSV must have (cli.md `recommend --input`).
QStringList requiredInputColumns();
/// Columns it may have.
QStringList optionalInputColumns();
/// The input columns of `table` that are written back: the required ones, then the optional ones present.
QStringList inputColumns(const CsvTable &table);
/// Runs the pipeline for data row `row` of `table` with `base`'s policy, predictors, grid and
/// infrastructure and the row's workload. Never throws: errors end up in BatchResult::error.
BatchResult recommendRow(
    const Configuration &base, const CsvTable &table, int row, const std::atomic_bool *cancelled = nullptr);
/// CSV of the results: the input columns, then the `recommend` columns (cli.md batch mode).
QByteArray toCsv(const QStringList &inputColumns, const QList<BatchResult> &results);
} // namespace BatchRecommendation
