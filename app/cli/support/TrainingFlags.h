#pragma once

// The training-setup flags of recommend, explain and simulate (cli.md "Training-setup flags";
// training-setups.md): they override the configuration's `training:` section.

#include "model/Configuration.h"

#include <QCommandLineParser>

namespace cli {

class CommandLine;

/// --precision --optimizer --activation-checkpointing --sharding --lora-rank --lora-targets --offload
/// --reserve-gib
void addTrainingOptions(QCommandLineParser &parser);
/// Applies the training flags given to `config.training` (after parse()). Throws CoastlineError naming
/// the flag for a bad value (e.g. "--lora-rank: the LoRA rank must be between 1 and 65536, got 0").
void applyTrainingFlags(const CommandLine &commandLine, Configuration &config);

} // namespace cli
