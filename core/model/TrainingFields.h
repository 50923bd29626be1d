#pragma once

#include "model/TrainingSetup.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <functional>

class YamlWriter;

/// The one table of training-setup values (issue 32; training-setups.md): every value of TrainingSetup
/// with its configuration key, CLI flag, type, range, default, unit, help text and GUI label, and how it
/// is read from text and written. The `training:` section of a configuration (reading, writing, "did you
/// mean"), the training flags of coastline-cli (declaration, --help, parsing), the training columns of a
/// measured-memory CSV (MemoryCheck) and the GUI's "Training setup" form all read it, in table order.
/// Adding a value is one row here and its member in TrainingSetup.h (plus its use, e.g. MemoryModel).
namespace TrainingFields {

/// The translation context of `label`, `toolTip`, `choiceLabels` and `unitSuffix` (the form's, so the
/// translations of translations/*.ts stay valid).
inline constexpr const char *kTranslationContext = "TrainingSetupForm";

/// The key of the memory margin's row (issue 37): its configuration key is `feasibility.margin`, read
/// and written by the `feasibility:` section, not under `training:`; its CLI flag is --memory-margin.
inline constexpr const char16_t *kMemoryMarginKey = u"memory_margin";

/// How a value is given and shown.
enum class Type {
    Choice, ///< one of `choices` (a named value: precision, optimizer, …); a combo box
    Switch, ///< on/off (also true/false, yes/no, 1/0); a check box
    Integer, ///< a whole number in [minimum, maximum]; a spin box
    Number, ///< a finite number in [minimum, maximum] `unit`; a decimal spin box
    TargetList, ///< LoRA target matrices: `all-linear` or comma-separated names; an editable combo box
};

/// How an entry point turns text into a number, with its own wording for text that is none (the CLI's
/// parseInteger/parseNumber, a CSV's CsvTable::integer/number). Each throws CoastlineError.
struct NumberSyntax
{
    std::function<qint64(const QString &text, const QString &what, qint64 minimum, qint64 maximum)> integer;
    std::function<double(const QString &text, const QString &what, double minimum)> number;
};

/// One training-setup value.
struct Field
{
    QString key; ///< configuration key under `training:` and measured-memory CSV column ("torch_compile")
    QString flag; ///< CLI flag without the leading "--" ("torch-compile")
    Type type = Type::Choice;
    /// Choice: the names errors, help and the config's empty-value hint list (aliases are accepted, not
    /// listed); Switch: on, off; TargetList: the GUI's suggested lists.
    QStringList choices;
    double minimum = 0; ///< Integer and Number: the smallest value accepted
    double maximum = 0; ///< Integer and Number: the largest value accepted
    QString unit; ///< Number: the unit of the value ("GiB"); empty for counts and names
    /// Integer and Number: what the range error calls the value ("the LoRA rank": "<what>: the LoRA
    /// rank must be between 1 and 65536, got 0").
    QString noun;
    QVariant defaultValue; ///< value() of a default TrainingSetup (the member's initialiser)
    /// Another tool's key for this one (torchtune's `optimizer_in_bwd`), pointed to ours in "did you
    /// mean"; with `_` as `-`, the same for the flag. Empty when none.
    QString otherToolKey;
    bool alwaysWritten = true; ///< false: the config writer leaves the value out while it is the default
    /// The config's "the value is empty; <hint>" hint, e.g. "choose from on, off".
    QString emptyHint;
    QString flagValueName; ///< --help: the flag's value name ("on|off")
    QString flagHelp; ///< --help: the flag's description
    const char *label = ""; ///< GUI: the row label, or a check box's text (translatable)
    const char *toolTip = nullptr; ///< GUI: the editor's tool tip (translatable), or none
    QList<const char *> choiceLabels; ///< Choice: the GUI's text of each of `choices` (translatable)
    /// Choice: a number for each of `choices` that its label's %1 shows (the precision's bytes per
    /// parameter, from PrecisionTraits); empty when the labels hold none.
    QList<double> choiceNumbers;
    const char *unitSuffix = nullptr; ///< Number: the spin box's suffix (translatable, " GiB")
    QString objectName; ///< GUI: the editor's object name ("torchCompileCheckBox")
    /// The saver's usual name while the value is not its default ("torch.compile"); empty when the
    /// value is no memory saver. TrainingSetup::saverNames() lists these.
    QString saverName;
    /// Whether the memory model reads the value (a measured-memory CSV reads only these columns).
    bool memoryModel = true;

    /// The value in `setup`: a Choice's name, a Switch's bool, an Integer's int, a Number's double, a
    /// TargetList's canonical QStringList.
    std::function<QVariant(const TrainingSetup &setup)> value;
    /// Sets the value from value()'s form (the GUI); a Choice's name is parsed (unknown: CoastlineError).
    std::function<void(TrainingSetup &setup, const QVariant &value)> setValue;
    /// Sets the value from `text` given for `what` (a flag, "<file>:<line>: column 'c'", a config key),
    /// numbers through `syntax`; throws CoastlineError "<what>: …" for a bad value. `spelling` is how the
    /// input names the value (key or flag): a Switch's error says "unknown <spelling> value 'x'".
    std::function<void(TrainingSetup &setup, const QString &text, const QString &what,
        const QString &spelling, const NumberSyntax &syntax)>
        read;
    /// Writes the value (its key written already) as a configuration's `training:` section holds it: a
    /// name (a number when it is one: `fsdp_version: 2`), a bool, a number, or the LoRA targets
    /// (`all-linear` or a list).
    std::function<void(YamlWriter &writer, const TrainingSetup &setup)> write;
    /// Integer: sets a number already read, after the range check ("<what>: <noun> must be between …").
    std::function<void(TrainingSetup &setup, qint64 number, const QString &what)> setInteger;
    /// Number: the same for a decimal number (also refused: NaN and infinities).
    std::function<void(TrainingSetup &setup, double number, const QString &what)> setNumber;

    /// True when `setup` holds the default value.
    bool isDefault(const TrainingSetup &setup) const { return value(setup) == defaultValue; }
};

/// Every value, in the order of the config section, the CLI's --help and the GUI form.
const QList<Field> &all();
/// The field whose key is `key`, or nullptr.
const Field *find(const QString &key);
/// `value` when minimum ≤ value ≤ maximum; else throws CoastlineError "<what>: <noun> must be between
/// <minimum> and <maximum>, got <value>".
qint64 checkedInteger(qint64 value, qint64 minimum, qint64 maximum, const QString &noun, const QString &what);
/// `value` when finite and minimum ≤ value ≤ maximum; else throws CoastlineError "<what>: <noun> must be
/// between <minimum> and <maximum> <unit>, got <value>".
double checkedNumber(double value, double minimum, double maximum, const QString &unit, const QString &noun,
    const QString &what);
/// The keys of the fields the memory model reads, in table order ("precision, optimizer, …").
QStringList memoryModelKeys();

} // namespace TrainingFields
