#pragma once

#include "io/YamlWriter.h"
#include "model/TrainingFields.h"

#include <QList>
#include <QString>
#include <QStringList>

/// The row builders of the training-setup table (TrainingFields.cpp): one per kind of value (a named
/// choice, on/off, a whole number, a number with a unit, the LoRA targets), each filling a Field's key,
/// flag, editor name and empty-value hint and how the value is read, shown and written; and the helpers
/// that add a row's help, label and tool tip or make it an opt-in.
namespace TrainingFieldRows {

using TrainingFields::Field;
using TrainingFields::NumberSyntax;
using TrainingFields::Type;

/// The parts every row has (key, flag, type, choices, empty-value hint and the GUI editor's object
/// name, "precisionComboBox" for `precision`); the type's builder adds how the value is read and written.
Field row(
    const char16_t *key, const char16_t *flag, Type type, const QStringList &choices, const QString &hint);
/// "choose from a, b, c".
QString chooseFrom(const QStringList &names);
/// "a|b|c": the alternatives as --help lists them.
QString alternatives(const QStringList &names);

/// A named value of `names`: read with its parse function, shown and written by its name. `hint`: the
/// config's empty-value hint when not "choose from <names>".
template<typename Value>
Field choice(const char16_t *key, const char16_t *flag, Value TrainingSetup::*member,
    Value (*parse)(const QString &text, const QString &what), const QStringList &names,
    const QList<const char *> &labels, const char16_t *hint = nullptr)
{
    Field f = row(key, flag, Type::Choice, names, hint ? QString::fromUtf16(hint) : chooseFrom(names));
    f.choiceLabels = labels;
    f.value = [member](const TrainingSetup &t) { return QVariant(TrainingSetup::name(t.*member)); };
    f.setValue = [member, parse](TrainingSetup &t, const QVariant &v) {
        t.*member = parse(v.toString(), QStringLiteral("training"));
    };
    f.read = [member, parse](TrainingSetup &t, const QString &text, const QString &what, const QString &,
                 const NumberSyntax &) { t.*member = parse(text, what); };
    f.write = [member](YamlWriter &w, const TrainingSetup &t) {
        const QString name = TrainingSetup::name(t.*member);
        bool isNumber = false;
        const int number = name.toInt(&isNumber);
        if (isNumber)
            w.integer(number);
        else
            w.text(name);
    };
    return f;
}

/// An on/off value; a bad one is "<what>: unknown <spelling> value 'x'; choose from on, off".
Field onOff(const char16_t *key, const char16_t *flag, bool TrainingSetup::*member);
/// A whole number in [minimum, maximum]; `noun` names it in the range error.
Field integer(const char16_t *key, const char16_t *flag, int TrainingSetup::*member, qint64 minimum,
    qint64 maximum, const char16_t *noun);
/// A finite number of `unit` in [minimum, maximum]; `unitSuffix` is the spin box's (translatable) suffix.
Field number(const char16_t *key, const char16_t *flag, double TrainingSetup::*member, double minimum,
    double maximum, const char16_t *unit, const char *unitSuffix, const char16_t *noun);
/// The LoRA target matrices (TrainingSetup::parseLoraTargets); `suggested`: the GUI's suggested lists.
Field targets(const char16_t *key, const char16_t *flag, QStringList TrainingSetup::*member,
    const QStringList &suggested);
/// Adds the CLI's value name and help and the GUI's label and tool tip to `f`.
Field described(Field f, const char16_t *valueName, const QString &help, const char *label,
    const char *toolTip = nullptr);
/// A value written only while it is not its default: a memory saver (`saverName`, what saverNames()
/// calls it when on; `otherToolKey`, torchtune's key for it) or another opt-in (both null).
Field optIn(Field f, const char16_t *saverName, const char16_t *otherToolKey);
/// A pipeline-split row (PipelineSplit): an opt-in that the layout reads, not the data-parallel memory model.
Field pipelineRow(Field f, const QString &help, const char *label, const char *toolTip);

} // namespace TrainingFieldRows
