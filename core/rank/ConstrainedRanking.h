#pragma once

#include "rank/Ranking.h"

/// The constrained goals (issue 24), pure arithmetic over a cached evaluation (the sliders and the
/// deadline/budget fields re-rank without re-simulating). Runtime, GPU-hours and cost are
/// TimeAndMoney's.
/// - deadline: the candidates whose runtime ≤ policy.deadlineSeconds, ordered by cost ascending (by
///   GPU-hours when no price is set), then runtime, total GPUs, grid order;
/// - budget: the candidates whose cost (or GPU-hours, for a budget in GPU-hours) ≤ the budget, ordered
///   by runtime ascending, then the spend, total GPUs, grid order.
/// Keys within tieTolerance (1 %) of the best count as a tie (issue 36 item 5: $16,620 against $16,613
/// is no reason for 8 × the GPUs): the tied rows come first, those that fit in memory before those
/// whose memory is `tight`, then in order of total GPUs, fewest first (then by key); they share tie
/// rank 1 and combined_score 1; the rest follow by key. Ranking::tightTieBeaten names the tight row
/// the memory rule passed over.
/// combined_score = the best row's key / the row's key (1 for the tied rows, in (0, 1]); the runtime and
/// energy scores are NaN (no min-max scores); dominance as for every goal. Rows that miss the limit
/// are not ranked; Ranking::outsideLimit says by how much.
/// Throws CoastlineError(BadInput) without a job size or limit (RankingPolicy::fromConfiguration's
/// checks), CoastlineError(NoResult) when no candidate qualifies, naming the closest miss: the fastest
/// ("the fastest, 32 GPUs (8 × 4), batch 2 per device, finishes in 61 h, 13 h past the deadline") or
/// the cheapest configuration.
namespace ConstrainedRanking {
/// Relative difference of cost or GPU-hours (deadline) or of runtime (budget) below which two
/// configurations tie: 0.01 = 1 %, about the spread of the step-time predictions' own run-to-run noise.
constexpr double tieTolerance = 0.01;
Ranking rank(const Evaluation &evaluation, const RankingPolicy &policy);
} // namespace ConstrainedRanking
