#include "model/Configuration.h"

Weights StrategySettings::effectiveWeights() const
{
    // Explicit weights override the preset (spec decision 1). With only one of them set, the other is
    // max(0, 1 − value), as when a configuration file gives only one (upstream-behaviour.md §2.1).
    if (alpha || beta) {
        const Weights weights = completedWeights(alpha, beta);
        return normaliseWeights(weights.alpha, weights.beta);
    }
    return presetWeights(goal);
}
