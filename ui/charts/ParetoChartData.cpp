#include "charts/ParetoChartData.h"

#include "charts/ParetoFront.h"
#include "charts/ValueBins.h"
#include "common/Formatting.h"

#include <QCoreApplication>
#include <limits>

ParetoChartData ParetoChartData::build(const Evaluation &evaluation, const Ranking &ranking)
{
    ParetoChartData data;
    QList<int> ids;
    QList<QPointF> points;
    QList<qint64> gpuCounts;
    ids.reserve(ranking.rows.size());
    points.reserve(ranking.rows.size());
    gpuCounts.reserve(ranking.rows.size());
    data.points.reserve(ranking.rows.size());
    for (const RankedConfiguration &row : ranking.rows) {
        const EvaluatedCandidate &c = evaluation.candidates.at(row.candidateIndex);
        if (!c.prediction)
            continue;
        const QPointF point(c.clusterPowerWatts(), c.prediction->throughputTokensPerSecond);
        ids << row.candidateIndex;
        points << point;
        gpuCounts << c.candidate.totalGpus;
        data.points.insert(row.candidateIndex, point);
    }
    if (points.isEmpty())
        return data;

    for (int i : paretoFront(points)) {
        data.frontCandidates << ids.at(i);
        data.front << points.at(i);
    }

    // One set per GPU count, or per power-of-two range of counts when there are many (a legend of 11
    // ranges instead of 1,024 counts). Points in rank order within each set.
    const ValueBins bins(gpuCounts);
    data.grouped = bins.isGrouped();
    data.bins = bins.series([](qint64 lower, qint64 upper) {
        return lower == upper ? Formatting::gpuCount(int(lower))
                              : QCoreApplication::translate("ParetoChartView", "%1–%2 GPUs")
                                    .arg(Formatting::integer(lower), Formatting::integer(upper));
    });
    for (int i = 0; i < points.size(); ++i)
        data.bins[bins.binOf(gpuCounts.at(i))].points << points.at(i);

    data.minX = std::numeric_limits<double>::max();
    data.maxX = 0;
    data.maxY = 0;
    for (const QPointF &p : std::as_const(points)) {
        data.minX = qMin(data.minX, p.x());
        data.maxX = qMax(data.maxX, p.x());
        data.maxY = qMax(data.maxY, p.y());
    }
    return data;
}
