#include "config/InfrastructureSection.h"

#include "common/Limits.h"

#include <yaml-cpp/yaml.h>

namespace {

struct InfrastructureReading
{
    Infrastructure &infrastructure;
    bool isFile = false; ///< an infrastructure file rather than a configuration's section
};

using Key = SectionKey<InfrastructureReading, Infrastructure>;

/// A GPU count of the cluster, 1 … Limits::maxGpus.
Key count(const char16_t *name, int Infrastructure::*member)
{
    return {QString::fromUtf16(name),
        [member](const YamlReader &r, const YamlField &f, InfrastructureReading &in) {
            in.infrastructure.*member = int(r.integer(f, 1, Limits::maxGpus));
        },
        [member](
            YamlWriter &w, const QString &key, const Infrastructure &infra) { w.field(key, infra.*member); }};
}

double readPrice(const YamlReader &r, const YamlField &f)
{
    const double price = r.finiteNumber(f, 0, false);
    if (price > Infrastructure::kMaxPrice)
        r.fail(f, QStringLiteral("a price must be at most %1").arg(Infrastructure::kMaxPrice));
    return price;
}

/// One price for every GPU, or per GPU model: {H100-SXM: 2.5, NVIDIA-A100-SXM4-80GB: 1.6}.
void readGpuHourPrice(const YamlReader &r, const YamlField &f, InfrastructureReading &in)
{
    Infrastructure &infra = in.infrastructure;
    infra.pricePerGpuHour.reset();
    infra.pricePerGpuHourByGpu.clear();
    if (!f.value.IsMap()) {
        infra.pricePerGpuHour = readPrice(r, f);
        return;
    }
    for (const auto &entry : f.value) {
        if (!entry.first.IsScalar())
            r.fail(f, QStringLiteral("expected GPU names as keys"));
        const QString gpu = QString::fromStdString(entry.first.Scalar());
        const YamlField item {entry.second, f.key + u'.' + gpu, YamlReader::lineOf(entry.second)};
        infra.pricePerGpuHourByGpu.append({gpu, readPrice(r, item)});
    }
}

void writeGpuHourPrice(YamlWriter &w, const QString &key, const Infrastructure &infra)
{
    if (!infra.pricePerGpuHourByGpu.isEmpty()) {
        w.key(key);
        w.beginMap();
        for (const auto &[gpu, price] : infra.pricePerGpuHourByGpu)
            w.field(gpu, price);
        w.endMap();
    } else {
        w.optionalField(key, infra.pricePerGpuHour);
    }
}

const QList<Key> &keys()
{
    static const QList<Key> table = {
        count(u"total_gpus", &Infrastructure::totalGpus),
        count(u"max_nodes", &Infrastructure::maxNodes),
        count(u"max_gpus_per_node", &Infrastructure::maxGpusPerNode),
        {QStringLiteral("gpu_models"),
            [](const YamlReader &r, const YamlField &f, InfrastructureReading &in) {
                in.infrastructure.gpuModels = r.textList(f, !in.isFile);
            },
            [](YamlWriter &w, const QString &key, const Infrastructure &infra) {
                w.field(key, infra.gpuModels);
            }},
        {QStringLiteral("inter_node_gbps"),
            [](const YamlReader &r, const YamlField &f, InfrastructureReading &in) {
                const double gbps = r.finiteNumber(f, 0, true);
                in.infrastructure.interNodeGbps = gbps;
                if (gbps < Infrastructure::kMinInterNodeGbps || gbps > Infrastructure::kMaxInterNodeGbps)
                    r.fail(f,
                        QStringLiteral("the inter-node bandwidth must be from 1 to %1 Gbit/s per node")
                            .arg(Infrastructure::kMaxInterNodeGbps));
            },
            [](YamlWriter &w, const QString &key, const Infrastructure &infra) {
                w.optionalField(key, infra.interNodeGbps);
            }},
        {QStringLiteral("price_per_gpu_hour"), readGpuHourPrice, writeGpuHourPrice},
        {QStringLiteral("price_per_kwh"),
            [](const YamlReader &r, const YamlField &f, InfrastructureReading &in) {
                in.infrastructure.pricePerKwh = readPrice(r, f);
            },
            [](YamlWriter &w, const QString &key, const Infrastructure &infra) {
                w.optionalField(key, infra.pricePerKwh);
            }},
        {QStringLiteral("currency"),
            [](const YamlReader &r, const YamlField &f, InfrastructureReading &in) {
                in.infrastructure.currency = r.text(f, true).trimmed();
            },
            [](YamlWriter &w, const QString &key, const Infrastructure &infra) {
                if (!infra.currency.isEmpty())
                    w.field(key, infra.currency);
            }},
    };
    return table;
}

} // namespace

namespace InfrastructureSection {

const SectionKeyNames &keyNames()
{
    static const SectionKeyNames names = SectionKeyNames::of(keys());
    return names;
}

void read(const YamlReader &reader, const YamlField &section, const QString &sectionName,
    Infrastructure &infrastructure)
{
    InfrastructureReading in {infrastructure, sectionName.isEmpty()};
    const QSet<QString> given
        = SectionKeys::read(reader, section, sectionName, QStringLiteral("infrastructure"), keys(), in,
            in.isFile ? QStringLiteral("ignored") : QStringLiteral("kept on save"));
    if (!in.isFile)
        return;
    for (const QString &key : {QStringLiteral("total_gpus"), QStringLiteral("max_nodes"),
             QStringLiteral("max_gpus_per_node"), QStringLiteral("gpu_models")})
        if (!given.contains(key))
            reader.fail(0, {},
                QStringLiteral("missing key '%1' (an infrastructure file needs total_gpus, max_nodes, "
                               "max_gpus_per_node and gpu_models)")
                    .arg(key));
}

void write(YamlWriter &writer, const Infrastructure &infrastructure)
{
    SectionKeys::write(writer, keys(), infrastructure);
}

} // namespace InfrastructureSection
