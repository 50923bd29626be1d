#include "support/TraceFlags.h"

#include "common/AtomicFile.h"
#include "common/CoastlineError.h"
#include "support/CommandLine.h"
#include "support/Console.h"
#include "support/JobConfiguration.h"
#include "trace/TraceRecommender.h"

namespace cli {

QString requiredFile(const CommandLine &commandLine, const QString &name, const QString &what)
{
    const QString path = commandLine.value(name);
    if (!commandLine.isSet(name) || path.isEmpty())
        throw CoastlineError(QStringLiteral("--%1: required (%2)").arg(name, what));
    return path;
}

void writeCsvFile(const QString &path, const QString &flag, const OutputTable &table)
{
    QString error;
    if (!AtomicFile::writeText(path, table.toCsv(), &error))
        throw CoastlineError(QStringLiteral("%1: %2").arg(flag, error));
}

RecommendedTrace recommendTrace(const CommandLine &commandLine, const JobTrace &trace)
{
    Configuration config = effectiveConfiguration(commandLine);
    config.strategy.goal = Goal::MinGpu; // upstream's default for traces; --goal overrides it
    commandLine.applyPolicyFlags(config);
    ClusterShape cluster;
    try {
        cluster
            = ClusterShape::fromTotal(config.infrastructure.totalGpus, config.infrastructure.maxGpusPerNode);
    } catch (const CoastlineError &e) {
        throw CoastlineError(QStringLiteral("--cluster-gpus/--max-gpus-per-node: %1").arg(e.message()));
    }
    RecommendedTrace result = TraceRecommender::recommend(
        trace, cluster, TraceRecommender::pipelineFunction(config, cluster), config.predictors.performance);
    result.setPredictorDescription(TraceRecommender::predictorDescription(config));
    for (const RecommendedJob &job : result.jobs())
        if (!job.note.isEmpty())
            commandLine.console().warning(
                QStringLiteral("%1:%2: %3").arg(trace.fileName()).arg(job.original.line).arg(job.note));
    return result;
}

} // namespace cli
