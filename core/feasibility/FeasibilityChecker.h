#pragma once

#include "model/Candidate.h"
#include "model/FeasibilityVerdict.h"
#include "model/GpuSpec.h"
#include "model/LlmSpec.h"
#include "model/PredictorIds.h"
#include "model/TrainingSetup.h"
#include "model/Workload.h"

#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

/// Decides whether a candidate can run (seed "Feasibility"; spec decisions 4–5; memory-model.md).
/// Implementations are immutable after construction and `check()` is thread-safe.
class FeasibilityChecker
{
public:
    virtual ~FeasibilityChecker() = default;
    /// Verdict for running `workload` (method, tokens per sample) on `candidate`.
    virtual FeasibilityVerdict check(const Workload &workload, const Candidate &candidate) const = 0;
    /// "autoconf (memory model)", "rules", "none", or e.g. "rules + token budget 60224" (English, for
    /// outputs; ReasonText-style wording from mode() and tokenBudget() for the interface).
    virtual QString description() const = 0;
    /// The feasibility mode that decides after any guard: a PredictorRegistry Feasibility id
    /// (autoconf, rules, none); description() for checkers outside the registry.
    virtual QString mode() const { return description(); }
    /// The empirical token budget (tokens per device) when a TokenBudgetGuard runs first, else nullopt.
    virtual std::optional<qint64> tokenBudget() const { return std::nullopt; }
};

/// Feasibility options (config `predictors.feasibility`, `empirical_oom_guard`,
/// `empirical_oom_token_budget`).
struct FeasibilitySettings
{
    QString mode = PredictorId::Autoconf.toString(); ///< autoconf, rules or none
    bool empiricalOomGuard = false;
    qint64 tokenBudget = 60224; ///< tokens per device, ≥ 1 (memory-model.md §1.1)
    TrainingSetup training; ///< the planner's training stack (config `training:`), read by `autoconf`
    /// `autoconf`: also give each verdict its inverse answers and fixes (FitSearch; about 10–25 more
    /// memory-model evaluations per candidate). Off for engines whose outputs never show them.
    bool inverseAnswers = true;
};

/// Builds the checker for one job (its LLM and GPU). `autoconf` needs the LLM's architecture fields;
/// when they are missing it throws CoastlineError naming them, unless the environment has
/// COASTLINE_ALLOW_RULES_FALLBACK=1, in which case it returns `rules` and appends a warning.
/// Throws CoastlineError for an unknown mode or a token budget < 1.
std::unique_ptr<FeasibilityChecker> createFeasibilityChecker(
    const FeasibilitySettings &settings, const LlmSpec &llm, const GpuSpec &gpu, QStringList *warnings);
