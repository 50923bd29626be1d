#pragma once

#include "predict/PredictorRegistry.h"
#include "predict/ThroughputPredictor.h"
#include "predict/measured/MeasuredRuns.h"

#include <memory>

/// The `cache` predictor: exact-match retrieval from measured runs (spec decision 6). A miss is no
/// prediction. Hits carry no power: the pipeline takes power from `kavier_power`.
class CachePredictor : public ThroughputPredictor
{
public:
    explicit CachePredictor(std::shared_ptr<const MeasuredRuns> runs);

    std::optional<Prediction> predict(
        const Workload &workload, const Candidate &candidate, QString *whyNot = nullptr) const override;
    QString name() const override { return PredictorId::Cache.toString(); }
    const MeasuredRuns &runs() const { return *m_runs; }

private:
    std::shared_ptr<const MeasuredRuns> m_runs;
};
