#pragma once

#include "trace/ClusterShape.h"
#include "trace/Schedule.h"

#include <QList>
#include <atomic>

/// First-come-first-served by submission time, with or without EASY backfilling.
enum class SchedulingPolicy {
    Easy, ///< FCFS + EASY backfilling (Lifka 1995; Mu'alem & Feitelson 2001)
    Fcfs ///< strict FCFS: nothing overtakes the queue's head
};

/// Event-driven simulation of a job trace on a ClusterShape (traces.md "The schedule simulation").
///
/// - A job of n nodes × g GPUs occupies g GPUs on each of n distinct nodes (best fit: the nodes with
///   the fewest free GPUs that still fit). Durations are exact (no user-estimate error).
/// - The queue is ordered by submission time, then by the order given. Whenever jobs arrive or end,
///   the head starts as soon as it fits; under EASY the blocked head gets a reservation at the
///   earliest time enough nodes are free for it (the "shadow time", found by walking the running
///   jobs in end-time order), and a later job may start now only if it fits now and either ends by
///   the shadow time or leaves enough nodes free for the head at the shadow time.
/// - A job with more nodes or GPUs per node than the cluster, or a non-positive layout, or a negative
///   or non-finite time, is reported in Schedule::skipped and never waited for.
///
/// - Backfilling examines at most backfillDepth queued jobs behind the head per event, as production
///   schedulers do (Slurm's bf_max_job_test, default 500), so an overloaded trace with a queue of tens
///   of thousands of jobs stays linear.
///
/// Cost: O(events × (log jobs + backfillDepth + free-GPU buckets)), where the buckets are the distinct
/// free-GPU counts of the nodes (at most the node count, independent of GPUs per node: issue 23's
/// 2,000 jobs on one node of 10^6 GPUs); a 100,000-job trace takes seconds (BM_SimulateTrace,
/// BM_RecommendAndSimulateTrace).
class ScheduleSimulator
{
public:
    /// Queued jobs behind the head that EASY backfilling examines per event (Slurm bf_max_job_test).
    static constexpr int backfillDepth = 500;

    /// `cluster` must have ≥ 1 node and ≥ 1 GPU per node (throws CoastlineError otherwise).
    explicit ScheduleSimulator(ClusterShape cluster, SchedulingPolicy policy = SchedulingPolicy::Easy);

    /// Simulates `jobs`. `cancelled` is polled every 4096 events; a cancelled run returns what was
    /// scheduled so far.
    Schedule run(const QList<SimulationJob> &jobs, const std::atomic_bool *cancelled = nullptr) const;

    /// The policy's name: "easy" or "fcfs"; parsePolicy() reads them back (throws CoastlineError
    /// "policy: unknown scheduling policy 'x'; choose from easy, fcfs").
    static QString policyName(SchedulingPolicy policy);
    static SchedulingPolicy parsePolicy(const QString &name);

private:
    ClusterShape m_cluster;
    SchedulingPolicy m_policy;
};
