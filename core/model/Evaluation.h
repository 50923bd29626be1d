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

/// A candidate with a parallel layout that the data-parallel search did not try (issue 35 item 4): under
/// `search.layouts: data-parallel` and on the min-GPU walk (which stays data parallel), Recommender::evaluate
/// checks and predicts `auto`'s layouts (LayoutSearch::Mode::Auto, not plain data parallel) at a few GPU
/// counts and keeps the one worth a sentence in the summary (RecommendationSummary::layoutAlternative).
struct LayoutAlternative
{
    enum class Kind {
        /// At the GPU count of the configured policy's pick (its grid rows at that count × every valid
        /// layout): the fastest feasible one, kept when it is faster than every data-parallel row there and
        /// the layout, the pick and those rows were all predicted by the roofline (the one that models a
        /// layout).
        Faster,
        /// Nothing data parallel fits: the configured policy's pick among the grid's rows × every valid
        /// layout.
        Fits,
        /// The min-GPU walk: at the fewest GPUs of the walk, below its data-parallel answer (or where it has
        /// none), at which a layout fits at the walk's per-device batch: the one with the fewest
        /// model-parallel
        /// GPUs (tp · pp · cp), checked but not predicted (the walk simulates only its top_k).
        FewerGpus,
    };
    Kind kind = Kind::Faster;
    EvaluatedCandidate candidate; ///< feasible; predicted (unless that failed) but for FewerGpus
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
    int predictorCalls = 0; ///< throughput predictor calls made to build this evaluation (the layout
                            ///< alternative's included)
    int cacheHits = 0; ///< predictions that came from measured runs
    /// The network the predictions assumed (the job's GPU row and the infrastructure; issue 36 item 1).
    AssumedNetwork network;
    /// The host power of one node the node power counts, W (infrastructure.host_power_w_per_node, else
    /// the cooling's default for the job's GPU; issue 43 item 8), and whether that cooling is liquid.
    double hostPowerWPerNode = 0;
    bool liquidCooled = false;
    /// A parallel layout the data-parallel search did not try that is faster, fits, or fits on fewer GPUs
    /// (issue 35 item 4); none under `search.layouts` auto or a list, or when none is.
    std::optional<LayoutAlternative> layoutAlternative;

    int feasibleCount() const;
    int rejectedCount() const;
    int predictedCount() const;
};
