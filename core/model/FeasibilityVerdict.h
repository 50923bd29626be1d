#pragma once

#include <QString>
#include <optional>

/// Per-GPU memory estimate of the `autoconf` memory model (memory-model.md §5.3), in GB (1e9 bytes).
struct MemoryBreakdown
{
    double weightsGb = 0; ///< sharded weights
    double gradientsGb = 0; ///< sharded gradients
    double optimizerGb = 0; ///< sharded optimizer state (AdamW m and v)
    double workingSetGb = 0; ///< FSDP gathered layers + root module (0 on one GPU)
    double activationsGb = 0; ///< per-device tokens × activation bytes per token
    double totalGb = 0; ///< sum of the above
    double capacityGb = 0; ///< device memory as reported minus 1.5 GiB
};

/// Outcome of a feasibility check on one candidate (spec decisions 4–5).
struct FeasibilityVerdict
{
    bool feasible = true;
    QString reason; ///< human-readable, e.g. "fits: 63.44 GB of 84.29 GB" or the rule that failed
    std::optional<MemoryBreakdown> memory; ///< set by `autoconf` when the memory model ran
};
