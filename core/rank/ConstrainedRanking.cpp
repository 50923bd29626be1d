#include "rank/ConstrainedRanking.h"

#include "common/CoastlineError.h"
#include "model/TimeAndMoney.h"
#include "rank/Dominance.h"

#include <algorithm>
#include <iterator>
#include <limits>
#include <tuple>

namespace {

struct Row
{
    int index = -1; ///< into Evaluation::candidates
    double runtime = 0; ///< s
    double spend = 0; ///< cost (with a price) or GPU-hours: what the limit or the order reads
    int gpus = 0;
    bool tight = false; ///< memory verdict `tight`: fits beats tight on a tie
};

QString layout(const Candidate &c)
{
    return QStringLiteral("%1 GPU%2 (%3 × %4), batch %5 per device")
        .arg(c.totalGpus)
        .arg(c.totalGpus == 1 ? QString() : QStringLiteral("s"))
        .arg(c.gpusPerNode)
        .arg(c.numberOfNodes)
        .arg(c.batchSize);
}

} // namespace

Ranking ConstrainedRanking::rank(const Evaluation &evaluation, const RankingPolicy &policy)
{
    policy.checkLimits(evaluation.config); // a job size and the limit
    const bool deadline = policy.goal == Goal::Deadline;
    const std::optional<double> deadlineSeconds = policy.deadlineSeconds;
    const std::optional<Budget> budget = policy.budget;
    const bool priced = evaluation.config.infrastructure.hasPrices();
    const QString currency = evaluation.config.infrastructure.currency;
    // What the limit (budget) or the order (deadline) counts: cost with a price, else GPU-hours.
    const bool costSpend = deadline ? priced : budget->unit == Budget::Unit::Cost;
    const auto spendText = [&](double spend) {
        return costSpend ? TimeAndMoney::moneyText(spend, currency) : TimeAndMoney::gpuHoursText(spend);
    };

    Ranking ranking;
    ranking.policy = policy;
    std::vector<Row> all;
    for (int i = 0; i < evaluation.candidates.size(); ++i) {
        const EvaluatedCandidate &c = evaluation.candidates.at(i);
        if (!c.isRankable())
            continue;
        const auto runtime = TimeAndMoney::runtimeSeconds(evaluation, c);
        const auto spend
            = costSpend ? TimeAndMoney::cost(evaluation, c) : TimeAndMoney::gpuHours(evaluation, c);
        if (!runtime || !spend)
            continue;
        all.push_back(
            {i, *runtime, *spend, c.candidate.totalGpus, c.verdict.memoryVerdict == MemoryVerdict::Tight});
    }
    if (all.empty())
        throw CoastlineError(QStringLiteral("%1: no feasible configuration could be predicted among the %2 "
                                            "candidates")
                                 .arg(goalName(policy.goal))
                                 .arg(evaluation.candidates.size()),
            CoastlineError::Kind::NoResult);

    std::vector<Row> kept;
    for (const Row &row : all) {
        if (deadline && row.runtime > *deadlineSeconds)
            ranking.outsideLimit.insert(row.index,
                QStringLiteral("finishes in %1, %2 past the deadline of %3")
                    .arg(TimeAndMoney::durationText(row.runtime),
                        TimeAndMoney::durationText(row.runtime - *deadlineSeconds),
                        TimeAndMoney::durationText(*deadlineSeconds)));
        else if (!deadline && row.spend > budget->amount)
            ranking.outsideLimit.insert(row.index,
                QStringLiteral("needs %1, %2 over the budget of %3")
                    .arg(spendText(row.spend), spendText(row.spend - budget->amount),
                        spendText(budget->amount)));
        else
            kept.push_back(row);
    }
    if (kept.empty()) {
        // The closest miss: the fastest configuration (deadline) or the one that spends least (budget).
        const auto closest = std::min_element(all.begin(), all.end(), [&](const Row &a, const Row &b) {
            return deadline ? std::tie(a.runtime, a.spend, a.index) < std::tie(b.runtime, b.spend, b.index)
                            : std::tie(a.spend, a.runtime, a.index) < std::tie(b.spend, b.runtime, b.index);
        });
        const Candidate &c = evaluation.candidates.at(closest->index).candidate;
        const QString tried = all.size() == 1 ? QStringLiteral("1 configuration")
                                              : QStringLiteral("%1 configurations").arg(all.size());
        throw CoastlineError(deadline
                ? QStringLiteral("deadline: no configuration finishes within %1; the fastest, %2, %3 "
                                 "(%4 feasible and predicted)")
                      .arg(TimeAndMoney::durationText(*deadlineSeconds), layout(c),
                          ranking.outsideLimit.value(closest->index))
                      .arg(tried)
                : QStringLiteral("budget: no configuration stays within %1; the cheapest, %2, %3 "
                                 "(%4 feasible and predicted)")
                      .arg(spendText(budget->amount), layout(c), ranking.outsideLimit.value(closest->index))
                      .arg(tried),
            CoastlineError::Kind::NoResult);
    }
    const auto keyOf = [&](const Row &row) { return deadline ? row.spend : row.runtime; };
    const auto byKey = [&](const Row &a, const Row &b) {
        return deadline
            ? std::tie(a.spend, a.runtime, a.gpus, a.index) < std::tie(b.spend, b.runtime, b.gpus, b.index)
            : std::tie(a.runtime, a.spend, a.gpus, a.index) < std::tie(b.runtime, b.spend, b.gpus, b.index);
    };
    std::sort(kept.begin(), kept.end(), byKey);
    const double best = keyOf(kept.front());
    // The tie: keys within tieTolerance of the best are not told apart; among them a configuration that
    // fits in memory goes before a tight one, then fewer GPUs first.
    const auto tied
        = [&](const Row &row) { return keyOf(row) <= best * (1 + ConstrainedRanking::tieTolerance); };
    const auto tieEnd = std::partition_point(kept.begin(), kept.end(), tied);
    const auto byGpus
        = [&](const Row &a, const Row &b) { return a.gpus != b.gpus ? a.gpus < b.gpus : byKey(a, b); };
    std::sort(kept.begin(), tieEnd, byGpus);
    const Row firstByGpus = kept.front();
    std::stable_partition(kept.begin(), tieEnd, [](const Row &row) { return !row.tight; });
    if (firstByGpus.tight && !kept.front().tight)
        ranking.tightTieBeaten = firstByGpus.index;
    const auto tiedRows = std::distance(kept.begin(), tieEnd);
    std::vector<double> throughput, joulesPerToken;
    for (const Row &row : kept) {
        const EvaluatedCandidate &c = evaluation.candidates.at(row.index);
        throughput.push_back(c.prediction->throughputTokensPerSecond);
        joulesPerToken.push_back(c.clusterPowerWatts() / throughput.back());
    }
    const std::vector<bool> dominated = Dominance::dominated(throughput, joulesPerToken);
    for (size_t r = 0; r < kept.size(); ++r) {
        RankedConfiguration row;
        row.candidateIndex = kept[r].index;
        row.rank = int(r) + 1;
        row.tieRank = std::ptrdiff_t(r) < tiedRows ? 1 : row.rank;
        row.runtimeScore = std::numeric_limits<double>::quiet_NaN();
        row.energyScore = std::numeric_limits<double>::quiet_NaN();
        const double key = keyOf(kept[r]);
        row.combinedScore = key > 0 && std::ptrdiff_t(r) >= tiedRows ? best / key : 1.0;
        row.inTopK = int(r) < policy.topK;
        row.dominated = dominated[r];
        ranking.rows.append(row);
    }
    return ranking;
}
