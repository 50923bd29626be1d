#pragma once

#include "config/SectionKey.h"
#include "model/Configuration.h"

/// The `grid:` section of a configuration file: the batch sizes and GPU counts to sweep (YAML lists of
/// numbers and ranges, or one GridExpression text such as "1-1024"), top_k and the layout filter.
namespace GridSection {

/// The section's owned and kept keys.
const SectionKeyNames &keyNames();
/// Reads the section over `grid`; returns grid.gpu_models (empty when not given; upstream's list, whose
/// first entry names the workload's GPU when workload.gpu_model does not) and sets `gpuModelsOrigin`
/// to where it was read. Fails for empty, too long or out-of-range lists, top_k < 1 and unknown layouts.
QStringList read(
    const YamlReader &reader, const YamlField &section, GridSettings &grid, ValueOrigin &gpuModelsOrigin);
/// Writes `grid` (a list of more than 32 values as one GridExpression text; top_k and layouts when set).
void write(YamlWriter &writer, const GridSettings &grid);

} // namespace GridSection
