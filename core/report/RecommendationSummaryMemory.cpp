// RecommendationSummary's memory-risk sentences: a tight pick (worded for the margin in use) and a tie
// that fits won over tight. RecommendationSummary.cpp has the rest.
#include "feasibility/MemoryModel.h"
#include "model/GoalInfo.h"
#include "rank/ConstrainedRanking.h"
#include "report/RecommendationSummary.h"

#include <QCoreApplication>

QString RecommendationSummary::tightMemoryNote(const MemoryBreakdown &memory, double margin)
{
    if (!(margin > 0))
        return QCoreApplication::translate("RecommendationRows",
            "Memory is tight: the pick needs %1 GB of %2 GB per GPU, inside the band where measured runs "
            "both "
            "ran and ran out of memory; --memory-margin 1 rejects such configurations.")
            .arg(memory.totalGb, 0, 'f', 2)
            .arg(memory.capacityGb, 0, 'f', 2);
    const double acceptedGb
        = MemoryModel::Estimate::limitBytes(memory.capacityGb * MemoryModel::kBytesPerGb, margin)
        / MemoryModel::kBytesPerGb;
    return QCoreApplication::translate("RecommendationRows",
        "Memory is tight: the pick needs %1 GB of %2 GB per GPU, inside the band where measured runs "
        "both ran and ran out of memory; --memory-margin %3 accepts it because it accepts up to "
        "%4 GB (--memory-margin 1 rejects every tight configuration).")
        .arg(memory.totalGb, 0, 'f', 2)
        .arg(memory.capacityGb, 0, 'f', 2)
        .arg(margin)
        .arg(acceptedGb, 0, 'f', 2);
}

QString RecommendationSummary::tightTieNote(const Evaluation &evaluation, const Ranking &ranking)
{
    if (!ranking.tightTieBeaten)
        return {};
    const int index = *ranking.tightTieBeaten;
    int row = -1;
    for (int r = 0; r < ranking.rows.size() && row < 0; ++r)
        if (ranking.rows.at(r).candidateIndex == index)
            row = r;
    const EvaluatedCandidate &tight = evaluation.candidates.at(index);
    if (row < 0 || !tight.verdict.memory)
        return {};
    const Goal goal = ranking.policy.goal;
    const bool weighted = GoalInfo::of(goal).kind == GoalKind::MultiObjective;
    const QString tie = weighted
        ? QCoreApplication::translate("RecommendationRows", "scores within %1 of the pick")
              .arg(Ranker::nearTieScore)
        : goal == Goal::Budget
        ? QCoreApplication::translate("RecommendationRows", "runs within %1 % of the pick's runtime")
              .arg(ConstrainedRanking::tieTolerance * 100)
        : evaluation.config.infrastructure.hasPrices()
        ? QCoreApplication::translate("RecommendationRows", "costs within %1 % of the pick")
              .arg(ConstrainedRanking::tieTolerance * 100)
        : QCoreApplication::translate("RecommendationRows", "needs GPU-hours within %1 % of the pick's")
              .arg(ConstrainedRanking::tieTolerance * 100);
    return QCoreApplication::translate("RecommendationRows",
        "On a tie, fits beats tight: rank %1 (%2 GPUs, batch %3) %4, but needs %5 of %6 GB per GPU "
        "(tight); the pick fits.")
        .arg(row + 1)
        .arg(tight.candidate.totalGpus)
        .arg(tight.candidate.batchSize)
        .arg(tie)
        .arg(tight.verdict.memory->totalGb, 0, 'f', 2)
        .arg(tight.verdict.memory->capacityGb, 0, 'f', 2);
}
