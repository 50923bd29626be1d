#pragma once

// What `tune` and `evaluate` share: reading a measured-runs CSV into LearningData with the
// configuration's catalog and Kavier calibration (learned-predictors.md "Training data").

#include "config/Configuration.h"
#include "predict/ThroughputPredictor.h"
#include "predict/learned/LearningData.h"

#include <memory>

namespace cli {

class CommandLine;

/// The configuration's Kavier predictor (its calibration table), over `catalog`.
std::shared_ptr<const ThroughputPredictor> configuredKavier(
    const Configuration &config, const Catalog &catalog);

/// The model learned predictors correct (PredictorRegistry::learnedBase: the roofline model), over `catalog`.
std::shared_ptr<const ThroughputPredictor> configuredLearnedBase(
    const Configuration &config, const Catalog &catalog);

/// Reads --data (required) and builds the learning rows; prints the data's warnings. Throws
/// CoastlineError (file, line, column) for bad data or fewer than `minimumRows` usable rows.
LearningData learningData(const CommandLine &commandLine, const Configuration &config, const Catalog &catalog,
    const ThroughputPredictor &base, int minimumRows);

} // namespace cli
