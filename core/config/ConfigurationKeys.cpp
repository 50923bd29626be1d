#include "config/ConfigurationKeys.h"

#include "common/NamedChoice.h"
#include "config/ConfigurationSection.h"

namespace {

QStringList keys(std::initializer_list<const char16_t *> names)
{
    QStringList list;
    for (const char16_t *name : names)
        list.append(QString::fromUtf16(name));
    return list;
}

} // namespace

namespace ConfigurationKeys {

const QStringList &sections()
{
    static const QStringList list = [] {
        QStringList names;
        for (const ConfigurationSection &section : ConfigurationSection::all())
            names.append(section.name);
        return names;
    }();
    return list;
}

QStringList topLevelKeys()
{
    return sections() + keys({u"system"});
}

bool isUpstreamSection(const QString &name)
{
    static const QStringList list = keys({u"system", u"orchestration", u"output", u"input", u"runtime"});
    return list.contains(name);
}

QString closestKey(const QStringList &known, const QString &key)
{
    // A key of 3 letters or fewer is only matched case-insensitively: 2 edits would reach any key.
    return NamedChoice::closest(
        key, known, key.size() > 3 ? 2 : 0, [](const QString &k) { return k.toLower(); });
}

QString flagSpelledAs(const QString &key)
{
    // The flags whose configuration key is named differently (docs/cli.md "Policy flags").
    return key == u"cluster_gpus" ? QStringLiteral("--cluster-gpus") : QString();
}

QHash<QString, QString> flagSpellingHints(bool topLevel)
{
    return {{QStringLiteral("cluster_gpus"),
        topLevel ? QStringLiteral("infrastructure.total_gpus") : QStringLiteral("total_gpus")}};
}

} // namespace ConfigurationKeys
