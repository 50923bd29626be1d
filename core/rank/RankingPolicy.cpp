#include "rank/Ranking.h"

#include "common/CoastlineError.h"

#include <cmath>

RankingPolicy RankingPolicy::fromConfiguration(const Configuration &config)
{
    RankingPolicy policy;
    policy.goal = config.strategy.goal;
    policy.weights = config.strategy.effectiveWeights();
    policy.maxSlowdown = config.strategy.maxSlowdown;
    policy.energyMetric = config.strategy.energyMetric;
    policy.topK = config.grid.effectiveTopK(policy.goal);
    if (policy.topK < 1)
        throw CoastlineError(QStringLiteral("top_k must be at least 1, got %1").arg(policy.topK));
    if (policy.maxSlowdown && !(std::isfinite(*policy.maxSlowdown) && *policy.maxSlowdown >= 1.0))
        throw CoastlineError(
            QStringLiteral("max_slowdown must be a finite number >= 1, got %1").arg(*policy.maxSlowdown));
    return policy;
}
