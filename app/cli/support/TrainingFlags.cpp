#include "support/TrainingFlags.h"

#include "support/ArgumentParsing.h"
#include "support/CommandLine.h"

#include "model/TrainingFields.h"

namespace cli {

void addTrainingOptions(QCommandLineParser &parser)
{
    for (const TrainingFields::Field &field : TrainingFields::all())
        parser.addOption({field.flag, field.flagHelp, field.flagValueName});
}

const QHash<QString, QString> &trainingFlagHints()
{
    static const QHash<QString, QString> hints = [] {
        QHash<QString, QString> flags;
        for (const TrainingFields::Field &field : TrainingFields::all())
            if (!field.otherToolKey.isEmpty())
                flags.insert(QString(field.otherToolKey).replace(u'_', u'-'), field.flag);
        return flags;
    }();
    return hints;
}

void applyTrainingFlags(const CommandLine &commandLine, Configuration &config)
{
    const TrainingFields::NumberSyntax syntax {
        [](const QString &text, const QString &flag, qint64 minimum, qint64 maximum) {
            return parseInteger(text, flag, minimum, maximum);
        },
        &parseNumber};
    // --stack first: its defaults, then every explicit flag over them (step-time-model.md §8.5).
    const QString stackFlag = QStringLiteral("stack");
    if (commandLine.isSet(stackFlag)) {
        TrainingFields::find(stackFlag)->read(
            config.training, commandLine.value(stackFlag), QStringLiteral("--stack"), stackFlag, syntax);
        if (config.training.stack)
            config.training.applyStackDefaults(*config.training.stack);
    }
    for (const TrainingFields::Field &field : TrainingFields::all())
        if (field.flag != stackFlag && commandLine.isSet(field.flag))
            field.read(config.training, commandLine.value(field.flag), QStringLiteral("--") + field.flag,
                field.flag, syntax);
}

} // namespace cli
