#pragma once

// What `tune` and `evaluate` share: the measured-runs CSV of --data through the core's one
// learning-data set-up (LearningSetup; learned-predictors.md "Training data").

#include "model/Configuration.h"
#include "predict/LearningSetup.h"

namespace cli {

class CommandLine;

/// Reads --data (required) into a LearningSetup of `config` with the `base` model; prints the data's
/// warnings. Throws CoastlineError (file, line, column) for bad data or fewer than `minimumRows`
/// usable rows.
LearningSetup learningSetup(const CommandLine &commandLine, const Configuration &config,
    LearningSetup::Base base, int minimumRows, const LearningSetup::Prepared &prepared = {});

} // namespace cli
