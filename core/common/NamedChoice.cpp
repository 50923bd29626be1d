#include "common/NamedChoice.h"

#include "catalog/Catalog.h"
#include "common/CoastlineError.h"

namespace {

QString choiceKey(const QString &text)
{
    QString key = text.trimmed().toLower();
    key.replace(u'-', u'_');
    key.replace(u' ', u'_');
    return key;
}

} // namespace

int NamedChoice::parse(const QString &text, const QStringList &names, const QString &what)
{
    const QString key = choiceKey(text);
    QString closest;
    int closestDistance = 4; // suggest only names within 3 edits
    for (int i = 0; i < names.size(); ++i) {
        const QString name = choiceKey(names.at(i));
        if (name == key)
            return i;
        const int distance = editDistance(name, key);
        if (distance < closestDistance) {
            closestDistance = distance;
            closest = names.at(i);
        }
    }
    throw CoastlineError(
        QStringLiteral("%1: unknown value '%2'%3; choose from %4")
            .arg(what, text,
                closest.isEmpty() ? QString() : QStringLiteral(" (did you mean '%1'?)").arg(closest),
                names.join(QStringLiteral(", "))));
}

QString NamedChoice::forgivingKey(const QString &text)
{
    QString key = text.trimmed().toLower();
    for (QChar &c : key)
        if (c == u'_' || c.isSpace())
            c = u'-';
    return key;
}
