#pragma once

#include "feasibility/FeasibilityChecker.h"

/// The `rules` feasibility mode: Coastline's two structural guards, nothing else (spec decision 1;
/// memory-model.md §1.2; upstream-behaviour.md §4.1). In order: total GPUs < 1 → "invalid total_gpus";
/// per-device batch < 1 → "batch_size must be >= 1 (per-device)". There is deliberately no
/// divisibility rule (the batch is per device) and no memory check.
class RulesChecker : public FeasibilityChecker
{
public:
    /// Rejects `candidate` when candidate.totalGpus < 1 or candidate.batchSize < 1; otherwise feasible
    /// with a reason saying that no memory check was done. The workload is not consulted.
    FeasibilityVerdict check(const Workload &workload, const Candidate &candidate) const override;
    /// "rules".
    QString description() const override;
};
