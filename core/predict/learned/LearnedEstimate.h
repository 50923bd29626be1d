#pragma once

#include <QString>
#include <optional>

/// A learned model's throughput for one configuration (learned-predictors.md "Domain of validity and
/// uncertainty").
struct LearnedEstimate
{
    double throughputTokensPerSecond = 0; ///< whole job, tokens/s; not finite or ≤ 0 → no prediction
    /// ± one standard deviation as a percentage of the throughput: (e^σ − 1) × 100 with σ the model's
    /// standard deviation of ln(throughput) (GP and Bayesian ridge analytic, kNN the neighbours' spread,
    /// random forest the spread of its trees) or, for models without one, the root-mean-square log error of
    /// its cross-validation. Empty when neither is known.
    std::optional<double> uncertaintyPercent;
    bool inDomain = true; ///< false: the configuration is outside what the model was trained on
    QString outsideDomain; ///< why it is outside, e.g. "GPU 'X' not in the training runs"
};
