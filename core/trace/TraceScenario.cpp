#include "trace/TraceScenario.h"

#include <algorithm>
#include <limits>

SimulationJob TraceScenario::jobFor(const TraceJob &job, std::optional<qint64> nodes,
    std::optional<qint64> gpusPerNode, std::optional<double> duration, std::optional<double> power)
{
    SimulationJob s;
    s.id = job.row + 1;
    s.submitSeconds = job.submitSeconds.value_or(0);
    s.durationSeconds = duration.value_or(std::numeric_limits<double>::quiet_NaN());
    s.nodes = int(std::clamp<qint64>(nodes.value_or(0), 0, std::numeric_limits<int>::max()));
    s.gpusPerNode = int(std::clamp<qint64>(gpusPerNode.value_or(0), 0, std::numeric_limits<int>::max()));
    s.powerWattsPerGpu = power;
    return s;
}

QList<SimulationJob> TraceScenario::baseline(const JobTrace &trace)
{
    QList<SimulationJob> jobs;
    for (const TraceJob &job : trace.jobs()) {
        const bool recommendedFile = job.origNumNodes && job.origGpusPerNode;
        jobs.append(jobFor(job, recommendedFile ? job.origNumNodes : job.numNodes,
            recommendedFile ? job.origGpusPerNode : job.gpusPerNode, job.observedDuration(),
            job.origPowerWattsPerGpu));
    }
    return jobs;
}

QList<SimulationJob> TraceScenario::recommended(const JobTrace &trace)
{
    const bool estimated = !trace.estimatedDurationColumn().isEmpty();
    QList<SimulationJob> jobs;
    for (const TraceJob &job : trace.jobs())
        jobs.append(jobFor(job, job.numNodes, job.gpusPerNode,
            estimated ? job.estimatedDuration : job.observedDuration(), job.estimatedPowerWattsPerGpu));
    return jobs;
}
