#include "common/Formatting.h"

#include "common/PluralText.h"
#include "model/GoalInfo.h"
#include "predict/Plausibility.h"
#include "rank/Ranking.h"

#include <QCoreApplication>
#include <QLocale>
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

QString nearTieScore()
{
    return QLocale().toString(Ranker::nearTieScore); // shortest form: 1e-3 → "0.001"
}

QString mfuBoundPercent()
{
    return integer(std::lround(Plausibility::maxModelFlopsUtilization * 100));
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

double toGibibytes(double gb)
{
    return gb * 1e9 / 1073741824.0;
}

QString gibibytes(double gb)
{
    return decimal(toGibibytes(gb), 2);
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
    return GoalInfo::of(goal).translatedTitle();
}

QString gpuCount(int gpus)
{
    return PluralText::counted("Formatting", QT_TRANSLATE_N_NOOP("Formatting", "%Ln GPU(s)"), gpus);
}

QString configurationTitle(int totalGpus, int gpusPerNode, int nodes, qint64 batchSize)
{
    return QCoreApplication::translate("Formatting", "%1 (%2 × %3), batch %4 per device")
        .arg(gpuCount(totalGpus))
        .arg(gpusPerNode)
        .arg(nodes)
        .arg(integer(batchSize));
}

QString parallelLayout(const ParallelLayout &layout, int totalGpus)
{
    QString text = QCoreApplication::translate("Formatting", "TP%1 PP%2 CP%3 DP%4")
                       .arg(layout.tp)
                       .arg(layout.pp)
                       .arg(layout.cp)
                       .arg(layout.dataParallel(totalGpus));
    if (layout.ep > 1)
        text += QCoreApplication::translate("Formatting", " EP%1").arg(layout.ep);
    if (layout.virtualStages > 1)
        text += QCoreApplication::translate("Formatting", " VP%1").arg(layout.virtualStages);
    return text;
}

} // namespace Formatting
