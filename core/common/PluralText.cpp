#include "common/PluralText.h"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>
#include <limits>

namespace {
/// `text` with %Ln and %n filled in as QCoreApplication::translate() fills them.
QString withCount(QString text, qint64 n)
{
    text.replace(QLatin1String("%Ln"), QLocale().toString(n));
    return text.replace(QLatin1String("%n"), QString::number(n));
}
} // namespace

QString PluralText::counted(const char *context, const char *source, qint64 n)
{
    const int count = int(std::clamp<qint64>(n, 0, std::numeric_limits<int>::max()));
    const QString translated = QCoreApplication::translate(context, source, nullptr, count);
    if (translated != withCount(QString::fromUtf8(source), count))
        return translated;
    return english(source, n);
}

QString PluralText::english(const char *source, qint64 n)
{
    QString text = QString::fromUtf8(source);
    text.replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"));
    return withCount(text, n);
}
