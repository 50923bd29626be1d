#include "config/ConfigurationKeys.h"

#include "common/NamedChoice.h"
#include "config/CatalogSection.h"
#include "config/GridSection.h"
#include "config/InfrastructureSection.h"
#include "config/PredictorsSection.h"
#include "config/StrategySection.h"
#include "config/TrainingSection.h"
#include "config/WorkloadSection.h"

#include <QHash>

namespace {

QStringList keys(std::initializer_list<const char16_t *> names)
{
    QStringList list;
    for (const char16_t *name : names)
        list.append(QString::fromUtf16(name));
    return list;
}

/// The key table's names of one of our sections, else none.
const SectionKeyNames &namesOf(const QString &section)
{
    static const QHash<QString, const SectionKeyNames *> table = {
        {QStringLiteral("workload"), &WorkloadSection::keyNames()},
        {QStringLiteral("strategy"), &StrategySection::keyNames()},
        {QStringLiteral("predictors"), &PredictorsSection::keyNames()},
        {QStringLiteral("grid"), &GridSection::keyNames()},
        {QStringLiteral("training"), &TrainingSection::keyNames()},
        {QStringLiteral("infrastructure"), &InfrastructureSection::keyNames()},
        {QStringLiteral("catalog"), &CatalogSection::keyNames()},
    };
    static const SectionKeyNames none;
    return *table.value(section, &none);
}

} // namespace

namespace ConfigurationKeys {

const QStringList &sections()
{
    static const QStringList list = keys(
        {u"workload", u"strategy", u"predictors", u"grid", u"training", u"infrastructure", u"catalog"});
    return list;
}

const QStringList &ownedKeys(const QString &section)
{
    return namesOf(section).owned;
}

const QStringList &keptKeys(const QString &section)
{
    return namesOf(section).kept;
}

bool isUpstreamSection(const QString &name)
{
    static const QStringList list = keys({u"system", u"orchestration", u"output", u"input", u"runtime"});
    return list.contains(name);
}

QString closestKey(const QString &section, const QString &key)
{
    QStringList known
        = section.isEmpty() ? sections() + keys({u"system"}) : ownedKeys(section) + keptKeys(section);
    // A key of 3 letters or fewer is only matched case-insensitively: 2 edits would reach any key.
    return NamedChoice::closest(
        key, known, key.size() > 3 ? 2 : 0, [](const QString &k) { return k.toLower(); });
}

} // namespace ConfigurationKeys
