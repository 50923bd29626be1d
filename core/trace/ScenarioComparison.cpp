#include "trace/ScenarioComparison.h"

#include <QSet>
#include <algorithm>

namespace {

QSet<int> scheduledIds(const Schedule &schedule)
{
    QSet<int> ids;
    for (const ScheduledJob &job : schedule.jobs)
        ids.insert(job.job.id);
    return ids;
}

QList<SimulationJob> only(const QList<SimulationJob> &jobs, const QSet<int> &ids)
{
    QList<SimulationJob> kept;
    for (const SimulationJob &job : jobs)
        if (ids.contains(job.id))
            kept.append(job);
    return kept;
}

} // namespace

ScenarioComparison ScenarioComparison::run(const ScheduleSimulator &simulator,
    const QList<SimulationJob> &baselineJobs, const QList<SimulationJob> &recommendedJobs,
    const std::atomic_bool *cancelled)
{
    ScenarioComparison c;
    c.jobsGiven = int(std::max(baselineJobs.size(), recommendedJobs.size()));
    c.baseline = simulator.run(baselineJobs, cancelled);
    c.recommended = simulator.run(recommendedJobs, cancelled);
    const QSet<int> inBaseline = scheduledIds(c.baseline);
    const QSet<int> inRecommended = scheduledIds(c.recommended);
    const QSet<int> common = QSet<int>(inBaseline).intersect(inRecommended);
    c.jobsCompared = int(common.size());
    if (common.size() == inBaseline.size() && common.size() == inRecommended.size())
        return c;
    for (const int id : (inBaseline | inRecommended) - common)
        c.leftOutOfBoth.append(id);
    std::sort(c.leftOutOfBoth.begin(), c.leftOutOfBoth.end());
    const QList<SkippedJob> baselineSkipped = c.baseline.skipped;
    const QList<SkippedJob> recommendedSkipped = c.recommended.skipped;
    c.baseline = simulator.run(only(baselineJobs, common), cancelled);
    c.recommended = simulator.run(only(recommendedJobs, common), cancelled);
    c.baseline.skipped = baselineSkipped;
    c.recommended.skipped = recommendedSkipped;
    return c;
}
