#pragma once

#include "model/Candidate.h"
#include "model/Prediction.h"
#include "model/Workload.h"

#include <QString>
#include <optional>
#include <span>
#include <vector>

/// One answer of ThroughputPredictor::predictMany(): the prediction, or why there is none.
struct PredictionOutcome
{
    std::optional<Prediction> prediction;
    QString whyNot; ///< short reason when `prediction` is empty (may be empty too)
};

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
    /// predict() for each of `candidates` of one workload, in order (same results). Predictors with a
    /// cost per call (a learned model makes one library call per block of rows) override it; the
    /// Recommender predicts the feasible candidates of a job in blocks through it.
    virtual std::vector<PredictionOutcome> predictMany(
        const Workload &workload, std::span<const Candidate> candidates) const
    {
        std::vector<PredictionOutcome> out(candidates.size());
        for (size_t i = 0; i < candidates.size(); ++i)
            out[i].prediction = predict(workload, candidates[i], &out[i].whyNot);
        return out;
    }
    /// Name shown as the prediction source: the predictor's id (its PredictorName row).
    virtual QString name() const = 0;
};
