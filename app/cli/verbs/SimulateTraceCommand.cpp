// `coastline-cli simulate-trace` (cli.md; traces.md "The schedule simulation"): the trace as submitted
// (baseline) and as recommended, scheduled on a cluster; prints the summary side by side and writes the
// per-job schedule and the chart on request.

#include "verbs/SimulateTraceCommand.h"

#include "common/CoastlineError.h"
#include "common/Limits.h"
#include "support/ArgumentParsing.h"
#include "support/CommandLine.h"
#include "support/Console.h"
#include "support/PlotModule.h"
#include "support/TraceFlags.h"
#include "trace/ScenarioComparison.h"
#include "trace/ScheduleSimulator.h"
#include "trace/ScheduleSummary.h"
#include "trace/TraceScenario.h"

namespace cli {

namespace {

/// "1 job", "3 jobs".
QString plural(int count, const QString &noun)
{
    return QStringLiteral("%1 %2%3").arg(count).arg(noun, count == 1 ? QString() : QStringLiteral("s"));
}

/// The two scenarios of a run and where the recommended one came from.
struct Scenarios
{
    QList<SimulationJob> baseline;
    QList<SimulationJob> recommended;
    QString predictor; ///< the predictor and its files, or the recommended file's duration column
    int recommendedRows = -1; ///< rows given a new layout; -1 when read from a file
};

/// The baseline and recommended jobs of the command line's traces (see the --help text).
Scenarios scenarios(const CommandLine &cl, const JobTrace &trace)
{
    if (cl.isSet(QStringLiteral("recommended"))) {
        const JobTrace recommended = JobTrace::read(cl.value(QStringLiteral("recommended")));
        QList<SimulationJob> baseline = TraceScenario::baseline(trace);
        if (recommended.jobCount() != trace.jobCount())
            throw CoastlineError(QStringLiteral("--recommended: %1 has %2 rows, %3 has %4; the two files "
                                                "differ, so their jobs cannot be compared")
                                     .arg(recommended.fileName())
                                     .arg(recommended.jobCount())
                                     .arg(trace.fileName())
                                     .arg(trace.jobCount()));
        for (int i = 0; i < trace.jobCount(); ++i) {
            const TraceJob &a = trace.jobs().at(i);
            const TraceJob &b = recommended.jobs().at(i);
            if (a.modelName != b.modelName || a.gpuModel != b.gpuModel)
                throw CoastlineError(
                    QStringLiteral("--recommended: %1:%2 is %3 on %4, but %5:%6 is %7 on %8; "
                                   "the two files differ, so their jobs cannot be compared")
                        .arg(recommended.fileName())
                        .arg(b.line)
                        .arg(b.modelName, b.gpuModel, trace.fileName())
                        .arg(a.line)
                        .arg(a.modelName, a.gpuModel));
        }
        for (int i = 0; i < baseline.size(); ++i) // the recommended trace knows the original layout's power
            if (!baseline[i].powerWattsPerGpu)
                baseline[i].powerWattsPerGpu = recommended.jobs().at(i).origPowerWattsPerGpu;
        return {baseline, TraceScenario::recommended(recommended),
            QStringLiteral("%1 of %2").arg(recommended.estimatedDurationColumn(), recommended.fileName())};
    }
    if (!trace.estimatedDurationColumn().isEmpty()) // already a recommended trace
        return {TraceScenario::baseline(trace), TraceScenario::recommended(trace),
            QStringLiteral("%1 of %2").arg(trace.estimatedDurationColumn(), trace.fileName())};
    const RecommendedTrace recommended = recommendTrace(cl, trace);
    return {recommended.baselineJobs(), recommended.recommendedJobs(), recommended.predictorDescription(),
        recommended.recommendedCount()};
}

void warnSkipped(
    const Console &console, const JobTrace &trace, const Schedule &schedule, const QString &scenario)
{
    for (const SkippedJob &skipped : schedule.skipped) {
        const int line
            = skipped.id >= 1 && skipped.id <= trace.jobCount() ? trace.jobs().at(skipped.id - 1).line : 0;
        console.warning(QStringLiteral("%1:%2: %3: job %4 skipped: %5")
                            .arg(trace.fileName())
                            .arg(line)
                            .arg(scenario)
                            .arg(skipped.id)
                            .arg(skipped.reason));
    }
}

} // namespace

QString SimulateTraceCommand::description() const
{
    return QStringLiteral(
        "Schedules a trace on a cluster of --cluster-gpus / --max-gpus-per-node nodes (FCFS with EASY "
        "backfilling, or plain FCFS) twice: as submitted (baseline: the original layouts and observed "
        "durations) and as recommended (the layouts and estimated durations of --recommended, a "
        "recommend-trace output; if --input is itself a recommended trace, both come from it; otherwise "
        "the input is recommended first, as recommend-trace would with the same flags). Prints the summary "
        "side by side with the change in percent; --schedule writes the per-job schedule, --plot the "
        "chart (GPUs in use, jobs queued, capacity) rendered offscreen.");
}

void SimulateTraceCommand::addOptions(CommandLine &cl) const
{
    cl.parser().addOptions({
        {QStringLiteral("input"), QStringLiteral("The scheduler trace CSV (required)."),
            QStringLiteral("file")},
        {QStringLiteral("recommended"), QStringLiteral("The recommended trace (recommend-trace --output)."),
            QStringLiteral("file")},
        {QStringLiteral("policy"),
            QStringLiteral("Scheduling policy: easy (FCFS + EASY backfilling) or fcfs."),
            QStringLiteral("policy"), QStringLiteral("easy")},
        {QStringLiteral("schedule"),
            QStringLiteral("Write the per-job schedule CSV (job,submit_s,start_s,end_s,wait_s,nodes,"
                           "gpus_per_node,energy_kwh,scenario) to FILE."),
            QStringLiteral("file")},
        {QStringLiteral("plot"), QStringLiteral("Write the chart to FILE: .png, .svg or .pdf."),
            QStringLiteral("file")},
    });
    cl.addPolicyOptions();
    cl.addOutputOptions();
    cl.addConfigOption();
    cl.addCalibrationOption();
}

int SimulateTraceCommand::execute(const CommandLine &cl) const
{
    const QString input = requiredFile(cl, QStringLiteral("input"), QStringLiteral("the trace CSV"));
    const int clusterGpus = int(
        parseInteger(requiredFile(cl, QStringLiteral("cluster-gpus"), QStringLiteral("the cluster's GPUs")),
            QStringLiteral("--cluster-gpus"), 1, Limits::maxGpus));
    const int gpusPerNode = int(
        parseInteger(requiredFile(cl, QStringLiteral("max-gpus-per-node"), QStringLiteral("GPUs per node")),
            QStringLiteral("--max-gpus-per-node"), 1, Limits::maxGpus));
    ClusterShape cluster;
    SchedulingPolicy policy = SchedulingPolicy::Easy;
    try {
        cluster = ClusterShape::fromTotal(clusterGpus, gpusPerNode);
    } catch (const CoastlineError &e) {
        throw CoastlineError(QStringLiteral("--cluster-gpus/--max-gpus-per-node: %1").arg(e.message()));
    }
    try {
        policy = ScheduleSimulator::parsePolicy(cl.value(QStringLiteral("policy")));
    } catch (const CoastlineError &e) {
        throw CoastlineError(QStringLiteral("--%1").arg(e.message()));
    }

    const JobTrace trace = JobTrace::read(input);
    const Scenarios given = scenarios(cl, trace);
    const ScheduleSimulator simulator(cluster, policy);
    const ScenarioComparison comparison
        = ScenarioComparison::run(simulator, given.baseline, given.recommended);
    const Schedule &baseline = comparison.baseline;
    const Schedule &recommended = comparison.recommended;
    warnSkipped(cl.console(), trace, baseline, QStringLiteral("baseline"));
    warnSkipped(cl.console(), trace, recommended, QStringLiteral("recommended"));
    if (!comparison.leftOutOfBoth.isEmpty()) {
        QStringList ids;
        for (const int id : comparison.leftOutOfBoth)
            ids << QString::number(id);
        cl.console().warning(
            QStringLiteral("%1: %2 scheduled in one scenario only (job %3) left out of both, so "
                           "both scenarios compare the same %4")
                .arg(input, plural(int(comparison.leftOutOfBoth.size()), QStringLiteral("job")),
                    ids.join(QStringLiteral(", ")), plural(comparison.jobsCompared, QStringLiteral("job"))));
    }
    if (trace.jobCount() > 0 && baseline.jobs.isEmpty() && recommended.jobs.isEmpty())
        throw CoastlineError(QStringLiteral("%1: no schedulable rows on %2 nodes x %3 GPUs")
                                 .arg(input)
                                 .arg(cluster.nodes)
                                 .arg(cluster.gpusPerNode));

    if (cl.isSet(QStringLiteral("schedule"))) {
        OutputTable table = ScheduleSummary::scheduleTable(baseline, QStringLiteral("baseline"));
        ScheduleSummary::appendScheduleRows(table, recommended, QStringLiteral("recommended"));
        writeCsvFile(cl.value(QStringLiteral("schedule")), QStringLiteral("--schedule"), table);
    }
    if (cl.isSet(QStringLiteral("plot"))) {
        try {
            PlotModule::write(cl.value(QStringLiteral("plot")), baseline, &recommended);
        } catch (const CoastlineError &e) {
            throw CoastlineError(QStringLiteral("--plot: %1").arg(e.message()));
        }
    }
    const OutputTable summary
        = ScheduleSummary::comparisonTable(ScheduleSummary::of(baseline), ScheduleSummary::of(recommended));
    if (cl.format() == OutputTable::Format::Table)
        cl.writeOutput(QStringLiteral("%1: %2 on %3 nodes x %4 GPUs, policy %5\n")
                           .arg(input, plural(trace.jobCount(), QStringLiteral("job")))
                           .arg(cluster.nodes)
                           .arg(cluster.gpusPerNode)
                           .arg(ScheduleSimulator::policyName(policy))
            + QStringLiteral("predictor: %1\n").arg(given.predictor)
            + QStringLiteral("jobs compared: %1 of %2 (scheduled in both scenarios)%3\n\n")
                  .arg(comparison.jobsCompared)
                  .arg(trace.jobCount())
                  .arg(given.recommendedRows >= 0
                          ? QStringLiteral("; %1 given a recommended layout").arg(given.recommendedRows)
                          : QString())
            + summary.toTable());
    else
        cl.writeTable(summary);
    return ExitSuccess;
}

} // namespace cli
