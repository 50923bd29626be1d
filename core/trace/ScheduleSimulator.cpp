#include "trace/ScheduleSimulator.h"

#include "common/CoastlineError.h"

#include <algorithm>
#include <cmath>
#include <list>
#include <map>
#include <numeric>
#include <set>
#include <utility>
#include <vector>

namespace {

/// The mutable state of one simulation run.
class Run
{
public:
    Run(const ClusterShape &cluster, SchedulingPolicy policy, const QList<SimulationJob> &jobs)
        : m_cluster(cluster)
        , m_policy(policy)
        , m_jobs(jobs)
        , m_free(std::size_t(cluster.nodes), cluster.gpusPerNode)
        , m_extra(std::size_t(cluster.nodes), 0)
        , m_nodesOf(std::size_t(jobs.size()))
        , m_start(std::size_t(jobs.size()), -1.0)
        , m_reservation(std::size_t(jobs.size()), -1.0)
    {
        std::set<int> &all = m_byFree[cluster.gpusPerNode];
        for (int node = 0; node < cluster.nodes; ++node)
            all.insert(all.end(), node);
        m_freeTotal = cluster.totalGpus();
    }

    Schedule simulate(const std::atomic_bool *cancelled)
    {
        Schedule schedule;
        schedule.cluster = m_cluster;
        std::vector<int> arrivals;
        for (int i = 0; i < m_jobs.size(); ++i) {
            if (const QString why = skipReason(m_jobs.at(i)); !why.isEmpty())
                schedule.skipped.append({m_jobs.at(i).id, why});
            else
                arrivals.push_back(i);
        }
        std::stable_sort(
            arrivals.begin(), arrivals.end(), [this](int a, int b) { return submit(a) < submit(b); });

        std::size_t next = 0;
        long events = 0;
        while (next < arrivals.size() || !m_running.empty()) {
            if (cancelled && (++events % 4096) == 0 && *cancelled)
                break;
            double now = m_running.empty() ? submit(arrivals[next]) : m_running.begin()->first;
            if (next < arrivals.size())
                now = std::min(now, submit(arrivals[next]));
            while (!m_running.empty() && m_running.begin()->first <= now)
                release(m_running.begin()->second);
            while (next < arrivals.size() && submit(arrivals[next]) <= now)
                m_queue.push_back(arrivals[next++]);
            schedulePass(now);
            const ScheduleSample sample {now, m_cluster.totalGpus() - m_freeTotal, int(m_queue.size())};
            if (!schedule.samples.isEmpty() && schedule.samples.last().timeSeconds == now)
                schedule.samples.last() = sample;
            else
                schedule.samples.append(sample);
        }
        for (int i = 0; i < m_jobs.size(); ++i) {
            if (m_start[std::size_t(i)] < 0)
                continue;
            ScheduledJob done;
            done.job = m_jobs.at(i);
            done.startSeconds = m_start[std::size_t(i)];
            done.endSeconds = done.startSeconds + done.job.durationSeconds;
            if (m_reservation[std::size_t(i)] >= 0)
                done.reservationSeconds = m_reservation[std::size_t(i)];
            schedule.jobs.append(done);
        }
        return schedule;
    }

private:
    QString skipReason(const SimulationJob &job) const
    {
        if (job.nodes < 1 || job.gpusPerNode < 1)
            return QStringLiteral("no GPUs: %1 nodes × %2 GPUs").arg(job.nodes).arg(job.gpusPerNode);
        if (job.nodes > m_cluster.nodes || job.gpusPerNode > m_cluster.gpusPerNode)
            return QStringLiteral(
                "larger than the cluster: needs %1 nodes × %2 GPUs; the cluster has %3 nodes "
                "× %4 GPUs")
                .arg(job.nodes)
                .arg(job.gpusPerNode)
                .arg(m_cluster.nodes)
                .arg(m_cluster.gpusPerNode);
        if (!std::isfinite(job.submitSeconds) || job.submitSeconds < 0)
            return QStringLiteral("bad submission time %1 s").arg(job.submitSeconds);
        if (std::isnan(job.durationSeconds))
            return QStringLiteral("no duration");
        if (!std::isfinite(job.durationSeconds) || job.durationSeconds < 0)
            return QStringLiteral("bad duration %1 s").arg(job.durationSeconds);
        return {};
    }

