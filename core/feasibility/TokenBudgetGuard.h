#pragma once

#include "feasibility/FeasibilityChecker.h"

#include <memory>

/// The opt-in empirical OOM guard (spec decision 5; memory-model.md §1.1; upstream-behaviour.md §4.3).
/// Wraps any checker and runs before it: a candidate whose per-device token load
/// (per-device batch × tokens per sample) is strictly greater than the budget is vetoed without
/// calling the wrapped checker; otherwise the wrapped checker's verdict is returned unchanged.
/// The guard can only veto. It applies to every GPU model (measured on NVIDIA-A100-SXM4-80GB).
class TokenBudgetGuard : public FeasibilityChecker
{
public:
    /// Thesis budget: 60,224 tokens per device (EMPIRICAL_OOM_TOKEN_BUDGET, memory-model.md §1.1).
    static constexpr qint64 kDefaultBudget = 60224;

    /// Wraps `backend` (not null) with a budget in tokens per device. Throws CoastlineError
    /// "token-budget threshold must be >= 1, got N" when `budget` < 1.
    TokenBudgetGuard(std::unique_ptr<FeasibilityChecker> backend, qint64 budget = kDefaultBudget);

    /// Veto reason: "per-device token load T (batch B x N tokens) exceeds the empirical budget of X".
    FeasibilityVerdict check(const Workload &workload, const Candidate &candidate) const override;
    /// The backend's description + " + token budget N", e.g. "rules + token budget 60224".
    QString description() const override;
    /// The backend's mode.
    QString mode() const override { return m_backend->mode(); }
    /// budget().
    std::optional<qint64> tokenBudget() const override { return m_budget; }

    qint64 budget() const { return m_budget; }
    const FeasibilityChecker &backend() const { return *m_backend; }

private:
    std::unique_ptr<FeasibilityChecker> m_backend;
    qint64 m_budget;
};
