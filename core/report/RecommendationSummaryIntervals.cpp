// RecommendationSummary's sentence for a pick whose 80 % interval overlaps rank 2's (issue "How sure":
// a difference inside the model's accuracy is not a reason to prefer one). RecommendationSummary.cpp has
// the rest.
#include "predict/interval/PredictionInterval.h"
#include "report/RecommendationSummary.h"

#include <QCoreApplication>
#include <algorithm>

QString RecommendationSummary::intervalTie(const Evaluation &evaluation, const Ranking &ranking)
{
    if (ranking.rows.size() < 2)
        return {};
    const EvaluatedCandidate &pick = evaluation.candidates.at(ranking.rows.at(0).candidateIndex);
    const EvaluatedCandidate &second = evaluation.candidates.at(ranking.rows.at(1).candidateIndex);
    const std::optional<PredictionInterval> a = PredictionInterval::of(evaluation.config, pick);
    const std::optional<PredictionInterval> b = PredictionInterval::of(evaluation.config, second);
    if (!a || !b || !pick.prediction || !second.prediction)
        return {};
    const double overlap = std::min(a->p90TokensPerSecond, b->p90TokensPerSecond)
        - std::max(a->p10TokensPerSecond, b->p10TokensPerSecond);
    const double pickThroughput = pick.prediction->throughputTokensPerSecond;
    if (!(overlap > 0) || !(pickThroughput > 0))
        return {};
    const double difference = (second.prediction->throughputTokensPerSecond / pickThroughput - 1) * 100;
    const Candidate &c = second.candidate;
    return (difference <= 0
            ? QCoreApplication::translate("RecommendationRows",
                "Tied within the model's accuracy: rank 2 (%1, batch %2) is predicted %3 % slower than "
                "the pick, but their 80 % intervals (±%4 % and ±%5 %) overlap by %6 % of the pick's "
                "throughput; a short trial run of each settles it (--trials).")
            : QCoreApplication::translate("RecommendationRows",
                "Tied within the model's accuracy: rank 2 (%1, batch %2) is predicted %3 % "
                "faster than the pick, but their 80 % intervals (±%4 % and ±%5 %) overlap by %6 "
                "% of the pick's throughput; a short trial run of each settles it (--trials)."))
        .arg(c.totalGpus == 1 ? QCoreApplication::translate("RecommendationRows", "1 GPU")
                              : QCoreApplication::translate("RecommendationRows", "%1 GPUs").arg(c.totalGpus))
        .arg(c.batchSize)
        .arg(std::abs(difference), 0, 'f', 1)
        .arg(a->plusMinusPercent(pickThroughput), 0, 'f', 0)
        .arg(b->plusMinusPercent(second.prediction->throughputTokensPerSecond), 0, 'f', 0)
        .arg(overlap / pickThroughput * 100, 0, 'f', 0);
}
