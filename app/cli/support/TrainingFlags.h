#pragma once

// The training-setup flags of recommend, explain and simulate (cli.md "Training-setup flags";
// training-setups.md): they override the configuration's `training:` section.

#include "model/Configuration.h"

#include <QCommandLineParser>
#include <QHash>

namespace cli {

class CommandLine;

/// --precision --optimizer --activation-checkpointing --sharding --lora-rank --lora-targets --offload
/// --reserve-gib
void addTrainingOptions(QCommandLineParser &parser);
/// Applies the training flags given to `config.training` (after parse()). Throws CoastlineError naming
/// the flag for a bad value (e.g. "--lora-rank: the LoRA rank must be between 1 and 65536, got 0").
void applyTrainingFlags(const CommandLine &commandLine, Configuration &config);
/// Other tools' flags for ours (torchtune's names: `optimizer-in-bwd` → `optimizer-in-backward`,
/// `enable-activation-offloading` → `activation-offload`, `compile` → `torch-compile`, `fsdp` →
/// `fsdp-version`), without the leading `--`: the "did you mean" of such an unknown flag.
const QHash<QString, QString> &trainingFlagHints();

} // namespace cli
