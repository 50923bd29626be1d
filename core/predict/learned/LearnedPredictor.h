#pragma once

#include "catalog/Catalog.h"
#include "predict/ThroughputPredictor.h"
#include "predict/learned/LearnedModel.h"

#include <memory>

/// A learned throughput predictor (learned-predictors.md): the base model's prediction for the candidate
/// (the roofline step-time model since feature schema v4; step-time-model.md §6) times e^(the model's
/// predicted log residual). Every prediction carries its uncertainty and whether the candidate lies
/// inside the model's training domain. With `deferOutsideDomain` (the `intelligent` chain), a candidate
/// outside the domain gets the base model's own prediction instead, marked as not in the domain.
class LearnedPredictor : public ThroughputPredictor
{
public:
    /// `catalog` must outlive the predictor; `base` is the configuration's base model
    /// (PredictorRegistry::learnedBase).
    LearnedPredictor(std::shared_ptr<const LearnedModel> model, const Catalog &catalog,
        std::shared_ptr<const ThroughputPredictor> base, bool deferOutsideDomain);

    std::optional<Prediction> predict(
        const Workload &workload, const Candidate &candidate, QString *whyNot = nullptr) const override;
    /// The candidates' base predictions, then one FeatureRow per candidate from the workload's row
    /// (FeatureRow::withConfiguration) and one LearnedModel::estimate() call for the block.
    std::vector<PredictionOutcome> predictMany(
        const Workload &workload, std::span<const Candidate> candidates) const override;
    QString name() const override { return m_model->name(); }

    const LearnedModel &model() const { return *m_model; }

private:
    std::shared_ptr<const LearnedModel> m_model;
    const Catalog &m_catalog;
    std::shared_ptr<const ThroughputPredictor> m_base;
    bool m_deferOutsideDomain;
};
