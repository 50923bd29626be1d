// The row builders of the training-setup table (TrainingFieldRows.h).
#include "model/TrainingFieldRows.h"

namespace TrainingFieldRows {

using TS = TrainingSetup;

namespace {

/// "precisionComboBox" for `precision`: the key in camel case and the editor's kind.
QString editorName(const QString &key, Type type)
{
    QString name;
    bool upper = false;
    for (const QChar c : key) {
        if (c == u'_')
            upper = true;
        else
            name += upper ? c.toUpper() : c;
        if (c != u'_')
            upper = false;
    }
    switch (type) {
    case Type::Switch:
        return name + QStringLiteral("CheckBox");
    case Type::Integer:
    case Type::Number:
        return name + QStringLiteral("SpinBox");
    case Type::Choice:
    case Type::TargetList:
        break;
    }
    return name + QStringLiteral("ComboBox");
}

} // namespace

/// The parts every row has; the type's helper below adds how the value is read and written.
Field row(
    const char16_t *key, const char16_t *flag, Type type, const QStringList &choices, const QString &hint)
{
    Field f;
    f.key = QString::fromUtf16(key);
    f.flag = QString::fromUtf16(flag);
    f.type = type;
    f.choices = choices;
    f.emptyHint = hint;
    f.objectName = editorName(f.key, type);
    return f;
}

QString chooseFrom(const QStringList &names)
{
    return QStringLiteral("choose from ") + names.join(QStringLiteral(", "));
}

/// An on/off value; a bad one is "<what>: unknown <spelling> value 'x'; choose from on, off".
Field onOff(const char16_t *key, const char16_t *flag, bool TS::*member)
{
    const QStringList names {QStringLiteral("on"), QStringLiteral("off")};
    Field f = row(key, flag, Type::Switch, names, chooseFrom(names));
    f.flagValueName = names.join(u'|');
    f.value = [member](const TS &t) { return QVariant(t.*member); };
    f.setValue = [member](TS &t, const QVariant &v) { t.*member = v.toBool(); };
    f.read = [member](TS &t, const QString &text, const QString &what, const QString &spelling,
                 const NumberSyntax &) {
        t.*member = TS::parseSwitch(text, what, spelling + QStringLiteral(" value"));
    };
    f.write = [member](YamlWriter &w, const TS &t) { w.boolean(t.*member); };
    return f;
}

/// A whole number in [minimum, maximum].
Field integer(const char16_t *key, const char16_t *flag, int TS::*member, qint64 minimum, qint64 maximum,
    const char16_t *noun)
{
    Field f = row(key, flag, Type::Integer, {},
        QStringLiteral("give a whole number from %1 to %2").arg(minimum).arg(maximum));
    f.minimum = double(minimum);
    f.maximum = double(maximum);
    f.noun = QString::fromUtf16(noun);
    f.value = [member](const TS &t) { return QVariant(t.*member); };
    f.setValue = [member](TS &t, const QVariant &v) { t.*member = v.toInt(); };
    f.write = [member](YamlWriter &w, const TS &t) { w.integer(t.*member); };
    f.setInteger = [member, minimum, maximum, noun = f.noun](TS &t, qint64 n, const QString &what) {
        t.*member = int(TrainingFields::checkedInteger(n, minimum, maximum, noun, what));
    };
    f.read = [minimum, maximum, set = f.setInteger](TS &t, const QString &text, const QString &what,
                 const QString &,
                 const NumberSyntax &syntax) { set(t, syntax.integer(text, what, minimum, maximum), what); };
    return f;
}

/// A finite number of `unit` in [minimum, maximum].
Field number(const char16_t *key, const char16_t *flag, double TS::*member, double minimum, double maximum,
    const char16_t *unit, const char *unitSuffix, const char16_t *noun)
{
    const QString unitText = QString::fromUtf16(unit);
    Field f = row(key, flag, Type::Number, {},
        QStringLiteral("give a number of %1 from %2 to %3").arg(unitText).arg(minimum).arg(maximum));
    f.minimum = minimum;
    f.maximum = maximum;
    f.unit = unitText;
    f.unitSuffix = unitSuffix;
    f.noun = QString::fromUtf16(noun);
    f.value = [member](const TS &t) { return QVariant(t.*member); };
    f.setValue = [member](TS &t, const QVariant &v) { t.*member = v.toDouble(); };
    f.write = [member](YamlWriter &w, const TS &t) { w.number(t.*member); };
    f.setNumber = [member, minimum, maximum, unitText, noun = f.noun](TS &t, double n, const QString &what) {
        t.*member = TrainingFields::checkedNumber(n, minimum, maximum, unitText, noun, what);
    };
    f.read = [minimum, set = f.setNumber](TS &t, const QString &text, const QString &what, const QString &,
                 const NumberSyntax &syntax) { set(t, syntax.number(text, what, minimum), what); };
    return f;
}

/// The LoRA target matrices (TrainingSetup::parseLoraTargets).
Field targets(
    const char16_t *key, const char16_t *flag, QStringList TS::*member, const QStringList &suggested)
{
    Field f = row(key, flag, Type::TargetList, suggested,
        QStringLiteral("name matrices such as q_proj,v_proj or all-linear"));
    f.value = [member](const TS &t) { return QVariant(t.*member); };
    f.setValue = [member](TS &t, const QVariant &v) { t.*member = v.toStringList(); };
    f.write = [member](YamlWriter &w, const TS &t) {
        if (t.*member == TS::loraTargetNames())
            w.text(QStringLiteral("all-linear"));
        else
            w.textList(t.*member);
    };
    f.read = [member](TS &t, const QString &text, const QString &what, const QString &,
                 const NumberSyntax &) { t.*member = TS::parseLoraTargets(text, what); };
    return f;
}

/// Adds the CLI's value name and help and the GUI's label and tool tip to `f`.
Field described(
    Field f, const char16_t *valueName, const QString &help, const char *label, const char *toolTip)
{
    if (valueName)
        f.flagValueName = QString::fromUtf16(valueName);
    f.flagHelp = help;
    f.label = label;
    f.toolTip = toolTip;
    return f;
}

/// A value written only while it is not its default: a memory saver (`saverName`, what saverNames()
/// calls it when on; `otherToolKey`, torchtune's key for it) or another opt-in (both null).
Field optIn(Field f, const char16_t *saverName, const char16_t *otherToolKey)
{
    f.alwaysWritten = false;
    if (saverName)
        f.saverName = QString::fromUtf16(saverName);
    if (otherToolKey)
        f.otherToolKey = QString::fromUtf16(otherToolKey);
    return f;
}

QString alternatives(const QStringList &names)
{
    return names.join(u'|');
}

/// A pipeline-split row (PipelineSplit): an opt-in that the layout reads, not the data-parallel memory model.
Field pipelineRow(Field f, const QString &help, const char *label, const char *toolTip)
{
    f.memoryModel = false;
    return optIn(
        described(f, f.type == Type::Integer ? u"n" : nullptr, help, label, toolTip), nullptr, nullptr);
}

} // namespace TrainingFieldRows
