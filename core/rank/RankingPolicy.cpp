#include "rank/Ranking.h"

#include "common/CoastlineError.h"
#include "model/GoalInfo.h"

#include <cmath>

RankingPolicy RankingPolicy::fromConfiguration(const Configuration &config)
{
    RankingPolicy policy;
    policy.goal = config.strategy.goal;
    policy.weights = config.strategy.effectiveWeights();
    policy.maxSlowdown = config.strategy.maxSlowdown;
    policy.energyMetric = config.strategy.energyMetric;
    policy.scoreNormalization = config.strategy.scoreNormalization;
    policy.topK = config.grid.effectiveTopK(policy.goal);
    if (policy.topK < 1)
        throw CoastlineError(ErrorMessage(ErrorCode::TopKTooSmall).arg(policy.topK));
    if (policy.maxSlowdown && !(std::isfinite(*policy.maxSlowdown) && *policy.maxSlowdown >= 1.0))
        throw CoastlineError(ErrorMessage(ErrorCode::MaxSlowdownInvalid).arg(*policy.maxSlowdown));
    policy.deadlineSeconds = config.strategy.deadlineSeconds;
    policy.budget = config.strategy.budget;
    policy.checkLimits(config);
    return policy;
}

void RankingPolicy::checkLimits(const Configuration &config) const
{
    if (GoalInfo::of(goal).kind != GoalKind::Constrained)
        return;
    const QString name = goalName(goal);
    if (!config.jobSize.resolvedTotalTokens())
        throw CoastlineError(QStringLiteral("%1: the %1 goal needs a job size; give --total-tokens N "
                                            "(config workload.total_tokens, or workload.dataset_tokens "
                                            "with workload.epochs)")
                                 .arg(name));
    if (goal == Goal::Deadline && !deadlineSeconds)
        throw CoastlineError(
            QStringLiteral("deadline: the deadline goal needs a deadline; give --deadline 48h (config "
                           "strategy.deadline)"));
    if (goal == Goal::Budget && !budget)
        throw CoastlineError(
            QStringLiteral("budget: the budget goal needs a budget; give --budget 2000 or --budget "
                           "2000gpuh (config strategy.budget)"));
    if (goal == Goal::Budget && budget->unit == Budget::Unit::Cost && !config.infrastructure.hasPrices())
        throw CoastlineError(
            QStringLiteral("--budget: %1 is in cost units but no price is set; give --price-per-gpu-hour "
                           "(config infrastructure.price_per_gpu_hour) or a budget in GPU-hours (%1gpuh)")
                .arg(budget->amount, 0, 'g', 15));
}