    double submit(int i) const { return m_jobs.at(i).submitSeconds; }
    int nodesOf(int i) const { return m_jobs.at(i).nodes; }
    int gpnOf(int i) const { return m_jobs.at(i).gpusPerNode; }

    void setFree(int node, int value)
    {
        const auto old = m_byFree.find(m_free[std::size_t(node)]);
        old->second.erase(node);
        if (old->second.empty())
            m_byFree.erase(old);
        m_freeTotal += value - m_free[std::size_t(node)];
        m_free[std::size_t(node)] = value;
        m_byFree[value].insert(node);
    }

    /// Nodes with at least `gpus` free GPUs now.
    int nodesWithFree(int gpus) const
    {
        std::size_t count = 0;
        for (auto f = m_byFree.lower_bound(gpus); f != m_byFree.end(); ++f)
            count += f->second.size();
        return int(count);
    }

    bool fitsNow(int i) const
    {
        return nodesOf(i) * gpnOf(i) <= m_freeTotal && nodesWithFree(gpnOf(i)) >= nodesOf(i);
    }

    /// Best fit: the nodes with the fewest free GPUs that still hold `gpus`.
    std::vector<int> bestFit(int count, int gpus) const
    {
        std::vector<int> nodes;
        for (auto f = m_byFree.lower_bound(gpus); f != m_byFree.end() && int(nodes.size()) < count; ++f)
            for (auto it = f->second.begin(); it != f->second.end() && int(nodes.size()) < count; ++it)
                nodes.push_back(*it);
        return nodes;
    }

    void start(int i, double now, std::vector<int> nodes)
    {
        for (int node : nodes)
            setFree(node, m_free[std::size_t(node)] - gpnOf(i));
        m_nodesOf[std::size_t(i)] = std::move(nodes);
        m_start[std::size_t(i)] = now;
        m_running.emplace(now + m_jobs.at(i).durationSeconds, i);
    }

    void release(int i)
    {
        const double end = m_start[std::size_t(i)] + m_jobs.at(i).durationSeconds;
        m_running.erase({end, i});
        for (int node : m_nodesOf[std::size_t(i)])
            setFree(node, m_free[std::size_t(node)] + gpnOf(i));
        m_nodesOf[std::size_t(i)].clear();
    }

    void schedulePass(double now)
    {
        while (!m_queue.empty() && fitsNow(m_queue.front())) {
            const int head = m_queue.front();
            m_queue.pop_front();
            start(head, now, bestFit(nodesOf(head), gpnOf(head)));
        }
        if (m_queue.empty() || m_policy == SchedulingPolicy::Fcfs || m_freeTotal == 0)
            return;
        backfill(now);
    }

    /// Free GPUs of `node` at the shadow time (m_extra holds what is released by then).
    int shadowFree(int node) const { return m_free[std::size_t(node)] + m_extra[std::size_t(node)]; }

    void addExtra(int node, int gpus)
    {
        if (m_extra[std::size_t(node)] == 0)
            m_touched.push_back(node);
        m_extra[std::size_t(node)] += gpus;
    }

    /// EASY: reserve the head's start at the shadow time, then start later jobs that do not delay it.
    void backfill(double now)
    {
        const int head = m_queue.front();
        const int headNodes = nodesOf(head);
        const int headGpn = gpnOf(head);
        // Walk the running jobs in end order until enough nodes would hold the head.
        int fitting = nodesWithFree(headGpn);
        double shadow = now;
        for (auto it = m_running.begin(); it != m_running.end() && fitting < headNodes;) {
            shadow = it->first;
            for (; it != m_running.end() && it->first == shadow; ++it)
                for (int node : m_nodesOf[std::size_t(it->second)]) {
                    const int before = shadowFree(node);
                    addExtra(node, gpnOf(it->second));
                    if (before < headGpn && shadowFree(node) >= headGpn)
                        ++fitting;
                }
        }
        if (m_reservation[std::size_t(head)] < 0)
            m_reservation[std::size_t(head)] = shadow;
        int slack = fitting - headNodes; // nodes that may still lose the head's GPUs at the shadow time

        int examined = 0;
        for (auto it = std::next(m_queue.begin());
             it != m_queue.end() && m_freeTotal > 0 && examined < ScheduleSimulator::backfillDepth;
             ++examined) {
            const int job = *it;
            if (!fitsNow(job)) {
                ++it;
                continue;
            }
            const int gpn = gpnOf(job);
            std::vector<int> nodes;
            if (now + m_jobs.at(job).durationSeconds <= shadow) {
                nodes = bestFit(nodesOf(job), gpn);
                for (int node : nodes)
                    addExtra(node, gpn); // back before the shadow time
            } else {
                nodes = harmlessFit(job, headGpn, slack);
                if (nodes.empty()) {
                    ++it;
                    continue;
                }
                for (int node : nodes)
                    if (shadowFree(node) >= headGpn && shadowFree(node) - gpn < headGpn)
                        --slack;
            }
            start(job, now, std::move(nodes));
            it = m_queue.erase(it);
        }
        for (int node : m_touched)
            m_extra[std::size_t(node)] = 0;
        m_touched.clear();
    }

