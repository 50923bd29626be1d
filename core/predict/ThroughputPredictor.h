#pragma once

#include "model/Candidate.h"
#include "model/Prediction.h"
#include "model/Workload.h"

#include <QString>
#include <optional>

/// Predicts throughput (and possibly per-GPU power) of one candidate (seed "Prediction").
/// `predict()` is const and thread-safe. The workload's names are already catalog keys.
class ThroughputPredictor
{
public:
    virtual ~ThroughputPredictor() = default;
    /// nullopt when this predictor cannot predict the candidate (cache miss, unsupported config);
    /// `whyNot` then receives a short reason if non-null.
    virtual std::optional<Prediction> predict(
        const Workload &workload, const Candidate &candidate, QString *whyNot = nullptr) const = 0;
    /// Name shown as the prediction source: the predictor's PredictorRegistry id.
    virtual QString name() const = 0;
};
