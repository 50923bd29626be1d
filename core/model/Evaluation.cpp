#include "model/Evaluation.h"

#include <algorithm>
#include <cmath>

bool EvaluatedCandidate::isRankable() const
{
    if (!verdict.feasible || !prediction || !prediction->powerWattsPerGpu)
        return false;
    const double throughput = prediction->throughputTokensPerSecond;
    const double power = *prediction->powerWattsPerGpu;
    return std::isfinite(throughput) && throughput > 0 && std::isfinite(power) && power > 0;
}

int Evaluation::feasibleCount() const
{
    return int(std::count_if(candidates.cbegin(), candidates.cend(),
        [](const EvaluatedCandidate &c) { return c.verdict.feasible; }));
}

int Evaluation::rejectedCount() const
{
    return int(candidates.size()) - feasibleCount();
}

int Evaluation::predictedCount() const
{
    return int(std::count_if(
        candidates.cbegin(), candidates.cend(), [](const EvaluatedCandidate &c) { return c.isRankable(); }));
}
