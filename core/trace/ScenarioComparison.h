#pragma once

#include "trace/Schedule.h"
#include "trace/ScheduleSimulator.h"
#include "trace/ScheduledJob.h"

#include <QList>
#include <atomic>

/// The baseline and recommended schedules over the same job set (traces.md "The schedule simulation").
/// A job that one scenario cannot schedule (no duration, larger than the cluster) is left out of both,
/// so the GPU-hours, energy and waits compare the same jobs; `skipped` keeps why.
struct ScenarioComparison
{
    Schedule baseline; ///< over the common job set; `skipped` lists the baseline's own skips
    Schedule recommended; ///< over the common job set; `skipped` lists the recommended trace's own skips
    int jobsGiven = 0; ///< rows of the trace (the larger of the two lists)
    int jobsCompared = 0; ///< jobs scheduled in both scenarios (0 … jobsGiven)
    /// Ids scheduled in one scenario only, and therefore left out of the other too (ascending).
    QList<int> leftOutOfBoth;

    /// Simulates `baselineJobs` and `recommendedJobs` (matched by SimulationJob::id) with `simulator`.
    /// A job present in one list only, or skipped by one scenario, is dropped from both and the two are
    /// simulated again. Polls `cancelled` like ScheduleSimulator::run.
    static ScenarioComparison run(const ScheduleSimulator &simulator,
        const QList<SimulationJob> &baselineJobs, const QList<SimulationJob> &recommendedJobs,
        const std::atomic_bool *cancelled = nullptr);
};
