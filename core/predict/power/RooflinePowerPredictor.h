#pragma once

#include "catalog/Catalog.h"
#include "predict/ThroughputPredictor.h"
#include "predict/power/RooflinePowerModel.h"
#include "predict/roofline/RooflinePredictor.h"

#include <memory>

/// The `roofline_power` power predictor (issue 34): the roofline's step breakdown of the candidate
/// (RooflinePredictor, with the configuration's training setup and network) turned into per-GPU power by
/// RooflinePowerModel on the GPU's catalog board figures. Its Prediction carries the power and the
/// power per phase (Prediction::powerBreakdown); the throughput is the roofline's. Thread-safe.
class RooflinePowerPredictor : public ThroughputPredictor
{
public:
    /// `catalog` must outlive the predictor.
    RooflinePowerPredictor(const Catalog &catalog, std::shared_ptr<const RooflinePredictor> roofline,
        RooflinePowerModel model = RooflinePowerModel());

    std::optional<Prediction> predict(
        const Workload &workload, const Candidate &candidate, QString *whyNot = nullptr) const override;
    /// The power of the step breakdown a prediction already carries (`step`, from the roofline's
    /// LayoutStepTime) on `workload`'s GPU, without computing the step again; nullopt (with `whyNot`) when
    /// the GPU has no power figures.
    std::optional<PowerBreakdown> power(
        const Workload &workload, const StepTime &step, QString *whyNot = nullptr) const;
    QString name() const override;

private:
    const Catalog &m_catalog;
    std::shared_ptr<const RooflinePredictor> m_roofline;
    RooflinePowerModel m_model;
};
