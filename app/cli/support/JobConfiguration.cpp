#include "support/JobConfiguration.h"
#include "support/LaunchFlags.h"

#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "common/Limits.h"
#include "config/ConfigurationIo.h"
#include "predict/kavier/CalibrationTable.h"
#include "predict/roofline/RooflineCalibration.h"
#include "support/CommandLine.h"
#include "support/Console.h"

#include <QFileInfo>
#include <algorithm>

namespace cli {

void applyWorkloadFlags(
    const CommandLine &commandLine, Configuration &config, RecommenderContext::Inputs *prepared)
{
    const WorkloadFlags &flags = commandLine.workloadFlags();
    Workload &w = config.workload;
    w = flags.appliedTo(w);
    if (flags.llm || flags.gpu) {
        RecommenderContext::Inputs unused;
        const Catalog &catalog = (prepared ? *prepared : unused).catalogOf(config);
        if (flags.llm)
            w.llmModel = catalog.resolveLlmName(w.llmModel, QStringLiteral("--llm"));
        if (flags.gpu)
            w.gpuModel = catalog.resolveGpuName(w.gpuModel, QStringLiteral("--gpu"));
    }
    if (flags.gpusPerNode || flags.nodes) {
        const qint64 gpus = qint64(w.gpusPerNode.value_or(1)) * w.numberOfNodes.value_or(1);
        if (gpus > Limits::maxGpus)
            throw CoastlineError(
                QStringLiteral("%1: gpus per node × nodes = %2 exceeds %3 GPUs")
                    .arg(flags.nodes ? QStringLiteral("--nodes") : QStringLiteral("--gpus-per-node"))
                    .arg(gpus)
                    .arg(Limits::maxGpus));
    }
    warnImplausibleGpusPerNode(commandLine, config, w);
}

void warnImplausibleGpusPerNode(
    const CommandLine &commandLine, const Configuration &config, const Workload &job)
{
    const qint64 bound = std::max(Limits::plausibleGpusPerNode, qint64(config.infrastructure.maxGpusPerNode));
    if (job.gpusPerNode.value_or(1) <= bound)
        return;
    commandLine.console().warning(
        QStringLiteral("%1: %2 GPUs per node is implausible; expected at most %3 (a larger node needs "
                       "infrastructure.max_gpus_per_node)")
            .arg(commandLine.workloadFlags().gpusPerNode ? QStringLiteral("--gpus-per-node")
                                                         : QStringLiteral("workload.gpus_per_node"))
            .arg(*job.gpusPerNode)
            .arg(bound));
}

Configuration effectiveConfiguration(const CommandLine &commandLine, RecommenderContext::Inputs *prepared)
{
    RecommenderContext::Inputs unused; // a verb that builds no RecommenderContext
    RecommenderContext::Inputs &made = prepared ? *prepared : unused;
    QStringList warnings;
    const QString infrastructure = commandLine.infrastructurePath();
    Configuration config = commandLine.configPath().isEmpty()
        ? ConfigurationIo::embeddedDefault()
        : ConfigurationIo::load(commandLine.configPath(), &warnings, infrastructure);
    if (commandLine.configPath().isEmpty() && !infrastructure.isEmpty())
        ConfigurationIo::loadInfrastructure(infrastructure, &config.infrastructure);
    // An unknown model or GPU name in the file is the error to read first: it is reported before any
    // warning about the file's defaults (unless a flag replaces the name).
    if (!warnings.isEmpty()) {
        const Catalog &catalog = made.catalogOf(config);
        const WorkloadFlags &flags = commandLine.workloadFlags();
        if (!flags.llm)
            catalog.resolveLlmName(config.workload.llmModel,
                config.describe(QStringLiteral("workload.llm_model"), config.workload.llmModel));
        if (!flags.gpu)
            catalog.resolveGpuName(config.workload.gpuModel,
                config.describe(QStringLiteral("workload.gpu_model"), config.workload.gpuModel));
    }
    for (const QString &warning : warnings)
        commandLine.console().warning(warning);
    if (!commandLine.calibration().isEmpty()) {
        try {
            made.kavierCalibration
                = CalibrationTable::load(commandLine.calibration()); // errors name the flag
        } catch (const CoastlineError &e) {
            throw CoastlineError(QStringLiteral("--calibration: %1").arg(e.message()));
        }
        config.predictors.kavierCalibration = QFileInfo(commandLine.calibration()).isFile()
            ? QFileInfo(commandLine.calibration()).absoluteFilePath() // relative to the working directory
            : commandLine.calibration();
        made.kavierCalibrationName = config.predictors.kavierCalibration;
    }
    if (!commandLine.rooflineCalibration().isEmpty()) {
        const QString path = commandLine.rooflineCalibration();
        try {
            made.rooflineCalibration = RooflineCalibration::load(path); // errors name the flag
        } catch (const CoastlineError &e) {
            throw CoastlineError(QStringLiteral("--roofline-calibration: %1").arg(e.message()));
        }
        config.predictors.rooflineCalibration
            = QFileInfo(path).isFile() ? QFileInfo(path).absoluteFilePath() : path;
        made.rooflineCalibrationName = config.predictors.rooflineCalibration;
    }
    return config;
}

Configuration jobConfiguration(const CommandLine &commandLine, RecommenderContext::Inputs &prepared,
    std::optional<LaunchReading> *launch)
{
    Configuration config = effectiveConfiguration(commandLine, &prepared);
    if (launch)
        *launch = applyLaunchFile(commandLine, config, prepared);
    applyWorkloadFlags(commandLine, config, &prepared);
    commandLine.applyPolicyFlags(config);
    return config;
}

} // namespace cli
