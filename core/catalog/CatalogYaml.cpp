#include "catalog/CatalogYaml.h"

#include "catalog/CatalogFields.h"
#include "io/YamlReader.h"
#include "io/YamlWriter.h"

#include <QHash>
#include <QSet>
#include <yaml-cpp/yaml.h>

namespace {

/// Reads the `key: value` pairs of one catalog entry through `fields` (null values count as absent;
/// an unknown key is a warning) and checks the required ones. Returns the line of each key read.
template<typename Spec>
QHash<QString, int> readFields(const YamlReader &reader, const QList<CatalogFields::Field<Spec>> &fields,
    Spec &spec, const YAML::Node &entry, const QString &path, int line, const QString &what)
{
    if (!entry.IsMap())
        reader.fail(line, path,
            QStringLiteral("expected a mapping of catalog fields, got %1").arg(YamlReader::describe(entry)));
    QHash<QString, int> seen;
    for (const auto &item : entry) {
        const QString key = QString::fromStdString(item.first.Scalar());
        const YamlField field {item.second, path + u'.' + key, YamlReader::lineOf(item.first)};
        if (YamlReader::isNull(field))
            continue;
        const CatalogFields::Field<Spec> *descriptor = CatalogFields::find(fields, key);
        if (!descriptor) {
            reader.warn(field.keyLine,
                QStringLiteral("unknown catalog field '%1' (ignored, not kept on save)").arg(field.key));
            continue;
        }
        descriptor->readYaml(spec, reader, field);
        seen.insert(key, YamlReader::lineOf(field));
    }
    const QStringList required = CatalogFields::requiredNames(fields);
    for (const QString &name : required)
        if (!seen.contains(name))
            reader.fail(line, path,
                QStringLiteral("missing required field '%1' (%2 needs %3)")
                    .arg(name, what, required.join(QStringLiteral(", "))));
    return seen;
}

template<typename Spec>
void writeList(YamlWriter &w, const QList<CatalogFields::Field<Spec>> &fields, const QList<Spec> &specs)
{
    w.beginList();
    for (const Spec &spec : specs) {
        w.beginMap();
        for (const auto &field : fields)
            field.write(w, spec);
        w.endMap();
    }
    w.endList();
}

template<typename Spec, typename ReadOne>
QList<Spec> readList(
    const YamlReader &reader, const YamlField &field, const QString &nameKey, ReadOne readOne)
{
    if (!field.value.IsSequence())
        reader.fail(field,
            QStringLiteral("expected a list of entries, got %1").arg(YamlReader::describe(field.value)));
    QList<Spec> specs;
    QSet<QString> names;
    int index = 0;
    for (const YAML::Node &entry : field.value) {
        const QString path = QStringLiteral("%1[%2]").arg(field.key, QString::number(index++));
        const int line = YamlReader::lineOf(entry) > 0 ? YamlReader::lineOf(entry) : field.keyLine;
        Spec spec = readOne(entry, path, line);
        if (names.contains(spec.name))
            reader.warn(line,
                QStringLiteral("%1: %2 '%3' is defined twice; the later entry wins")
                    .arg(path, nameKey, spec.name));
        names.insert(spec.name);
        specs.append(spec);
    }
    return specs;
}

} // namespace

namespace CatalogYaml {

QList<LlmSpec> readLlms(const YamlReader &r, const YamlField &field)
{
    return readList<LlmSpec>(
        r, field, QStringLiteral("llm_name"), [&](const YAML::Node &entry, const QString &path, int line) {
            LlmSpec s;
            const QHash<QString, int> seen
                = readFields(r, CatalogFields::llm(), s, entry, path, line, QStringLiteral("an LLM"));
            if (!seen.contains(QStringLiteral("active_params")))
                s.activeParams = s.mParams;
            s.origin = QStringLiteral("%1:%2").arg(r.fileName()).arg(line);
            if (s.activeParams > s.mParams)
                r.fail(line, path + QStringLiteral(".active_params"),
                    QStringLiteral("must not exceed m_params (%1), got %2")
                        .arg(YamlReader::formatNumber(s.mParams), YamlReader::formatNumber(s.activeParams)));
            return s;
        });
}

QList<GpuSpec> readGpus(const YamlReader &r, const YamlField &field)
{
    return readList<GpuSpec>(
        r, field, QStringLiteral("gpu_name"), [&](const YAML::Node &entry, const QString &path, int line) {
            GpuSpec g;
            const QHash<QString, int> seen
                = readFields(r, CatalogFields::gpu(), g, entry, path, line, QStringLiteral("a GPU"));
            if (!seen.contains(QStringLiteral("memory_mib")))
                g.memoryMib = g.memoryGb * 1024.0;
            if (g.maxPowerW < g.idlePowerW)
                r.fail(seen.value(QStringLiteral("max_power_w"), line), path + QStringLiteral(".max_power_w"),
                    QStringLiteral("must be at least idle_power_w (%1), got %2")
                        .arg(YamlReader::formatNumber(g.idlePowerW), YamlReader::formatNumber(g.maxPowerW)));
            return g;
        });
}

void writeLlms(YamlWriter &w, const QList<LlmSpec> &llms)
{
    writeList(w, CatalogFields::llm(), llms);
}

void writeGpus(YamlWriter &w, const QList<GpuSpec> &gpus)
{
    writeList(w, CatalogFields::gpu(), gpus);
}

QByteArray llmBlock(const QList<LlmSpec> &llms)
{
    YamlWriter w;
    w.beginMap();
    w.key(QStringLiteral("catalog"));
    w.beginMap();
    w.key(QStringLiteral("llms"));
    writeLlms(w, llms);
    w.endMap();
    w.endMap();
    return w.result();
}

} // namespace CatalogYaml
