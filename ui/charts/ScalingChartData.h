#pragma once

#include "charts/PointSeriesData.h"
#include "model/Evaluation.h"

#include <QHash>

/// What ScalingChartView draws for one evaluation, made by build() from data alone (no widgets), so that
/// a large evaluation's point lists are made on a worker thread and the GUI thread only hands them to
/// the chart. It depends on the evaluation only: a re-rank changes nothing in it.
struct ScalingChartData
{
    /// What the y axis shows against total GPUs.
    enum class Metric {
        Throughput, ///< predicted tokens/s of the whole job
        EnergyPerToken, ///< cluster power / throughput, J/token (issue 34)
    };

    /// Every candidate with a positive predicted throughput: candidate index → (total GPUs, tokens/s or
    /// J/token).
    QHash<int, QPointF> points;
    /// One set per per-device batch size, or per power-of-two range of batch sizes when there are many.
    QList<PointSeriesData> bins;
    bool grouped = false; ///< bins are ranges of batch sizes (drawn as points, with `fastest`)
    /// With grouped bins: the fastest (or, for energy per token, the least energy) batch size of each GPU
    /// count, by increasing GPU count.
    QList<QPointF> fastest;
    double minX = 1, maxX = 1, maxY = 0; ///< smallest and largest total GPUs, largest y value

    /// The chart data of `evaluation`. Safe on any thread (reads only its argument); O(n log n) in the
    /// candidates.
    static ScalingChartData build(const Evaluation &evaluation, Metric metric = Metric::Throughput);
};
