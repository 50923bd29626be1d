#pragma once

#include "model/Candidate.h"
#include "model/Configuration.h"
#include "model/Workload.h"
#include "trace/ClusterShape.h"
#include "trace/JobTrace.h"
#include "trace/RecommendedTrace.h"

#include <QString>
#include <atomic>
#include <functional>
#include <optional>

/// What recommending one job of a trace gives (the top-1 configuration or why there is none).
struct JobRecommendation
{
    std::optional<Candidate> candidate; ///< the top-1 configuration; unset = cannot be recommended
    double throughputTokensPerSecond = 0; ///< of the candidate, tokens/s, > 0 when set
    /// The same predictor's throughput for the job's own layout, tokens/s (> 0 when set); the ratio rule
    /// scales the observed duration by original ÷ recommended.
    std::optional<double> originalThroughputTokensPerSecond;
    std::optional<double> powerWattsPerGpu; ///< of the candidate, W per GPU
    std::optional<double> originalPowerWattsPerGpu; ///< of the job's own layout, W per GPU (baseline energy)
    QString failure; ///< why there is no candidate, in upstream's wording (§8.9), without the suffix
};

/// recommend-trace (upstream-behaviour.md §8.9; traces.md "recommend-trace").
///
/// Per row: when tokens_per_sample, batch_size, num_gpus_per_node or num_nodes is missing or < 1, the job
/// is kept unchanged. Otherwise its workload {model, method, GPU, tokens, per-device batch, layout} is
/// recommended (top-1) on the cluster. Both scenarios stand on one footing (the ratio rule): when a
/// configuration is found, the job has an observed duration (extrapolated_duration, else train_runtime)
/// and the same predictor predicts the job's own layout, the row takes the recommended layout and
/// per-device batch and its duration = observed duration × predicted(original layout) ÷
/// predicted(recommended layout), in s. A predictor bias common to both layouts cancels. A job without
/// an observed duration has no work either (work = observed throughput × train_runtime), so it has no
/// duration in either scenario and the simulator skips it in both. Otherwise the row keeps its layout
/// and the observed duration, and the note says why, ending with
/// "— job kept unchanged (original config + observed duration)".
///
/// Identical workloads are recommended once; distinct ones run in parallel on a dedicated thread pool
/// (safe to call from a QtConcurrent job). Output in input order.
namespace TraceRecommender {

/// Recommends one workload; called from worker threads (must be thread-safe). Should not throw: a
/// CoastlineError escaping it becomes the row's failure note.
using JobFunction = std::function<JobRecommendation(const Workload &job)>;

/// The suffix of every note (upstream's wording).
inline const QString keptSuffix
    = QStringLiteral(" — job kept unchanged (original config + observed duration)");

/// Recommends every row of `trace` with `recommendJob`. `predictorName` names the duration column
/// (metadata.estimated_duration_<predictorName>). `cancelled` is polled per distinct workload (the
/// remaining rows get the note "cancelled"); `progress(done, total)` counts distinct workloads and is
/// called from worker threads.
RecommendedTrace recommend(const JobTrace &trace, const ClusterShape &cluster,
    const JobFunction &recommendJob, const QString &predictorName,
    const std::atomic_bool *cancelled = nullptr, const std::function<void(int, int)> &progress = {});

/// The pipeline's recommendation for a trace job: `base` (predictors, feasibility, goal, weights, grid)
/// with the job's workload, infrastructure = `cluster` (total GPUs, nodes, GPUs per node) and top_k 1;
/// Recommender + Ranker as `recommend` does for one job; the original layout's power from
/// Recommender::evaluateOne. Front ends pass the goal (default min_gpu as upstream, traces.md).
/// Failure notes: "infeasible within N GPUs: every config would run out of GPU memory (autoconf OOM
/// check)", "no config passes the rules check within N GPUs", "'<predictor>' could not predict this
/// workload: <reason>", or the error (e.g. an unknown model name).
JobFunction pipelineFunction(const Configuration &base, const ClusterShape &cluster);

/// The throughput predictor of `config` in one line, naming its data files, for the what-if summary:
/// e.g. "intelligent (measured runs from the bundled sample, else roofline with calibration default)",
/// "kavier (calibration 4model)", "xgboost (model file runs.json)". Paths are shown as given.
QString predictorDescription(const Configuration &config);

} // namespace TraceRecommender
