#pragma once

#include <optional>

/// A job to schedule: what the simulator knows of one trace row (traces.md "The schedule simulation").
struct SimulationJob
{
    int id = 0; ///< caller's job id (the trace's 1-based data row); reported back unchanged
    double submitSeconds = 0; ///< s, ≥ 0
    double durationSeconds = 0; ///< s, ≥ 0 (0 = starts and ends at once); known exactly
    int nodes = 1; ///< distinct nodes, ≥ 1
    int gpusPerNode = 1; ///< GPUs on each of those nodes, ≥ 1
    std::optional<double> powerWattsPerGpu; ///< W per GPU from the power model; unset = energy unknown

    int gpus() const { return nodes * gpusPerNode; }
};

/// Where and when a job ran.
struct ScheduledJob
{
    SimulationJob job;
    double startSeconds = 0; ///< ≥ submit
    double endSeconds = 0; ///< start + duration
    /// EASY only: the start time reserved when the job first waited at the head of the queue. EASY
    /// guarantees startSeconds ≤ this (backfilled jobs never delay it).
    std::optional<double> reservationSeconds;

    double waitSeconds() const { return startSeconds - job.submitSeconds; }
    /// kWh = per-GPU W × GPUs × seconds / 3.6e6 (traces.md); unset when the power is unknown.
    std::optional<double> energyKwh() const
    {
        if (!job.powerWattsPerGpu)
            return std::nullopt;
        return *job.powerWattsPerGpu * job.gpus() * job.durationSeconds / 3.6e6;
    }
};
