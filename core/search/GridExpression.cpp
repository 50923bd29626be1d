#include "search/GridExpression.h"

#include "common/CoastlineError.h"

#include <QRegularExpression>
#include <QSet>

namespace {

const QString kExamples = QStringLiteral("write e.g. 4,8,16 or 1-1024, 8-1024:8, pow2:1-1024");

bool isPowerOfTwo(qint64 v)
{
    return v >= 1 && (v & (v - 1)) == 0;
}

/// One item, parsed but not expanded: first, last, step (pow2: step 0).
struct Item
{
    qint64 first = 0;
    qint64 last = 0;
    qint64 step = 1; ///< 0 for a power-of-two series

    qint64 count() const
    {
        if (step > 0)
            return (last - first) / step + 1;
        qint64 n = 0;
        for (qint64 p = 1; p <= last && p > 0; p *= 2)
            n += p >= first ? 1 : 0;
        return n;
    }
};

} // namespace

namespace GridExpression {

QList<qint64> parse(const QString &text, qint64 minimum, qint64 maximum, int maxValues, const QString &what)
{
    // Spaces around '-' and ':' belong to the item ("8 - 64 : 8"); other spaces separate items.
    static const QRegularExpression spacedOperator(QStringLiteral("\\s*([-:])\\s*"));
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    static const QRegularExpression itemPattern(
        QStringLiteral("^(?:(pow2):)?(\\d+)(?:-(\\d+)(?::(\\d+))?)?$"),
        QRegularExpression::CaseInsensitiveOption);
    QString normalised = text.trimmed();
    normalised.replace(spacedOperator, QStringLiteral("\\1"));
    const QStringList parts = normalised.split(separators, Qt::SkipEmptyParts);
    if (parts.isEmpty())
        throw CoastlineError(QStringLiteral("%1: the list is empty; %2").arg(what, kExamples));
    auto fail = [&](const QString &part, const QString &problem) {
        throw CoastlineError(QStringLiteral("%1: '%2': %3 (%4)").arg(what, part, problem, kExamples));
    };
    // Out-of-range values and plain non-numbers are worded as for a single number elsewhere.
    auto number = [&](const QString &part, const QString &digits) {
        bool ok = false;
        const qint64 value = digits.toLongLong(&ok);
        const QString in = part == digits ? QString() : QStringLiteral(" in '%1'").arg(part);
        if (ok && value < minimum)
            throw CoastlineError(QStringLiteral("%1: must be at least %2, got %3%4")
                                     .arg(what)
                                     .arg(minimum)
                                     .arg(value)
                                     .arg(in));
        if (!ok || value > maximum)
            throw CoastlineError(
                QStringLiteral("%1: %2 is above the maximum %3%4").arg(what, digits).arg(maximum).arg(in));
        return value;
    };
    QList<Item> items;
    qint64 total = 0;
    for (const QString &part : parts) {
        const QRegularExpressionMatch m = itemPattern.match(part);
        if (!m.hasMatch()) {
            if (!part.contains(u'-') && !part.contains(u':'))
                throw CoastlineError(
                    QStringLiteral("%1: expected a whole number, got '%2' (%3)").arg(what, part, kExamples));
            if (part.startsWith(u'-'))
                fail(part, QStringLiteral("values must be whole numbers ≥ %1").arg(minimum));
            fail(part, QStringLiteral("not a number, a range A-B, a series A-B:S or pow2:A-B"));
        }
        const bool pow2 = !m.captured(1).isEmpty();
        Item item;
        item.first = number(part, m.captured(2));
        item.last = m.captured(3).isEmpty() ? item.first : number(part, m.captured(3));
        if (pow2 && m.captured(3).isEmpty())
            fail(part, QStringLiteral("pow2 needs a range, e.g. pow2:1-1024"));
        if (pow2 && !m.captured(4).isEmpty())
            fail(part, QStringLiteral("pow2 takes no step"));
        if (item.last < item.first)
            fail(part, QStringLiteral("the range ends below its start"));
        if (!m.captured(4).isEmpty()) {
            bool ok = false;
            item.step = m.captured(4).toLongLong(&ok);
            if (!ok || item.step < 1)
                fail(part, QStringLiteral("the step must be a whole number ≥ 1"));
        }
        if (pow2)
            item.step = 0;
        if (pow2 && item.count() == 0)
            fail(part, QStringLiteral("no power of two lies in %1…%2").arg(item.first).arg(item.last));
        total += item.count();
        if (total > maxValues)
            throw CoastlineError(QStringLiteral("%1: '%2' gives more than %3 values")
                                     .arg(what, text.trimmed())
                                     .arg(maxValues));
        items.append(item);
    }
    QList<qint64> values;
    values.reserve(total);
    QSet<qint64> seen;
    auto add = [&](qint64 v) {
        if (!seen.contains(v)) {
            seen.insert(v);
            values.append(v);
        }
    };
    for (const Item &item : std::as_const(items)) {
        if (item.step > 0) {
            for (qint64 v = item.first; v <= item.last; v += item.step)
                add(v);
        } else {
            for (qint64 p = 1; p <= item.last && p > 0; p *= 2)
                if (p >= item.first)
                    add(p);
        }
    }
    return values;
}

QString format(const QList<qint64> &values)
{
    QStringList items;
    const qsizetype n = values.size();
    for (qsizetype i = 0; i < n;) {
        // Longest run of doubling powers of two from i.
        qsizetype pow2End = i;
        if (isPowerOfTwo(values.at(i)))
            while (pow2End + 1 < n && values.at(pow2End + 1) == 2 * values.at(pow2End))
                ++pow2End;
        // Longest equally spaced increasing run from i.
        qsizetype stepEnd = i;
        if (i + 1 < n && values.at(i + 1) > values.at(i)) {
            const qint64 step = values.at(i + 1) - values.at(i);
            stepEnd = i + 1;
            while (stepEnd + 1 < n && values.at(stepEnd + 1) - values.at(stepEnd) == step)
                ++stepEnd;
        }
        if (pow2End - i >= 2 && pow2End >= stepEnd) {
            items << QStringLiteral("pow2:%1-%2").arg(values.at(i)).arg(values.at(pow2End));
            i = pow2End + 1;
        } else if (stepEnd - i >= 2) {
            const qint64 step = values.at(i + 1) - values.at(i);
            items << (step == 1
                    ? QStringLiteral("%1-%2").arg(values.at(i)).arg(values.at(stepEnd))
                    : QStringLiteral("%1-%2:%3").arg(values.at(i)).arg(values.at(stepEnd)).arg(step));
            i = stepEnd + 1;
        } else {
            items << QString::number(values.at(i));
            ++i;
        }
    }
    return items.join(QStringLiteral(", "));
}

} // namespace GridExpression