    /// Nodes for `job` (running past the shadow time) that take the head's GPUs from at most `slack`
    /// nodes; empty if there are none.
    std::vector<int> harmlessFit(int job, int headGpn, int slack) const
    {
        const int count = nodesOf(job);
        const int gpn = gpnOf(job);
        if (slack >= count)
            return bestFit(count, gpn);
        std::vector<int> harmless;
        std::vector<int> harmful;
        for (auto f = m_byFree.lower_bound(gpn); f != m_byFree.end(); ++f)
            for (int node : f->second) {
                const int shadowGpus = shadowFree(node);
                (shadowGpus < headGpn || shadowGpus - gpn >= headGpn ? harmless : harmful).push_back(node);
            }
        harmless.resize(std::min(harmless.size(), std::size_t(count)));
        for (std::size_t k = 0; int(harmless.size()) < count && k < harmful.size() && int(k) < slack; ++k)
            harmless.push_back(harmful[k]);
        if (int(harmless.size()) < count)
            return {};
        return harmless;
    }

    const ClusterShape m_cluster;
    const SchedulingPolicy m_policy;
    const QList<SimulationJob> &m_jobs;
    std::vector<int> m_free; ///< free GPUs per node
    /// Nodes by their free GPUs, only the counts some node has: at most min(nodes, GPUs per node + 1)
    /// buckets, so no loop runs over GPUs per node (one node of 10^6 GPUs is one bucket).
    std::map<int, std::set<int>> m_byFree;
    int m_freeTotal = 0;
    std::vector<int> m_extra; ///< per node: GPUs released by the shadow time (backfill scratch)
    std::vector<int> m_touched; ///< nodes with m_extra ≠ 0
    std::vector<std::vector<int>> m_nodesOf; ///< per running job: its nodes
    std::vector<double> m_start; ///< per job: start time, -1 before it starts
    std::vector<double> m_reservation; ///< per job: first EASY reservation, -1 if none
    std::set<std::pair<double, int>> m_running; ///< (end time, job), ordered by end time
    std::list<int> m_queue; ///< waiting jobs, FCFS order
};

} // namespace

ScheduleSimulator::ScheduleSimulator(ClusterShape cluster, SchedulingPolicy policy)
    : m_cluster(cluster)
    , m_policy(policy)
{
    if (cluster.nodes < 1 || cluster.gpusPerNode < 1)
        throw CoastlineError(QStringLiteral("cluster: need at least 1 node and 1 GPU per node, got %1 × %2")
                                 .arg(cluster.nodes)
                                 .arg(cluster.gpusPerNode));
}

Schedule ScheduleSimulator::run(const QList<SimulationJob> &jobs, const std::atomic_bool *cancelled) const
{
    return Run(m_cluster, m_policy, jobs).simulate(cancelled);
}

QString ScheduleSimulator::policyName(SchedulingPolicy policy)
{
    return policy == SchedulingPolicy::Easy ? QStringLiteral("easy") : QStringLiteral("fcfs");
}

SchedulingPolicy ScheduleSimulator::parsePolicy(const QString &name)
{
    const QString key = name.trimmed().toLower();
    if (key == u"easy")
        return SchedulingPolicy::Easy;
    if (key == u"fcfs")
        return SchedulingPolicy::Fcfs;
    throw CoastlineError(
        QStringLiteral("policy: unknown scheduling policy '%1'; choose from easy, fcfs").arg(name));
}
