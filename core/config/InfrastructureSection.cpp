// The cluster: a configuration's `infrastructure:` section, or an upstream `infrastructure.yaml`
// (the same keys at the top level; there total_gpus, max_nodes, max_gpus_per_node and gpu_models are
// required). Also the inter-node bandwidth and the prices.
// Fails for counts below 1 or above Limits::maxGpus, negative or too large prices and bandwidths
// outside 1 … Infrastructure::kMaxInterNodeGbps.
#include "config/ConfigurationSection.h"

#include "common/Limits.h"
#include "common/NamedChoice.h"
#include "config/ConfigurationKeys.h"
#include "config/SectionTable.h"
#include "model/InfrastructureBounds.h"

#include <yaml-cpp/yaml.h>

namespace {

struct InfrastructureReading
{
    Infrastructure &infrastructure;
    bool isFile = false; ///< an infrastructure file rather than a configuration's section
};

using Table = SectionTable<InfrastructureReading, Infrastructure>;
using Key = Table::Key;

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

const Table &table()
{
    static const Table table(QStringLiteral("infrastructure"),
        {
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
            {QStringLiteral("host_power_w_per_node"),
                [](const YamlReader &r, const YamlField &f, InfrastructureReading &in) {
                    const double watts = r.finiteNumber(f, 0, false);
                    if (watts > InfrastructureBounds::hostPowerWPerNode.max)
                        r.fail(f, BoundedValue::expectation(InfrastructureBounds::hostPowerWPerNode));
                    in.infrastructure.hostPowerWPerNode = watts;
                },
                [](YamlWriter &w, const QString &key, const Infrastructure &infra) {
                    w.optionalField(key, infra.hostPowerWPerNode);
                }},
            {QStringLiteral("cooling"),
                [](const YamlReader &r, const YamlField &f, InfrastructureReading &in) {
                    const QString text = r.text(f);
                    const auto value = Infrastructure::parseCooling(text);
                    if (!value)
                        r.fail(f,
                            QStringLiteral("unknown value '%1'%2; choose from auto, air or liquid")
                                .arg(text,
                                    NamedChoice::didYouMean(NamedChoice::closest(text,
                                        {QStringLiteral("auto"), QStringLiteral("air"),
                                            QStringLiteral("liquid")},
                                        1, NamedChoice::underscoreKey))));
                    in.infrastructure.cooling = *value;
                },
                [](YamlWriter &w, const QString &key, const Infrastructure &infra) {
                    if (infra.cooling != Infrastructure::Cooling::Auto)
                        w.field(key, Infrastructure::coolingName(infra.cooling));
                }},
            {QStringLiteral("energy_power"),
                [](const YamlReader &r, const YamlField &f, InfrastructureReading &in) {
                    const QString text = r.text(f);
                    const auto value = Infrastructure::parseEnergyPower(text);
                    if (!value)
                        r.fail(f,
                            QStringLiteral("unknown value '%1'%2; choose from auto, gpu or node")
                                .arg(text,
                                    NamedChoice::didYouMean(NamedChoice::closest(text,
                                        {QStringLiteral("auto"), QStringLiteral("gpu"),
                                            QStringLiteral("node")},
                                        1, NamedChoice::underscoreKey))));
                    in.infrastructure.energyPower = *value;
                },
                [](YamlWriter &w, const QString &key, const Infrastructure &infra) {
                    if (infra.energyPower != Infrastructure::EnergyPower::Auto)
                        w.field(key, Infrastructure::energyPowerName(infra.energyPower));
                }},
            {QStringLiteral("restart_overhead_per_node_hour"),
                [](const YamlReader &r, const YamlField &f, InfrastructureReading &in) {
                    in.infrastructure.restartOverheadPerNodeHour = r.finiteNumber(f, 0, false);
                    if (in.infrastructure.restartOverheadPerNodeHour
                        > InfrastructureBounds::restartOverheadPerNodeHour.max)
                        r.fail(
                            f, BoundedValue::expectation(InfrastructureBounds::restartOverheadPerNodeHour));
                },
                [](YamlWriter &w, const QString &key, const Infrastructure &infra) {
                    if (infra.restartOverheadPerNodeHour > 0)
                        w.field(key, infra.restartOverheadPerNodeHour);
                }},
            {QStringLiteral("currency"),
                [](const YamlReader &r, const YamlField &f, InfrastructureReading &in) {
                    in.infrastructure.currency = r.text(f, true).trimmed();
                    if (in.infrastructure.currency.size() > Limits::maxCurrencyChars)
                        r.fail(f,
                            QStringLiteral("expected a label of at most %1 characters, e.g. USD, got '%2'")
                                .arg(Limits::maxCurrencyChars)
                                .arg(in.infrastructure.currency));
                },
                [](YamlWriter &w, const QString &key, const Infrastructure &infra) {
                    if (!infra.currency.isEmpty())
                        w.field(key, infra.currency);
                }},
        },
        ConfigurationKeys::flagSpellingHints(false));
    return table;
}

} // namespace

ConfigurationSection ConfigurationSection::infrastructure()
{
    const auto read = [](const YamlReader &reader, const YamlField &section, Reading &in) {
        InfrastructureReading infrastructure {in.config.infrastructure, false};
        table().read(reader, section, infrastructure);
        in.hasInfrastructureSection = !YamlReader::isNull(section);
    };
    const auto write = [](YamlWriter &writer, const Configuration &config, const YAML::Node &source) {
        table().write(writer, config.infrastructure, source);
    };
    return {table().name(), read, write};
}

void ConfigurationSection::readInfrastructureFile(
    const YamlReader &reader, const YAML::Node &document, Infrastructure &infrastructure)
{
    InfrastructureReading in {infrastructure, true};
    const QSet<QString> given
        = table().read(reader, YamlField {document, QString(), 1}, in, QString(), QStringLiteral("ignored"));
    for (const QString &key : {QStringLiteral("total_gpus"), QStringLiteral("max_nodes"),
             QStringLiteral("max_gpus_per_node"), QStringLiteral("gpu_models")})
        if (!given.contains(key))
            reader.fail(0, {},
                QStringLiteral("missing key '%1' (an infrastructure file needs total_gpus, max_nodes, "
                               "max_gpus_per_node and gpu_models)")
                    .arg(key));
}

bool ConfigurationSection::isInfrastructureKey(const QString &key)
{
    return table().owned().contains(key);
}
