#pragma once

#include "model/Evaluation.h"
#include "rank/Ranking.h"

#include <QString>
#include <QStringList>

/// The summary text above the ranking: the banner sentence, the policy line, the job's time and money and
/// what the score hides (ui.md "Summary banner"), shared by `coastline-cli`'s table output and the desktop
/// app's banner; plus explain's grid line. The rows, columns, CSV and JSON are RecommendationRows'.
/// Translatable with the context "RecommendationRows" (where these words were first written), so the
/// existing translations in translations/*.ts keep applying.
namespace RecommendationSummary {

/// "Finishes in 31 h on 32 GPUs, 1,010 GPU-h, $2,020" for one configuration (the cost only with a
/// price; translatable); empty without a job size or prediction. The banner's and the selected
/// configuration's words.
QString finishesText(const Evaluation &evaluation, const EvaluatedCandidate &candidate);

/// The job's time and money in planner words, when a job size is given (issue 24), translatable:
/// "Finishes in 31 h on 32 GPUs, 1,010 GPU-h, $2,020." (the cost only with a price), then the fastest
/// and the cheapest feasible configuration beside the pick with their runtime, GPU-hours and cost
/// ("Fastest: 64 GPUs, batch 2 (17 h, 1,088 GPU-h, $2,720); cheapest: the pick."). Cheapest = least
/// cost, or fewest GPU-hours without a price; all from TimeAndMoney. Empty without a job size.
QStringList timeAndMoney(const Evaluation &evaluation, const Ranking &ranking);

/// The recommendation in one sentence plus the policy line, e.g. "4 GPUs (4 × 1), batch 8 per device —
/// best for performance of 17 feasible configurations, 2.10× the throughput of the runner-up (8 GPUs,
/// batch 4)." (ui.md "Summary banner"; the CLI's table output starts with it).
/// Between the two, the lines of trustNotes(), when there are any.
QString summary(const Evaluation &evaluation, const Ranking &ranking);

/// What the score hides about the pick (issue 14), one sentence each, translatable; empty when nothing:
/// - the pick is dominated: names the highest-ranked configuration that dominates it, then the fastest
///   and the most energy-efficient (lowest J/token) ranked configurations, each with its throughput and
///   energy-per-token ratios to the pick ("1.22× the throughput, 0.93× the energy per token");
/// - rank 2 is a near-tie (combined scores within Ranker::nearTieScore);
/// - the pick's prediction is implausible (Plausibility::problems).
QStringList trustNotes(const Evaluation &evaluation, const Ranking &ranking);

/// What the pick's numbers assume, in one line, translatable (issue 36 items 1, 2 and 4), e.g.
/// "Assumed: FSDP data parallel (full-shard), no tensor or pipeline parallelism; network 230 GB/s inside a
/// node (NVIDIA-A100-SXM4-80GB), 1600 Gbit/s between nodes (--inter-node-gbps to change); memory assumes
/// pure bf16 AdamW (8 B/param), activation checkpointing on, standard loss; mixed precision would need
/// 45.20 GB." The layout on 2+ GPUs; the network of the predictor that made the pick's prediction (the
/// roofline's, or Kavier's); the memory model's training stack (its StackAssumed note). Empty when none.
QString assumptions(const Evaluation &evaluation, const EvaluatedCandidate &pick);

/// When nothing fits (issue 36 item 3): the smallest single change that would make one candidate fit,
/// from the candidates' FitSearch fixes (FeasibilityVerdict::fixes, explain's `fix` column), translatable,
/// e.g. "The smallest change that would make one fit: 7197 tokens per sample, from 1024 GPUs (8 × 128),
/// batch 1 per device (85.90 GB per GPU of 85.90 GB)." The change is the least disruptive kind that fits
/// (FitSearch's order; more GPUs only within the cluster) on any candidate; among equals, the candidate
/// closest to fitting (the least memory over its capacity). Empty when a candidate fits (then what is
/// missing is not memory: a deadline, a budget, a prediction) or when no candidate has a fitting fix (a check
/// other than autoconf, or rejections that are not about memory). The CLI adds it to the "no feasible
/// configuration" error, the desktop app to its message and banner.
QString closestFit(const Evaluation &evaluation);

/// A parallel layout's degrees above 1, e.g. "TP4 PP2" (abbreviations that read the same in every
/// language); empty for plain data parallelism.
QString layoutDegrees(const ParallelLayout &layout);

/// Evaluation::layoutAlternative in one sentence, translatable (issue 35 item 4); empty when there is none
/// or it no longer applies to `ranking`'s pick (a re-rank that moved the pick to another GPU count):
/// - Faster: "TP2 CP2 fits at batch 4 and is 1.40× faster on the same 64 GPUs (--layouts auto searches
///   parallel layouts)." (the ratio of throughputs, layout ÷ pick; the layout beats every data-parallel row
///   of that GPU count);
/// - Fits (`ranking` empty): "No data-parallel configuration fits, but TP2 CP2 does: 64 GPUs (8 × 8),
///   batch 1 per device (--layouts auto searches parallel layouts).";
/// - FewerGpus (the min-GPU walk): "With TP2 CP2, 16 GPUs (8 × 2) at batch 2 per device would fit, fewer
///   than the 64 data parallel needs (simulate --tp/--pp/--cp checks a layout)." (or, when no count of the
///   walk fits data parallel, "… would fit where data parallelism does not …").
/// The summary (CLI text, desktop banner) shows it under the headline; whatWouldFit() when nothing fits.
QString layoutAlternative(const Evaluation &evaluation, const Ranking &ranking);

/// The summary's sentence for a pick inside the memory risk band (issue 37), worded for the margin in use
/// (fresh-user finding): with margin 0 "… --memory-margin 1 rejects such configurations."; with a margin
/// m in (0, 1) "… --memory-margin m accepts it because it accepts up to X GB (--memory-margin 1 rejects
/// every tight configuration)." (X = MemoryModel::Estimate::limitBytes, GB). RecommendationSummaryMemory.cpp.
QString tightMemoryNote(const MemoryBreakdown &memory, double margin);
/// The summary's memory sentences for the pick: tightMemoryNote with "The best that fits is rank N (…)."
/// when a later rank fits, and for a pipelined pick busiestRankNote. RecommendationSummaryMemory.cpp.
QStringList memoryNotes(const Evaluation &evaluation, const Ranking &ranking);
/// Under pipeline parallelism, which stage's rank peaks and why (issue 46): "Memory per rank: the
/// busiest rank is on the first of 4 pipeline stages, 83.39 GB: it keeps the activations of 4
/// micro-batches in flight (1F1B), 21.47 GB; …". Empty without a pipeline or a memory estimate.
QString busiestRankNote(const EvaluatedCandidate &pick, const TrainingSetup &setup);

/// The Policy line's weights: " (alpha 0.80 runtime, beta 0.20 energy per token; relative scores)", or
/// under the seed's scores (cluster power, min-max) exactly the seed's " (alpha 0.80 runtime, beta 0.20
/// energy)". RecommendationSummaryAssumptions.cpp.
QString weightsText(const RankingPolicy &policy);

/// What the Policy line says the energy figures count, translatable: "GPU power", or "node power (GPU +
/// 2672 W host per node, air-cooled default)" with the host power in use and where it comes from (the
/// figure set, or the default of the nodes' cooling; issue 43 item 8).
QString energyCountingText(const Evaluation &evaluation, const EvaluatedCandidate &pick);

/// The summary's sentence when a tie went to the pick because it fits in memory and the tied
/// configuration that came first is `tight` (Ranking::tightTieBeaten): "On a tie, fits beats tight: rank 2
/// (32 GPUs, batch 2) costs within 1 % of the pick, but needs 72.40 of 85.90 GB per GPU (tight); the
/// pick fits." (scores within 0.001 for the weighted goals, runtime within 1 % for budget). Empty when
/// the rule did not change the pick. RecommendationSummaryMemory.cpp.
QString tightTieNote(const Evaluation &evaluation, const Ranking &ranking);
/// When the 80 % throughput intervals (PredictionInterval) of the pick and rank 2 overlap, one sentence,
/// translatable: "Tied within the model's accuracy: rank 2 (8 GPUs, batch 4) is predicted 4.1 % slower than
/// the pick, but their 80 % intervals (±12 % and ±12 %) overlap by 19 % of the pick's throughput; a short
/// trial run of each settles it (--trials)." Empty when either has no interval, or when either prediction
/// lies outside the other's interval (then the difference is more than the model's accuracy).
/// RecommendationSummaryIntervals.cpp.
QString intervalTie(const Evaluation &evaluation, const Ranking &ranking);

/// Under the deadline goal, when the pick misses the deadline at the slow end of its 80 % interval (the
/// job at its p10 throughput; issue 45 item 4), one sentence naming that runtime and the first ranked
/// configuration that meets the deadline even there, translatable, e.g. "At the slow end of its 80 %
/// interval the pick finishes in 81 h, past the deadline of 72 h; rank 3 (64 GPUs, batch 4) meets it even
/// at its slow end (52 h)." Empty otherwise. RecommendationSummaryIntervals.cpp.
QString deadlineRisk(const Evaluation &evaluation, const Ranking &ranking);

/// When nothing fits: closestFit() and the layout alternative, joined by a space; empty when neither.
QString whatWouldFit(const Evaluation &evaluation);

/// The search grid in one line, e.g. "Grid: 6 GPU counts × 8 batch sizes = 48 candidates; layouts
/// whole-nodes left out GPU counts 3, 5, 6, 7." (explain's table output; issue 14).
QString gridLine(const Evaluation &evaluation);

} // namespace RecommendationSummary
