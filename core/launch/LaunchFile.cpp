#include "launch/LaunchFile.h"

#include "common/BoundedFile.h"
#include "common/CoastlineError.h"
#include "common/InputLimits.h"
#include "launch/AccelerateLaunch.h"
#include "launch/DeepspeedLaunch.h"
#include "launch/LaunchPlan.h"
#include "launch/MegatronLaunch.h"
#include "launch/SlurmLaunch.h"
#include "launch/TorchtitanLaunch.h"

QList<LaunchFile::Output> LaunchFile::render(
    LaunchFormat format, const LaunchPlan &plan, const QString &path, QStringList *warnings)
{
    switch (format) {
    case LaunchFormat::Torchtitan:
        return {{path, TorchtitanLaunch::write(plan, warnings)}};
    case LaunchFormat::Megatron:
        return {{path, MegatronLaunch::write(plan, warnings)}};
    case LaunchFormat::Deepspeed:
        return {{path, DeepspeedLaunch::write(plan, warnings)}};
    case LaunchFormat::Slurm:
        return {{path, SlurmLaunch::write(plan, warnings)}};
    case LaunchFormat::Accelerate: {
        const QString config = AccelerateLaunch::writeConfig(plan, warnings);
        const QString arguments = AccelerateLaunch::writeArguments(plan);
        if (path.isEmpty())
            return {{path, config + QStringLiteral("---\n") + arguments}};
        return {{path, config}, {AccelerateLaunch::argumentsPath(path), arguments}};
    }
    }
    return {};
}

void LaunchFile::parse(LaunchFormat format, const QByteArray &text, LaunchReading &reading)
{
    switch (format) {
    case LaunchFormat::Torchtitan:
        TorchtitanLaunch::read(text, reading);
        break;
    case LaunchFormat::Megatron:
        MegatronLaunch::read(text, reading);
        break;
    case LaunchFormat::Accelerate:
        AccelerateLaunch::read(text, reading);
        break;
    case LaunchFormat::Deepspeed:
        DeepspeedLaunch::read(text, reading);
        break;
    case LaunchFormat::Slurm:
        throw CoastlineError(ErrorMessage(ErrorCode::LaunchUnknownFormat)
                                 .arg(reading.path, QStringLiteral("Slurm scripts are written, not read")));
    }
}

LaunchReading LaunchFile::read(const QString &path, const Configuration &base, const Catalog &catalog)
{
    const QByteArray text = BoundedFile::read(path, InputLimits::yamlFileBytes);
    const std::optional<LaunchFormat> format = LaunchFormats::detect(path, text);
    if (!format)
        throw CoastlineError(
            ErrorMessage(ErrorCode::LaunchUnknownFormat)
                .arg(path, QStringLiteral("no TOML table, YAML key, JSON object or --argument found")));
    LaunchReading reading(*format, path, base);
    parse(*format, text, reading);
    reading.finish(catalog);
    return reading;
}

QStringList LaunchFile::fieldLines(const LaunchReading &reading)
{
    QStringList lines;
    for (const LaunchValue &v : reading.read)
        if (v.kind != LaunchKeyType::Dict)
            lines.append(QStringLiteral("%1 = %2 (%3:%4)").arg(v.key, v.text(), reading.path).arg(v.line));
    return lines;
}
