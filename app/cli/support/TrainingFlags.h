#pragma once

// The training-setup flags of recommend, explain and simulate (cli.md "Training-setup flags";
// training-setups.md): they override the configuration's `training:` section.

#include "model/Configuration.h"

#include <QCommandLineParser>
#include <QHash>

namespace cli {

class CommandLine;

/// One flag per row of TrainingFields (--precision … --grad-accum), in table order, with its value name
/// and help.
void addTrainingOptions(QCommandLineParser &parser);
/// Applies the training flags given to `config.training` (after parse()), in table order. Throws
/// CoastlineError naming the flag for a bad value (e.g. "--lora-rank: the LoRA rank must be between 1 and
/// 65536, got 0").
void applyTrainingFlags(const CommandLine &commandLine, Configuration &config);
/// Other tools' flags for ours (TrainingFields' `otherToolKey` with `-` for `_`; torchtune's names:
/// `optimizer-in-bwd` → `optimizer-in-backward`, `enable-activation-offloading` → `activation-offload`,
/// `compile` → `torch-compile`, `fsdp` → `fsdp-version`), without the leading `--`: the "did you mean" of
/// such an unknown flag.
const QHash<QString, QString> &trainingFlagHints();

} // namespace cli
