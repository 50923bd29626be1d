#include "rank/Ranking.h"

#include "common/CoastlineError.h"
#include "rank/Dominance.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <vector>

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
        // Structure of arrays over the pool (k = position in the pool): the sort reads only these.
        const size_t n = size_t(pool.size());
        // The energy cost: cluster W (the seed's), or J/token = cluster W / throughput.
        std::vector<double> throughput(n), power(n), runtime(n), energy(n), combined(n);
        double minTime = std::numeric_limits<double>::infinity(), maxTime = 0;
        double minPower = std::numeric_limits<double>::infinity(), maxPower = 0;
        for (size_t k = 0; k < n; ++k) {
            throughput[k] = throughputOf(pool.at(k));
            power[k] = clusterPowerOf(pool.at(k));
            if (policy.energyMetric == EnergyMetric::EnergyPerToken)
                power[k] /= throughput[k];
            const double time = 1.0 / throughput[k];
            minTime = std::min(minTime, time);
            maxTime = std::max(maxTime, time);
            minPower = std::min(minPower, power[k]);
            maxPower = std::max(maxPower, power[k]);
        }
        for (size_t k = 0; k < n; ++k) {
            runtime[k] = minMaxScore(1.0 / throughput[k], minTime, maxTime);
            energy[k] = minMaxScore(power[k], minPower, maxPower);
            combined[k] = policy.weights.alpha * runtime[k] + policy.weights.beta * energy[k];
        }
        // Highest score first, grid order among equal scores (a stable sort by score); then groups of
        // scores within 1e-9 of the group's first score are ordered by throughput, GPUs, batch, nodes
        // (spec decision 2), stably.
        std::vector<int> order(n);
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(),
            [&](int a, int b) { return combined[a] > combined[b] || (combined[a] == combined[b] && a < b); });
        auto tieOrder = [&](int a, int b) {
            if (throughput[a] != throughput[b])
                return throughput[a] > throughput[b];
            const Candidate &ca = candidates.at(pool.at(a)).candidate;
            const Candidate &cb = candidates.at(pool.at(b)).candidate;
            if (ca.totalGpus != cb.totalGpus)
                return ca.totalGpus < cb.totalGpus;
            if (ca.batchSize != cb.batchSize)
                return ca.batchSize < cb.batchSize;
            return ca.numberOfNodes < cb.numberOfNodes;
        };
        for (auto groupStart = order.begin(); groupStart != order.end();) {
            const double first = combined[*groupStart];
            auto groupEnd = std::find_if(
                groupStart + 1, order.end(), [&](int k) { return first - combined[k] > kScoreTieEpsilon; });
            if (groupEnd - groupStart > 1)
                std::stable_sort(groupStart, groupEnd, tieOrder);
            groupStart = groupEnd;
        }
        ranking.rows.reserve(qsizetype(n));
        for (int k : order) {
            RankedConfiguration row;
            row.candidateIndex = pool.at(k);
            row.runtimeScore = runtime[k];
            row.energyScore = energy[k];
            row.combinedScore = combined[k];
            ranking.rows.append(row);
        }
    }
    std::vector<double> rowThroughput, rowJoulesPerToken;
    for (const RankedConfiguration &row : std::as_const(ranking.rows)) {
        rowThroughput.push_back(throughputOf(row.candidateIndex));
        rowJoulesPerToken.push_back(clusterPowerOf(row.candidateIndex) / rowThroughput.back());
    }
    const std::vector<bool> dominated = Dominance::dominated(rowThroughput, rowJoulesPerToken);
    int tieRank = 1;
    for (int r = 0; r < ranking.rows.size(); ++r) {
        RankedConfiguration &row = ranking.rows[r];
        row.rank = r + 1;
        row.inTopK = r < policy.topK;
        row.dominated = dominated[size_t(r)];
        // Near-ties: a row within nearTieScore of its group's first row shares that row's rank.
        const bool tied = policy.goal != Goal::MinGpu && r > 0
            && ranking.rows.at(tieRank - 1).combinedScore - row.combinedScore <= nearTieScore;
        if (!tied)
            tieRank = row.rank;
        row.tieRank = tieRank;
    }
    return ranking;
}
