#include "feasibility/RulesChecker.h"
#include "model/PredictorIds.h"

FeasibilityVerdict RulesChecker::check(const Workload &, const Candidate &candidate) const
{
    FeasibilityVerdict verdict;
    if (candidate.totalGpus < 1) {
        verdict.feasible = false;
        verdict.reason = {Reason::Code::InvalidTotalGpus, {}};
    } else if (candidate.batchSize < 1) {
        verdict.feasible = false;
        verdict.reason = {Reason::Code::BatchBelowOne, {}};
    } else {
        verdict.reason = {Reason::Code::RulesPassed, {}};
    }
    return verdict;
}

QString RulesChecker::description() const
{
    return PredictorId::Rules.toString();
}
