#include "common/NamedChoice.h"

#include "common/CoastlineError.h"

#include <algorithm>
#include <numeric>

int NamedChoice::editDistance(const QString &a, const QString &b)
{
    QList<int> previous(b.size() + 1);
    std::iota(previous.begin(), previous.end(), 0);
    QList<int> current(b.size() + 1);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        current[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int substitution = previous[j - 1] + (a.at(i - 1) == b.at(j - 1) ? 0 : 1);
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, substitution});
        }
        std::swap(previous, current);
    }
    return previous[b.size()];
}

QString NamedChoice::underscoreKey(const QString &text)
{
    QString key = text.trimmed().toLower();
    key.replace(u'-', u'_');
    key.replace(u' ', u'_');
    return key;
}

QString NamedChoice::forgivingKey(const QString &text)
{
    QString key = text.trimmed().toLower();
    for (QChar &c : key)
        if (c == u'_' || c.isSpace())
            c = u'-';
    return key;
}

QString NamedChoice::closest(const QString &text, const QStringList &names, int maxEdits, KeyFunction key)
{
    const QString needle = key ? key(text) : text;
    QString best;
    int bestDistance = maxEdits + 1;
    for (const QString &name : names) {
        const QString nameKey = key ? key(name) : name;
        const int distance = editDistance(nameKey, needle);
        // Changing every character is no hint ('x' for '1', 'yes' for 'on'): a close name keeps one.
        if (distance < bestDistance && distance < std::max(nameKey.size(), needle.size())) {
            bestDistance = distance;
            best = name;
        }
    }
    return best;
}

QString NamedChoice::didYouMean(const QString &name)
{
    return name.isEmpty() ? QString() : QStringLiteral(" (did you mean '%1'?)").arg(name);
}

int NamedChoice::parse(const QString &text, const QStringList &names, const QString &what)
{
    const QString key = underscoreKey(text);
    for (int i = 0; i < names.size(); ++i)
        if (underscoreKey(names.at(i)) == key)
            return i;
    const QString suggestion = closest(text, names, 3, underscoreKey);
    throw CoastlineError(suggestion.isEmpty()
            ? ErrorMessage(ErrorCode::UnknownValue).arg(what, text, names.join(QStringLiteral(", ")))
            : ErrorMessage(ErrorCode::UnknownValueDidYouMean)
                  .arg(what, text, suggestion, names.join(QStringLiteral(", "))));
}
