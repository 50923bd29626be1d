// RecommendationSummary's memory sentences: a tight pick (worded for the margin in use), a tie that fits
// won over tight, and the busiest rank of a pipelined pick. RecommendationSummary.cpp has the rest.
#include "feasibility/LayoutMemory.h"
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

QStringList RecommendationSummary::memoryNotes(const Evaluation &evaluation, const Ranking &ranking)
{
    QStringList notes;
    if (ranking.rows.isEmpty())
        return notes;
    const EvaluatedCandidate &pick = ranking.candidateAt(evaluation, 0);
    if (const FeasibilityVerdict &v = pick.verdict; v.memory && v.memoryVerdict == MemoryVerdict::Tight) {
        int firstFits = -1;
        for (int r = 1; r < ranking.rows.size() && firstFits < 0; ++r)
            if (ranking.candidateAt(evaluation, r).verdict.memoryVerdict == MemoryVerdict::Fits)
                firstFits = r;
        QString text = tightMemoryNote(*v.memory, evaluation.config.training.memoryMargin);
        if (firstFits > 0)
            text += QLatin1Char(' ')
                + QCoreApplication::translate(
                    "RecommendationRows", "The best that fits is rank %1 (%2 GPUs, batch %3).")
                      .arg(firstFits + 1)
                      .arg(ranking.candidateAt(evaluation, firstFits).candidate.totalGpus)
                      .arg(ranking.candidateAt(evaluation, firstFits).candidate.batchSize);
        notes << text;
    }
    if (const QString busiest = busiestRankNote(pick, evaluation.config.training); !busiest.isEmpty())
        notes << busiest;
    return notes;
}

QString RecommendationSummary::busiestRankNote(const EvaluatedCandidate &pick, const TrainingSetup &setup)
{
    const ParallelLayout &layout = pick.candidate.layout;
    const std::optional<MemoryBreakdown> &m = pick.verdict.memory;
    if (layout.pp <= 1 || !m || m->peakStage < 0)
        return {};
    const double states = m->weightsGb + m->gradientsGb + m->optimizerGb;
    QString text;
    if (m->peakStage == 0) {
        const double inFlight = LayoutMemory::microBatchesInFlight(
            layout, setup.gradientAccumulationSteps, LayoutMemory::Stage::First);
        text = QCoreApplication::translate("RecommendationRows",
            "Memory per rank: the busiest rank is on the first of %1 pipeline stages, %2 GB: it keeps the "
            "activations of %3 micro-batches in flight (1F1B), %4 GB, where the last stage keeps one; its "
            "weights, gradients and optimizer states take %5 GB.")
                   .arg(layout.pp)
                   .arg(m->totalGb, 0, 'f', 2)
                   .arg(inFlight, 0, 'g', 3)
                   .arg(m->activationsGb, 0, 'f', 2)
                   .arg(states, 0, 'f', 2);
    } else {
        text = QCoreApplication::translate("RecommendationRows",
            "Memory per rank: the busiest rank is on the last of %1 pipeline stages, %2 GB: it holds the "
            "logits and the loss, %3 GB, beside one micro-batch's activations, %4 GB; its weights, "
            "gradients and optimizer states take %5 GB.")
                   .arg(layout.pp)
                   .arg(m->totalGb, 0, 'f', 2)
                   .arg(m->logitsGb, 0, 'f', 2)
                   .arg(m->activationsGb, 0, 'f', 2)
                   .arg(states, 0, 'f', 2);
    }
    if (m->workingSetGb > 0.005)
        text += QLatin1Char(' ')
            + QCoreApplication::translate("RecommendationRows",
                "FSDP keeps the stage's weights and gradients unsharded for the step: %1 GB.")
                  .arg(m->workingSetGb, 0, 'f', 2);
    return text;
}
