#include "runs/TrainingLog.h"

#include "common/CoastlineError.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace {

const QString &formatName(TrainingLog::Format format)
{
    static const QStringList names = TrainingLog::formatNames();
    return names.at(int(format));
}

[[noreturn]] void malformed(const QString &file, int line, TrainingLog::Format format, const QString &what)
{
    throw CoastlineError(
        ErrorMessage(ErrorCode::LogMalformed).arg(file).arg(line).arg(formatName(format), what));
}

/// A number as logs print it: digits with optional thousands commas, decimals and exponent; > 0 and finite.
std::optional<double> positive(QString text)
{
    text.remove(u',');
    bool ok = false;
    const double x = text.toDouble(&ok);
    return ok && std::isfinite(x) && x > 0 ? std::optional<double>(x) : std::nullopt;
}

double required(const QRegularExpressionMatch &m, int group, const QString &file, int line,
    TrainingLog::Format format, const QString &what)
{
    const std::optional<double> x = m.hasMatch() ? positive(m.captured(group)) : std::nullopt;
    if (!x)
        malformed(file, line, format,
            QStringLiteral("%1: expected a number > 0, got '%2'")
                .arg(what, m.hasMatch() ? m.captured(group) : QString()));
    return *x;
}

/// A whole count (step, global batch) read by required(): also at most 1e15, so that it converts to qint64
/// without overflow (no log reaches 1e15 steps or samples).
qint64 requiredCount(const QRegularExpressionMatch &m, int group, const QString &file, int line,
    TrainingLog::Format format, const QString &what)
{
    const double x = required(m, group, file, line, format, what);
    if (x > 1e15)
        malformed(file, line, format,
            QStringLiteral("%1: expected a count up to 1e15, got '%2'").arg(what, m.captured(group)));
    return qint64(x);
}

/// A step number from JSON, where it is informative only: 0 (unknown) unless finite and in [0, 1e15].
qint64 optionalStep(double x)
{
    return std::isfinite(x) && x >= 0 && x <= 1e15 ? qint64(x) : 0;
}

void torchtitanLine(const QString &text, int line, const QString &file, TrainingLog &log)
{
    static const QRegularExpression step(QStringLiteral("\\bstep:\\s*(\\S+)"));
    static const QRegularExpression tps(QStringLiteral("\\btps:\\s*(\\S+)"));
    if (!text.contains(QLatin1String("tps:")))
        return;
    TrainingLog::Measurement m;
    m.line = line;
    m.step = requiredCount(step.match(text), 1, file, line, log.format, QStringLiteral("step"));
    m.tokensPerSecondPerGpu = required(tps.match(text), 1, file, line, log.format, QStringLiteral("tps"));
    log.measurements.append(m);
}

void megatronLine(const QString &text, int line, const QString &file, TrainingLog &log)
{
    static const QRegularExpression elapsed(
        QStringLiteral("elapsed time per iteration \\(ms\\):\\s*([^|\\s]+)"));
    static const QRegularExpression iteration(QStringLiteral("iteration\\s+(\\d+)\\s*/"));
    static const QRegularExpression batch(QStringLiteral("global batch size:\\s*([^|\\s]+)"));
    if (!text.contains(QLatin1String("elapsed time per iteration")))
        return;
    TrainingLog::Measurement m;
    m.line = line;
    m.secondsPerStep = required(elapsed.match(text), 1, file, line, log.format,
                           QStringLiteral("elapsed time per iteration (ms)"))
        / 1000.0;
    if (const QRegularExpressionMatch it = iteration.match(text); it.hasMatch())
        m.step = it.captured(1).toLongLong();
    if (const QRegularExpressionMatch b = batch.match(text); b.hasMatch()) {
        m.globalBatch = requiredCount(b, 1, file, line, log.format, QStringLiteral("global batch size"));
        log.globalBatch = m.globalBatch;
    }
    log.measurements.append(m);
}

void hfTrainerLine(const QString &text, int line, const QString &file, TrainingLog &log)
{
    static const QRegularExpression rate(
        QStringLiteral("['\"]train_samples_per_second['\"]\\s*:\\s*([^,}\\s]+)"));
    if (!text.contains(QLatin1String("train_samples_per_second")))
        return;
    TrainingLog::Measurement m;
    m.line = line;
    m.samplesPerSecond
        = required(rate.match(text), 1, file, line, log.format, QStringLiteral("train_samples_per_second"));
    log.measurements.append(m);
}

void hfTrainerState(const QByteArray &json, const QString &file, TrainingLog &log)
{
    QJsonParseError error {};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (!doc.isObject())
        malformed(file, 1, log.format, QStringLiteral("not a trainer_state.json: ") + error.errorString());
    for (const QJsonValue &entry : doc.object().value(QStringLiteral("log_history")).toArray()) {
        const QJsonValue rate = entry.toObject().value(QStringLiteral("train_samples_per_second"));
        if (rate.isUndefined())
            continue;
        if (!rate.isDouble() || !(rate.toDouble() > 0) || !std::isfinite(rate.toDouble()))
            malformed(file, 1, log.format, QStringLiteral("train_samples_per_second: expected a number > 0"));
        TrainingLog::Measurement m;
        m.line = 1;
        m.step = optionalStep(entry.toObject().value(QStringLiteral("step")).toDouble());
        m.samplesPerSecond = rate.toDouble();
        log.measurements.append(m);
    }
}

