#include "support/LearnedData.h"

#include "support/CommandLine.h"
#include "support/Console.h"
#include "support/TraceFlags.h"

namespace cli {

LearningSetup learningSetup(const CommandLine &commandLine, const Configuration &config,
    LearningSetup::Base base, int minimumRows, const LearningSetup::Prepared &prepared)
{
    const QString path
        = requiredFile(commandLine, QStringLiteral("data"), QStringLiteral("the measured-runs CSV"));
    LearningSetup setup(config, path, base, minimumRows, prepared);
    for (const QString &warning : setup.warnings())
        commandLine.console().warning(warning);
    return setup;
}

} // namespace cli
