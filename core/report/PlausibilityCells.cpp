#include "report/PlausibilityCells.h"

#include "model/Prediction.h"
#include "predict/Plausibility.h"
#include "predict/roofline/RooflineCalibration.h"
#include "report/ReasonText.h"

#include <cmath>

namespace PlausibilityCells {

QVariant plausible(const Prediction *prediction)
{
    return prediction ? QVariant(Plausibility::problems(*prediction).isEmpty()) : QVariant();
}

QVariant note(const Prediction *prediction)
{
    if (!prediction)
        return {};
    // Issue 36 item 2: the problems, then every other known limitation that applies, then a prediction
    // outside what the roofline was fitted on (its note, with the band).
    QList<Reason> reasons = Plausibility::problems(*prediction);
    for (const Reason &limitation : prediction->limitations)
        if (!reasons.contains(limitation))
            reasons.append(limitation);
    for (const QString &text : prediction->notes)
        if (text.startsWith(RooflineCalibration::outsideFitPrefix()))
            reasons.append(Reason::text(text));
    const QString text = ReasonText::joined(reasons);
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
