#pragma once

#include "model/MemoryFix.h"
#include "model/MemoryVerdict.h"
#include "model/Reason.h"

#include <QList>
#include <QString>
#include <optional>

/// Per-GPU memory estimate of the `autoconf` memory model (memory-model.md §5.3; every term and its
/// source in MemoryModel.h), in GB (1e9 bytes). The terms down to dequantGb are what torch allocates
/// (their sum is peakAllocatedGb); the allocator headroom and the CUDA context and NCCL buffers come on
/// top, so totalGb is what the driver (nvidia-smi) would report, compared with the device's memory.
struct MemoryBreakdown
{
    double weightsGb = 0; ///< sharded weights
    double gradientsGb = 0; ///< sharded gradients
    double optimizerGb = 0; ///< sharded optimizer state (states and any fp32 master copy)
    double workingSetGb = 0; ///< FSDP all-gather and prefetch buffers: gathered layers + root module
    double activationsGb = 0; ///< per-device tokens × per-layer activation bytes per token (no logits)
    double optimizerStepGb = 0; ///< optimizer-step transient (0 for the calibrated bf16 AdamW stack)
    double logitsGb = 0; ///< logits and loss at the LM head (B·S·V; see MemoryModel)
    double frozenGradientsGb = 0; ///< FSDP flat-parameter gradients of a frozen base (adapters, N ≥ 2)
    double dequantGb = 0; ///< 4-bit dequantisation workspace (qlora)
    double peakAllocatedGb = 0; ///< the torch peak: sum of the terms above
    double allocatorGb = 0; ///< caching-allocator fragmentation headroom (reserved − allocated)
    /// CUDA context and NCCL buffers (the training setup's reserve_gib); under the Megatron stack also
    /// Transformer Engine's cuBLAS workspace and, with TP communication overlap, its userbuffers
    double contextGb = 0;
    double totalGb = 0; ///< what the driver reports: peak allocated + allocator headroom + context
    double capacityGb = 0; ///< device memory as nvidia-smi reports it
    /// Under a parallel layout: the pipeline stage (0 = first) of the rank these figures are for, the one
    /// that peaks (LayoutMemory); -1 under plain data parallelism (every rank alike).
    int peakStage = -1;
};

/// Outcome of a feasibility check on one candidate (spec decisions 4–5).
struct FeasibilityVerdict
{
    bool feasible = true;
    Reason reason; ///< why, e.g. Fits {63.44, 84.29} or the rule that failed (words: ReasonText)
    QList<Reason> notes; ///< caveats that follow the reason, e.g. HybridMambaWorkspace
    std::optional<MemoryBreakdown> memory; ///< set by `autoconf` when the memory model ran
    /// The risk band's verdict, set with `memory` (nullopt for rules/none and rule rejections).
    std::optional<MemoryVerdict> memoryVerdict;
    /// Inverse answers of the memory model (FitSearch), set with `memory`: the largest per-device batch
    /// whose verdict is `fits` at this layout and the longest sample that `fits` at this batch; nullopt
    /// when not even 1 fits. Capped at FitSearch::kMaxBatch / kMaxTokens.
    std::optional<qint64> maxPerDeviceBatch;
    std::optional<qint64> maxTokensPerSample;
    /// The same limits for `tight` (the largest value that is not `does-not-fit`): one more does not fit.
    std::optional<qint64> maxPerDeviceBatchTight;
    std::optional<qint64> maxTokensPerSampleTight;
    /// For a configuration that does not fit: single changes, least disruptive first (FitSearch).
    QList<MemoryFix> fixes;
};
