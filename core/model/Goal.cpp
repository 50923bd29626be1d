#include "model/Goal.h"

#include "common/CoastlineError.h"
#include "common/NamedChoice.h"
#include "model/GoalInfo.h"

#include <algorithm>
#include <cmath>

Goal parseGoal(const QString &text, const QString &what)
{
    if (const GoalInfo *info = GoalInfo::find(text))
        return info->goal;
    const QString suggestion = GoalInfo::closestListed(text);
    throw CoastlineError(suggestion.isEmpty()
            ? ErrorMessage(ErrorCode::UnknownGoal).arg(what, text, GoalInfo::choices())
            : ErrorMessage(ErrorCode::UnknownGoalDidYouMean)
                  .arg(what, text, suggestion, GoalInfo::choices()));
}

QString goalName(Goal goal)
{
    return QString::fromLatin1(GoalInfo::of(goal).name);
}

Weights presetWeights(Goal goal)
{
    return GoalInfo::of(goal).weights;
}

Weights normaliseWeights(double alpha, double beta)
{
    if (!std::isfinite(alpha) || !std::isfinite(beta) || alpha < 0 || beta < 0)
        throw CoastlineError(ErrorMessage(ErrorCode::WeightsInvalid).arg(alpha).arg(beta));
    if (alpha == 0 && beta == 0)
        throw CoastlineError(ErrorMessage(ErrorCode::WeightsZero));
    double sum = alpha + beta;
    if (!std::isfinite(sum)) { // both huge: scale first so the sum does not overflow
        const double scale = std::max(alpha, beta);
        alpha /= scale;
        beta /= scale;
        sum = alpha + beta;
    }
    return {alpha / sum, beta / sum};
}

Weights completedWeights(std::optional<double> alpha, std::optional<double> beta, Weights fallback)
{
    if (!alpha && !beta)
        return fallback;
    const double a = alpha.value_or(std::max(0.0, 1.0 - beta.value_or(0.0)));
    return {a, beta.value_or(std::max(0.0, 1.0 - a))};
}

QStringList goalNames()
{
    QStringList names;
    for (const GoalInfo &info : GoalInfo::all())
        names << QString::fromLatin1(info.name);
    return names;
}

bool isGpuCountGoal(Goal goal)
{
    return GoalInfo::of(goal).kind == GoalKind::GpuCount;
}

bool goalReadsPerDeviceBatch(Goal goal)
{
    return GoalInfo::of(goal).kind == GoalKind::GpuCount;
}
