#include "report/MemoryCells.h"

#include "report/ReasonText.h"

#include <QVariantMap>

namespace MemoryCells {

namespace {

QVariant optionalCount(const FeasibilityVerdict &v, const std::optional<qint64> &value)
{
    return v.memory && value ? QVariant(*value) : QVariant();
}

} // namespace

QVariant maxPerDeviceBatch(const FeasibilityVerdict &verdict)
{
    return optionalCount(verdict, verdict.maxPerDeviceBatch);
}

QVariant maxTokensPerSample(const FeasibilityVerdict &verdict)
{
    return optionalCount(verdict, verdict.maxTokensPerSample);
}

QVariant maxPerDeviceBatchTight(const FeasibilityVerdict &verdict)
{
    return optionalCount(verdict, verdict.maxPerDeviceBatchTight);
}

QVariant maxTokensPerSampleTight(const FeasibilityVerdict &verdict)
{
    return optionalCount(verdict, verdict.maxTokensPerSampleTight);
}

QVariant memoryVerdict(const FeasibilityVerdict &verdict)
{
    return verdict.memory && verdict.memoryVerdict ? QVariant(memoryVerdictName(*verdict.memoryVerdict))
                                                   : QVariant();
}

QVariant firstFix(const FeasibilityVerdict &verdict)
{
    const std::optional<MemoryFix> first = ReasonText::firstFitting(verdict.fixes);
    return first ? QVariant(ReasonText::fix(*first)) : QVariant();
}

QVariantList fixesJson(const FeasibilityVerdict &verdict)
{
    QVariantList list;
    for (const MemoryFix &f : verdict.fixes)
        list.append(QVariantMap {{QStringLiteral("change"), ReasonText::fix(f)},
            {QStringLiteral("memory_gb_per_gpu"), f.memoryGb}, {QStringLiteral("fits"), f.fits},
            {QStringLiteral("memory_verdict"), memoryVerdictName(f.verdict)}});
    return list;
}

} // namespace MemoryCells
