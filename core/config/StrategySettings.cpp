#include "config/Configuration.h"

#include <algorithm>

Weights StrategySettings::effectiveWeights() const
{
    // Explicit weights override the preset (spec decision 1). With only one of them set, the other is
    // max(0, 1 − value), as when a configuration file gives only one (upstream-behaviour.md §2.1).
    if (alpha || beta) {
        const double a = alpha.value_or(std::max(0.0, 1.0 - beta.value_or(0.0)));
        const double b = beta.value_or(std::max(0.0, 1.0 - a));
        return normaliseWeights(a, b);
    }
    return presetWeights(goal);
}
