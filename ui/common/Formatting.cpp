#include "common/Formatting.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <cmath>

namespace Formatting {

QString integer(qint64 value)
{
    return QLocale().toString(value);
}

QString decimal(double value, int decimals)
{
    if (!std::isfinite(value))
        return QCoreApplication::translate("Formatting", "n/a");
    return QLocale().toString(value, 'f', decimals);
}

QString decimal(std::optional<double> value, int decimals)
{
    return value ? decimal(*value, decimals) : QString();
}

QString throughput(double tokensPerSecond)
{
    return decimal(tokensPerSecond, 1);
}
QString watts(double watts)
{
    return decimal(watts, 1);
}
QString score(double score)
{
    return decimal(score, 4);
}
QString gigabytes(double gb)
{
    return decimal(gb, 2);
}

QString duration(double seconds)
{
    if (!std::isfinite(seconds))
        return QCoreApplication::translate("Formatting", "n/a");
    const qint64 total = qint64(std::llround(seconds));
    const qint64 hours = total / 3600;
    const qint64 minutes = (total % 3600) / 60;
    if (hours > 0)
        return QCoreApplication::translate("Formatting", "%1 h %2 min").arg(integer(hours)).arg(minutes);
    if (minutes > 0)
        return QCoreApplication::translate("Formatting", "%1 min %2 s").arg(minutes).arg(total % 60);
    return QCoreApplication::translate("Formatting", "%1 s").arg(decimal(seconds, 1));
}

QString goalTitle(Goal goal)
{
    switch (goal) {
    case Goal::Performance:
        return QCoreApplication::translate("Formatting", "Performance");
    case Goal::Balanced:
        return QCoreApplication::translate("Formatting", "Balanced");
    case Goal::Energy:
        return QCoreApplication::translate("Formatting", "Energy");
    case Goal::Custom:
        return QCoreApplication::translate("Formatting", "Custom");
    case Goal::MinGpu:
        return QCoreApplication::translate("Formatting", "Min-GPU");
    }
    return {};
}

QString gpuCount(int gpus)
{
    return gpus == 1 ? QCoreApplication::translate("Formatting", "1 GPU")
                     : QCoreApplication::translate("Formatting", "%1 GPUs").arg(integer(gpus));
}

QString configurationTitle(int totalGpus, int gpusPerNode, int nodes, qint64 batchSize)
{
    return QCoreApplication::translate("Formatting", "%1 (%2 × %3), batch %4 per device")
        .arg(gpuCount(totalGpus))
        .arg(gpusPerNode)
        .arg(nodes)
        .arg(integer(batchSize));
}

namespace {
/// A wording of the core: a regular expression over the English text, the translatable text with the
/// captures as %1…, and how each capture is shown: g = gigabytes, i = integer, r = a nested reason.
struct CoreWording
{
    const char *pattern;
    const char *text;
    const char *captures;
};

// Keep in step with core/AutoconfChecker.cpp, RulesChecker.cpp, NoFeasibilityChecker.cpp,
// TokenBudgetGuard.cpp and Recommender.cpp; a wording not listed here stays in English.
const CoreWording coreWordings[] = {
    {"fits: ([0-9.]+) GB of ([0-9.]+) GB per GPU \\(memory model standing in for AutoConf\\)",
        QT_TRANSLATE_NOOP(
            "Formatting", "fits: %1 GB of %2 GB per GPU (memory model standing in for AutoConf)"),
        "gg"},
    {"out of memory: ([0-9.]+) GB needed, ([0-9.]+) GB available per GPU",
        QT_TRANSLATE_NOOP("Formatting", "out of memory: %1 GB needed, %2 GB available per GPU"), "gg"},
    {"passes the structural rules \\(no memory check\\)",
        QT_TRANSLATE_NOOP("Formatting", "passes the structural rules (no memory check)"), ""},
    {"not checked \\(feasibility: none\\)",
        QT_TRANSLATE_NOOP("Formatting", "not checked (feasibility: none)"), ""},
    {"per-device token load (\\d+) \\(batch (\\d+) x (\\d+) tokens\\) exceeds the empirical budget of (\\d+)",
        QT_TRANSLATE_NOOP("Formatting",
            "per-device token load %1 (batch %2 x %3 tokens) exceeds the empirical budget of %4"),
        "iiii"},
    {"hybrid Mamba model: the Mamba layers' workspace is not modelled \\(they are counted like attention "
     "layers\\)",
        QT_TRANSLATE_NOOP("Formatting",
            "hybrid Mamba model: the Mamba layers' workspace is not modelled (they are counted like "
            "attention layers)"),
        ""},
    {"qlora was never measured in the stack this model is calibrated on, so this verdict is a guess",
        QT_TRANSLATE_NOOP("Formatting",
            "qlora was never measured in the stack this model is calibrated on, so this verdict is a guess"),
        ""},
    {"no prediction", QT_TRANSLATE_NOOP("Formatting", "no prediction"), ""},
    {"no usable throughput", QT_TRANSLATE_NOOP("Formatting", "no usable throughput"), ""},
    {"no usable power prediction: (.+)", QT_TRANSLATE_NOOP("Formatting", "no usable power prediction: %1"),
        "r"},
    {"cancelled", QT_TRANSLATE_NOOP("Formatting", "cancelled"), ""},
};

/// `reason` translated, or nullopt when no translation applies.
std::optional<QString> translatedReason(const QString &reason)
{
    static const QString noteSeparator = QStringLiteral("; note: ");
    if (const qsizetype note = reason.indexOf(noteSeparator); note >= 0) {
        const auto first = translatedReason(reason.left(note));
        const auto rest = translatedReason(reason.mid(note + noteSeparator.size()));
        if (!first && !rest)
            return std::nullopt;
        return QCoreApplication::translate("Formatting", "%1; note: %2", "a feasibility verdict and a caveat")
            .arg(first.value_or(reason.left(note)), rest.value_or(reason.mid(note + noteSeparator.size())));
    }
    static const QList<QRegularExpression> expressions = [] {
        QList<QRegularExpression> list;
        for (const CoreWording &wording : coreWordings)
            list << QRegularExpression(
                QRegularExpression::anchoredPattern(QString::fromUtf8(wording.pattern)));
        return list;
    }();
    for (qsizetype w = 0; w < expressions.size(); ++w) {
        const CoreWording &wording = coreWordings[w];
        const QRegularExpressionMatch match = expressions.at(w).match(reason);
        if (!match.hasMatch())
            continue;
        const QString translated = QCoreApplication::translate("Formatting", wording.text);
        if (translated == QLatin1String(wording.text))
            return std::nullopt; // no translation installed: the core's English as it is
        QString text = translated;
        for (int i = 0; wording.captures[i] != '\0'; ++i) {
            const QString captured = match.captured(i + 1);
            switch (wording.captures[i]) {
            case 'g':
                text = text.arg(gigabytes(captured.toDouble()));
                break;
            case 'i':
                text = text.arg(integer(captured.toLongLong()));
                break;
            default:
                text = text.arg(translatedReason(captured).value_or(captured));
                break;
            }
        }
        return text;
    }
    return std::nullopt;
}
} // namespace

QString coreReason(const QString &reason)
{
    return translatedReason(reason).value_or(reason);
}

} // namespace Formatting
