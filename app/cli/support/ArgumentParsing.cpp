#include "support/ArgumentParsing.h"

#include "common/CoastlineError.h"
#include "common/NamedChoice.h"
#include "model/Candidate.h"
#include "model/Workload.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace cli {

QString normaliseMethod(const QString &text, const QString &flag)
{
    if (const std::optional<QString> method = normalisedMethod(text))
        return *method;
    // At most one edit per three characters: 'lorra' suggests lora, 'foo' nothing.
    const QString close = NamedChoice::closest(text, fineTuningMethods(),
        std::clamp(int(text.trimmed().size()) / 3, 1, 3), NamedChoice::forgivingKey);
    throw CoastlineError(
        QStringLiteral("%1: unknown method '%2'%3; valid methods: %4")
            .arg(flag, text, NamedChoice::didYouMean(close), fineTuningMethods().join(QStringLiteral(", "))));
}

qint64 parseInteger(const QString &text, const QString &flag, qint64 minimum, qint64 maximum)
{
    static const QRegularExpression wholeNumber(QStringLiteral("^[+-]?[0-9]+$"));
    const QString trimmed = text.trimmed();
    auto above = [&] {
        return CoastlineError(
            QStringLiteral("%1: %2 is above the maximum %3").arg(flag, trimmed).arg(maximum));
    };
    if (!wholeNumber.match(trimmed).hasMatch()) {
        // As in a configuration file: a whole number may be written 1e3 or 4.0.
        bool ok = false;
        const double value = trimmed.toDouble(&ok);
        if (!ok || std::isnan(value) || (std::isfinite(value) && value != std::floor(value)))
            throw CoastlineError(QStringLiteral("%1: expected a whole number, got '%2'").arg(flag, text));
        if (value < double(minimum))
            throw CoastlineError(
                QStringLiteral("%1: must be at least %2, got %3").arg(flag).arg(minimum).arg(trimmed));
        if (value > double(maximum))
            throw above();
        return qint64(value);
    }
    bool ok = false;
    const qint64 value = trimmed.toLongLong(&ok);
    if (!ok) { // digits only, so it overflowed
        if (trimmed.startsWith(u'-'))
            throw CoastlineError(
                QStringLiteral("%1: must be at least %2, got %3").arg(flag).arg(minimum).arg(trimmed));
        throw above();
    }
    if (value < minimum)
        throw CoastlineError(
            QStringLiteral("%1: must be at least %2, got %3").arg(flag).arg(minimum).arg(value));
    if (value > maximum)
        throw above();
    return value;
}

double parseNumber(const QString &text, const QString &flag, double minimum)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(value))
        throw CoastlineError(QStringLiteral("%1: expected a finite number, got '%2'").arg(flag, text));
    if (value < minimum)
        throw CoastlineError(
            QStringLiteral("%1: must be at least %2, got %3").arg(flag).arg(minimum).arg(text));
    return value;
}

QString validatedName(const QString &name, PredictorName::Kind kind, const QString &flag)
{
    try {
        return PredictorName::validated(name, kind);
    } catch (const CoastlineError &e) {
        throw CoastlineError(QStringLiteral("%1: %2").arg(flag, e.message()));
    }
}

QString lookupFlag(const QString &value)
{
    if (value.trimmed().compare(u"default", Qt::CaseInsensitive) == 0)
        return QStringLiteral("default");
    if (value.trimmed().isEmpty())
        throw CoastlineError(QStringLiteral("--lookup: expected a measured-runs CSV file or 'default'"));
    if (QFileInfo(value).isDir())
        throw CoastlineError(QStringLiteral("--lookup: %1: it is a folder, not a file").arg(value));
    if (!QFileInfo::exists(value)) // devices and FIFOs are read with a size cap
        throw CoastlineError(QStringLiteral("--lookup: lookup CSV not found: %1").arg(value));
    return QFileInfo(value).absoluteFilePath(); // relative to the working directory, not to --config
}

QString modelFileFlag(const QString &value)
{
    if (!value.trimmed().isEmpty() && QFileInfo(value).isDir())
        throw CoastlineError(QStringLiteral("--model-file: %1: it is a folder, not a file").arg(value));
    if (value.trimmed().isEmpty() || !QFileInfo::exists(value))
        throw CoastlineError(QStringLiteral("--model-file: file not found: %1").arg(value));
    return QFileInfo(value).absoluteFilePath();
}

void applyModelFileFlag(const QString &value, Configuration &config)
{
    config.predictors.modelFile = modelFileFlag(value);
    config.origins.insert(QStringLiteral("predictors.model_file"),
        {QStringLiteral("--model-file %1").arg(config.predictors.modelFile), config.predictors.modelFile});
}

QCommandLineOption modelFileOption()
{
    return {QStringLiteral("model-file"),
        QStringLiteral(
            "Model file of a learned --predictor or --fallback (written by tune); without one, the "
            "model is trained on the measured runs in use (seed 42)."),
        QStringLiteral("file")};
}

double parseInterNodeGbps(const QString &text, const QString &flag)
{
    const double gbps = parseNumber(text, flag, 0.0);
    if (!(gbps >= Infrastructure::kMinInterNodeGbps) || gbps > Infrastructure::kMaxInterNodeGbps)
        throw CoastlineError(
            QStringLiteral("%1: the inter-node bandwidth must be from 1 to %2 Gbit/s per node, got %3")
                .arg(flag)
                .arg(Infrastructure::kMaxInterNodeGbps)
                .arg(text));
    return gbps;
}

} // namespace cli
