#include "report/LearnedCells.h"

#include "model/Prediction.h"

#include <cmath>

namespace LearnedCells {

QVariant uncertaintyPercent(const Prediction *prediction)
{
    if (!prediction || !prediction->throughputUncertaintyPercent)
        return {};
    const double percent = *prediction->throughputUncertaintyPercent;
    return std::isfinite(percent) ? QVariant(percent) : QVariant();
}

QVariant inDomain(const Prediction *prediction)
{
    return prediction && prediction->inDomain ? QVariant(*prediction->inDomain) : QVariant();
}

} // namespace LearnedCells
