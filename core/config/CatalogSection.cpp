#include "config/CatalogSection.h"

#include "catalog/CatalogYaml.h"

namespace {

using Key = SectionKey<Configuration>;

const QList<Key> &keys()
{
    static const QList<Key> table = {
        {QStringLiteral("llms"),
            [](const YamlReader &r, const YamlField &f, Configuration &c) {
                c.catalogLlms = YamlReader::isNull(f) ? QList<LlmSpec>() : CatalogYaml::readLlms(r, f);
            },
            [](YamlWriter &w, const QString &key, const Configuration &c) {
                if (!c.catalogLlms.isEmpty()) {
                    w.key(key);
                    CatalogYaml::writeLlms(w, c.catalogLlms);
                }
            },
            false, true},
        {QStringLiteral("gpus"),
            [](const YamlReader &r, const YamlField &f, Configuration &c) {
                c.catalogGpus = YamlReader::isNull(f) ? QList<GpuSpec>() : CatalogYaml::readGpus(r, f);
            },
            [](YamlWriter &w, const QString &key, const Configuration &c) {
                if (!c.catalogGpus.isEmpty()) {
                    w.key(key);
                    CatalogYaml::writeGpus(w, c.catalogGpus);
                }
            },
            false, true},
    };
    return table;
}

} // namespace

namespace CatalogSection {

const SectionKeyNames &keyNames()
{
    static const SectionKeyNames names = SectionKeyNames::of(keys());
    return names;
}

void read(const YamlReader &reader, const YamlField &section, Configuration &config)
{
    SectionKeys::read(reader, section, QStringLiteral("catalog"), QStringLiteral("catalog"), keys(), config);
}

void write(YamlWriter &writer, const Configuration &config)
{
    SectionKeys::write(writer, keys(), config);
}

} // namespace CatalogSection
