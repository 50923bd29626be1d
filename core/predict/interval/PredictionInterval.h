#pragma once

#include "model/Configuration.h"
#include "model/Evaluation.h"
#include "predict/interval/IntervalTable.h"

#include <QString>
#include <optional>

/// The 80 % interval of one prediction's throughput (issue "How sure"), and so of its step time, runtime
/// and cost, which scale with 1 / throughput. Only the roofline and measured runs carry one:
/// - `roofline`: predicted × IntervalTable::bundled().factors(stratum) (split-conformal on the development
///   residuals, widened for strata the data does not cover);
/// - a measured-runs hit (`cache`): the spread of the matching runs, [min, max] (the point when one run);
/// - Kavier and the learned models: none (their own `throughput_uncertainty_percent` stays), null cells.
struct PredictionInterval
{
    double p10TokensPerSecond = 0;
    double p90TokensPerSecond = 0;
    IntervalFactors factors; ///< roofline: the stratum used; cache: runs = matching runs, stratum empty

    /// The stratum of `candidate` on catalog GPU `gpu` (its name decides in-fit, its architecture the
    /// family), on `stack` (empty: unknown, pooled).
    static IntervalStratum stratum(const GpuSpec &gpu, const Candidate &candidate, const QString &stack);
    /// The roofline's interval for a prediction of `predicted` tokens/s in `stratum`; nullopt when the
    /// bundled table has no stratum for it.
    static std::optional<PredictionInterval> ofRoofline(double predicted, const IntervalStratum &stratum);
    /// The interval of `candidate`'s prediction, nullopt without one (see above) or with a table that has no
    /// stratum for it. A roofline prediction with a stated median error (throughput_uncertainty_percent:
    /// outside what the fit has seen, ±31 %) is widened to it (widenToMedianError); one of a fine-grained MoE
    /// (known several times too fast: Plausibility::isFineGrainedMoe) has none.
    static std::optional<PredictionInterval> of(
        const Configuration &config, const EvaluatedCandidate &candidate);
    /// Widens `interval` around `predicted` (tokens/s) so that it is at least the 80 % band of log-normal
    /// errors whose median absolute error is `percent` %: ±ln(1 + percent/100) × z80/z50 in log space
    /// (z80 = 1.2816, z50 = 0.6745; ±31 % gives 0.60–1.67 × the prediction). Never narrows it.
    static void widenToMedianError(PredictionInterval &interval, double predicted, double percent);
    /// The interval's larger half-width in % of `predicted`: max(p90 / predicted − 1, 1 − p10 / predicted)
    /// × 100 (the ± column).
    double plusMinusPercent(double predicted) const;
};
