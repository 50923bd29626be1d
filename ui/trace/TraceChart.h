#pragma once

#include "trace/Schedule.h"

#include <QCoreApplication>
#include <QList>
#include <QPointF>

class QChart;

/// The cluster what-if chart (traces.md "Charts"), shared by the GUI and `simulate-trace --plot`: GPUs in
/// use over time as areas, jobs queued as lines on a second axis, the cluster's capacity dashed; the
/// baseline and the recommended schedule on one time axis (hours after the first submission).
class TraceChart
{
    Q_DECLARE_TR_FUNCTIONS(TraceChart)

public:
    /// Which value of a ScheduleSample a curve shows.
    enum class Value { GpusInUse, QueuedJobs };

    /// Longest curve drawn point by point; longer ones are reduced to this many buckets of their maximum.
    static constexpr int maxSteps = 2000;

    /// A new chart of `baseline` and, when non-null, `recommended` (the caller owns it; no title). The
    /// capacity line is the baseline's cluster. Needs a QApplication (Qt Charts are graphics widgets).
    static QChart *create(const Schedule &baseline, const Schedule *recommended);

    /// The step curve of `samples`' `value` as points (x in hours, y the value), from the first sample
    /// to `endSeconds` (s, ≥ the last sample's time). Over maxSteps samples, each of maxSteps equal time
    /// buckets shows the largest value in it, so peaks survive. Empty for no samples.
    static QList<QPointF> stepPoints(const QList<ScheduleSample> &samples, Value value, double endSeconds);
    /// The time the chart's x axis ends at: the last sample of either schedule, s.
    static double endSeconds(const Schedule &baseline, const Schedule *recommended);
};
