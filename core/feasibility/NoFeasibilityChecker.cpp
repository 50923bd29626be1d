#include "feasibility/NoFeasibilityChecker.h"

FeasibilityVerdict NoFeasibilityChecker::check(const Workload &, const Candidate &) const
{
    FeasibilityVerdict verdict;
    verdict.reason = QStringLiteral("not checked (feasibility: none)");
    return verdict;
}

QString NoFeasibilityChecker::description() const
{
    return QStringLiteral("none");
}
