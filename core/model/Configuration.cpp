#include "model/Configuration.h"

#include <QFileInfo>

QDir Configuration::baseFolder() const
{
    return sourcePath.isEmpty() ? QDir::current() : QFileInfo(sourcePath).absoluteDir();
}

QString Configuration::resolvePath(const QString &value, const QStringList &builtInNames) const
{
    const QString trimmed = value.trimmed();
    if (trimmed.isEmpty() || QFileInfo(trimmed).isAbsolute())
        return trimmed;
    for (const QString &name : builtInNames)
        if (trimmed.compare(name, Qt::CaseInsensitive) == 0)
            return trimmed;
    return baseFolder().absoluteFilePath(trimmed);
}

QString PredictorSettings::defaultPowerModel()
{
    // roofline_power: each phase of the roofline's step at its own power, counted with the node's host
    // share (energy_power auto); Kavier's flat power reads measured training draw at about 40 %
    // (docs/user-guide.md "Power that follows the work"). kavier_power stays one setting away.
    return PredictorId::RooflinePower.toString();
}
