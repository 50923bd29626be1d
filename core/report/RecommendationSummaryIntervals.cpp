// RecommendationSummary's sentences from the 80 % intervals: a pick whose interval overlaps rank 2's (issue
// "How sure": a difference inside the model's accuracy is not a reason to prefer one), and a deadline pick
// that misses the deadline at the slow end of its interval. RecommendationSummary.cpp has the rest.
#include "model/TimeAndMoney.h"
#include "predict/interval/PredictionInterval.h"
#include "report/RecommendationSummary.h"

#include <QCoreApplication>
#include <algorithm>

QString RecommendationSummary::intervalTie(const Evaluation &evaluation, const Ranking &ranking)
{
    if (ranking.rows.size() < 2)
        return {};
    const EvaluatedCandidate &pick = ranking.candidateAt(evaluation, 0);
    const EvaluatedCandidate &second = ranking.candidateAt(evaluation, 1);
    const std::optional<PredictionInterval> a = PredictionInterval::of(evaluation.config, pick);
    const std::optional<PredictionInterval> b = PredictionInterval::of(evaluation.config, second);
    if (!a || !b || !pick.prediction || !second.prediction)
        return {};
    const double overlap = std::min(a->p90TokensPerSecond, b->p90TokensPerSecond)
        - std::max(a->p10TokensPerSecond, b->p10TokensPerSecond);
    const double pickThroughput = pick.prediction->throughputTokensPerSecond;
    const double secondThroughput = second.prediction->throughputTokensPerSecond;
    if (!(overlap > 0) || !(pickThroughput > 0))
        return {};
    // Tied only when each prediction lies inside the other's interval: intervals of ±32 % overlap for
    // throughputs up to 1.9× apart, and a rank 2 33 % faster is a trade-off the score made, not a tie
    // (issue 45 item 4).
    if (secondThroughput < a->p10TokensPerSecond || secondThroughput > a->p90TokensPerSecond
        || pickThroughput < b->p10TokensPerSecond || pickThroughput > b->p90TokensPerSecond)
        return {};
    const double difference = (secondThroughput / pickThroughput - 1) * 100;
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
        .arg(b->plusMinusPercent(secondThroughput), 0, 'f', 0)
        .arg(overlap / pickThroughput * 100, 0, 'f', 0);
}

QString RecommendationSummary::deadlineRisk(const Evaluation &evaluation, const Ranking &ranking)
{
    if (ranking.policy.goal != Goal::Deadline || !ranking.policy.deadlineSeconds || ranking.rows.isEmpty())
        return {};
    const double deadline = *ranking.policy.deadlineSeconds;
    // Runtime at the interval's slow end: the job's tokens at the p10 throughput.
    const auto slowRuntime = [&](const EvaluatedCandidate &c) -> std::optional<double> {
        const auto runtime = TimeAndMoney::runtimeSeconds(evaluation, c);
        const auto interval = PredictionInterval::of(evaluation.config, c);
        if (!runtime || !interval || !c.prediction || !(interval->p10TokensPerSecond > 0))
            return std::nullopt;
        return *runtime * c.prediction->throughputTokensPerSecond / interval->p10TokensPerSecond;
    };
    const EvaluatedCandidate &pick = ranking.candidateAt(evaluation, 0);
    const std::optional<double> slow = slowRuntime(pick);
    if (!slow || *slow <= deadline)
        return {};
    QString instead = QCoreApplication::translate("RecommendationRows",
        "no ranked configuration meets it at its slow end; a short trial run settles it (--trials).");
    for (int r = 1; r < ranking.rows.size(); ++r) {
        const EvaluatedCandidate &c = ranking.candidateAt(evaluation, r);
        if (const std::optional<double> s = slowRuntime(c); s && *s <= deadline) {
            instead = QCoreApplication::translate(
                "RecommendationRows", "rank %1 (%2 GPUs, batch %3) meets it even at its slow end (%4).")
                          .arg(r + 1)
                          .arg(c.candidate.totalGpus)
                          .arg(c.candidate.batchSize)
                          .arg(TimeAndMoney::durationText(*s));
            break;
        }
    }
    return QCoreApplication::translate("RecommendationRows",
        "At the slow end of its 80 % interval the pick finishes in %1, past the deadline of %2; %3")
        .arg(TimeAndMoney::durationText(*slow), TimeAndMoney::durationText(deadline), instead);
}
