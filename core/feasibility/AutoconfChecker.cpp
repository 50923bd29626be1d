#include "feasibility/AutoconfChecker.h"

namespace {

FeasibilityVerdict rejected(const QString &reason)
{
    FeasibilityVerdict verdict;
    verdict.feasible = false;
    verdict.reason = reason;
    return verdict;
}

QString gb(double value)
{
    return QString::number(value, 'f', 2);
}

} // namespace

AutoconfChecker::AutoconfChecker(const LlmSpec &llm, const GpuSpec &gpu)
    : m_model(llm, gpu)
{ }

FeasibilityVerdict AutoconfChecker::check(const Workload &workload, const Candidate &candidate) const
{
    const FeasibilityVerdict structural = m_rules.check(workload, candidate);
    if (!structural.feasible)
        return structural;

    if (workload.tokensPerSample < 1)
        return rejected(QStringLiteral("invalid_job_config: tokens_per_sample must be >= 1, got %1")
                            .arg(workload.tokensPerSample));
    const std::optional<MemoryModel::Method> method = MemoryModel::parseMethod(workload.method);
    if (!method)
        return rejected(QStringLiteral("invalid_job_config: unknown fine-tuning method '%1': expected one of "
                                       "full, lora, qlora, gptq-lora")
                            .arg(workload.method));

    // AutoConf's rule-based classifier sees the total batch (memory-model.md §1.3, §1.6).
    const qint64 totalBatch = candidate.batchSize * candidate.totalGpus;
    if (totalBatch % candidate.totalGpus != 0)
        return rejected(QStringLiteral(
            "Rule-based classifier error: batch_size must be evenly divisible by number_gpus."));

    const MemoryModel::Estimate e
        = m_model.estimate(*method, workload.tokensPerSample, candidate.totalGpus, candidate.batchSize);
    FeasibilityVerdict verdict;
    verdict.feasible = e.fits();
    verdict.memory = e.breakdown;
    verdict.reason = verdict.feasible
        ? QStringLiteral("fits: %1 GB of %2 GB per GPU (memory model standing in for AutoConf)")
              .arg(gb(e.breakdown.totalGb), gb(e.breakdown.capacityGb))
        : QStringLiteral("out of memory: %1 GB needed, %2 GB available per GPU")
              .arg(gb(e.breakdown.totalGb), gb(e.breakdown.capacityGb));
    for (const QString &caveat : m_model.caveats(*method))
        verdict.reason += QStringLiteral("; note: ") + caveat;
    return verdict;
}

QString AutoconfChecker::description() const
{
    return QStringLiteral("autoconf (memory model)");
}
