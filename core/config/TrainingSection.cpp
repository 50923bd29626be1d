// The `training:` section of a configuration file (training-setups.md): each key optional; a bad
// or empty value fails naming the file, line and key, and torchtune's names for the keys get ours as
// their "did you mean". Its keys are the rows of TrainingFields (core/model), read and written here by
// their type.
#include "config/ConfigurationSection.h"

#include "config/SectionTable.h"
#include "model/TrainingFields.h"

#include <yaml-cpp/yaml.h>

namespace {

using Table = SectionTable<TrainingSetup>;
using Key = Table::Key;
using TrainingFields::Field;
using TrainingFields::Type;

/// Fails "<file>:<line>: training.<key>: the value is empty; <hint>" for `key:` with nothing, `~` or
/// '' (a training key is never left out silently).
void requireValue(const YamlReader &r, const YamlField &f, const QString &hint)
{
    if (YamlReader::isNull(f) || (f.value.IsScalar() && r.text(f, true).isEmpty()))
        r.fail(f, QStringLiteral("the value is empty; %1").arg(hint));
}

/// Reads `field`'s value of the YAML node: numbers as YAML numbers in the field's range, a list of
/// LoRA targets as a YAML list, other values as text, as the CLI reads them (a switch's error names
/// the key: "unknown torch_compile value 'x'").
void readValue(const Field &field, const YamlReader &r, const YamlField &f, TrainingSetup &t)
{
    requireValue(r, f, field.emptyHint);
    switch (field.type) {
    case Type::Integer:
        field.setValue(t, int(r.integer(f, qint64(field.minimum), qint64(field.maximum))));
        return;
    case Type::Number: {
        const double value = r.finiteNumber(f, field.minimum, false);
        if (value > field.maximum)
            r.fail(f,
                QStringLiteral("%1 must be at most %2 %3")
                    .arg(field.noun)
                    .arg(field.maximum)
                    .arg(field.unit));
        field.setValue(t, value);
        return;
    }
    case Type::TargetList:
        if (f.value.IsSequence()) {
            const QStringList items = r.textList(f);
            field.setValue(t, ConfigurationDocument::located(r, f, [&] {
                return TrainingSetup::parseLoraTargets(items, f.key);
            }));
            return;
        }
        break;
    case Type::Choice:
    case Type::Switch:
        break;
    }
    ConfigurationDocument::parsed(r, f, [&](const QString &text, const QString &what) {
        field.read(t, text, what, field.key, {});
        return true;
    });
}

/// Writes `key: value` unless the value is an opt-in left at its default.
void writeValue(const Field &field, YamlWriter &w, const QString &key, const TrainingSetup &t)
{
    // Under a stack every value is written: reading it back applies the stack's defaults first.
    if (!field.alwaysWritten && field.isDefault(t) && !t.stack)
        return;
    w.key(key);
    field.write(w, t);
}

const Table &table()
{
    static const Table table = [] {
        QList<Key> keys;
        // torchtune's names for our keys: an unknown key spelt so is pointed to ours.
        QHash<QString, QString> hints;
        for (const Field &field : TrainingFields::all()) {
            if (field.key == TrainingFields::kMemoryMarginKey)
                continue; // a feasibility setting: `feasibility.margin` (FeasibilitySection.cpp)
            Key key {field.key,
                [&field](
                    const YamlReader &r, const YamlField &f, TrainingSetup &t) { readValue(field, r, f, t); },
                [&field](YamlWriter &w, const QString &name, const TrainingSetup &t) {
                    writeValue(field, w, name, t);
                }};
            key.readsNull = true;
            keys.append(key);
            if (!field.otherToolKey.isEmpty())
                hints.insert(field.otherToolKey, field.key);
        }
        return Table(QStringLiteral("training"), keys, hints);
    }();
    return table;
}

/// A `stack:` key sets its stack's defaults under every other key the section gives (in any order).
void applyStack(const YamlField &section, TrainingSetup &read)
{
    if (!read.stack || !ConfigurationDocument::hasKey(section.value, QStringLiteral("stack")))
        return;
    TrainingSetup withDefaults = read;
    withDefaults.applyStackDefaults(*read.stack);
    for (const Field &field : TrainingFields::all())
        if (field.key != u"stack" && ConfigurationDocument::hasKey(section.value, field.key))
            field.setValue(withDefaults, field.value(read));
    read = withDefaults;
}

} // namespace

ConfigurationSection ConfigurationSection::training()
{
    const auto read = [](const YamlReader &reader, const YamlField &section, Reading &in) {
        table().read(reader, section, in.config.training);
        applyStack(section, in.config.training);
        // Where the precision was read: an fp8 that the GPU cannot run fails later, naming this line.
        const QString precisionKey = QStringLiteral("precision");
        if (ConfigurationDocument::hasKey(section.value, precisionKey)) {
            const YAML::Node value = ConfigurationDocument::valueOf(section.value, precisionKey);
            const QString key = QStringLiteral("training.precision");
            in.config.origins.insert(key,
                ConfigurationDocument::originOf(reader,
                    YamlField {value, key, ConfigurationDocument::keyLine(section.value, precisionKey)},
                    TrainingSetup::name(in.config.training.precision)));
        }
    };
    // Written when it is not AutoConf's stack (or accumulates gradients, or overlaps TP communication), or
    // the source had the section.
    const auto write = [](YamlWriter &writer, const Configuration &config, const YAML::Node &source) {
        const TrainingSetup &t = config.training;
        if (!t.isAutoconfStack() || t.gradientAccumulationSteps != 1 || t.tpCommOverlap || t.stack
            || !t.pipelineSplit().isEven() || ConfigurationDocument::hasKey(source, table().name()))
            table().write(writer, t, source);
    };
    return {table().name(), read, write};
}
