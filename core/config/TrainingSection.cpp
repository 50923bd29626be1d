#include "config/TrainingSection.h"

#include <yaml-cpp/yaml.h>

namespace {

using Key = SectionKey<TrainingSetup>;

/// A named value (precision, optimizer, …): read with its parse function, written with its name.
template<typename Value>
Key choice(const char16_t *name, Value TrainingSetup::*member,
    Value (*parse)(const QString &text, const QString &what))
{
    return {QString::fromUtf16(name),
        [member, parse](const YamlReader &r, const YamlField &f, TrainingSetup &t) {
            t.*member = SectionKeys::parsed(r, f, parse);
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
                t.loraTargets = SectionKeys::located(
                    r, f, [&] { return TrainingSetup::parseLoraTargets(items, f.key); });
            } else {
                t.loraTargets = SectionKeys::parsed(r, f, [](const QString &text, const QString &what) {
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

const QList<Key> &keys()
{
    static const QList<Key> table = {
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
        {QStringLiteral("reserve_gib"),
            [](const YamlReader &r, const YamlField &f, TrainingSetup &t) {
                t.reserveGib = r.finiteNumber(f, 0, false);
                if (t.reserveGib > TrainingSetup::kMaxReserveGib)
                    r.fail(f,
                        QStringLiteral("the memory reserve must be at most %1 GiB")
                            .arg(TrainingSetup::kMaxReserveGib));
            },
            [](YamlWriter &w, const QString &key, const TrainingSetup &t) { w.field(key, t.reserveGib); }},
        {QStringLiteral("gradient_accumulation_steps"),
            [](const YamlReader &r, const YamlField &f, TrainingSetup &t) {
                t.gradientAccumulationSteps
                    = int(r.integer(f, 1, TrainingSetup::kMaxGradientAccumulationSteps));
            },
            [](YamlWriter &w, const QString &key, const TrainingSetup &t) {
                if (t.gradientAccumulationSteps != 1)
                    w.field(key, t.gradientAccumulationSteps);
            }},
    };
    return table;
}

} // namespace

namespace TrainingSection {

const SectionKeyNames &keyNames()
{
    static const SectionKeyNames names = SectionKeyNames::of(keys());
    return names;
}

void read(const YamlReader &reader, const YamlField &section, TrainingSetup &training)
{
    SectionKeys::read(
        reader, section, QStringLiteral("training"), QStringLiteral("training"), keys(), training);
}

void write(YamlWriter &writer, const TrainingSetup &training)
{
    SectionKeys::write(writer, keys(), training);
}

} // namespace TrainingSection
