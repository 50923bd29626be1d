#include "LearnedData.h"

#include "CommandLine.h"
#include "Console.h"
#include "TraceFlags.h"
#include "predict/PredictorRegistry.h"

#include <QDir>
#include <QFileInfo>

namespace cli {

std::shared_ptr<const ThroughputPredictor> configuredKavier(
    const Configuration &config, const Catalog &catalog)
{
    PredictorRegistry::Context context {config, catalog,
        config.sourcePath.isEmpty() ? QDir::current() : QFileInfo(config.sourcePath).absoluteDir(), nullptr,
        {}};
    return PredictorRegistry::create(
        PredictorId::Kavier.toString(), PredictorRegistry::Kind::Performance, context);
}

std::shared_ptr<const ThroughputPredictor> configuredLearnedBase(
    const Configuration &config, const Catalog &catalog)
{
    PredictorRegistry::Context context {config, catalog,
        config.sourcePath.isEmpty() ? QDir::current() : QFileInfo(config.sourcePath).absoluteDir(), nullptr,
        {}};
    return PredictorRegistry::learnedBase(context);
}

LearningData learningData(const CommandLine &commandLine, const Configuration &config, const Catalog &catalog,
    const ThroughputPredictor &base, int minimumRows)
{
    const QString path
        = requiredFile(commandLine, QStringLiteral("data"), QStringLiteral("the measured-runs CSV"));
    const TrainingRuns runs = TrainingRuns::load(path, catalog, config.predictors.lookupThroughputCol);
    LearningData data = LearningData::build(runs, catalog, base, minimumRows); // errors before warnings
    if (minimumRows >= TrainingRuns::MinimumRows)
        for (const QString &warning : runs.warnings())
            commandLine.console().warning(warning);
    return data;
}

} // namespace cli
