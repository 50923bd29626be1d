#pragma once

#include "model/Configuration.h"
#include "trace/RecommendedTrace.h"
#include "trace/Schedule.h"
#include "trace/ScheduleSimulator.h"
#include "trace/ScheduleSummary.h"

#include <atomic>
#include <functional>

/// One cluster what-if run (traces.md): the recommended trace and both schedules with their summaries.
struct WhatIfResult
{
    RecommendedTrace trace;
    Schedule baseline; ///< the trace as submitted
    Schedule recommended; ///< the trace at the recommended configurations
    ScheduleSummary baselineSummary;
    ScheduleSummary recommendedSummary;
    bool cancelled = false; ///< Cancel stopped the recommendation (rows left have the note "cancelled")
    int jobsCompared = 0; ///< jobs scheduled in both scenarios (ScenarioComparison)
    QList<int> leftOutOfBoth; ///< job ids scheduled in one scenario only, left out of both

    /// Reads the trace at `path`, recommends every job on `cluster` with `config` (its goal and predictors)
    /// and simulates both scenarios with `policy`. Polls `cancelled`; `progress(done, total)` counts
    /// distinct workloads. Throws CoastlineError for an unreadable trace. Runs on a worker thread.
    static WhatIfResult compute(const QString &path, const Configuration &config, const ClusterShape &cluster,
        SchedulingPolicy policy, const std::atomic_bool *cancelled,
        const std::function<void(int, int)> &progress);
};
