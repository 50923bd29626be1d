// The `catalog:` section of a configuration file (spec decision 9): the user's LLM and GPU entries,
// read and written by CatalogYaml through CatalogFields.
#include "config/ConfigurationSection.h"

#include "catalog/CatalogYaml.h"
#include "config/SectionTable.h"

#include <yaml-cpp/yaml.h>

namespace {

using Table = SectionTable<Configuration>;
using Key = Table::Key;

/// A list of user entries (a null list: none), written when it has entries.
template<typename Spec>
Key entries(const char16_t *name, QList<Spec> Configuration::*member,
    QList<Spec> (*read)(const YamlReader &, const YamlField &),
    void (*write)(YamlWriter &, const QList<Spec> &))
{
    return {QString::fromUtf16(name),
        [member, read](const YamlReader &r, const YamlField &f, Configuration &c) {
            c.*member = YamlReader::isNull(f) ? QList<Spec>() : read(r, f);
        },
        [member, write](YamlWriter &w, const QString &key, const Configuration &c) {
            if (!(c.*member).isEmpty()) {
                w.key(key);
                write(w, c.*member);
            }
        },
        false, true};
}

const Table &table()
{
    static const Table table(QStringLiteral("catalog"),
        {
            entries(u"llms", &Configuration::catalogLlms, CatalogYaml::readLlms, CatalogYaml::writeLlms),
            entries(u"gpus", &Configuration::catalogGpus, CatalogYaml::readGpus, CatalogYaml::writeGpus),
        });
    return table;
}

} // namespace

ConfigurationSection ConfigurationSection::catalog()
{
    const auto read = [](const YamlReader &reader, const YamlField &section, Reading &in) {
        table().read(reader, section, in.config);
    };
    // Written when there are user entries, or keys of the source's section to keep.
    const auto write = [](YamlWriter &writer, const Configuration &config, const YAML::Node &source) {
        bool keptKeys = false;
        const YAML::Node catalog = ConfigurationDocument::valueOf(source, table().name());
        if (catalog.IsMap())
            for (const auto &entry : catalog)
                keptKeys |= !entry.first.IsScalar()
                    || !table().owned().contains(QString::fromStdString(entry.first.Scalar()));
        if (!config.catalogLlms.isEmpty() || !config.catalogGpus.isEmpty() || keptKeys)
            table().write(writer, config, source);
    };
    return {table().name(), read, write};
}
