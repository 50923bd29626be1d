#include "trace/ScheduleSummary.h"

#include <algorithm>
#include <cmath>
#include <numeric>

double ScheduleSummary::percentile(QList<double> &values, double p)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const double position = p / 100.0 * double(values.size() - 1);
    const auto below = qsizetype(std::floor(position));
    const auto above = std::min(below + 1, values.size() - 1);
    return values.at(below) + (values.at(above) - values.at(below)) * (position - double(below));
}

ScheduleSummary ScheduleSummary::of(const Schedule &schedule)
{
    ScheduleSummary s;
    s.jobs = int(schedule.jobs.size());
    s.skipped = int(schedule.skipped.size());
    for (const ScheduleSample &sample : schedule.samples) {
        s.peakGpusInUse = std::max(s.peakGpusInUse, sample.gpusInUse);
        s.peakQueuedJobs = std::max(s.peakQueuedJobs, sample.queuedJobs);
    }
    if (schedule.jobs.isEmpty())
        return s;
    QList<double> waits;
    waits.reserve(schedule.jobs.size());
    double firstSubmit = schedule.jobs.first().job.submitSeconds;
    double lastEnd = schedule.jobs.first().endSeconds;
    double gpuSeconds = 0;
    double slowdownSum = 0;
    for (const ScheduledJob &j : schedule.jobs) {
        firstSubmit = std::min(firstSubmit, j.job.submitSeconds);
        lastEnd = std::max(lastEnd, j.endSeconds);
        waits.append(j.waitSeconds());
        const double run = j.job.durationSeconds;
        gpuSeconds += double(j.job.gpus()) * run;
        slowdownSum += std::max(1.0, (j.waitSeconds() + run) / std::max(run, slowdownThresholdSeconds));
        if (const auto kwh = j.energyKwh())
            s.energyKwh += *kwh;
        else
            ++s.jobsWithoutPower;
    }
    s.makespanSeconds = lastEnd - firstSubmit;
    s.meanWaitSeconds = std::accumulate(waits.cbegin(), waits.cend(), 0.0) / double(waits.size());
    s.medianWaitSeconds = percentile(waits, 50);
    s.p95WaitSeconds = percentile(waits, 95);
    s.meanBoundedSlowdown = slowdownSum / double(s.jobs);
    s.gpuHours = gpuSeconds / 3600.0;
    if (s.makespanSeconds > 0)
        s.gpuUtilisation = gpuSeconds / (double(schedule.cluster.totalGpus()) * s.makespanSeconds);
    return s;
}

OutputTable ScheduleSummary::comparisonTable(
    const ScheduleSummary &baseline, const ScheduleSummary &recommended)
{
    OutputTable table({QStringLiteral("metric"), QStringLiteral("unit"), QStringLiteral("baseline"),
        QStringLiteral("recommended"), QStringLiteral("change_percent")});
    auto add = [&](const QString &metric, const QString &unit, double b, double r) {
        const QVariant change = b != 0 ? QVariant((r - b) / b * 100.0) : QVariant();
        table.addRow({metric, unit, b, r, change});
    };
    const ScheduleSummary &b = baseline;
    const ScheduleSummary &r = recommended;
    add(QStringLiteral("jobs"), QStringLiteral("jobs"), b.jobs, r.jobs);
    add(QStringLiteral("skipped"), QStringLiteral("jobs"), b.skipped, r.skipped);
    add(QStringLiteral("makespan"), QStringLiteral("s"), b.makespanSeconds, r.makespanSeconds);
    add(QStringLiteral("mean_wait"), QStringLiteral("s"), b.meanWaitSeconds, r.meanWaitSeconds);
    add(QStringLiteral("median_wait"), QStringLiteral("s"), b.medianWaitSeconds, r.medianWaitSeconds);
    add(QStringLiteral("p95_wait"), QStringLiteral("s"), b.p95WaitSeconds, r.p95WaitSeconds);
    add(QStringLiteral("mean_bounded_slowdown"), QStringLiteral("ratio"), b.meanBoundedSlowdown,
        r.meanBoundedSlowdown);
    add(QStringLiteral("gpu_utilisation"), QStringLiteral("fraction"), b.gpuUtilisation, r.gpuUtilisation);
    add(QStringLiteral("gpu_hours"), QStringLiteral("GPU·h"), b.gpuHours, r.gpuHours);
    add(QStringLiteral("energy"), QStringLiteral("kWh"), b.energyKwh, r.energyKwh);
    add(QStringLiteral("peak_gpus_in_use"), QStringLiteral("GPUs"), b.peakGpusInUse, r.peakGpusInUse);
    add(QStringLiteral("peak_queue"), QStringLiteral("jobs"), b.peakQueuedJobs, r.peakQueuedJobs);
    add(QStringLiteral("jobs_without_power"), QStringLiteral("jobs"), b.jobsWithoutPower, r.jobsWithoutPower);
    return table;
}

OutputTable ScheduleSummary::scheduleTable(const Schedule &schedule, const QString &scenario)
{
    OutputTable table({QStringLiteral("job"), QStringLiteral("submit_s"), QStringLiteral("start_s"),
        QStringLiteral("end_s"), QStringLiteral("wait_s"), QStringLiteral("nodes"),
        QStringLiteral("gpus_per_node"), QStringLiteral("energy_kwh"), QStringLiteral("scenario")});
    appendScheduleRows(table, schedule, scenario);
    return table;
}

void ScheduleSummary::appendScheduleRows(
    OutputTable &table, const Schedule &schedule, const QString &scenario)
{
    for (const ScheduledJob &j : schedule.jobs) {
        const auto kwh = j.energyKwh();
        table.addRow({j.job.id, j.job.submitSeconds, j.startSeconds, j.endSeconds, j.waitSeconds(),
            j.job.nodes, j.job.gpusPerNode, kwh ? QVariant(*kwh) : QVariant(), scenario});
    }
}
