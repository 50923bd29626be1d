#include "report/StepTimeCells.h"

#include "model/Prediction.h"

namespace StepTimeCells {

QVariant seconds(const Prediction *prediction, Part part)
{
    if (!prediction || !prediction->stepTime)
        return {};
    const StepTime &t = *prediction->stepTime;
    switch (part) {
    case Part::Step:
        return t.stepS;
    case Part::Compute:
        return t.computeS;
    case Part::Recompute:
        return t.recomputeS;
    case Part::ExposedComm:
        return t.exposedCommS;
    case Part::HiddenComm:
        return t.hiddenCommS;
    case Part::Optimizer:
        return t.optimizerS;
    case Part::Fixed:
        return t.fixedS;
    }
    return {};
}

QVariant bound(const Prediction *prediction)
{
    if (!prediction || !prediction->stepTime)
        return {};
    return StepTime::boundName(prediction->stepTime->bound);
}

QVariant hfuPercent(const Prediction *prediction)
{
    if (!prediction || !prediction->stepTime)
        return {};
    return prediction->stepTime->hfu * 100.0;
}

QVariant interNodeGbps(const Prediction *prediction)
{
    if (!prediction || !prediction->stepTime || !(prediction->stepTime->interNodeGbps > 0))
        return {};
    return prediction->stepTime->interNodeGbps;
}

QVariant intraNodeBusGBps(const Prediction *prediction)
{
    if (!prediction || !prediction->stepTime)
        return {};
    return prediction->stepTime->busGBps;
}

} // namespace StepTimeCells
