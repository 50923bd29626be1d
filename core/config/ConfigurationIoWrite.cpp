// Writing configuration files: ConfigurationIo::serialise and save. Reading is in ConfigurationIo.cpp.
//
// serialise() writes our sections in a fixed order (workload, strategy, predictors, grid, training,
// infrastructure, catalog) with every key Configuration holds (each section's writer, in its key
// table's order), then, inside each section, the keys of
// the source document it does not own, and then the source's other top-level sections, in their
// original order. Comments and anchors of the source are lost; quoted texts stay quoted.
#include "config/ConfigurationIo.h"

#include "common/AtomicFile.h"
#include "common/CoastlineError.h"
#include "config/CatalogSection.h"
#include "config/ConfigurationKeys.h"
#include "config/GridSection.h"
#include "config/InfrastructureSection.h"
#include "config/PredictorsSection.h"
#include "config/StrategySection.h"
#include "config/TrainingSection.h"
#include "config/WorkloadSection.h"
#include "io/YamlDocument.h"
#include "io/YamlWriter.h"

#include <algorithm>
#include <yaml-cpp/yaml.h>

namespace {

/// The first document of `config.sourceYaml` when it is a mapping, else an empty node.
YAML::Node sourceDocument(const Configuration &config)
{
    if (config.sourceYaml.empty())
        return YAML::Node();
    try {
        std::string text = config.sourceYaml;
        if (text.rfind("\xEF\xBB\xBF", 0) == 0)
            text.erase(0, 3);
        const YAML::Node document = YamlDocument::loadFirst(text);
        if (document.IsMap())
            return document;
    } catch (const YAML::Exception &) {
        // A source we cannot parse has nothing we could keep.
    }
    return YAML::Node();
}

/// The value of `key` in the mapping `map` (the last one if repeated, as on reading), else an empty
/// node. (yaml-cpp's operator[] throws on a missing key of a const node.)
YAML::Node valueOf(const YAML::Node &map, const QString &key)
{
    YAML::Node value;
    if (map.IsMap())
        for (const auto &entry : map)
            if (entry.first.IsScalar() && entry.first.Scalar() == key.toStdString())
                value = entry.second;
    return value;
}

/// Writes the entries of the mapping `map` whose keys are not in `skip`, in source order; a key given
/// twice is written once, with its later value (as on reading).
void writeKeptEntries(YamlWriter &w, const YAML::Node &map, const QStringList &skip)
{
    if (!map.IsMap())
        return;
    std::vector<std::pair<YAML::Node, YAML::Node>> entries;
    for (const auto &entry : map) {
        if (entry.first.IsScalar() && skip.contains(QString::fromStdString(entry.first.Scalar())))
            continue;
        const auto same = std::find_if(entries.begin(), entries.end(), [&](const auto &e) {
            return entry.first.IsScalar() && e.first.IsScalar() && e.first.Scalar() == entry.first.Scalar();
        });
        if (same != entries.end())
            same->second = entry.second;
        else
            entries.emplace_back(entry.first, entry.second);
    }
    for (const auto &[key, value] : entries) {
        w.node(key); // through the node path, so odd (quoted, non-text) keys stay intact
        w.node(value);
    }
}

/// Writes the keys of `section` in the source that are not owned by Configuration.
void writeKeptKeys(YamlWriter &w, const YAML::Node &source, const QString &section)
{
    writeKeptEntries(w, valueOf(source, section), ConfigurationKeys::ownedKeys(section));
}

/// True when the source has the top-level key `name`.
bool hasSection(const YAML::Node &source, const QString &name)
{
    bool has = false;
    if (source.IsMap())
        for (const auto &entry : source)
            has |= entry.first.IsScalar() && entry.first.Scalar() == name.toStdString();
    return has;
}

/// True when the source's `catalog:` has keys we do not own (kept on save).
bool hasKeptCatalogKeys(const YAML::Node &source)
{
    bool kept = false;
    const YAML::Node catalog = valueOf(source, QStringLiteral("catalog"));
    if (catalog.IsMap())
        for (const auto &entry : catalog)
            kept |= !entry.first.IsScalar()
                || !ConfigurationKeys::ownedKeys(QStringLiteral("catalog"))
                        .contains(QString::fromStdString(entry.first.Scalar()));
    return kept;
}

} // namespace

namespace ConfigurationIo {

QByteArray serialise(const Configuration &config)
{
    const YAML::Node source = sourceDocument(config);
    YamlWriter w;
    w.comment(QStringLiteral("Coastline Desktop configuration (comments are not kept when the app saves)"));
    w.beginMap();
    const auto section = [&](const QString &name, const auto &writeOwned) {
        w.key(name);
        w.beginMap();
        writeOwned();
        writeKeptKeys(w, source, name);
        w.endMap();
    };
    section(QStringLiteral("workload"), [&] { WorkloadSection::write(w, config); });
    section(QStringLiteral("strategy"), [&] { StrategySection::write(w, config.strategy); });
    section(QStringLiteral("predictors"), [&] { PredictorsSection::write(w, config.predictors); });
    section(QStringLiteral("grid"), [&] { GridSection::write(w, config.grid); });
    // The training section is written when it is not AutoConf's default stack, or the source had one.
    if (!config.training.isAutoconfStack() || config.training.gradientAccumulationSteps != 1
        || hasSection(source, QStringLiteral("training")))
        section(QStringLiteral("training"), [&] { TrainingSection::write(w, config.training); });
    section(
        QStringLiteral("infrastructure"), [&] { InfrastructureSection::write(w, config.infrastructure); });
    // The catalog section is written when there are user entries, or keys of the source's to keep.
    if (!config.catalogLlms.isEmpty() || !config.catalogGpus.isEmpty() || hasKeptCatalogKeys(source))
        section(QStringLiteral("catalog"), [&] { CatalogSection::write(w, config); });
    writeKeptEntries(w, source, ConfigurationKeys::sections());
    w.endMap();
    QString error;
    const QByteArray text = w.result(&error);
    if (text.isEmpty())
        throw CoastlineError(QStringLiteral("cannot write the configuration as YAML: %1").arg(error));
    return text;
}

bool save(const Configuration &config, const QString &path, QString *error)
{
    const auto fail = [&](const QString &reason) {
        if (error)
            *error = QStringLiteral("%1: cannot write: %2").arg(path, reason);
        return false;
    };
    QByteArray text;
    try {
        text = serialise(config);
    } catch (const CoastlineError &e) {
        return fail(e.message());
    }
    return AtomicFile::write(path, text, error);
}

} // namespace ConfigurationIo
