#pragma once

#include "predict/roofline/RooflineCalibration.h"
#include "predict/roofline/RooflineRuns.h"

class Catalog;

/// Fits the roofline's fitted constants (RooflineCalibration: the framework fraction per architecture,
/// fp8GemmFraction, layerOverheadS, fixedStepS, attentionFraction) to measured runs, keeping the priors as
/// they are (step-time-model.md §3 and §7). Loss, in log space: Σ over runs of the soft-L1 of the log error,
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

    /// The fewest predictable runs a fit accepts.
    static constexpr int MinimumRows = 10;
    /// The fewest runs on GPUs of a generation for its efficiency ceiling to be fitted.
    static constexpr int MinimumRowsPerCeiling = 3;

    /// Fits on `runs` starting from `start`'s priors. A framework fraction is fitted only when at least
    /// MinimumRowsPerCeiling runs are on GPUs of its architecture (ampere, ada, hopper, blackwell), and
    /// fp8GemmFraction only when as many runs use precision fp8. An architecture without enough runs takes
    /// the lowest fitted framework fraction; fp8GemmFraction without runs keeps `start`'s value. Throws
    /// CoastlineError when fewer than MinimumRows runs can be predicted.
    static Result fit(const RooflineRuns &runs, const Catalog &catalog,
        const RooflineCalibration &start = RooflineCalibration::shipped());
};
