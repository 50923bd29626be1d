#include "report/MemoryCells.h"

#include "report/ReasonText.h"

#include <QVariantMap>

namespace MemoryCells {

namespace {

template<double MemoryBreakdown::*field> QVariant gb(const FeasibilityVerdict &v)
{
    return v.memory ? QVariant((*v.memory).*field) : QVariant();
}

QVariant optionalCount(const std::optional<qint64> &value)
{
    return value ? QVariant(*value) : QVariant();
}

} // namespace

const QList<Cell> &cells()
{
    static const QList<Cell> list {
        {"peak_allocated_gb", "GB", gb<&MemoryBreakdown::peakAllocatedGb>},
        {"logits_gb", "GB", gb<&MemoryBreakdown::logitsGb>},
        {"frozen_gradients_gb", "GB", gb<&MemoryBreakdown::frozenGradientsGb>},
        {"dequant_gb", "GB", gb<&MemoryBreakdown::dequantGb>},
        {"allocator_gb", "GB", gb<&MemoryBreakdown::allocatorGb>},
        {"context_gb", "GB", gb<&MemoryBreakdown::contextGb>},
        {"max_per_device_batch", "",
            [](const FeasibilityVerdict &v) {
                return v.memory ? optionalCount(v.maxPerDeviceBatch) : QVariant();
            }},
        {"max_tokens_per_sample", "",
            [](const FeasibilityVerdict &v) {
                return v.memory ? optionalCount(v.maxTokensPerSample) : QVariant();
            }},
        {"fix", "",
            [](const FeasibilityVerdict &v) {
                const std::optional<MemoryFix> first = ReasonText::firstFitting(v.fixes);
                return first ? QVariant(ReasonText::fix(*first)) : QVariant();
            }},
    };
    return list;
}

QVariantList fixesJson(const FeasibilityVerdict &verdict)
{
    QVariantList list;
    for (const MemoryFix &f : verdict.fixes)
        list.append(QVariantMap {{QStringLiteral("change"), ReasonText::fix(f)},
            {QStringLiteral("memory_gb_per_gpu"), f.memoryGb}, {QStringLiteral("fits"), f.fits}});
    return list;
}

} // namespace MemoryCells
