#pragma once

// `--from-launch FILE` on recommend, explain and simulate (cli.md "Launch files"): the job and training
// setup from a torchtitan TOML, an accelerate YAML, a DeepSpeed JSON or Megatron-LM arguments.

#include "launch/LaunchReading.h"
#include "pipeline/RecommenderContext.h"

#include <QCommandLineParser>
#include <optional>

namespace cli {

class CommandLine;

/// --from-launch FILE.
void addLaunchOption(QCommandLineParser &parser);
/// When --from-launch was given: reads the file on `config` (with the workload flags applied, so the GPUs
/// per node and nodes of the flags count) and puts the file's workload, training setup and parallel layout
/// into `config`; the flags, applied after it by the verb, override it. Prints the file's warnings
/// (`warning:` lines). Returns the reading (what explain lists), or nullopt without the flag.
std::optional<LaunchReading> applyLaunchFile(
    const CommandLine &commandLine, Configuration &config, RecommenderContext::Inputs &prepared);

} // namespace cli
