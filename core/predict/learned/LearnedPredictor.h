#pragma once

#include "catalog/Catalog.h"
#include "predict/ThroughputPredictor.h"
#include "predict/learned/LearnedModel.h"

#include <memory>

/// A learned throughput predictor (learned-predictors.md): Kavier's prediction for the candidate times
/// e^(the model's predicted log residual). Per-GPU power is Kavier's. Every prediction carries its
/// uncertainty and whether the candidate lies inside the model's training domain. With
/// `deferOutsideDomain` (the `intelligent` chain), a candidate outside the domain gets Kavier's own
/// prediction instead, marked as not in the domain.
class LearnedPredictor : public ThroughputPredictor
{
public:
    /// `catalog` must outlive the predictor; `kavier` is the configuration's Kavier predictor.
    LearnedPredictor(std::shared_ptr<const LearnedModel> model, const Catalog &catalog,
        std::shared_ptr<const ThroughputPredictor> kavier, bool deferOutsideDomain);

    std::optional<Prediction> predict(
        const Workload &workload, const Candidate &candidate, QString *whyNot = nullptr) const override;
    /// The candidates' Kavier predictions, then one FeatureRow per candidate from the workload's row
    /// (FeatureRow::withConfiguration) and one LearnedModel::estimate() call for the block.
    std::vector<PredictionOutcome> predictMany(
        const Workload &workload, std::span<const Candidate> candidates) const override;
    QString name() const override { return m_model->name(); }

    const LearnedModel &model() const { return *m_model; }

private:
    std::shared_ptr<const LearnedModel> m_model;
    const Catalog &m_catalog;
    std::shared_ptr<const ThroughputPredictor> m_kavier;
    bool m_deferOutsideDomain;
};
