#pragma once

#include "io/OutputTable.h"
#include "trace/Schedule.h"

#include <QString>

/// The summary metrics of one Schedule (traces.md "Outputs"). Times in s, energy in kWh.
/// Empty schedule: every metric is 0.
struct ScheduleSummary
{
    int jobs = 0; ///< jobs that ran
    int skipped = 0; ///< jobs reported in Schedule::skipped
    int jobsWithoutPower = 0; ///< jobs whose energy is unknown (counted as 0 kWh)
    double makespanSeconds = 0; ///< last end − first submission
    double meanWaitSeconds = 0;
    double medianWaitSeconds = 0;
    double p95WaitSeconds = 0; ///< linear interpolation between closest ranks (numpy's default)
    /// Mean of max(1, (wait + run) / max(run, τ)) with τ = 10 s (Feitelson et al. 1997, bounded slowdown).
    double meanBoundedSlowdown = 0;
    double gpuUtilisation = 0; ///< Σ GPUs × run / (cluster GPUs × makespan), in [0, 1]
    double gpuHours = 0; ///< Σ GPUs × run / 3600
    double energyKwh = 0; ///< Σ per-GPU W × GPUs × run / 3.6e6
    int peakGpusInUse = 0;
    int peakQueuedJobs = 0;

    /// The bounded-slowdown threshold τ, s.
    static constexpr double slowdownThresholdSeconds = 10.0;

    static ScheduleSummary of(const Schedule &schedule);

    /// Baseline and recommended side by side: columns metric, unit, baseline, recommended, change_percent
    /// ((recommended − baseline) / baseline × 100; missing when the baseline is 0). One row per metric above,
    /// in that order, named jobs, skipped, makespan, mean_wait, median_wait, p95_wait, mean_bounded_slowdown,
    /// gpu_utilisation, gpu_hours, energy, peak_gpus_in_use, peak_queue, jobs_without_power.
    static OutputTable comparisonTable(const ScheduleSummary &baseline, const ScheduleSummary &recommended);
    /// The per-job schedule CSV of cli.md: job, submit_s, start_s, end_s, wait_s, nodes, gpus_per_node,
    /// energy_kwh (missing when the power is unknown), scenario (`scenario`, e.g. "baseline"); rows in
    /// Schedule::jobs order. Append a second scenario's rows with appendScheduleRows().
    static OutputTable scheduleTable(const Schedule &schedule, const QString &scenario);
    static void appendScheduleRows(OutputTable &table, const Schedule &schedule, const QString &scenario);
    /// Linear-interpolated percentile `p` ∈ [0, 100] of `values` (sorted in place); 0 when empty.
    static double percentile(QList<double> &values, double p);
};
