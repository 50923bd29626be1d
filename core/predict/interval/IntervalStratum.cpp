#include "predict/interval/IntervalStratum.h"

#include <QStringList>
#include <array>

namespace {

constexpr std::array kBandNames = {"1", "2-8", "9-64", "65-512", ">512"};
constexpr std::array kBandWords = {"1 GPU", "2–8 GPUs", "9–64 GPUs", "65–512 GPUs", "> 512 GPUs"};

const char *layoutName(IntervalStratum::Layout layout)
{
    switch (layout) {
    case IntervalStratum::Layout::DataParallel:
        return "dp";
    case IntervalStratum::Layout::TensorContext:
        return "tp-cp";
    case IntervalStratum::Layout::Pipeline:
        return "pp";
    }
    return "dp";
}

const char *layoutWords(IntervalStratum::Layout layout)
{
    switch (layout) {
    case IntervalStratum::Layout::DataParallel:
        return "data parallel";
    case IntervalStratum::Layout::TensorContext:
        return "TP/CP";
    case IntervalStratum::Layout::Pipeline:
        return "PP";
    }
    return "data parallel";
}

} // namespace

int IntervalStratum::bandOf(int totalGpus)
{
    if (totalGpus <= 1)
        return 0;
    if (totalGpus <= 8)
        return 1;
    if (totalGpus <= 64)
        return 2;
    if (totalGpus <= 512)
        return 3;
    return 4;
}

IntervalStratum::Layout IntervalStratum::classOf(const ParallelLayout &layout)
{
    if (layout.pp > 1)
        return Layout::Pipeline;
    if (layout.tp > 1 || layout.cp > 1)
        return Layout::TensorContext;
    return Layout::DataParallel;
}

QString IntervalStratum::key(int level) const
{
    if (level >= kLevels - 1)
        return QStringLiteral("all");
    QStringList parts;
    if (level == 0)
        parts << QStringLiteral("stack=") + (stack.isEmpty() ? QStringLiteral("unknown") : stack);
    parts << QStringLiteral("layout=") + QLatin1String(layoutName(layout));
    if (level <= 2)
        parts << QStringLiteral("gpus=") + QLatin1String(kBandNames.at(std::size_t(gpuBand)));
    if (level <= 3)
        parts << QStringLiteral("family=") + family;
    if (level <= 1)
        parts << QStringLiteral("fit=") + (inFit ? QStringLiteral("in") : QStringLiteral("out"));
    return parts.join(u';');
}

QString IntervalStratum::describe(int level) const
{
    if (level >= kLevels - 1)
        return QStringLiteral("all development runs");
    QStringList parts;
    if (level == 0)
        parts << (stack.isEmpty() ? QStringLiteral("unknown stack") : stack);
    parts << QLatin1String(layoutWords(layout));
    if (level <= 2)
        parts << QString::fromUtf8(kBandWords.at(std::size_t(gpuBand)));
    if (level <= 3)
        parts << family;
    if (level <= 1)
        parts << (inFit ? QStringLiteral("in the fit's domain") : QStringLiteral("outside the fit's domain"));
    return parts.join(QStringLiteral(", "));
}
