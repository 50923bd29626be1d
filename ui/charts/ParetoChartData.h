#pragma once

#include "charts/PointSeriesData.h"
#include "model/Evaluation.h"
#include "rank/Ranking.h"

#include <QHash>

/// What ParetoChartView draws for one ranking, made by build() from data alone (no widgets), so that a
/// large evaluation's point lists, Pareto front and axis ranges are made on a worker thread and the GUI
/// thread only hands them to the chart.
struct ParetoChartData
{
    /// Every ranked configuration with a prediction: candidate index → (cluster W, tokens/s).
    QHash<int, QPointF> points;
    /// The points coloured by GPU count: one set per count, or per power-of-two range of counts when
    /// there are many (ValueBins).
    QList<PointSeriesData> bins;
    bool grouped = false; ///< bins are ranges of GPU counts
    /// The Pareto front (most throughput for the cluster power): candidate indices and their points,
    /// by increasing cluster power.
    QList<int> frontCandidates;
    QList<QPointF> front;
    /// Axis ranges before QValueAxis::applyNiceNumbers (W; tokens/s).
    double minX = 0, maxX = 1, maxY = 1;

    /// The chart data of `ranking`'s rows of `evaluation`. Safe on any thread (reads only its
    /// arguments); O(n log n) in the ranked configurations.
    static ParetoChartData build(const Evaluation &evaluation, const Ranking &ranking);
};
