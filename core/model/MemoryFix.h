#pragma once

#include "model/MemoryVerdict.h"

#include <QtGlobal>

/// One single change that a planner could make to a configuration that does not fit, with the memory
/// it would give and its verdict (FitSearch::fixes; explain JSON `fixes`; the Rejected tab). The core never
/// words it: ReasonText::fix does, in English for outputs and translated for the desktop app.
struct MemoryFix
{
    /// The change, in the order FitSearch tries them (least disruptive first).
    enum class Kind {
        CheckpointingOn, ///< activation checkpointing on
        ChunkedLoss, ///< a chunked or fused cross-entropy (`loss: chunked`)
        SmallerBatch, ///< per-device batch `value` with `value2`× gradient accumulation (same total batch)
        FullShard, ///< sharding full-shard (FSDP FULL_SHARD)
        EightBitOptimizer, ///< adamw-8bit
        OffloadOptimizer, ///< optimizer states and master weights on the CPU
        TensorParallel, ///< tensor parallel `value` (the same GPUs and per-device batch; issue 35)
        ContextParallel, ///< context parallel `value` (the same GPUs and per-device batch; issue 35)
        MoreGpus, ///< `value` GPUs at the same total batch (per-device batch `value2`)
        ShorterSequence, ///< `value` tokens per sample at this batch
        Lora, ///< LoRA instead of full fine-tuning (the default r = 4 q_proj,v_proj adapters)
    };

    Kind kind = Kind::CheckpointingOn;
    qint64 value = 0; ///< see Kind
    qint64 value2 = 0; ///< see Kind
    double memoryGb = 0; ///< per-GPU total the driver would report with this change, GB (1e9 bytes)
    /// The change is accepted under the planner's feasibility.margin (MemoryModel::Estimate::
    /// acceptedWithMargin): with the default margin 0 a `tight` total counts, with margin 1 only `fits`.
    bool fits = false;
    /// The risk band's verdict of memoryGb (issue 37): a fix that is accepted may still be `tight`.
    MemoryVerdict verdict = MemoryVerdict::DoesNotFit;

    friend bool operator==(const MemoryFix &, const MemoryFix &) = default;
};
