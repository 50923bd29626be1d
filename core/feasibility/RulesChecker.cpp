#include "feasibility/RulesChecker.h"

FeasibilityVerdict RulesChecker::check(const Workload &, const Candidate &candidate) const
{
    FeasibilityVerdict verdict;
    if (candidate.totalGpus < 1) {
        verdict.feasible = false;
        verdict.reason = QStringLiteral("invalid total_gpus");
    } else if (candidate.batchSize < 1) {
        verdict.feasible = false;
        verdict.reason = QStringLiteral("batch_size must be >= 1 (per-device)");
    } else {
        verdict.reason = QStringLiteral("passes the structural rules (no memory check)");
    }
    return verdict;
}

QString RulesChecker::description() const
{
    return QStringLiteral("rules");
}
