#include "model/LayoutFilter.h"

#include "common/NamedChoice.h"

QStringList layoutFilterNames()
{
    return {QStringLiteral("any"), QStringLiteral("whole-nodes"), QStringLiteral("powers-of-two")};
}

QString layoutFilterName(LayoutFilter filter)
{
    return layoutFilterNames().at(int(filter));
}

LayoutFilter parseLayoutFilter(const QString &text, const QString &what)
{
    return LayoutFilter(NamedChoice::parse(text, layoutFilterNames(), what));
}

bool layoutFilterAccepts(LayoutFilter filter, int totalGpus, int maxGpusPerNode)
{
    switch (filter) {
    case LayoutFilter::Any:
        return true;
    case LayoutFilter::WholeNodes:
        return totalGpus <= maxGpusPerNode || totalGpus % maxGpusPerNode == 0;
    case LayoutFilter::PowersOfTwo:
        return totalGpus >= 1 && (totalGpus & (totalGpus - 1)) == 0;
    }
    return true;
}
