#pragma once

// Loading the configuration a command runs with: the embedded default or --config, then the flags.

#include "launch/LaunchReading.h"
#include "model/Configuration.h"
#include "pipeline/RecommenderContext.h"

#include <optional>

namespace cli {

class CommandLine;

/// Applies the workload flags given to `config.workload` (flags override the configuration) and checks
/// the result against the flags, so errors name them: an unknown --llm or --gpu name (with the closest
/// catalog names; the catalog is `prepared`'s, built there when needed) and a --gpus-per-node × --nodes
/// layout over Limits::maxGpus GPUs.
void applyWorkloadFlags(
    const CommandLine &commandLine, Configuration &config, RecommenderContext::Inputs *prepared = nullptr);

/// Warns "<source>: N GPUs per node is implausible; expected at most M (…)" when the job's GPUs per node
/// exceed both Limits::plausibleGpusPerNode and infrastructure.max_gpus_per_node; the source is
/// --gpus-per-node when given, else workload.gpus_per_node.
void warnImplausibleGpusPerNode(
    const CommandLine &commandLine, const Configuration &config, const Workload &job);

/// The configuration a verb runs with: the embedded default, or --config FILE (with the
/// infrastructure.yaml beside it, or --infrastructure FILE), with --calibration applied on top
/// (predictors.kavier_calibration). Configuration warnings go to the command line's console as
/// `warning:` lines. Workload flags are applied by the verb (WorkloadFlags::appliedTo), policy flags by
/// CommandLine::applyPolicyFlags(). Throws CoastlineError for an unreadable or invalid file or table.
/// What it makes on the way goes to `prepared` when given: the catalog (built only to check the
/// file's names) and the --calibration / --roofline-calibration tables it checked, so that the verb's
/// one RecommenderContext (RecommenderContext(config, prepared)) neither builds nor reads them again.
Configuration effectiveConfiguration(
    const CommandLine &commandLine, RecommenderContext::Inputs *prepared = nullptr);
/// The configuration of recommend/explain: effectiveConfiguration(), then the workload flags, the
/// policy and job-size flags, and the flagged names resolved against the catalog. `prepared` as for
/// effectiveConfiguration().
/// With `launch` (the verb takes --from-launch): the launch file read after the configuration and before the
/// flags (LaunchFlags::applyLaunchFile), its reading put in `*launch`.
Configuration jobConfiguration(const CommandLine &commandLine, RecommenderContext::Inputs &prepared,
    std::optional<LaunchReading> *launch = nullptr);

} // namespace cli
