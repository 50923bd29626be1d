#pragma once

#include "config/SectionKey.h"
#include "model/Configuration.h"

/// The `predictors:` section of a configuration file: the predictor and feasibility names (checked
/// against the available ones), the empirical OOM guard, the measured-runs lookup, the calibration
/// files and a learned predictor's model file.
namespace PredictorsSection {

/// The section's owned and kept keys.
const SectionKeyNames &keyNames();
/// Reads the section into `config.predictors` (and the origins of the lookup and model file). Fails
/// for an unknown or unavailable predictor or feasibility name, a token budget below 1 and an unknown
/// calibration name.
void read(const YamlReader &reader, const YamlField &section, Configuration &config);
/// Writes `predictors` (the lookup, roofline calibration and model file only when set).
void write(YamlWriter &writer, const PredictorSettings &predictors);

} // namespace PredictorsSection
