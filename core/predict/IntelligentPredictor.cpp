#include "predict/IntelligentPredictor.h"

IntelligentPredictor::IntelligentPredictor(
    std::shared_ptr<const ThroughputPredictor> cache, std::shared_ptr<const ThroughputPredictor> fallback)
    : m_cache(std::move(cache))
    , m_fallback(std::move(fallback))
{ }

std::optional<Prediction> IntelligentPredictor::predict(
    const Workload &workload, const Candidate &candidate, QString *whyNot) const
{
    if (auto hit = m_cache->predict(workload, candidate); hit && hit->throughputTokensPerSecond > 0)
        return hit;
    return m_fallback->predict(workload, candidate, whyNot);
}
