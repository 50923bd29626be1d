#pragma once

#include "config/SectionKey.h"
#include "model/Candidate.h"

/// The cluster: a configuration's `infrastructure:` section, or an upstream `infrastructure.yaml`
/// (the same keys at the top level; there total_gpus, max_nodes, max_gpus_per_node and gpu_models are
/// required). Also the inter-node bandwidth and the prices.
namespace InfrastructureSection {

/// The section's owned keys.
const SectionKeyNames &keyNames();
/// Reads the keys of `section` over `infrastructure`: a configuration's section (`sectionName`
/// "infrastructure": unknown keys kept on save) or an infrastructure file (`sectionName` empty: the
/// four keys required, unknown keys ignored). Fails for counts below 1 or above Limits::maxGpus,
/// negative or too large prices and bandwidths outside 1 … Infrastructure::kMaxInterNodeGbps.
void read(const YamlReader &reader, const YamlField &section, const QString &sectionName,
    Infrastructure &infrastructure);
/// Writes `infrastructure` (the bandwidth, prices and currency when set).
void write(YamlWriter &writer, const Infrastructure &infrastructure);

} // namespace InfrastructureSection
