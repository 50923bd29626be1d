#pragma once

#include "predict/roofline/RooflineCalibration.h"
#include "predict/roofline/RooflineRuns.h"

class Catalog;

/// Fits the roofline's fitted constants (RooflineCalibration: efficiencyAmpere, efficiencyAda,
/// layerOverheadS, fixedStepS) to measured runs, keeping the priors as they are
/// (step-time-model.md §3). Loss: Σ over runs of the soft-L1 of the log error,
/// √(1 + (ln(predicted / measured) / 0.1)²) − 1, so a few runs the model cannot explain (an MoE with
/// a slow expert loop, a near-out-of-memory run) do not drag the rest; minimised with NLopt's
/// derivative-free Subplex (LN_SBPLX) inside the constants' ranges from a fixed start, so the fit is
/// reproducible. The shipped constants are this fit on the development data (test_roofline checks it).
class RooflineFit
{
public:
    struct Result
    {
        RooflineCalibration calibration;
        int rows = 0; ///< runs the fit used
        double loss = 0;
    };

    /// Fits on `runs` (≥ 1 predictable run) starting from `start`'s priors. Throws CoastlineError when no
    /// run can be predicted.
    static Result fit(const RooflineRuns &runs, const Catalog &catalog,
        const RooflineCalibration &start = RooflineCalibration::shipped());
};
