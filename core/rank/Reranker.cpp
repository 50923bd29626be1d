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
    m_tight.reserve(count);
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
        m_tight.push_back(c.verdict.memoryVerdict == MemoryVerdict::Tight);
    }
}

void Reranker::preparePool(const RankingPolicy &policy)
{
    const std::optional<double> &maxSlowdown = policy.maxSlowdown;
    if (m_poolReady && m_poolSlowdown == maxSlowdown && m_poolEnergyMetric == policy.energyMetric
        && m_poolNormalization == policy.scoreNormalization)
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
    double minTime = std::numeric_limits<double>::infinity(), maxTime = 0, fastest = 0;
    double minCost = std::numeric_limits<double>::infinity(), maxCost = 0;
    // The energy cost: J/token = cluster W / throughput, or cluster W (the seed's).
    const bool perToken = policy.energyMetric == EnergyMetric::EnergyPerToken;
    std::vector<double> poolThroughput(n), poolJoulesPerToken(n);
    m_energy.resize(n);
    for (size_t k = 0; k < n; ++k) {
        const size_t i = size_t(m_pool[k]);
        const double time = 1.0 / m_throughput[i];
        minTime = std::min(minTime, time);
        maxTime = std::max(maxTime, time);
        fastest = std::max(fastest, m_throughput[i]);
        poolThroughput[k] = m_throughput[i];
        poolJoulesPerToken[k] = m_power[i] / m_throughput[i];
        m_energy[k] = perToken ? poolJoulesPerToken[k] : m_power[i]; // the cost, scored below
        minCost = std::min(minCost, m_energy[k]);
        maxCost = std::max(maxCost, m_energy[k]);
    }
    m_runtime.resize(n);
    const bool relative = policy.scoreNormalization == ScoreNormalization::Relative;
    for (size_t k = 0; k < n; ++k) {
        const double throughput = m_throughput[size_t(m_pool[k])];
        // Relative: throughput / best throughput, and least energy / energy.
        m_runtime[k] = relative ? throughput / fastest : minMaxScore(1.0 / throughput, minTime, maxTime);
        m_energy[k] = relative ? minCost / m_energy[k] : minMaxScore(m_energy[k], minCost, maxCost);
    }
    m_dominated = Dominance::dominated(poolThroughput, poolJoulesPerToken);
    m_poolSlowdown = maxSlowdown;
    m_poolEnergyMetric = policy.energyMetric;
    m_poolNormalization = policy.scoreNormalization;
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

int Reranker::preferFitsInNearTies(int wanted)
{
    // Near-tie groups as the output shows them: a group starts at a row more than nearTieScore below
    // the current group's first row. Groups are fixed before any row moves.
    m_tieRank.resize(size_t(wanted));
    double groupScore = 0;
    for (int r = 0; r < wanted; ++r) {
        const double score = m_combined[size_t(m_order[size_t(r)])];
        if (r == 0 || groupScore - score > Ranker::nearTieScore) {
            m_tieRank[size_t(r)] = r + 1;
            groupScore = score;
        } else {
            m_tieRank[size_t(r)] = m_tieRank[size_t(r) - 1];
        }
    }
    const auto tight = [this](int k) { return bool(m_tight[size_t(m_pool[size_t(k)])]); };
    const int firstBefore = m_order.empty() ? -1 : m_order.front();
    for (int start = 0; start < wanted;) {
        int end = start + 1;
        while (end < wanted && m_tieRank[size_t(end)] == m_tieRank[size_t(start)])
            ++end;
        if (end - start > 1)
            std::stable_partition(
                m_order.begin() + start, m_order.begin() + end, [&](int k) { return !tight(k); });
        start = end;
    }
    if (wanted > 0 && m_order.front() != firstBefore && tight(firstBefore))
        return m_candidate[size_t(m_pool[size_t(firstBefore)])];
    return -1;
}

int Reranker::orderTieGroups(int ordered)
{
    auto less = [this](int a, int b) { return before(a, b); };
    auto tieLess = [this](int a, int b) { return tieBefore(a, b); };
    auto groupStart = m_order.begin();
    auto sortedEnd = m_order.begin() + ordered;
    while (groupStart < m_order.begin() + ordered) {
        const double first = m_combined[size_t(*groupStart)];
        auto inGroup = [&](int k) { return first - m_combined[size_t(k)] <= kScoreTieEpsilon; };
        auto groupEnd = std::find_if_not(groupStart + 1, sortedEnd, inGroup);
        if (groupEnd == sortedEnd && sortedEnd != m_order.end()) {
            // Complete the group from the unsorted rest: its members, in score order, follow.
            sortedEnd = std::partition(sortedEnd, m_order.end(), inGroup);
            std::sort(groupEnd, sortedEnd, less);
            groupEnd = sortedEnd;
        }
        if (groupEnd - groupStart > 1)
            std::sort(groupStart, groupEnd, tieLess);
        groupStart = groupEnd;
    }
    return int(sortedEnd - m_order.begin());
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
    preparePool(policy);
    Ranking ranking;
    ranking.policy = policy;
    ranking.droppedBySlowdown = m_dropped;
    const int n = int(m_pool.size());
    m_combined.resize(size_t(n));
    for (size_t k = 0; k < size_t(n); ++k)
        m_combined[k] = policy.weights.alpha * m_runtime[k] + policy.weights.beta * m_energy[k];
    const int wanted = rows < 0 ? n : std::min(rows, n);
    auto less = [this](int a, int b) { return before(a, b); };

    // The first `wanted` positions of the score order, sorted.
    m_order.resize(size_t(n));
    std::iota(m_order.begin(), m_order.end(), 0);
    if (wanted == n)
        std::sort(m_order.begin(), m_order.end(), less);
    else
        std::partial_sort(m_order.begin(), m_order.begin() + wanted, m_order.end(), less);
    // The near-tie group that holds the last wanted row may continue past it, and its rows that fit in
    // memory go first (preferFitsInNearTies): bring its other members in, in score order.
    int ordered = wanted;
    if (wanted > 0 && wanted < n) {
        double groupScore = m_combined[size_t(m_order.front())];
        for (int r = 1; r < wanted; ++r)
            if (groupScore - m_combined[size_t(m_order[size_t(r)])] > Ranker::nearTieScore)
                groupScore = m_combined[size_t(m_order[size_t(r)])];
        const auto inNearTie
            = [&](int k) { return groupScore - m_combined[size_t(k)] <= Ranker::nearTieScore; };
        const auto end = std::partition(m_order.begin() + wanted, m_order.end(), inNearTie);
        std::sort(m_order.begin() + wanted, end, less);
        ordered = int(end - m_order.begin());
    }

    ordered = orderTieGroups(ordered);
    const int beaten = preferFitsInNearTies(ordered);
    if (beaten >= 0)
        ranking.tightTieBeaten = beaten;

    ranking.rows.reserve(wanted);
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
        row.tieRank = m_tieRank[size_t(r)];
        ranking.rows.append(row);
    }
    return ranking;
}
