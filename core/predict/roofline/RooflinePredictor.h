#pragma once

#include "catalog/Catalog.h"
#include "model/TrainingSetup.h"
#include "predict/ThroughputPredictor.h"
#include "predict/roofline/RooflineModel.h"

/// The `roofline` predictor (step-time-model.md): whole-job throughput from RooflineModel, with the
/// step-time breakdown in Prediction::stepTime. It predicts no power (`kavier_power` does, as the seed
/// says). Thread-safe: each thread keeps the prepared constants of the last (LLM, GPU, method).
class RooflinePredictor : public ThroughputPredictor
{
public:
    /// `catalog` must outlive the predictor. `interNodeGbps` > 0 overrides every GPU's default.
    RooflinePredictor(
        const Catalog &catalog, RooflineModel model, TrainingSetup setup, double interNodeGbps = 0);

    std::optional<Prediction> predict(
        const Workload &workload, const Candidate &candidate, QString *whyNot = nullptr) const override;
    QString name() const override;

    const RooflineModel &model() const { return m_model; }

private:
    const Catalog &m_catalog;
    RooflineModel m_model;
    TrainingSetup m_setup;
    double m_interNodeGbps;
    quint64 m_id; ///< unique per instance: keys the per-thread cache
};
