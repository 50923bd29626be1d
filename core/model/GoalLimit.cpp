#include "model/GoalLimit.h"

#include "common/CoastlineError.h"

#include <QRegularExpression>
#include <QtNumeric>
#include <cmath>

namespace {

/// The number and the unit of "48h", "90 min", "2000gpuh" (unit lower case, `-`, `_`, `·` and spaces
/// dropped); nullopt when the text does not start with a number > 0. A number too large for a double
/// (1e400) is infinity, so that the caller says it is too large.
std::optional<std::pair<double, QString>> numberAndUnit(const QString &text)
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*([0-9]+(?:\\.[0-9]*)?(?:[eE][+-]?[0-9]+)?)\\s*([A-Za-z_\\-· ]*?)\\s*$"));
    const QRegularExpressionMatch m = pattern.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    // The pattern admits only well-formed numbers, so a failed conversion is out of a double's range:
    // 1e400 is too large (infinity), 1e-400 too small (0).
    bool ok = false;
    double value = m.captured(1).toDouble(&ok);
    if (!ok)
        value = m.captured(1).contains(QLatin1String("e-"), Qt::CaseInsensitive) ? 0 : qInf();
    if (!(value > 0))
        return std::nullopt;
    QString unit = m.captured(2).toLower();
    unit.remove(QRegularExpression(QStringLiteral("[\\s_\\-·]")));
    return std::make_pair(value, unit);
}

} // namespace

double GoalLimit::parseDuration(const QString &text, const QString &what)
{
    if (const auto parsed = numberAndUnit(text)) {
        const auto &[value, unit] = *parsed;
        double factor = 0;
        if (unit == u"s")
            factor = 1;
        else if (unit == u"min")
            factor = 60;
        else if (unit == u"h")
            factor = 3600;
        else if (unit == u"d")
            factor = 86400;
        if (factor > 0 && value * factor > GoalLimit::maxDurationSeconds)
            throw CoastlineError(
                QStringLiteral("%1: '%2' is longer than 36500d (100 years), the longest deadline")
                    .arg(what, text));
        if (factor > 0)
            return value * factor;
    }
    throw CoastlineError(ErrorMessage(ErrorCode::NotADuration).arg(what, text));
}

Budget GoalLimit::parseBudget(const QString &text, const QString &what)
{
    if (const auto parsed = numberAndUnit(text)) {
        const auto &[value, unit] = *parsed;
        if (value > GoalLimit::maxBudget)
            throw CoastlineError(QStringLiteral("%1: '%2' is more than %3, the largest budget")
                                     .arg(what, text)
                                     .arg(GoalLimit::maxBudget));
        if (unit.isEmpty())
            return {value, Budget::Unit::Cost};
        if (unit == u"gpuh" || unit == u"gpuhours" || unit == u"gpuhour")
            return {value, Budget::Unit::GpuHours};
    }
    throw CoastlineError(ErrorMessage(ErrorCode::NotABudget).arg(what, text));
}

QString GoalLimit::durationText(double seconds)
{
    const auto whole = [&](double unit) { return std::fmod(seconds, unit) == 0; };
    if (whole(86400))
        return QStringLiteral("%1d").arg(seconds / 86400, 0, 'g', 15);
    if (whole(3600))
        return QStringLiteral("%1h").arg(seconds / 3600, 0, 'g', 15);
    if (whole(60))
        return QStringLiteral("%1min").arg(seconds / 60, 0, 'g', 15);
    return QStringLiteral("%1s").arg(seconds, 0, 'g', 15);
}

QString GoalLimit::budgetText(const Budget &budget)
{
    return QStringLiteral("%1%2")
        .arg(budget.amount, 0, 'g', 15)
        .arg(budget.unit == Budget::Unit::GpuHours ? QStringLiteral("gpuh") : QString());
}
