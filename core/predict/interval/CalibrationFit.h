#pragma once

#include "predict/interval/CalibrationProfile.h"
#include "predict/roofline/RooflineEvaluation.h"

#include <QList>

/// Fits a CalibrationProfile to measured runs of the user's cluster (`coastline-cli calibrate`), each scored
/// by the roofline with its own stack (RooflineEvaluation::Score: the step breakdown, predicted and
/// measured throughput). Maximum a posteriori, by Gauss-Newton on
///   Σᵢ (ln Mᵢ − ln T'ᵢ(θ))² / σ² + (ln e_c / σ_c)² + (ln e_n / σ_n)² + (f / σ_f)²,
/// with Mᵢ the measured step time (predicted step × predicted / measured throughput), σ =
/// CalibrationProfile::kRunSigma and the priors below, so that with few runs every factor stays near 1 (and
/// f near 0); the covariance is the inverse of the objective's Gauss-Newton Hessian at the optimum.
namespace CalibrationFit {

/// Prior standard deviation of ln e_c: 0.25. The roofline's per-architecture efficiency ceilings
/// (step-time-model.md §2: published MFU of well-tuned stacks 40–55 %) put a cluster's compute efficiency
/// within about ±25 % of the model's.
inline constexpr double kComputePriorSigma = 0.25;
/// Prior standard deviation of ln e_n: 0.7. Achieved bus bandwidth varies by about 2× between fabrics and
/// NCCL settings (step-time-model.md §8.1: 320–350 GB/s across nodes on 8 × 400 Gb/s, far less on RoCE or
/// without rail optimisation).
inline constexpr double kNetworkPriorSigma = 0.7;
/// Prior standard deviation of the fixed time f: 0.05 s per step (data loading and logging stalls).
inline constexpr double kFixedPriorSigma = 0.05;

/// The profile of `runs` (any number, also none: then the prior). `cluster` describes them.
CalibrationProfile fit(const QList<RooflineEvaluation::Score> &runs, const QString &cluster = QString());

} // namespace CalibrationFit
