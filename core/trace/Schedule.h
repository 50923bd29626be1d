#pragma once

#include "trace/ClusterShape.h"
#include "trace/ScheduledJob.h"

#include <QList>
#include <QString>

/// A job the simulator did not run, and why (e.g. larger than the cluster).
struct SkippedJob
{
    int id = 0; ///< SimulationJob::id
    QString reason; ///< e.g. "needs 4 nodes × 8 GPUs; the cluster has 2 nodes × 8 GPUs"
};

/// The cluster's state from `timeSeconds` until the next point (a step function).
struct ScheduleSample
{
    double timeSeconds = 0;
    int gpusInUse = 0;
    int queuedJobs = 0; ///< submitted, not yet started
};

/// The outcome of ScheduleSimulator::run.
struct Schedule
{
    ClusterShape cluster;
    QList<ScheduledJob> jobs; ///< the jobs that ran, in the order given to the simulator
    QList<SkippedJob> skipped; ///< in the order given
    QList<ScheduleSample> samples; ///< one per event time, increasing; starts at the first submission
};
