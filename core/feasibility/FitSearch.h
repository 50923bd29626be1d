#pragma once

#include "feasibility/MemoryModel.h"
#include "model/MemoryFix.h"

#include <QList>
#include <optional>

/// Inverse answers of the memory model ("how large can it be", issue 22), found by binary search over
/// MemoryModel::estimate, never over the grid: the memory of every term grows monotonically with the
/// per-device batch and with the tokens per sample, so the largest value that fits is well defined.
///
/// Answers are capped: a per-device batch at kMaxBatch and a sample length at kMaxTokens are reported
/// as those values even if larger ones would fit too (docs/user-guide.md, "The memory model").
/// Thread-safe: every function is pure.
namespace FitSearch {

/// Largest per-device batch searched (2²⁰ samples).
inline constexpr qint64 kMaxBatch = qint64(1) << 20;
/// Longest sample searched (2²⁴ = 16,777,216 tokens).
inline constexpr qint64 kMaxTokens = qint64(1) << 24;

/// Which verdict an inverse answer keeps (issue 37): `Fits` the largest value whose verdict is `fits`
/// (driver total ≤ MemoryModel::kTightBandFrom × the device's memory), `Tight` the largest that is not
/// `does-not-fit` (total ≤ the device's memory; one more does not fit), `Accepted` the largest the
/// setup's feasibility.margin accepts (MemoryModel::Estimate::acceptedWithMargin: `Tight` at margin 0,
/// `Fits` at margin 1).
enum class Limit { Fits, Tight, Accepted };

/// The largest per-device batch in [1, kMaxBatch] within `limit` at `candidate`'s layout with
/// `tokensPerSample` tokens, or nullopt when batch 1 is beyond it. Throws what estimate() throws.
std::optional<qint64> maxPerDeviceBatch(const MemoryModel &model, MemoryModel::Method method,
    const TrainingSetup &setup, qint64 tokensPerSample, const Candidate &candidate,
    Limit limit = Limit::Tight);
/// The largest tokens per sample in [1, kMaxTokens] within `limit` at `candidate`'s batch and layout, or
/// nullopt when 1 token is beyond it.
std::optional<qint64> maxTokensPerSample(const MemoryModel &model, MemoryModel::Method method,
    const TrainingSetup &setup, const Candidate &candidate, Limit limit = Limit::Tight);

/// For a configuration that the setup's feasibility.margin rejects (`does-not-fit`, or `tight` beyond the
/// margin): each single change that applies, with the total it gives and its verdict, judged as the
/// configuration was (MemoryFix::fits is acceptedWithMargin: with margin 1 a fix that fits is `fits`, with
/// the default margin it may be `tight`, and MemoryFix::verdict says so), in this order (least disruptive
/// first; each evaluated alone against the planner's setup):
/// 1. activation checkpointing on; 2. chunked loss; 3. a smaller per-device batch (the largest divisor
/// of the batch that is accepted) with gradient accumulation keeping the total batch; 4. full-shard sharding
/// (2+ GPUs); 5. the 8-bit AdamW optimizer; 6. optimizer offload; 7. tensor parallel and 8. context
/// parallel (issue 35; with `llm` only): the layout's tp (or cp) raised to the smallest of 2, 4, 8 that
/// fits and that ParallelLayout::rejection accepts for `llm` on this node, else the largest valid one
/// tried; 9. more GPUs at the same total batch (the fewest of 2N, 4N, … whose per-device batch is a whole
/// number, else the largest tried); 10. a shorter sequence (maxTokensPerSample); 11. LoRA instead of full
/// fine-tuning. Changes that do not apply (already set, no valid layout, or no smaller value is accepted)
/// and changes that do not lower the total (a chunked loss on AutoConf's stack) are left out; "fits" in this
/// list means accepted under the margin. Empty when the configuration is accepted.
QList<MemoryFix> fixes(const MemoryModel &model, MemoryModel::Method method, const TrainingSetup &setup,
    qint64 tokensPerSample, const Candidate &candidate, const LlmSpec *llm = nullptr);

} // namespace FitSearch
