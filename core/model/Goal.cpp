#include "model/Goal.h"

#include "common/CoastlineError.h"

#include <QHash>
#include <algorithm>
#include <cmath>

namespace {

/// Lower case, trimmed, with runs of `-`, `_` and white space read as one `_`.
QString goalKey(const QString &text)
{
    QString key;
    bool separator = false;
    for (const QChar c : text.trimmed().toLower()) {
        if (c == u'-' || c == u'_' || c.isSpace()) {
            separator = true;
            continue;
        }
        if (separator && !key.isEmpty())
            key.append(u'_');
        separator = false;
        key.append(c);
    }
    return key;
}

const QHash<QString, Goal> &goalTable()
{
    static const QHash<QString, Goal> table = {
        {QStringLiteral("performance"), Goal::Performance},
        {QStringLiteral("runtime"), Goal::Performance},
        {QStringLiteral("throughput"), Goal::Performance},
        {QStringLiteral("lowest_runtime"), Goal::Performance},
        {QStringLiteral("balanced"), Goal::Balanced},
        {QStringLiteral("energy"), Goal::Energy},
        {QStringLiteral("energy_saver"), Goal::Energy},
        {QStringLiteral("min_gpu"), Goal::MinGpu},
        {QStringLiteral("min_gpus"), Goal::MinGpu},
        {QStringLiteral("fewest"), Goal::MinGpu},
        {QStringLiteral("custom"), Goal::Custom},
        {QStringLiteral("avoid_oom"), Goal::AvoidOom},
        {QStringLiteral("min_gpu_fixed_batch"), Goal::MinGpuFixedBatch},
        {QStringLiteral("fixed_batch"), Goal::MinGpuFixedBatch},
    };
    return table;
}

} // namespace

Goal parseGoal(const QString &text, const QString &what)
{
    const auto it = goalTable().constFind(goalKey(text));
    if (it != goalTable().constEnd())
        return it.value();
    throw CoastlineError(
        QStringLiteral("%1: unknown goal '%2'; choose from performance, balanced, energy, "
                       "min_gpu, avoid_oom, min_gpu_fixed_batch (aliases: runtime, throughput, "
                       "lowest-runtime → performance; energy-saver → energy; min-gpu, min_gpus, fewest → "
                       "min_gpu; avoid-oom; min-gpu-fixed-batch, fixed-batch)")
            .arg(what, text));
}

QString goalName(Goal goal)
{
    switch (goal) {
    case Goal::Performance:
        return QStringLiteral("performance");
    case Goal::Balanced:
        return QStringLiteral("balanced");
    case Goal::Energy:
        return QStringLiteral("energy");
    case Goal::Custom:
        return QStringLiteral("custom");
    case Goal::MinGpu:
        return QStringLiteral("min_gpu");
    case Goal::AvoidOom:
        return QStringLiteral("avoid_oom");
    case Goal::MinGpuFixedBatch:
        return QStringLiteral("min_gpu_fixed_batch");
    }
    return QStringLiteral("performance");
}

Weights presetWeights(Goal goal)
{
    switch (goal) {
    case Goal::Balanced:
        return {0.5, 0.5};
    case Goal::Energy:
        return {0.2, 0.8};
    case Goal::Performance:
    case Goal::Custom:
    case Goal::MinGpu:
    case Goal::AvoidOom:
    case Goal::MinGpuFixedBatch:
        break;
    }
    return {0.8, 0.2};
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
    return {QStringLiteral("performance"), QStringLiteral("balanced"), QStringLiteral("energy"),
        QStringLiteral("min_gpu"), QStringLiteral("custom"), QStringLiteral("avoid_oom"),
        QStringLiteral("min_gpu_fixed_batch")};
}

bool isGpuCountGoal(Goal goal)
{
    return goal == Goal::MinGpu || goal == Goal::AvoidOom || goal == Goal::MinGpuFixedBatch;
}

bool goalReadsPerDeviceBatch(Goal goal)
{
    switch (goal) {
    case Goal::MinGpu:
    case Goal::AvoidOom:
    case Goal::MinGpuFixedBatch:
        return true;
    case Goal::Performance:
    case Goal::Balanced:
    case Goal::Energy:
    case Goal::Custom:
        return false;
    }
    return false;
}
