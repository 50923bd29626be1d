#pragma once

#include "model/Candidate.h"
#include "model/LayoutFilter.h"
#include "model/LayoutSearch.h"
#include "model/LlmSpec.h"
#include "model/Workload.h"

#include <QList>
#include <optional>

/// Candidate generation (seed "Grid" and "Min-GPU"; spec decision 1; upstream-behaviour.md §3, §7).
namespace SearchSpace {

/// Fewest nodes that hold exactly `totalGpus`: GPUs per node = the largest divisor of totalGpus that is
/// ≤ maxGpusPerNode (12 at ≤ 8/node → 6 × 2; 9 → 3 × 3). Returns nullopt for totalGpus < 1 or
/// maxGpusPerNode < 1. The result's batchSize is 0.
std::optional<Candidate> layoutFor(int totalGpus, int maxGpusPerNode);

/// The multi-objective grid: for each GPU count in `totalGpus` (list order; ≤ 0, > infrastructure
/// total, or needing more than maxNodes nodes are left out; duplicates once), each batch size in
/// `batchSizes` (list order; < 1 left out). GPU count outer, batch inner. An empty `totalGpus`
/// means powers of two up to the infrastructure total. Linear in the list lengths; throws
/// CoastlineError when the grid would exceed InputLimits::gridCandidates configurations.
/// `layouts` drops GPU counts it does not accept (layoutFilterAccepts) and appends them to `leftOut`
/// (when given), before the grid size limit is checked.
QList<Candidate> grid(const QList<int> &totalGpus, const QList<qint64> &batchSizes,
    const Infrastructure &infra, LayoutFilter layouts = LayoutFilter::Any, QList<int> *leftOut = nullptr);

/// Min-GPU candidates: total batch = workload.totalBatch(); for g = 1, 2, 4, … ≤ infra.totalGpus,
/// skip g not dividing the total batch, < 1 sample per device, or needing more than maxNodes nodes.
/// `layouts` drops GPU counts as in grid().
QList<Candidate> minGpuCandidates(const Workload &workload, const Infrastructure &infra,
    LayoutFilter layouts = LayoutFilter::Any, QList<int> *leftOut = nullptr);

/// avoid_oom candidates (IBM/ado #960, PR #1019): first the job as submitted (its own layout and
/// per-device batch; left out when it exceeds the cluster), then, at the same total batch, each power
/// of two g greater than the job's GPUs (≤ infra.totalGpus, dividing the total batch, laid out by
/// layoutFor within maxNodes), in increasing order. The job's GPU count is never shrunk.
QList<Candidate> avoidOomCandidates(const Workload &workload, const Infrastructure &infra);

/// min_gpu_fixed_batch candidates (IBM/ado #499): g = 1, 2, 4, … ≤ infra.totalGpus at the job's
/// per-device batch (the total batch grows with g), laid out by layoutFor within maxNodes.
QList<Candidate> fixedBatchCandidates(const Workload &workload, const Infrastructure &infra);

/// Each candidate of `candidates` once per layout `search` tries for `llm` at `tokensPerSample` on its GPUs
/// (LayoutSearch::layoutsFor; layout innermost, candidate order kept). Under data-parallel the list comes
/// back unchanged; a candidate with no valid layout is left out.
QList<Candidate> withLayouts(const QList<Candidate> &candidates, const LayoutSearch &search,
    const LlmSpec &llm, qint64 tokensPerSample, int scaleUpDomainGpus = 0);

/// How many candidates withLayouts() would return for `candidates`, without building them (layouts are
/// enumerated once per GPU count and GPUs per node). Under data-parallel: candidates.size().
qint64 countWithLayouts(const QList<Candidate> &candidates, const LayoutSearch &search, const LlmSpec &llm,
    qint64 tokensPerSample, int scaleUpDomainGpus = 0);

/// 1, 2, 4, … ≤ limit (empty for limit < 1).
QList<int> powersOfTwo(int limit);

} // namespace SearchSpace
