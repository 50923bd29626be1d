#include "config/ConfigurationSection.h"

#include "config/ConfigurationDocument.h"
#include "config/ConfigurationKeys.h"

#include <QHash>
#include <yaml-cpp/yaml.h>

namespace {

/// The top level of a configuration: our sections by name (read in a fixed order whatever the file's
/// order) and upstream's system.default_gpu.
struct TopLevel
{
    QHash<QString, YAML::Node> sections;
    QHash<QString, int> sectionLines;
    QString defaultGpu;
    ValueOrigin defaultGpuOrigin;
};

/// system.default_gpu of upstream's `system:` section (its other keys are kept silently).
void readSystem(const YamlReader &reader, const YamlField &f, TopLevel &top)
{
    reader.requireMap(f);
    if (!f.value.IsMap())
        return;
    for (const auto &entry : f.value)
        if (entry.first.IsScalar() && entry.first.Scalar() == "default_gpu") {
            const YamlField gpu {
                entry.second, QStringLiteral("system.default_gpu"), YamlReader::lineOf(entry.first)};
            if (!YamlReader::isNull(gpu)) {
                top.defaultGpu = reader.text(gpu);
                top.defaultGpuOrigin = ConfigurationDocument::originOf(reader, gpu, top.defaultGpu);
            }
        }
}

TopLevel readTopLevel(const YamlReader &reader, const YAML::Node &root)
{
    TopLevel top;
    ConfigurationDocument::forEachKey(
        reader, YamlField {root, QString(), 0}, QString(), ConfigurationKeys::topLevelKeys(),
        [&](const QString &key, const YamlField &f) {
            if (ConfigurationKeys::sections().contains(key)) {
                top.sections.insert(key, f.value);
                top.sectionLines.insert(key, f.keyLine);
                return true;
            }
            if (key == u"system") {
                readSystem(reader, f, top);
                return true;
            }
            return ConfigurationKeys::isUpstreamSection(key);
        },
        QStringLiteral("kept on save"), ConfigurationKeys::flagSpellingHints(true));
    return top;
}

} // namespace

bool ConfigurationSection::readDocument(const YamlReader &reader, const YAML::Node &root, Configuration &c)
{
    const TopLevel top = readTopLevel(reader, root);
    Reading in {c};
    for (const ConfigurationSection &section : ConfigurationSection::all()) {
        const auto it = top.sections.constFind(section.name);
        if (it != top.sections.cend())
            section.read(reader, YamlField {*it, section.name, top.sectionLines.value(section.name)}, in);
    }
    if (in.workloadGpuGiven)
        return in.hasInfrastructureSection;
    if (!in.gridGpus.isEmpty()) {
        c.workload.gpuModel = in.gridGpus.constFirst();
        c.origins.insert(QStringLiteral("workload.gpu_model"), in.gridGpusOrigin);
    } else if (!top.defaultGpu.isEmpty()) {
        c.workload.gpuModel = top.defaultGpu;
        c.origins.insert(QStringLiteral("workload.gpu_model"), top.defaultGpuOrigin);
    }
    return in.hasInfrastructureSection;
}

const QList<ConfigurationSection> &ConfigurationSection::all()
{
    static const QList<ConfigurationSection> list {workload(), strategy(), predictors(), grid(), search(),
        training(), feasibility(), infrastructure(), catalog()};
    return list;
}
