#include "rank/Reranker.h"

#include "model/GoalInfo.h"
#include "rank/Dominance.h"

#include <algorithm>
#include <limits>
#include <numeric>

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

Reranker::Reranker(const Evaluation &evaluation)
    : m_evaluation(evaluation)
{
    const auto &candidates = evaluation.candidates;
    const size_t count = size_t(candidates.size());
    m_candidate.reserve(count);
    m_throughput.reserve(count);
    m_power.reserve(count);
    m_gpus.reserve(count);
    m_batch.reserve(count);
    m_nodes.reserve(count);
    for (int i = 0; i < candidates.size(); ++i) {
        const EvaluatedCandidate &c = candidates.at(i);
        if (!c.isRankable())
            continue;
        m_candidate.push_back(i);
        m_throughput.push_back(c.prediction->throughputTokensPerSecond);
        m_power.push_back(c.clusterPowerWatts());
        m_gpus.push_back(c.candidate.totalGpus);
        m_batch.push_back(c.candidate.batchSize);
        m_nodes.push_back(c.candidate.numberOfNodes);
    }
}

void Reranker::preparePool(const std::optional<double> &maxSlowdown, EnergyMetric energyMetric)
{
    if (m_poolReady && m_poolSlowdown == maxSlowdown && m_poolEnergyMetric == energyMetric)
        return;
    const size_t all = m_candidate.size();
    m_pool.clear();
    m_pool.reserve(all);
    m_dropped.clear();
    if (maxSlowdown) {
        double fastest = 0;
        for (size_t i = 0; i < all; ++i)
            fastest = std::max(fastest, m_throughput[i]);
        const double floor = fastest / *maxSlowdown;
        for (size_t i = 0; i < all; ++i) {
            if (m_throughput[i] >= floor)
                m_pool.push_back(int(i));
            else
                m_dropped.append(m_candidate[i]);
        }
    } else {
        m_pool.resize(all);
        std::iota(m_pool.begin(), m_pool.end(), 0);
    }
    const size_t n = m_pool.size();
    double minTime = std::numeric_limits<double>::infinity(), maxTime = 0;
    double minCost = std::numeric_limits<double>::infinity(), maxCost = 0;
    // The energy cost: cluster W (the seed's), or J/token = cluster W / throughput.
    const bool perToken = energyMetric == EnergyMetric::EnergyPerToken;
    std::vector<double> poolThroughput(n), poolJoulesPerToken(n);
    m_energy.resize(n);
    for (size_t k = 0; k < n; ++k) {
        const size_t i = size_t(m_pool[k]);
        const double time = 1.0 / m_throughput[i];
        minTime = std::min(minTime, time);
        maxTime = std::max(maxTime, time);
        poolThroughput[k] = m_throughput[i];
        poolJoulesPerToken[k] = m_power[i] / m_throughput[i];
        m_energy[k] = perToken ? poolJoulesPerToken[k] : m_power[i]; // the cost, scored below
        minCost = std::min(minCost, m_energy[k]);
        maxCost = std::max(maxCost, m_energy[k]);
    }
    m_runtime.resize(n);
    for (size_t k = 0; k < n; ++k) {
        m_runtime[k] = minMaxScore(1.0 / m_throughput[size_t(m_pool[k])], minTime, maxTime);
        m_energy[k] = minMaxScore(m_energy[k], minCost, maxCost);
    }
    m_dominated = Dominance::dominated(poolThroughput, poolJoulesPerToken);
    m_poolSlowdown = maxSlowdown;
    m_poolEnergyMetric = energyMetric;
    m_poolReady = true;
}

bool Reranker::before(int a, int b) const
{
    return m_combined[size_t(a)] > m_combined[size_t(b)]
        || (m_combined[size_t(a)] == m_combined[size_t(b)] && a < b);
}

