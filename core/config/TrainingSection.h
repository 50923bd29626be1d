#pragma once

#include "config/SectionKey.h"
#include "model/TrainingSetup.h"

/// The `training:` section of a configuration file (training-setups.md): each key optional; a bad
/// value fails naming the file, line and key. Its key table (TrainingSection.cpp) is the one place a
/// training-setup key is spelled.
namespace TrainingSection {

/// The section's owned and kept keys.
const SectionKeyNames &keyNames();
/// Reads the section over `training` (a missing or null key keeps its value).
void read(const YamlReader &reader, const YamlField &section, TrainingSetup &training);
/// Writes every key of `training` (gradient_accumulation_steps only when not 1).
void write(YamlWriter &writer, const TrainingSetup &training);

} // namespace TrainingSection
