#include "feasibility/AutoconfChecker.h"

#include "feasibility/FitSearch.h"
#include "feasibility/LayoutMemory.h"

#include "model/PredictorIds.h"

namespace {

FeasibilityVerdict rejected(Reason::Code code, const QVariantList &args = {})
{
    FeasibilityVerdict verdict;
    verdict.feasible = false;
    verdict.reason = {code, args};
    return verdict;
}

} // namespace

AutoconfChecker::AutoconfChecker(
    const LlmSpec &llm, const GpuSpec &gpu, const TrainingSetup &training, bool inverseAnswers)
    : m_model(llm, gpu)
    , m_llm(llm)
    , m_training(training)
    , m_inverseAnswers(inverseAnswers)
{ }

FeasibilityVerdict AutoconfChecker::check(const Workload &workload, const Candidate &candidate) const
{
    const FeasibilityVerdict structural = m_rules.check(workload, candidate);
    if (!structural.feasible)
        return structural;

    if (workload.tokensPerSample < 1)
        return rejected(Reason::Code::TokensPerSampleBelowOne, {workload.tokensPerSample});
    const std::optional<MemoryModel::Method> method = MemoryModel::parseMethod(workload.method);
    if (!method)
        return rejected(Reason::Code::UnknownMethod, {workload.method});

    // AutoConf's rule-based classifier sees the total batch (memory-model.md §1.3, §1.6).
    const qint64 totalBatch = candidate.batchSize * candidate.totalGpus;
    if (totalBatch % candidate.totalGpus != 0)
        return rejected(Reason::Code::BatchNotDivisible);

    const MemoryModel::Estimate e
        = LayoutMemory::estimate(m_model, *method, m_training, workload.tokensPerSample, candidate);
    FeasibilityVerdict verdict;
    verdict.feasible = e.acceptedWithMargin(m_training.memoryMargin);
    verdict.memory = e.breakdown;
    verdict.memoryVerdict = e.verdict();
    switch (*verdict.memoryVerdict) {
    case MemoryVerdict::Fits:
        verdict.reason = {Reason::Code::Fits, {e.breakdown.totalGb, e.breakdown.capacityGb}};
        break;
    case MemoryVerdict::DoesNotFit:
        verdict.reason = {Reason::Code::OutOfMemory, {e.breakdown.totalGb, e.breakdown.capacityGb}};
        break;
    case MemoryVerdict::Tight:
        verdict.reason = verdict.feasible
            ? Reason {Reason::Code::TightFits,
                {e.breakdown.totalGb, e.breakdown.capacityGb,
                    MemoryModel::kTightBandFrom * e.breakdown.capacityGb}}
            : Reason {Reason::Code::TightRejected,
                {e.breakdown.totalGb, e.breakdown.capacityGb,
                    MemoryModel::Estimate::limitBytes(e.capacityBytes, m_training.memoryMargin)
                        / MemoryModel::kBytesPerGb,
                    m_training.memoryMargin}};
        break;
    }
    verdict.notes = m_model.caveats(*method);
    verdict.notes.append(stackNote(*method, workload.tokensPerSample, candidate));
    if (!m_inverseAnswers)
        return verdict;
    using FitSearch::Limit;
    verdict.maxPerDeviceBatch = FitSearch::maxPerDeviceBatch(
        m_model, *method, m_training, workload.tokensPerSample, candidate, Limit::Fits);
    verdict.maxTokensPerSample
        = FitSearch::maxTokensPerSample(m_model, *method, m_training, candidate, Limit::Fits);
    verdict.maxPerDeviceBatchTight = FitSearch::maxPerDeviceBatch(
        m_model, *method, m_training, workload.tokensPerSample, candidate, Limit::Tight);
    verdict.maxTokensPerSampleTight
        = FitSearch::maxTokensPerSample(m_model, *method, m_training, candidate, Limit::Tight);
    if (!verdict.feasible)
        verdict.fixes
            = FitSearch::fixes(m_model, *method, m_training, workload.tokensPerSample, candidate, &m_llm);
    return verdict;
}

Reason AutoconfChecker::stackNote(
    MemoryModel::Method method, qint64 tokensPerSample, const Candidate &candidate) const
{
    const TrainingSetup &t = m_training;
    Reason note = stackNote(t);
    // Full fine-tuning on pure bf16: say what the usual mixed-precision stack would need (issue 22).
    if (method == MemoryModel::Method::Full && t.precision == TrainingSetup::Precision::Bf16) {
        TrainingSetup mixed = t;
        mixed.precision = TrainingSetup::Precision::Mixed;
        note.args.append(LayoutMemory::estimate(m_model, method, mixed, tokensPerSample, candidate).totalBytes
            / MemoryModel::kBytesPerGb);
    }
    return note;
}

Reason AutoconfChecker::stackNote(const TrainingSetup &t)
{
    return {Reason::Code::StackAssumed,
        {TrainingSetup::name(t.precision), TrainingSetup::name(t.optimizer),
            MemoryModel::bytesPerTrainedParameter(t), TrainingSetup::name(t.checkpointing),
            TrainingSetup::name(t.loss), t.saverNames().join(QStringLiteral(", "))}};
}

QString AutoconfChecker::mode() const
{
    return PredictorId::Autoconf.toString();
}

QString AutoconfChecker::description() const
{
    return QStringLiteral("autoconf (memory model)");
}
