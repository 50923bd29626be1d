#include "model/TimeAndMoney.h"

#include <QLocale>
#include <cmath>

std::optional<double> TimeAndMoney::runtimeSeconds(
    const Evaluation &evaluation, const EvaluatedCandidate &candidate)
{
    const std::optional<double> tokens = evaluation.config.jobSize.resolvedTotalTokens();
    if (!tokens || !candidate.prediction || candidate.prediction->throughputTokensPerSecond <= 0)
        return std::nullopt;
    const double restarts
        = 1 + evaluation.config.infrastructure.restartOverheadPerNodeHour * candidate.candidate.numberOfNodes;
    return *tokens / candidate.prediction->throughputTokensPerSecond * restarts;
}

std::optional<double> TimeAndMoney::energyKwh(
    const Evaluation &evaluation, const EvaluatedCandidate &candidate)
{
    const std::optional<double> runtime = runtimeSeconds(evaluation, candidate);
    if (!runtime)
        return std::nullopt;
    return candidate.clusterPowerWatts() * *runtime / 3.6e6;
}

std::optional<double> TimeAndMoney::gpuHours(
    const Evaluation &evaluation, const EvaluatedCandidate &candidate)
{
    const std::optional<double> runtime = runtimeSeconds(evaluation, candidate);
    if (!runtime)
        return std::nullopt;
    return *runtime * candidate.candidate.totalGpus / 3600.0;
}

std::optional<double> TimeAndMoney::cost(const Evaluation &evaluation, const EvaluatedCandidate &candidate)
{
    const Infrastructure &infra = evaluation.config.infrastructure;
    const std::optional<double> hours = gpuHours(evaluation, candidate);
    if (!hours || !infra.hasPrices())
        return std::nullopt;
    double total = 0;
    if (const auto price = infra.gpuHourPrice(evaluation.config.workload.gpuModel))
        total += *hours * *price;
    if (infra.pricePerKwh)
        total += *energyKwh(evaluation, candidate) * *infra.pricePerKwh;
    return total;
}

namespace {
/// `value` with `decimals` decimals and a `,` thousands separator; from 10¹² up in 3 significant digits
/// ("3.17e+290"): 'f' would print every one of a huge number's hundreds of digits.
QString english(double value, int decimals)
{
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    if (std::fabs(value) >= 1e12)
        return QString::number(value, 'g', 3);
    return english.toString(value, 'f', decimals);
}

QString grouped(double value)
{
    return english(value, value >= 10 ? 0 : value >= 1 ? 1 : 2);
}
} // namespace

QString TimeAndMoney::durationText(double seconds)
{
    if (seconds >= 3600)
        return QStringLiteral("%1 h").arg(grouped(seconds / 3600));
    if (seconds >= 60)
        return QStringLiteral("%1 min").arg(qRound(seconds / 60));
    return QStringLiteral("%1 s").arg(qRound(seconds));
}

QString TimeAndMoney::gpuHoursText(double gpuHours)
{
    return QStringLiteral("%1 GPU-h").arg(grouped(gpuHours));
}

QString TimeAndMoney::moneyText(double amount, const QString &currency)
{
    const QString number = english(amount, amount >= 10 ? 0 : 2);
    const QString label = currency.trimmed();
    if (label.isEmpty())
        return number;
    if (label.compare(QLatin1String("USD"), Qt::CaseInsensitive) == 0 || label == u"$")
        return QStringLiteral("$") + number;
    if (label.compare(QLatin1String("EUR"), Qt::CaseInsensitive) == 0 || label == u"€")
        return QStringLiteral("€") + number;
    return QStringLiteral("%1 %2").arg(number, label);
}
