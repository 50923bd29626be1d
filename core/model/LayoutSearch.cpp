#include "model/LayoutSearch.h"

#include "common/CoastlineError.h"
#include "model/LayoutNames.h"
#include "model/LlmSpec.h"

#include <QStringList>
#include <algorithm>

QString LayoutSearch::name() const
{
    switch (mode) {
    case Mode::DataParallel:
        return QStringLiteral("data-parallel");
    case Mode::Auto:
        return QStringLiteral("auto");
    case Mode::List:
        break;
    }
    QStringList names;
    for (const ParallelLayout &layout : layouts)
        names.append(layout.name());
    return names.join(u',');
}

bool LayoutSearch::looksLike(const QString &text)
{
    try {
        parse(text, QString());
        return true;
    } catch (const CoastlineError &) {
        return false;
    }
}

LayoutSearch LayoutSearch::parse(const QString &text, const QString &what)
{
    return LayoutNames::parse(text, what);
}

QList<ParallelLayout> LayoutSearch::layoutsFor(
    const LlmSpec &llm, int totalGpus, int gpusPerNode, qint64 tokensPerSample, int scaleUpDomainGpus) const
{
    QList<ParallelLayout> tried;
    switch (mode) {
    case Mode::DataParallel:
        return {ParallelLayout {}};
    case Mode::List:
        tried = layouts;
        break;
    case Mode::Auto: {
        // Expert parallelism for MoE models only: powers of two dividing the routed experts (the rules
        // then keep those dividing dp · cp); dense models get ep 1 alone.
        QList<int> expertDegrees {1};
        const int experts = llm.hasExperts() ? llm.numExperts.value_or(0) : 0;
        for (int ep = 2; experts > 0 && ep <= std::min(experts, totalGpus); ep *= 2)
            if (experts % ep == 0)
                expertDegrees.append(ep);
        for (const int tp : {1, 2, 4, 8})
            for (int pp = 1; pp <= kAutoMaxPipeline; ++pp)
                if (llm.nLayers > 0 && llm.nLayers % pp == 0)
                    for (const int cp : {1, 2, 4, 8})
                        if (tp * pp * cp <= totalGpus)
                            for (const int ep : std::as_const(expertDegrees)) {
                                ParallelLayout layout {tp, pp, cp, 1, {}};
                                layout.ep = ep;
                                tried.append(layout);
                            }
        break;
    }
    }
    QList<ParallelLayout> valid;
    for (ParallelLayout layout : std::as_const(tried)) {
        layout.split = split;
        if (layout.rejection(llm, totalGpus, gpusPerNode, tokensPerSample, scaleUpDomainGpus).isEmpty())
            valid.append(layout);
    }
    return valid;
}
