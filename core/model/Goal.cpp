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
    throw CoastlineError(
        QStringLiteral("%1: unknown goal '%2'%3; choose from %4")
            .arg(what, text, NamedChoice::didYouMean(GoalInfo::closestListed(text)), GoalInfo::choices()));
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
        throw CoastlineError(
            QStringLiteral("alpha and beta must be finite numbers >= 0, got alpha %1, beta %2")
                .arg(alpha)
                .arg(beta));
    if (alpha == 0 && beta == 0)
        throw CoastlineError(QStringLiteral("alpha and beta are both zero; at least one must be positive"));
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
