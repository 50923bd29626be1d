#pragma once

#include "model/EnergyMetric.h"
#include "model/Evaluation.h"
#include "model/Goal.h"
#include "model/ScoreNormalization.h"

#include <QHash>
#include <QList>
#include <optional>

/// What ranking needs besides the cached evaluation (seed "Ranking"; spec decisions 1–3).
struct RankingPolicy
{
    Goal goal = Goal::Performance;
    Weights weights; ///< normalised alpha (runtime) and beta (energy), summing to 1
    std::optional<double> maxSlowdown; ///< k ≥ 1; multi-objective only
    int topK = 5; ///< ≥ 1
    EnergyMetric energyMetric = EnergyMetric::EnergyPerToken; ///< what the energy score measures
    ScoreNormalization scoreNormalization = ScoreNormalization::Relative; ///< how scores are normalised
    std::optional<double> deadlineSeconds; ///< the deadline goal's limit (s, > 0)
    std::optional<Budget> budget; ///< the budget goal's limit (cost units or GPU-hours)

    /// Goal, weights, max_slowdown, top_k and the deadline/budget of a configuration (validates them;
    /// throws CoastlineError). The deadline and budget goals need a job size (an error naming
    /// --total-tokens and workload.total_tokens), their limit, and a budget in cost units needs a price.
    static RankingPolicy fromConfiguration(const Configuration &config);
    /// For the deadline and budget goals: throws CoastlineError(BadInput) when `config` has no job size,
    /// this policy has no limit, or a budget in cost units has no price to count it in.
    void checkLimits(const Configuration &config) const;
};

/// One ranked configuration: an index into Evaluation::candidates plus its scores.
struct RankedConfiguration
{
    int candidateIndex = -1; ///< index into Evaluation::candidates
    int rank = 0; ///< 1-based
    /// s_r in (0, 1], 1 = fastest: throughput / best throughput (relative), or the min-max of 1/throughput
    double runtimeScore = 0;
    /// s_e in (0, 1], 1 = least J/token (or cluster power, per energyMetric): best / value (relative), or
    /// the min-max of the value
    double energyScore = 0;
    double combinedScore = 0; ///< alpha·s_r + beta·s_e (min-GPU: 1 / total GPUs)
    bool inTopK = false;
    /// Another ranked configuration has higher throughput and lower energy per token (Dominance).
    bool dominated = false;
    /// The rank of the first row of this row's near-tie group: rows whose combined scores lie within
    /// Ranker::nearTieScore of the group's first row share it; equals `rank` when not tied (min-GPU:
    /// always `rank`).
    int tieRank = 0;
};

/// The ranked list: every rankable candidate that passed max_slowdown, best first.
struct Ranking
{
    RankingPolicy policy;
    QList<RankedConfiguration> rows; ///< total order (spec decision 2)
    QList<int> droppedBySlowdown; ///< candidate indices removed by max_slowdown
    /// Deadline/budget goals: candidate indices of rankable candidates that miss the limit, with the
    /// reason ("finishes in 61 h, 13 h past the deadline of 48 h").
    QHash<int, QString> outsideLimit;
    /// Fits beats tight on a tie (a near-tie of scores, or a cost or runtime tie of the deadline and budget
    /// goals): the candidate index of the tied configuration whose memory is `tight` and that came first
    /// by score or cost, placed after the pick because the pick `fits`; empty when the rule did not
    /// change the pick.
    std::optional<int> tightTieBeaten;

    /// The candidate of ranked row `row` (0 = the pick) in `evaluation`, the evaluation this ranking was made
    /// from; `row` must be a valid index of rows.
    const EvaluatedCandidate &candidateAt(const Evaluation &evaluation, qsizetype row) const
    {
        return evaluation.candidates.at(rows.at(row).candidateIndex);
    }
};

namespace Ranker {
/// Combined scores this close (absolute) are shown as ties (issue 14): the ranking's order is kept, but
/// the rows share a tie rank.
constexpr double nearTieScore = 1e-3;

/// Ranks an evaluation: pure arithmetic, never calls a predictor.
/// Multi-objective: drop below fastest/k (max_slowdown), scores over the rest (relative: value / best;
/// min-max: single candidate or equal values → 1.0), S = alpha·s_r + beta·s_e, ties within 1e-9 broken
/// by highest throughput, fewest GPUs, smallest per-device batch, fewest nodes; in a near-tie group
/// (nearTieScore) a configuration that fits in memory goes before one that is tight, otherwise in score
/// order. Min-GPU: candidates in g order,
/// combined score 1/total GPUs. The first top_k rows have inTopK set.
/// Throws CoastlineError(NoResult) when nothing is rankable. The multi-objective path is Reranker's; to
/// re-rank one evaluation many times (sliders), or to want only the first rows, keep a Reranker.
Ranking rank(const Evaluation &evaluation, const RankingPolicy &policy);
} // namespace Ranker