void mllogLine(const QString &text, int line, const QString &file, TrainingLog &log)
{
    const qsizetype at = text.indexOf(QLatin1String(":::MLLOG"));
    if (at < 0)
        return;
    QJsonParseError error {};
    const QJsonDocument doc = QJsonDocument::fromJson(text.mid(at + 8).trimmed().toUtf8(), &error);
    if (!doc.isObject())
        malformed(file, line, log.format, QStringLiteral("not JSON after :::MLLOG: ") + error.errorString());
    const QJsonObject o = doc.object();
    const QString key = o.value(QStringLiteral("key")).toString();
    if (key == QLatin1String("global_batch_size")) {
        const double b = o.value(QStringLiteral("value")).toDouble();
        if (!(b >= 1) || b > 1e12)
            malformed(
                file, line, log.format, QStringLiteral("global_batch_size: expected a whole number >= 1"));
        log.globalBatch = qint64(b);
        return;
    }
    if (key != QLatin1String("tracked_stats"))
        return;
    const QJsonValue throughput
        = o.value(QStringLiteral("value")).toObject().value(QStringLiteral("throughput"));
    if (throughput.isUndefined())
        return;
    if (!throughput.isDouble() || !(throughput.toDouble() > 0) || !std::isfinite(throughput.toDouble()))
        malformed(file, line, log.format, QStringLiteral("tracked_stats throughput: expected a number > 0"));
    TrainingLog::Measurement m;
    m.line = line;
    const QJsonValue step = o.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("step"));
    m.step = optionalStep(step.isArray() ? step.toArray().last().toDouble() : step.toDouble());
    m.samplesPerSecond = throughput.toDouble();
    log.measurements.append(m);
}

} // namespace

QStringList TrainingLog::formatNames()
{
    return {QStringLiteral("torchtitan"), QStringLiteral("megatron"), QStringLiteral("hf-trainer"),
        QStringLiteral("mllog")};
}

TrainingLog::Format TrainingLog::parseFormat(const QString &name)
{
    const int i = int(formatNames().indexOf(name.trimmed().toLower()));
    if (i < 0)
        throw CoastlineError(
            ErrorMessage(ErrorCode::UnknownValue)
                .arg(QStringLiteral("--from"), name, formatNames().join(QStringLiteral(", "))));
    return Format(i);
}

QString TrainingLog::stackOf(Format format)
{
    switch (format) {
    case Format::Torchtitan:
        return QStringLiteral("torchtitan");
    case Format::Megatron:
        return QStringLiteral("megatron");
    case Format::HfTrainer:
        return QStringLiteral("hf-trainer");
    case Format::Mllog:
        return {};
    }
    return {};
}

TrainingLog TrainingLog::parse(Format format, const QByteArray &text, const QString &file, int skipFirst)
{
    TrainingLog log;
    log.format = format;
    // A trainer_state.json is one JSON object; a Trainer log's dict lines also start with '{' but are no
    // JSON.
    if (format == Format::HfTrainer && text.trimmed().startsWith('{')
        && QJsonDocument::fromJson(text).isObject()) {
        hfTrainerState(text, file, log);
    } else {
        const QList<QByteArray> lines = text.split('\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            // Colour codes (torchtitan colours its metric line) are not part of the text.
            static const QRegularExpression ansi(QStringLiteral("\x1b\\[[0-9;]*[A-Za-z]"));
            const QString line = QString::fromUtf8(lines[i]).remove(ansi);
            const int number = int(i + 1);
            switch (format) {
            case Format::Torchtitan:
                torchtitanLine(line, number, file, log);
                break;
            case Format::Megatron:
                megatronLine(line, number, file, log);
                break;
            case Format::HfTrainer:
                hfTrainerLine(line, number, file, log);
                break;
            case Format::Mllog:
                mllogLine(line, number, file, log);
                break;
            }
        }
    }
    if (!log.measurements.isEmpty()) {
        log.skipped = int(std::min<qsizetype>(std::max(0, skipFirst), log.measurements.size() - 1));
        log.measurements.remove(0, log.skipped);
    }
    if (log.measurements.isEmpty())
        throw CoastlineError(ErrorMessage(ErrorCode::LogNoSteps).arg(file, formatName(format)));
    return log;
}

std::optional<double> TrainingLog::median(std::optional<double> Measurement::*field) const
{
    QList<double> values;
    for (const Measurement &m : measurements)
        if (m.*field)
            values.append(*(m.*field));
    if (values.isEmpty())
        return std::nullopt;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}
