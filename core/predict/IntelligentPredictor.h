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
    QString name() const override { return PredictorId::Intelligent.toString(); }

private:
    std::shared_ptr<const ThroughputPredictor> m_cache;
    std::shared_ptr<const ThroughputPredictor> m_fallback;
};
