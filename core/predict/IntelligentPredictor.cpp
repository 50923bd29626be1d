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

std::vector<PredictionOutcome> IntelligentPredictor::predictMany(
    const Workload &workload, std::span<const Candidate> candidates) const
{
    std::vector<PredictionOutcome> out(candidates.size());
    std::vector<Candidate> misses;
    std::vector<size_t> missAt;
    for (size_t i = 0; i < candidates.size(); ++i) {
        if (auto hit = m_cache->predict(workload, candidates[i]); hit && hit->throughputTokensPerSecond > 0) {
            out[i].prediction = std::move(hit);
        } else {
            misses.push_back(candidates[i]);
            missAt.push_back(i);
        }
    }
    if (misses.empty())
        return out;
    std::vector<PredictionOutcome> fallback = m_fallback->predictMany(workload, misses);
    for (size_t j = 0; j < missAt.size(); ++j)
        out[missAt[j]] = std::move(fallback[j]);
    return out;
}
