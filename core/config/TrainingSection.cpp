// The `training:` section of a configuration file (training-setups.md): each key optional; a bad
// value fails naming the file, line and key. Its key table below is the one place a
// training-setup key is spelled.
#include "config/ConfigurationSection.h"

#include "config/SectionTable.h"

#include <yaml-cpp/yaml.h>

namespace {

using Table = SectionTable<TrainingSetup>;
using Key = Table::Key;

/// A named value (precision, optimizer, …): read with its parse function, written with its name.
template<typename Value>
Key choice(const char16_t *name, Value TrainingSetup::*member,
    Value (*parse)(const QString &text, const QString &what))
{
    return {QString::fromUtf16(name),
        [member, parse](const YamlReader &r, const YamlField &f, TrainingSetup &t) {
            t.*member = ConfigurationDocument::parsed(r, f, parse);
        },
        [member](YamlWriter &w, const QString &key, const TrainingSetup &t) {
            w.field(key, TrainingSetup::name(t.*member));
        }};
}

Key loraTargets()
{
    return {QStringLiteral("lora_targets"),
        [](const YamlReader &r, const YamlField &f, TrainingSetup &t) {
            if (f.value.IsSequence()) {
                const QStringList items = r.textList(f);
                t.loraTargets = ConfigurationDocument::located(
                    r, f, [&] { return TrainingSetup::parseLoraTargets(items, f.key); });
            } else {
                t.loraTargets
                    = ConfigurationDocument::parsed(r, f, [](const QString &text, const QString &what) {
                          return TrainingSetup::parseLoraTargets(text, what);
                      });
            }
        },
        [](YamlWriter &w, const QString &key, const TrainingSetup &t) {
            if (t.targetsAllLinear())
                w.field(key, QStringLiteral("all-linear"));
            else
                w.field(key, t.loraTargets);
        }};
}

/// A memory saver switch: written only when on, so files of the earlier releases read back unchanged.
Key saver(const char16_t *name, bool TrainingSetup::*member)
{
    return {QString::fromUtf16(name),
        [member](const YamlReader &r, const YamlField &f, TrainingSetup &t) { t.*member = r.boolean(f); },
        [member](YamlWriter &w, const QString &key, const TrainingSetup &t) {
            if (t.*member)
                w.field(key, true);
        }};
}

const Table &table()
{
    static const Table table(QStringLiteral("training"),
        {
            choice(u"precision", &TrainingSetup::precision, &TrainingSetup::parsePrecision),
            choice(u"optimizer", &TrainingSetup::optimizer, &TrainingSetup::parseOptimizer),
            {QStringLiteral("activation_checkpointing"),
                [](const YamlReader &r, const YamlField &f, TrainingSetup &t) {
                    t.activationCheckpointing = r.boolean(f);
                },
                [](YamlWriter &w, const QString &key, const TrainingSetup &t) {
                    w.field(key, t.activationCheckpointing);
                }},
            choice(u"sharding", &TrainingSetup::sharding, &TrainingSetup::parseSharding),
            {QStringLiteral("lora_rank"),
                [](const YamlReader &r, const YamlField &f, TrainingSetup &t) {
                    t.loraRank = int(r.integer(f, 1, TrainingSetup::kMaxLoraRank));
                },
                [](YamlWriter &w, const QString &key, const TrainingSetup &t) { w.field(key, t.loraRank); }},
            loraTargets(),
            choice(u"offload", &TrainingSetup::offload, &TrainingSetup::parseOffload),
            choice(u"loss", &TrainingSetup::loss, &TrainingSetup::parseLoss),
            {QStringLiteral("fsdp_version"),
                [](const YamlReader &r, const YamlField &f, TrainingSetup &t) {
                    t.fsdpVersion = ConfigurationDocument::parsed(r, f, &TrainingSetup::parseFsdpVersion);
                },
                [](YamlWriter &w, const QString &key, const TrainingSetup &t) {
                    if (t.fsdpVersion != TrainingSetup::FsdpVersion::Fsdp1) // a saver: written only when on
                        w.field(key, TrainingSetup::name(t.fsdpVersion).toInt()); // "2" is a version number
                }},
            saver(u"torch_compile", &TrainingSetup::torchCompile),
            saver(u"optimizer_in_backward", &TrainingSetup::optimizerInBackward),
            saver(u"activation_offload", &TrainingSetup::activationOffload),
            {QStringLiteral("reserve_gib"),
                [](const YamlReader &r, const YamlField &f, TrainingSetup &t) {
                    t.reserveGib = r.finiteNumber(f, 0, false);
                    if (t.reserveGib > TrainingSetup::kMaxReserveGib)
                        r.fail(f,
                            QStringLiteral("the memory reserve must be at most %1 GiB")
                                .arg(TrainingSetup::kMaxReserveGib));
                },
                [](YamlWriter &w, const QString &key, const TrainingSetup &t) {
                    w.field(key, t.reserveGib);
                }},
            {QStringLiteral("gradient_accumulation_steps"),
                [](const YamlReader &r, const YamlField &f, TrainingSetup &t) {
                    t.gradientAccumulationSteps
                        = int(r.integer(f, 1, TrainingSetup::kMaxGradientAccumulationSteps));
                },
                [](YamlWriter &w, const QString &key, const TrainingSetup &t) {
                    if (t.gradientAccumulationSteps != 1)
                        w.field(key, t.gradientAccumulationSteps);
                }},
        });
    return table;
}

} // namespace

ConfigurationSection ConfigurationSection::training()
{
    const auto read = [](const YamlReader &reader, const YamlField &section, Reading &in) {
        table().read(reader, section, in.config.training);
    };
    // Written when it is not AutoConf's stack (or accumulates gradients), or the source had the section.
    const auto write = [](YamlWriter &writer, const Configuration &config, const YAML::Node &source) {
        const TrainingSetup &t = config.training;
        if (!t.isAutoconfStack() || t.gradientAccumulationSteps != 1
            || ConfigurationDocument::hasKey(source, table().name()))
            table().write(writer, t, source);
    };
    return {table().name(), read, write};
}
