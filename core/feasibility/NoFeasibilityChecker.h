#pragma once

#include "feasibility/FeasibilityChecker.h"

/// The `none` feasibility mode: every candidate is feasible (seed "Feasibility": "No check.").
class NoFeasibilityChecker : public FeasibilityChecker
{
public:
    /// Always feasible, reason "not checked (feasibility: none)".
    FeasibilityVerdict check(const Workload &workload, const Candidate &candidate) const override;
    /// "none".
    QString description() const override;
};
