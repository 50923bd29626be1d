#include "charts/ScalingChartData.h"

#include "charts/ValueBins.h"

#include <QCoreApplication>
#include <QMap>
#include <limits>

ScalingChartData ScalingChartData::build(const Evaluation &evaluation, Metric metric)
{
    ScalingChartData data;
    const bool energy = metric == Metric::EnergyPerToken;
    const auto plotted = [energy](const EvaluatedCandidate &c) {
        return c.prediction && c.prediction->throughputTokensPerSecond > 0
            && (!energy || c.clusterPowerWatts() > 0);
    };
    const auto yOf = [energy](const EvaluatedCandidate &c) {
        const double throughput = c.prediction->throughputTokensPerSecond;
        return energy ? c.clusterPowerWatts() / throughput : throughput;
    };
    QList<qint64> batchSizes;
    for (const EvaluatedCandidate &c : evaluation.candidates)
        if (plotted(c))
            batchSizes << c.candidate.batchSize;
    if (batchSizes.isEmpty())
        return data;
    // One line per batch size when there are few; otherwise the points of each power-of-two range of
    // batch sizes (a colour scale) and one line through the fastest batch size of each GPU count.
    const ValueBins bins(batchSizes);
    data.grouped = bins.isGrouped();
    data.bins = bins.series([](qint64 lower, qint64 upper) {
        return lower == upper
            ? QCoreApplication::translate("ScalingChartView", "batch %1").arg(lower)
            : QCoreApplication::translate("ScalingChartView", "batch %1–%2").arg(lower).arg(upper);
    });
    QMap<int, double> fastest; // per total GPUs: the highest throughput or the lowest J/token
    data.points.reserve(batchSizes.size());
    data.minX = std::numeric_limits<double>::infinity();
    for (int i = 0; i < evaluation.candidates.size(); ++i) {
        const EvaluatedCandidate &c = evaluation.candidates.at(i);
        if (!plotted(c))
            continue;
        const QPointF point(c.candidate.totalGpus, yOf(c));
        data.bins[bins.binOf(c.candidate.batchSize)].points << point;
        data.points.insert(i, point);
        const auto known = fastest.find(c.candidate.totalGpus);
        if (known == fastest.end())
            fastest.insert(c.candidate.totalGpus, point.y());
        else
            *known = energy ? qMin(*known, point.y()) : qMax(*known, point.y());
        data.minX = qMin(data.minX, point.x());
        data.maxX = qMax(data.maxX, point.x());
        data.maxY = qMax(data.maxY, point.y());
    }
    if (data.grouped)
        for (auto it = fastest.cbegin(); it != fastest.cend(); ++it)
            data.fastest << QPointF(it.key(), it.value());
    return data;
}
