// The `training:` section of a configuration file (training-setups.md): each key optional; a bad
// or empty value fails naming the file, line and key (the on/off keys worded as their CLI flags), and
// torchtune's names for the keys get ours as their "did you mean". Its key table below is the one place a
// training-setup key is spelled.
#include "config/ConfigurationSection.h"

#include "config/SectionTable.h"

#include <yaml-cpp/yaml.h>

namespace {

using Table = SectionTable<TrainingSetup>;
using Key = Table::Key;

/// Fails "<file>:<line>: training.<key>: the value is empty; <valid>" for `key:` with nothing, `~` or
/// '' (a training key is never left out silently).
void requireValue(const YamlReader &r, const YamlField &f, const QString &valid)
{
    if (YamlReader::isNull(f) || (f.value.IsScalar() && r.text(f, true).isEmpty()))
        r.fail(f, QStringLiteral("the value is empty; %1").arg(valid));
}

QString choiceOf(const QStringList &names)
{
    return QStringLiteral("choose from ") + names.join(QStringLiteral(", "));
}

/// A key whose value is required (requireValue() with `valid`), then read by `read`.
Key required(const QString &name, const QString &valid, const Key::Read &read, const Key::Write &write)
{
    Key key {name,
        [valid, read](const YamlReader &r, const YamlField &f, TrainingSetup &t) {
            requireValue(r, f, valid);
            read(r, f, t);
        },
        write};
    key.readsNull = true;
    return key;
}

/// A named value (precision, optimizer, …) of `names`: read with its parse function, written with its
/// name.
template<typename Value>
Key choice(const char16_t *name, Value TrainingSetup::*member,
    Value (*parse)(const QString &text, const QString &what), const QStringList &names)
{
    return required(
        QString::fromUtf16(name), choiceOf(names),
        [member, parse](const YamlReader &r, const YamlField &f, TrainingSetup &t) {
            t.*member = ConfigurationDocument::parsed(r, f, parse);
        },
        [member](YamlWriter &w, const QString &key, const TrainingSetup &t) {
            w.field(key, TrainingSetup::name(t.*member));
        });
}

/// An on/off switch, read as the CLI reads it ("unknown <key> value 'x'; choose from on, off").
bool readSwitch(const YamlReader &r, const YamlField &f)
{
    const QString kind = f.key.mid(f.key.lastIndexOf(u'.') + 1) + QStringLiteral(" value");
    return ConfigurationDocument::parsed(r, f, [&kind](const QString &text, const QString &what) {
        return TrainingSetup::parseSwitch(text, what, kind);
    });
}

const QString &onOff()
{
    static const QString text = choiceOf({QStringLiteral("on"), QStringLiteral("off")});
    return text;
}

/// "give a whole number from 1 to <maximum>".
QString wholeNumber(qint64 maximum)
{
    return QStringLiteral("give a whole number from 1 to %1").arg(maximum);
}

Key loraTargets()
{
    return required(
        QStringLiteral("lora_targets"), QStringLiteral("name matrices such as q_proj,v_proj or all-linear"),
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
        });
}

/// A memory saver switch: written only when on, so files of the earlier releases read back unchanged.
Key saver(const char16_t *name, bool TrainingSetup::*member)
{
    return required(
        QString::fromUtf16(name), onOff(),
        [member](const YamlReader &r, const YamlField &f, TrainingSetup &t) { t.*member = readSwitch(r, f); },
        [member](YamlWriter &w, const QString &key, const TrainingSetup &t) {
            if (t.*member)
                w.field(key, true);
        });
}

const Table &table()
{
    static const Table table(QStringLiteral("training"),
        {
            choice(u"precision", &TrainingSetup::precision, &TrainingSetup::parsePrecision,
                TrainingSetup::precisionNames()),
            choice(u"optimizer", &TrainingSetup::optimizer, &TrainingSetup::parseOptimizer,
                TrainingSetup::optimizerNames()),
            required(
                QStringLiteral("activation_checkpointing"), onOff(),
                [](const YamlReader &r, const YamlField &f, TrainingSetup &t) {
                    t.activationCheckpointing = readSwitch(r, f);
                },
                [](YamlWriter &w, const QString &key, const TrainingSetup &t) {
                    w.field(key, t.activationCheckpointing);
                }),
            choice(u"sharding", &TrainingSetup::sharding, &TrainingSetup::parseSharding,
                TrainingSetup::shardingNames()),
            required(
                QStringLiteral("lora_rank"), wholeNumber(TrainingSetup::kMaxLoraRank),
                [](const YamlReader &r, const YamlField &f, TrainingSetup &t) {
                    t.loraRank = int(r.integer(f, 1, TrainingSetup::kMaxLoraRank));
                },
                [](YamlWriter &w, const QString &key, const TrainingSetup &t) { w.field(key, t.loraRank); }),
            loraTargets(),
            choice(u"offload", &TrainingSetup::offload, &TrainingSetup::parseOffload,
                TrainingSetup::offloadNames()),
            choice(u"loss", &TrainingSetup::loss, &TrainingSetup::parseLoss, TrainingSetup::lossNames()),
            required(
                QStringLiteral("fsdp_version"), QStringLiteral("must be 1 or 2"),
                [](const YamlReader &r, const YamlField &f, TrainingSetup &t) {
                    t.fsdpVersion = ConfigurationDocument::parsed(r, f, &TrainingSetup::parseFsdpVersion);
                },
                [](YamlWriter &w, const QString &key, const TrainingSetup &t) {
                    if (t.fsdpVersion != TrainingSetup::FsdpVersion::Fsdp1) // a saver: written only when on
                        w.field(key, TrainingSetup::name(t.fsdpVersion).toInt()); // "2" is a version number
                }),
            saver(u"torch_compile", &TrainingSetup::torchCompile),
            saver(u"optimizer_in_backward", &TrainingSetup::optimizerInBackward),
            saver(u"activation_offload", &TrainingSetup::activationOffload),
            required(
                QStringLiteral("reserve_gib"),
                QStringLiteral("give a number of GiB from 0 to %1").arg(TrainingSetup::kMaxReserveGib),
                [](const YamlReader &r, const YamlField &f, TrainingSetup &t) {
                    t.reserveGib = r.finiteNumber(f, 0, false);
                    if (t.reserveGib > TrainingSetup::kMaxReserveGib)
                        r.fail(f,
                            QStringLiteral("the memory reserve must be at most %1 GiB")
                                .arg(TrainingSetup::kMaxReserveGib));
                },
                [](YamlWriter &w, const QString &key, const TrainingSetup &t) {
                    w.field(key, t.reserveGib);
                }),
            required(
                QStringLiteral("gradient_accumulation_steps"),
                wholeNumber(TrainingSetup::kMaxGradientAccumulationSteps),
                [](const YamlReader &r, const YamlField &f, TrainingSetup &t) {
                    t.gradientAccumulationSteps
                        = int(r.integer(f, 1, TrainingSetup::kMaxGradientAccumulationSteps));
                },
                [](YamlWriter &w, const QString &key, const TrainingSetup &t) {
                    if (t.gradientAccumulationSteps != 1)
                        w.field(key, t.gradientAccumulationSteps);
                }),
        },
        // torchtune's names for our keys: an unknown key spelt so is pointed to ours
        {{QStringLiteral("optimizer_in_bwd"), QStringLiteral("optimizer_in_backward")},
            {QStringLiteral("enable_activation_offloading"), QStringLiteral("activation_offload")},
            {QStringLiteral("fsdp"), QStringLiteral("fsdp_version")},
            {QStringLiteral("compile"), QStringLiteral("torch_compile")}});
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
