#include "rank/Ranking.h"

#include "common/CoastlineError.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace {

/// Ties: scores within this absolute distance are equal (spec decision 2).
constexpr double kScoreTieEpsilon = 1e-9;

/// Min-max score in [0, 1] where the lowest cost scores 1; all-equal costs score 1 (seed "Ranking").
double minMaxScore(double cost, double minCost, double maxCost)
{
    if (maxCost == minCost)
        return 1.0;
    return (maxCost - cost) / (maxCost - minCost);
}

} // namespace

Ranking Ranker::rank(const Evaluation &evaluation, const RankingPolicy &policy)
{
    Ranking ranking;
    ranking.policy = policy;
    const auto &candidates = evaluation.candidates;

    QList<int> pool;
    for (int i = 0; i < candidates.size(); ++i)
        if (candidates.at(i).isRankable())
            pool.append(i);
    if (pool.isEmpty() && evaluation.minGpu) {
        const Workload &w = evaluation.config.workload;
        if (evaluation.feasibleCount() == 0)
            throw CoastlineError(
                QStringLiteral("min-GPU: no GPU count from 1 to %1 is feasible for a total batch of %2 "
                               "(%3 counts tried)")
                    .arg(evaluation.config.infrastructure.totalGpus)
                    .arg(w.totalBatch())
                    .arg(evaluation.candidates.size()),
                CoastlineError::Kind::NoResult);
        throw CoastlineError(
            QStringLiteral("min-GPU: none of the returned configurations could be predicted"),
            CoastlineError::Kind::NoResult);
    }
    if (candidates.isEmpty()) {
        const Infrastructure &infra = evaluation.config.infrastructure;
        throw CoastlineError(
            QStringLiteral("grid.total_gpus: the search grid is empty: no GPU count in it fits the "
                           "cluster (%1 GPUs, at most %2 nodes of %3 GPUs), or grid.batch_sizes "
                           "is empty")
                .arg(infra.totalGpus)
                .arg(infra.maxNodes)
                .arg(infra.maxGpusPerNode),
            CoastlineError::Kind::NoResult);
    }
    if (pool.isEmpty())
        throw CoastlineError(
            QStringLiteral("no feasible configuration could be predicted among the %1 candidates "
                           "(%2 rejected by the feasibility check)")
                .arg(candidates.size())
                .arg(evaluation.rejectedCount()),
            CoastlineError::Kind::NoResult);

    auto throughputOf = [&](int i) { return candidates.at(i).prediction->throughputTokensPerSecond; };
    auto clusterPowerOf = [&](int i) { return candidates.at(i).clusterPowerWatts(); };

    if (policy.goal == Goal::MinGpu) {
        // Min-GPU: the walk order (g = 1, 2, 4, ...) is the ranking; score = 1 / total GPUs.
        for (int i : pool) {
            RankedConfiguration row;
            row.candidateIndex = i;
            row.runtimeScore = std::numeric_limits<double>::quiet_NaN();
            row.energyScore = std::numeric_limits<double>::quiet_NaN();
            row.combinedScore = 1.0 / candidates.at(i).candidate.totalGpus;
            ranking.rows.append(row);
        }
    } else {
        if (policy.maxSlowdown) {
            double fastest = 0;
            for (int i : pool)
                fastest = std::max(fastest, throughputOf(i));
            const double floor = fastest / *policy.maxSlowdown;
            QList<int> kept;
            for (int i : pool)
                (throughputOf(i) >= floor ? kept : ranking.droppedBySlowdown).append(i);
            pool = kept;
        }
        double minTime = std::numeric_limits<double>::infinity(), maxTime = 0;
        double minPower = std::numeric_limits<double>::infinity(), maxPower = 0;
        for (int i : pool) {
            const double time = 1.0 / throughputOf(i);
            minTime = std::min(minTime, time);
            maxTime = std::max(maxTime, time);
            minPower = std::min(minPower, clusterPowerOf(i));
            maxPower = std::max(maxPower, clusterPowerOf(i));
        }
        for (int i : pool) {
            RankedConfiguration row;
            row.candidateIndex = i;
            row.runtimeScore = minMaxScore(1.0 / throughputOf(i), minTime, maxTime);
            row.energyScore = minMaxScore(clusterPowerOf(i), minPower, maxPower);
            row.combinedScore
                = policy.weights.alpha * row.runtimeScore + policy.weights.beta * row.energyScore;
            ranking.rows.append(row);
        }
        // Highest score first; then groups of scores within 1e-9 of the group's first score are
        // ordered by throughput, GPUs, batch, nodes (spec decision 2). Stable: grid order otherwise.
        std::stable_sort(ranking.rows.begin(), ranking.rows.end(),
            [](const auto &a, const auto &b) { return a.combinedScore > b.combinedScore; });
        auto tieOrder = [&](const RankedConfiguration &a, const RankedConfiguration &b) {
            const Candidate &ca = candidates.at(a.candidateIndex).candidate;
            const Candidate &cb = candidates.at(b.candidateIndex).candidate;
            const double ta = throughputOf(a.candidateIndex), tb = throughputOf(b.candidateIndex);
            if (ta != tb)
                return ta > tb;
            if (ca.totalGpus != cb.totalGpus)
                return ca.totalGpus < cb.totalGpus;
            if (ca.batchSize != cb.batchSize)
                return ca.batchSize < cb.batchSize;
            return ca.numberOfNodes < cb.numberOfNodes;
        };
        for (auto groupStart = ranking.rows.begin(); groupStart != ranking.rows.end();) {
            auto groupEnd = std::find_if(groupStart, ranking.rows.end(), [&](const RankedConfiguration &r) {
                return groupStart->combinedScore - r.combinedScore > kScoreTieEpsilon;
            });
            std::stable_sort(groupStart, groupEnd, tieOrder);
            groupStart = groupEnd;
        }
    }
    for (int r = 0; r < ranking.rows.size(); ++r) {
        ranking.rows[r].rank = r + 1;
        ranking.rows[r].inTopK = r < policy.topK;
    }
    return ranking;
}
