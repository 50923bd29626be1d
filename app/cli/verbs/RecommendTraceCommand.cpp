// `coastline-cli recommend-trace` (cli.md; upstream-behaviour.md §8.9): the top-1 recommendation for every
// row of a scheduler trace, written as the recommended trace CSV.

#include "verbs/RecommendTraceCommand.h"

#include "support/CommandLine.h"
#include "support/Console.h"
#include "support/TraceFlags.h"

namespace cli {

QString RecommendTraceCommand::description() const
{
    return QStringLiteral(
        "Recommends every job of a scheduler trace (upstream's dotted columns) on the cluster given: "
        "the top-1 configuration under --goal (default min_gpu, as upstream), the job's work = observed "
        "throughput x runtime and its estimated duration = work / recommended throughput. Rows that "
        "cannot be recommended keep their layout and observed duration, with a note (also printed as a "
        "warning). Writes the recommended trace to --output and prints one line. Exit 1 when no row "
        "could be recommended.");
}

void RecommendTraceCommand::addOptions(CommandLine &cl) const
{
    cl.parser().addOptions({
        {QStringLiteral("input"), QStringLiteral("The scheduler trace CSV (required)."),
            QStringLiteral("file")},
        {QStringLiteral("output"),
            QStringLiteral("The recommended trace CSV to write, atomically (required)."),
            QStringLiteral("file")},
    });
    cl.addPolicyOptions();
    cl.addConfigOption();
    cl.addCalibrationOption();
}

int RecommendTraceCommand::execute(const CommandLine &cl) const
{
    const QString input = requiredFile(cl, QStringLiteral("input"), QStringLiteral("the trace CSV"));
    const QString output = requiredFile(cl, QStringLiteral("output"), QStringLiteral("the CSV to write"));
    const JobTrace trace = JobTrace::read(input);
    const RecommendedTrace result = recommendTrace(cl, trace);
    if (trace.jobCount() > 0 && result.recommendedCount() == 0) { // exit 1 leaves an existing --output
        cl.console().error(
            QStringLiteral("%1: no row could be recommended; %2 not written").arg(input, output));
        return ExitNoResult;
    }
    writeCsvFile(output, QStringLiteral("--output"), result.toTable());
    cl.console().out(QStringLiteral("wrote %1: %2 rows, %3 with an %4 (cluster %5 GPUs: %6 nodes x %7)\n")
                         .arg(output)
                         .arg(trace.jobCount())
                         .arg(result.withDurationCount())
                         .arg(result.durationColumn().section(u'.', -1))
                         .arg(result.cluster().totalGpus())
                         .arg(result.cluster().nodes)
                         .arg(result.cluster().gpusPerNode));
    return ExitSuccess;
}

} // namespace cli
