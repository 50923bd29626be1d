#pragma once

#include "model/Reason.h"

#include <QList>
#include <QString>
#include <optional>

/// Per-GPU memory estimate of the `autoconf` memory model (memory-model.md §5.3), in GB (1e9 bytes).
struct MemoryBreakdown
{
    double weightsGb = 0; ///< sharded weights
    double gradientsGb = 0; ///< sharded gradients
    double optimizerGb = 0; ///< sharded optimizer state (states and any fp32 master copy)
    double workingSetGb = 0; ///< FSDP gathered layers + root module (0 on one GPU)
    double activationsGb = 0; ///< per-device tokens × activation bytes per token
    double optimizerStepGb = 0; ///< optimizer-step transient (0 for the calibrated bf16 AdamW stack)
    double totalGb = 0; ///< sum of the above
    double capacityGb = 0; ///< device memory as reported minus 1.5 GiB
};

/// Outcome of a feasibility check on one candidate (spec decisions 4–5).
struct FeasibilityVerdict
{
    bool feasible = true;
    Reason reason; ///< why, e.g. Fits {63.44, 84.29} or the rule that failed (words: ReasonText)
    QList<Reason> notes; ///< caveats that follow the reason, e.g. HybridMambaWorkspace
    std::optional<MemoryBreakdown> memory; ///< set by `autoconf` when the memory model ran
};
