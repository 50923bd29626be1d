#pragma once

#include "predict/PredictorRegistry.h"
#include "predict/ThroughputPredictor.h"

#include <memory>

/// The `intelligent` predictor: a cache hit when there is one, else the fallback model
/// (upstream-behaviour.md §5.4). The prediction's source says which one answered.
class IntelligentPredictor : public ThroughputPredictor
{
public:
    IntelligentPredictor(std::shared_ptr<const ThroughputPredictor> cache,
        std::shared_ptr<const ThroughputPredictor> fallback);

    std::optional<Prediction> predict(
        const Workload &workload, const Candidate &candidate, QString *whyNot = nullptr) const override;
    /// Cache hits first; the misses go to the fallback in one predictMany() call.
    std::vector<PredictionOutcome> predictMany(
        const Workload &workload, std::span<const Candidate> candidates) const override;
    QString name() const override { return PredictorId::Intelligent.toString(); }

private:
    std::shared_ptr<const ThroughputPredictor> m_cache;
    std::shared_ptr<const ThroughputPredictor> m_fallback;
};
