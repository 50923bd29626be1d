#include "common/BoundedValue.h"

#include "common/CoastlineError.h"

#include <QStringList>
#include <algorithm>
#include <cmath>

namespace {
[[noreturn]] void fail(const QString &file, const QString &key, const QString &problem)
{
    throw CoastlineError(QStringLiteral("%1: %2: %3").arg(file, key, problem));
}
} // namespace

QString BoundedValue::typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("a boolean");
    case QJsonValue::Double:
        return QStringLiteral("a number");
    case QJsonValue::String:
        return QStringLiteral("a string");
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("undefined");
}

double BoundedValue::read(const QJsonValue &v, const Range &range, const QString &file, const QString &key)
{
    if (!v.isDouble())
        fail(file, key, QStringLiteral("expected a number, got %1").arg(typeName(v)));
    const double d = v.toDouble();
    if (!std::isfinite(d))
        fail(file, key, QStringLiteral("expected a finite number"));
    if (range.min > 0 && !(d > 0))
        fail(file, key, QStringLiteral("expected a number > 0, got %1").arg(d));
    if (range.min == 0 && d < 0)
        fail(file, key, QStringLiteral("expected a number >= 0, got %1").arg(d));
    if (d < range.min || d > range.max)
        fail(file, key,
            QStringLiteral("expected a number in %1-%2 (%3), got %4")
                .arg(range.min)
                .arg(range.max)
                .arg(QString::fromUtf8(range.reason))
                .arg(d));
    return d;
}

QString BoundedValue::expectation(const Range &range)
{
    return QStringLiteral("expected %1 to %2 %3")
        .arg(range.min)
        .arg(range.max)
        .arg(QString::fromUtf8(range.reason));
}

double BoundedValue::parse(const QString &text, const Range &range, const QString &what)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(value))
        throw CoastlineError(QStringLiteral("%1: expected a finite number, got '%2'").arg(what, text));
    if (value < range.min || value > range.max)
        throw CoastlineError(QStringLiteral("%1: %2, got %3").arg(what, expectation(range), text));
    return value;
}

void BoundedValue::requireVersion(
    const QJsonObject &root, const QString &key, const QList<int> &known, const QString &file, bool required)
{
    if (!root.contains(key)) {
        if (required)
            fail(file, key, QStringLiteral("missing"));
        return;
    }
    const QJsonValue v = root.value(key);
    const double d = v.toDouble(-1);
    QStringList names;
    for (const int k : known)
        names << QString::number(k);
    if (!v.isDouble() || d != std::floor(d) || !known.contains(int(std::clamp(d, -1.0, 1e9))))
        fail(file, key,
            QStringLiteral("unsupported version %1 (this Coastline reads %2)")
                .arg(v.isDouble() ? QString::number(d) : typeName(v), names.join(QStringLiteral(", "))));
}
