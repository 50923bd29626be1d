#include "feasibility/NoFeasibilityChecker.h"
#include "model/PredictorIds.h"

FeasibilityVerdict NoFeasibilityChecker::check(const Workload &, const Candidate &) const
{
    FeasibilityVerdict verdict;
    verdict.reason = {Reason::Code::NotChecked, {}};
    return verdict;
}

QString NoFeasibilityChecker::description() const
{
    return PredictorId::None.toString();
}
