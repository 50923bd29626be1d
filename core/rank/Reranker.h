#pragma once

#include "rank/Ranking.h"

#include <optional>
#include <vector>

/// Re-ranks one cached evaluation under changing policies (the alpha/beta sliders) at memory speed.
/// The constructor copies what ranking reads of each rankable candidate (throughput, cluster power,
/// total GPUs, per-device batch, nodes) into arrays once; rank() then reads only those arrays, keeps
/// its scratch arrays between calls (no allocation per candidate) and, when asked for the first rows
/// only, selects them with a partial sort instead of ordering every candidate.
///
/// rank(policy) gives exactly Ranker::rank(evaluation, policy); rank(policy, rows) gives exactly its
/// first `rows` rows (same order, ties included: spec decision 2's tie groups are completed past
/// `rows` before they are ordered). Not thread-safe: one rank() at a time per Reranker.
class Reranker
{
public:
    /// `evaluation` must outlive the Reranker and not change while it is used.
    explicit Reranker(const Evaluation &evaluation);

    /// The ranking under `policy`, all rows (`rows` < 0) or the first `rows` rows (≥ 0); droppedBySlowdown
    /// is always complete. Throws CoastlineError(NoResult) like Ranker::rank when nothing is rankable.
    /// Cost for n rankable candidates: O(n) to score, O(n log rows) to select (O(n log n) for all rows),
    /// plus the tie group that reaches the last wanted row; max_slowdown changes rescore the pool.
    Ranking rank(const RankingPolicy &policy, int rows = -1);

    /// Number of rankable candidates (feasible and predicted).
    int rankableCount() const { return int(m_candidate.size()); }

private:
    /// Chooses the pool for the policy's max_slowdown and computes its runtime and energy scores and
    /// dominance (kept until the next different max_slowdown, energy metric or normalisation).
    void preparePool(const RankingPolicy &policy);
    /// Moves, inside each near-tie group (Ranker::nearTieScore) of the first `wanted` positions of
    /// m_order, the rows that fit in memory before the tight ones (else keeping their order); completes
    /// the group that reaches past `wanted` first. Returns the candidate index of the tight row that
    /// was first and no longer is (Ranking::tightTieBeaten), or -1.
    int preferFitsInNearTies(int wanted);
    /// Orders the tie groups of the first `ordered` positions of m_order (sorted by score): from its
    /// first score, a group holds the next scores within 1e-9 (spec decision 2), ordered by tieBefore().
    /// The group that reaches the last ordered position may continue past it: its other members (the
    /// next positions of the score order) are brought in before it is ordered. Returns the number of
    /// ordered positions then.
    int orderTieGroups(int ordered);
    /// The order of two pool positions: combined score descending, then pool position (grid order).
    bool before(int a, int b) const;
    /// The tie order inside a group of equal scores (spec decision 2), then before().
    bool tieBefore(int a, int b) const;

    const Evaluation &m_evaluation;
    // One entry per rankable candidate, in candidate order.
    std::vector<int> m_candidate; ///< index into Evaluation::candidates
    std::vector<double> m_throughput; ///< tokens/s
    std::vector<double> m_power; ///< cluster W
    std::vector<int> m_gpus; ///< total GPUs
    std::vector<qint64> m_batch; ///< per-device batch
    std::vector<int> m_nodes;
    std::vector<bool> m_tight; ///< memory verdict `tight` (the risk band; fits beats tight on a tie)

    // The pool for the current max_slowdown (positions into the arrays above) and its scores.
    bool m_poolReady = false;
    std::optional<double> m_poolSlowdown;
    EnergyMetric m_poolEnergyMetric = EnergyMetric::EnergyPerToken;
    ScoreNormalization m_poolNormalization = ScoreNormalization::Relative;
    std::vector<int> m_pool;
    QList<int> m_dropped; ///< candidate indices removed by max_slowdown
    std::vector<double> m_runtime, m_energy; ///< per pool position
    std::vector<bool> m_dominated; ///< per pool position (Dominance on throughput and J/token)
    // Scratch, reused by every rank().
    std::vector<double> m_combined; ///< per pool position
    std::vector<int> m_order; ///< pool positions
    std::vector<int> m_tieRank; ///< per position of m_order: the 1-based rank of its near-tie group's first
};
