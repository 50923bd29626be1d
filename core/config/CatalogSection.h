#pragma once

#include "config/SectionKey.h"
#include "model/Configuration.h"

/// The `catalog:` section of a configuration file (spec decision 9): the user's LLM and GPU entries,
/// read and written by CatalogYaml through CatalogFields.
namespace CatalogSection {

/// The section's owned keys.
const SectionKeyNames &keyNames();
/// Reads the section's entries into `config.catalogLlms` and `config.catalogGpus`.
void read(const YamlReader &reader, const YamlField &section, Configuration &config);
/// Writes the entries of `config` (a list only when it has entries).
void write(YamlWriter &writer, const Configuration &config);

} // namespace CatalogSection
