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
    return PredictorId::KavierPower.toString();
}