bool Reranker::tieBefore(int a, int b) const
{
    const size_t i = size_t(m_pool[size_t(a)]), j = size_t(m_pool[size_t(b)]);
    if (m_throughput[i] != m_throughput[j])
        return m_throughput[i] > m_throughput[j];
    if (m_gpus[i] != m_gpus[j])
        return m_gpus[i] < m_gpus[j];
    if (m_batch[i] != m_batch[j])
        return m_batch[i] < m_batch[j];
    if (m_nodes[i] != m_nodes[j])
        return m_nodes[i] < m_nodes[j];
    return before(a, b); // a stable sort of the score order
}

Ranking Reranker::rank(const RankingPolicy &policy, int rows)
{
    if (m_candidate.empty() || GoalInfo::of(policy.goal).kind != GoalKind::MultiObjective) {
        // Nothing rankable (Ranker::rank throws the error that says why), min-GPU (its walk is short) or
        // deadline/budget (one pass over the rankable candidates: ConstrainedRanking).
        Ranking ranking = Ranker::rank(m_evaluation, policy);
        if (rows >= 0 && rows < ranking.rows.size())
            ranking.rows.resize(rows);
        return ranking;
    }
    preparePool(policy.maxSlowdown, policy.energyMetric);
    Ranking ranking;
    ranking.policy = policy;
    ranking.droppedBySlowdown = m_dropped;
    const int n = int(m_pool.size());
    m_combined.resize(size_t(n));
    for (size_t k = 0; k < size_t(n); ++k)
        m_combined[k] = policy.weights.alpha * m_runtime[k] + policy.weights.beta * m_energy[k];
    const int wanted = rows < 0 ? n : std::min(rows, n);
    auto less = [this](int a, int b) { return before(a, b); };
    auto tieLess = [this](int a, int b) { return tieBefore(a, b); };

    // The first `wanted` positions of the score order, sorted.
    m_order.resize(size_t(n));
    std::iota(m_order.begin(), m_order.end(), 0);
    if (wanted == n)
        std::sort(m_order.begin(), m_order.end(), less);
    else
        std::partial_sort(m_order.begin(), m_order.begin() + wanted, m_order.end(), less);

    // Tie groups: from its first score, a group holds the next scores within 1e-9 (spec decision 2),
    // ordered by tieBefore. The group that reaches the last wanted position may continue past it: its
    // other members (the next positions of the score order) are brought in before it is ordered.
    auto groupStart = m_order.begin();
    auto sortedEnd = m_order.begin() + wanted;
    while (groupStart < m_order.begin() + wanted) {
        const double first = m_combined[size_t(*groupStart)];
        auto inGroup = [&](int k) { return first - m_combined[size_t(k)] <= kScoreTieEpsilon; };
        auto groupEnd = std::find_if_not(groupStart + 1, sortedEnd, inGroup);
        if (groupEnd == sortedEnd && sortedEnd != m_order.end()) {
            // Complete the group from the unsorted rest: its members, in score order, follow.
            sortedEnd = std::partition(sortedEnd, m_order.end(), inGroup);
            std::sort(groupEnd, sortedEnd, less);
            groupEnd = sortedEnd;
        }
        if (groupEnd - groupStart > 1) {
            const auto needed = std::min(groupEnd, m_order.begin() + wanted);
            std::partial_sort(groupStart, needed, groupEnd, tieLess);
        }
        groupStart = groupEnd;
    }

    ranking.rows.reserve(wanted);
    int tieRank = 1;
    double tieScore = 0; ///< the combined score of the first row of the current near-tie group
    for (int r = 0; r < wanted; ++r) {
        const int k = m_order[size_t(r)];
        RankedConfiguration row;
        row.candidateIndex = m_candidate[size_t(m_pool[size_t(k)])];
        row.rank = r + 1;
        row.runtimeScore = m_runtime[size_t(k)];
        row.energyScore = m_energy[size_t(k)];
        row.combinedScore = m_combined[size_t(k)];
        row.inTopK = r < policy.topK;
        row.dominated = m_dominated[size_t(k)];
        // Near-ties: a row within nearTieScore of its group's first row shares that row's rank.
        if (r == 0 || tieScore - row.combinedScore > Ranker::nearTieScore) {
            tieRank = r + 1;
            tieScore = row.combinedScore;
        }
        row.tieRank = tieRank;
        ranking.rows.append(row);
    }
    return ranking;
}
