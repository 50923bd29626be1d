#pragma once

#include "catalog/Catalog.h"
#include "feasibility/FeasibilityChecker.h"
#include "model/Configuration.h"
#include "model/Evaluation.h"
#include "pipeline/RecommenderContext.h"
#include "predict/ThroughputPredictor.h"

#include <QStringList>
#include <atomic>
#include <functional>
#include <memory>
#include <span>

/// The recommendation pipeline for one configuration, without any GUI: grid (or the min-GPU walk) →
/// feasibility → prediction. The result (Evaluation) is then ranked by Ranker::rank.
///
/// Construction validates the configuration, resolves names (throws CoastlineError with suggestions),
/// builds the feasibility checker and the predictors. evaluate() checks and predicts candidates on
/// QtConcurrent (results identical to a serial run, in grid order).
class Recommender
{
public:
    /// `throughputOverride` replaces the configured throughput predictor (tests use counting stubs).
    explicit Recommender(
        const Configuration &config, std::shared_ptr<const ThroughputPredictor> throughputOverride = nullptr);
    /// A Recommender over a shared, already built `context` (catalog and predictors), which must have
    /// been built from a configuration equal to `config` except for the workload. Throws like the
    /// constructor above (the context's errors included). `context` must not be null.
    /// `inverseAnswers` false skips the memory model's inverse answers and fixes (FitSearch), which
    /// only explain, simulate and the GUI show: BatchRecommendation's recommend rows never carry them.
    Recommender(const Configuration &config, std::shared_ptr<const RecommenderContext> context,
        bool inverseAnswers = true);

    /// Whether evaluate() fans the grid's candidates out to a thread pool (default true). Engines that
    /// already run jobs in parallel (BatchRecommendation) turn it off: same results, no hand-offs.
    void setParallelCandidates(bool parallel) { m_parallelCandidates = parallel; }
    /// Skips Evaluation::layoutAlternative (issue 35 item 4) for engines that show no summary
    /// (TraceRecommender's top-1 per job); a Recommender built without inverse answers never makes it.
    void skipLayoutAlternatives() { m_layoutChecker.reset(); }

    /// Runs the stages. `cancelled` is polled between candidates (returns a partial evaluation with
    /// nothing predicted after cancellation); `progress(done, total)` is called from worker threads.
    Evaluation evaluate(const std::atomic_bool *cancelled = nullptr,
        const std::function<void(int, int)> &progress = {}) const;

    /// Checks and predicts exactly one declared candidate (`simulate`), no ranking. Unlike evaluate(),
    /// the prediction is made even when the verdict is infeasible.
    EvaluatedCandidate evaluateOne(const Candidate &candidate) const;

    const Configuration &configuration() const { return m_config; }
    const Catalog &catalog() const { return m_context->catalog(); }
    const QStringList &warnings() const { return m_warnings; }

    /// Grid candidates are checked and predicted in blocks of this many: one predictMany() call per
    /// block (a learned model's library call is then shared by the block), blocks in parallel.
    static constexpr int CandidateBlock = 64;

private:
    /// `grid` with each candidate once per parallel layout search.layouts tries (SearchSpace::withLayouts).
    /// Throws CoastlineError with the rule a listed layout breaks when no candidate keeps one.
    QList<Candidate> layoutGrid(const QList<Candidate> &grid) const;
    EvaluatedCandidate evaluateCandidate(const Candidate &candidate, bool predictInfeasible = false) const;
    /// Checks `block` with `checker` (m_checker when null), then predicts its feasible candidates in one
    /// predictMany() call.
    QList<EvaluatedCandidate> evaluateBlock(std::span<const Candidate> block,
        const std::atomic_bool *cancelled, const FeasibilityChecker *checker = nullptr) const;
    /// `candidates` checked (without inverse answers) and predicted, in blocks, serially.
    QList<EvaluatedCandidate> evaluateLayouts(
        const QList<Candidate> &candidates, const std::atomic_bool *cancelled) const;
    /// Evaluation::layoutAlternative for `evaluation` (issue 35 item 4; RecommenderLayouts.cpp): `auto`'s
    /// layouts at the pick's GPU count, at every grid row when nothing fits, or below the min-GPU answer.
    std::optional<LayoutAlternative> layoutAlternative(
        const Evaluation &evaluation, const std::atomic_bool *cancelled) const;
    /// The rest of a prediction: power from kavier_power when missing, usability checks, MFU.
    void completePrediction(EvaluatedCandidate &result, PredictionOutcome outcome) const;

    Configuration m_config;
    std::shared_ptr<const RecommenderContext> m_context;
    const LlmSpec *m_llm = nullptr; ///< the workload's entries in m_context's catalog (resolved once)
    const GpuSpec *m_gpu = nullptr;
    bool m_parallelCandidates = true;
    QStringList m_warnings;
    std::unique_ptr<FeasibilityChecker> m_checker;
    /// The same check without inverse answers, for the layout alternatives; null when they are not made
    /// (a Recommender built without inverse answers: BatchRecommendation's recommend rows never show them).
    std::unique_ptr<FeasibilityChecker> m_layoutChecker;
    std::shared_ptr<const ThroughputPredictor> m_throughput;
    std::shared_ptr<const ThroughputPredictor> m_power; ///< kavier_power (reuses kavier's power when present)
    mutable std::atomic_int m_predictorCalls {0};
    mutable std::atomic_int m_cacheHits {0};
};
