#pragma once

#include "model/AssumedNetwork.h"
#include "model/Candidate.h"
#include "model/Configuration.h"
#include "model/FeasibilityVerdict.h"
#include "model/Prediction.h"
#include "model/Reason.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

/// One candidate after the feasibility and prediction stages.
struct EvaluatedCandidate
{
    Candidate candidate;
    FeasibilityVerdict verdict;
    std::optional<Prediction> prediction; ///< set when feasible and predictable (power included)
    std::optional<Reason> predictionError; ///< why a feasible candidate has no prediction (words: ReasonText)

    /// Per-GPU W × total GPUs, the per-GPU W being GPU or node power as Prediction::countsNodePower
    /// says (infrastructure.energy_power); 0 without a prediction.
    double clusterPowerWatts() const
    {
        const std::optional<double> watts = prediction ? prediction->countedPowerWattsPerGpu() : std::nullopt;
        return watts ? *watts * candidate.totalGpus : 0.0;
    }
    /// Feasible and predicted with finite, positive throughput and power: can be ranked.
    bool isRankable() const;
    /// Feasible, but min-GPU returned enough smaller GPU counts before it, so it was never simulated
    /// (seed "Min-GPU"): not needed rather than rejected.
    bool isNotNeeded() const
    {
        return verdict.feasible && predictionError
            && predictionError->code == Reason::Code::NotSimulatedMinGpu;
    }
};

/// The cached result of grid → feasibility → prediction for one configuration. Ranking reads it
/// without calling any predictor, so alpha/beta/goal/max_slowdown/top_k changes re-rank instantly.
struct Evaluation
{
    Configuration config; ///< the configuration, with workload names resolved to catalog keys
    bool minGpu = false; ///< candidates are the min-GPU walk (g order), not the grid
    QList<EvaluatedCandidate> candidates; ///< grid order (GPU count outer, batch inner) or g order
    /// GPU counts of the grid (or the min-GPU walk) that grid.layouts left out, in grid order.
    QList<int> gpuCountsLeftOutByLayout;
    QStringList warnings; ///< e.g. rules fallback, uncalibrated Kavier factors
    QString feasibilityDescription; ///< the check that ran, e.g. "autoconf (memory model)" or "rules"
    QString feasibilityMode; ///< the mode that ran (autoconf, rules, none): FeasibilityChecker::mode()
    std::optional<qint64> feasibilityTokenBudget; ///< tokens per device when the empirical guard ran
    int predictorCalls = 0; ///< throughput predictor calls made to build this evaluation
    int cacheHits = 0; ///< predictions that came from measured runs
    /// The network the predictions assumed (the job's GPU row and the infrastructure; issue 36 item 1).
    AssumedNetwork network;

    int feasibleCount() const;
    int rejectedCount() const;
    int predictedCount() const;
};
