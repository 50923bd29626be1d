#include "feasibility/TokenBudgetGuard.h"

#include "common/CoastlineError.h"

#include <limits>

TokenBudgetGuard::TokenBudgetGuard(std::unique_ptr<FeasibilityChecker> backend, qint64 budget)
    : m_backend(std::move(backend))
    , m_budget(budget)
{
    if (budget < 1)
        throw CoastlineError(QStringLiteral("token-budget threshold must be >= 1, got %1").arg(budget));
    if (!m_backend)
        throw CoastlineError(QStringLiteral("token-budget guard: no feasibility checker to wrap"));
}

FeasibilityVerdict TokenBudgetGuard::check(const Workload &workload, const Candidate &candidate) const
{
    qint64 tokensPerDevice = 0;
    if (qMulOverflow(candidate.batchSize, workload.tokensPerSample, &tokensPerDevice))
        tokensPerDevice = std::numeric_limits<qint64>::max(); // beyond any budget
    if (tokensPerDevice > m_budget) {
        FeasibilityVerdict veto;
        veto.feasible = false;
        veto.reason = {Reason::Code::TokenBudgetExceeded,
            {tokensPerDevice, candidate.batchSize, workload.tokensPerSample, m_budget}};
        return veto;
    }
    return m_backend->check(workload, candidate);
}

QString TokenBudgetGuard::description() const
{
    return QStringLiteral("%1 + token budget %2").arg(m_backend->description()).arg(m_budget);
}
