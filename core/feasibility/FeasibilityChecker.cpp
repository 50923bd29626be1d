#include "feasibility/FeasibilityChecker.h"
#include "model/PredictorIds.h"

#include "common/CoastlineError.h"
#include "feasibility/AutoconfChecker.h"
#include "feasibility/MemoryModel.h"
#include "feasibility/NoFeasibilityChecker.h"
#include "feasibility/RulesChecker.h"
#include "feasibility/TokenBudgetGuard.h"

namespace {

/// What the autoconf memory model lacks for this job, or an empty string when it can judge it.
QString whatAutoconfLacks(const LlmSpec &llm, const GpuSpec &gpu)
{
    QStringList problems;
    const QStringList fields = MemoryModel::missingArchitectureFields(llm);
    if (!fields.isEmpty())
        problems.append(QStringLiteral("%1LLM '%2' lacks the architecture fields %3")
                            .arg(llm.origin.isEmpty() ? QString() : llm.origin + QStringLiteral(": "),
                                llm.name, fields.join(QStringLiteral(", "))));
    if (!(gpu.memoryMib > 0))
        problems.append(
            QStringLiteral("GPU '%1' has no memory size (memory_mib or memory_gb)").arg(gpu.name));
    return problems.join(QStringLiteral("; "));
}

} // namespace

std::unique_ptr<FeasibilityChecker> createFeasibilityChecker(
    const FeasibilitySettings &settings, const LlmSpec &llm, const GpuSpec &gpu, QStringList *warnings)
{
    const QString &mode = settings.mode;
    if (mode != PredictorId::Autoconf && mode != PredictorId::Rules && mode != PredictorId::None)
        throw CoastlineError(
            QStringLiteral("unknown feasibility mode '%1': expected one of autoconf, rules, none").arg(mode));
    if (settings.tokenBudget < 1)
        throw CoastlineError(
            QStringLiteral("token-budget threshold must be >= 1, got %1").arg(settings.tokenBudget));

    std::unique_ptr<FeasibilityChecker> backend;
    if (mode == PredictorId::None) {
        backend = std::make_unique<NoFeasibilityChecker>();
    } else if (mode == PredictorId::Rules) {
        backend = std::make_unique<RulesChecker>();
    } else if (const QString lacks = whatAutoconfLacks(llm, gpu); lacks.isEmpty()) {
        backend = std::make_unique<AutoconfChecker>(llm, gpu, settings.training, settings.inverseAnswers);
    } else if (qEnvironmentVariable("COASTLINE_ALLOW_RULES_FALLBACK") == u"1") {
        if (warnings)
            warnings->append(QStringLiteral("feasibility=autoconf cannot be loaded (%1); "
                                            "COASTLINE_ALLOW_RULES_FALLBACK=1, so falling back to the rules "
                                            "backend: only the two structural guards run (total GPUs >= 1, "
                                            "per-device batch >= 1), no memory check is done and "
                                            "out-of-memory configurations are not rejected")
                                 .arg(lacks));
        backend = std::make_unique<RulesChecker>();
    } else {
        throw CoastlineError(
            QStringLiteral("feasibility=autoconf requested but its memory model (standing in for "
                           "AutoConf) cannot be loaded: %1. Add the missing values in a "
                           "catalog: block, or set COASTLINE_ALLOW_RULES_FALLBACK=1 to "
                           "knowingly degrade to the rules backend (two structural guards, no "
                           "memory model and no OOM check)")
                .arg(lacks));
    }

    if (settings.empiricalOomGuard)
        return std::make_unique<TokenBudgetGuard>(std::move(backend), settings.tokenBudget);
    return backend;
}
