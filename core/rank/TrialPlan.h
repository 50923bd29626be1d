#pragma once

#include "model/Evaluation.h"
#include "rank/Ranking.h"

#include <QList>
#include <QString>

/// Which short measurements would most likely change the pick (`recommend --trials K`; issue "How sure",
/// item 2), by value of information: the expected regret of deciding now minus the expected regret of
/// deciding after measuring a set of configurations, under the interval model (PredictionInterval).
///
/// The model: the true ln(throughput) of ranked configuration i is ln(predicted) + sᵢ(√ρ·z_h + √(1−ρ)·zᵢ)
/// with sᵢ = (ln p90 − ln p10) / (2 · 1.2816) (its 80 % interval as a log standard deviation), z_h shared
/// by every configuration of the same stratum h (the same interval source: the roofline's errors in one
/// stratum move together, e.g. one stack's fixed time) and zᵢ its own; ρ = kStratumCorrelation. A trial
/// measures a configuration's throughput; the others of its stratum are updated through z_h (posterior
/// mean). The decision maximises throughput (the runtime of the job). Regret = best true throughput −
/// the chosen one's, in % of the pick's prediction; expectations over kSamples draws of a fixed seed, so
/// the plan is reproducible. The K-set with the largest regret reduction among the top kCandidates ranked
/// configurations is returned, each member with its own value.
namespace TrialPlan {

/// ρ: the share of a configuration's log error common to its stratum. 0.5: assumed (the development
/// data's strata mix several models and stacks; not fitted).
inline constexpr double kStratumCorrelation = 0.5;
inline constexpr int kSamples = 4000;
inline constexpr int kCandidates = 10;
/// Steps of a trial: the first kWarmupSteps are not timed (compile, autotuning, allocator warm-up; the
/// stacks' logs show the first 5–10 steps slower), then kMeasureSteps are (their median step time).
inline constexpr int kWarmupSteps = 10;
inline constexpr int kMeasureSteps = 20;

struct Trial
{
    int rank = 0; ///< 1-based rank in the ranking
    double gpuHours = 0; ///< GPUs × (warm-up + measured steps) × predicted step time
    double regretReductionPercent = 0; ///< expected regret reduction of this trial alone, % of the pick
    QString reason; ///< why, in words
};

struct Plan
{
    QList<Trial> trials; ///< best set, by its members' own value, largest first
    double regretNowPercent = 0; ///< expected regret of deciding without trials, % of the pick
    double regretAfterPercent = 0; ///< with the whole set measured
};

/// The choice under the model above among options given as log predictions, log standard deviations and
/// stratum numbers (option 0 is the current pick): the best k-set (indices, by their own value, largest
/// first), each one's own regret reduction, and the expected regrets now and after the set (fractions of
/// the pick's prediction).
struct Choice
{
    QList<int> chosen;
    QList<double> reduction;
    double now = 0;
    double after = 0;
};
Choice choose(const QList<double> &logMeans, const QList<double> &sigmas, const QList<int> &strata, int k);

/// The plan of `k` trials (1 ≤ k ≤ 3; fewer when fewer configurations are ranked or predicted with an
/// interval) for `ranking` of `evaluation`.
Plan plan(const Evaluation &evaluation, const Ranking &ranking, int k);

/// The plan as the table output's text block (empty without trials).
QString text(const Plan &plan);

} // namespace TrialPlan
