#include "report/PlausibilityCells.h"

#include "model/Prediction.h"
#include "predict/Plausibility.h"
#include "report/ReasonText.h"

#include <cmath>

namespace PlausibilityCells {

QVariant plausible(const Prediction *prediction)
{
    return prediction ? QVariant(Plausibility::problems(*prediction).isEmpty()) : QVariant();
}

QVariant note(const Prediction *prediction)
{
    const QString text = prediction ? ReasonText::joined(Plausibility::problems(*prediction)) : QString();
    return text.isEmpty() ? QVariant() : QVariant(text);
}

QVariant mfuPercent(const Prediction *prediction)
{
    if (!prediction || !prediction->modelFlopsUtilization)
        return {};
    const double percent = *prediction->modelFlopsUtilization * 100;
    return std::isfinite(percent) ? QVariant(percent) : QVariant();
}

} // namespace PlausibilityCells
