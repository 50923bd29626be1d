#include "support/LaunchFlags.h"

#include "common/CoastlineError.h"
#include "launch/LaunchFile.h"
#include "support/CommandLine.h"
#include "support/Console.h"

namespace cli {

void addLaunchOption(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("from-launch"),
        QStringLiteral(
            "Read the job and training setup (model, layout, batch, precision, checkpointing, sharding) "
            "from a launch file: a torchtitan TOML, an accelerate YAML (with NAME.args.json beside it), "
            "a DeepSpeed JSON or Megatron-LM arguments. Flags override it; what it does not say (GPU "
            "model, nodes) comes from flags or the configuration."),
        QStringLiteral("file")});
}

std::optional<LaunchReading> applyLaunchFile(
    const CommandLine &commandLine, Configuration &config, RecommenderContext::Inputs &prepared)
{
    if (!commandLine.isSet(QStringLiteral("from-launch")))
        return std::nullopt;
    const QString path = commandLine.value(QStringLiteral("from-launch"));
    if (path.trimmed().isEmpty())
        throw CoastlineError(QStringLiteral("--from-launch: expected a file name"));
    Configuration base = config;
    base.workload = commandLine.workloadFlags().appliedTo(config.workload);
    LaunchReading reading = LaunchFile::read(path, base, prepared.catalogOf(config));
    config.workload = reading.config.workload;
    config.training = reading.config.training;
    config.search.layouts = reading.config.search.layouts;
    for (const QString &warning : reading.warnings)
        commandLine.console().warning(warning);
    return reading;
}

} // namespace cli
