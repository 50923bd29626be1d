#include "charts/ScalingChartData.h"

#include "charts/ValueBins.h"

#include <QCoreApplication>
#include <QMap>

ScalingChartData ScalingChartData::build(const Evaluation &evaluation)
{
    ScalingChartData data;
    const auto plotted = [](const EvaluatedCandidate &c) {
        return c.prediction && c.prediction->throughputTokensPerSecond > 0;
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
    QMap<int, double> fastest; // per total GPUs
    data.points.reserve(batchSizes.size());
    for (int i = 0; i < evaluation.candidates.size(); ++i) {
        const EvaluatedCandidate &c = evaluation.candidates.at(i);
        if (!plotted(c))
            continue;
        const QPointF point(c.candidate.totalGpus, c.prediction->throughputTokensPerSecond);
        data.bins[bins.binOf(c.candidate.batchSize)].points << point;
        data.points.insert(i, point);
        double &best = fastest[c.candidate.totalGpus];
        best = qMax(best, point.y());
        data.maxX = qMax(data.maxX, point.x());
        data.maxY = qMax(data.maxY, point.y());
    }
    if (data.grouped)
        for (auto it = fastest.cbegin(); it != fastest.cend(); ++it)
            data.fastest << QPointF(it.key(), it.value());
    return data;
}
