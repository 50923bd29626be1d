#pragma once

#include "model/Evaluation.h"
#include "rank/Ranking.h"

#include <QStringList>
#include <memory>
#include <optional>

/// The outcome of one job of a jobs CSV (BatchRecommendation): the top-1 recommendation, or the error
/// that row hit; for a case of a cases CSV (BatchRecommendation::Mode::Simulate), the declared
/// configuration's verdict and prediction (`simulated`), or the error.
struct BatchResult
{
    int row = -1; ///< 0-based data row
    QStringList inputCells; ///< the row's cells, one per column of BatchRecommendation::inputColumns()
    std::shared_ptr<const Evaluation> evaluation; ///< set when the row was recommended
    Ranking ranking; ///< the row's ranking (best = ranking.rows.first())
    RankedConfiguration best;
    QString error; ///< empty on success; else "<file>:<line>: <message>"
    QStringList warnings; ///< the run's warnings (also when ranking then failed)
    /// Mode::Simulate: the declared configuration checked and predicted (set when the row ran).
    std::optional<EvaluatedCandidate> simulated;

    /// Whether the row was recommended (Mode::Recommend) or simulated (Mode::Simulate).
    bool ok() const { return evaluation != nullptr || simulated.has_value(); }
    const EvaluatedCandidate *bestCandidate() const
    {
        return evaluation ? &evaluation->candidates.at(best.candidateIndex) : nullptr;
    }
};
