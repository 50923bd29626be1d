#pragma once

#include "config/SectionKey.h"
#include "model/Configuration.h"

/// The `strategy:` section of a configuration file (spec "Configuration file"; seed "Ranking"): the
/// goal from strategy.name and strategy.preset, explicit alpha/beta weights, max_slowdown (or
/// upstream's runtime_guard_k), the energy metric and the deadline/budget limits.
namespace StrategySection {

/// The section's owned and kept keys.
const SectionKeyNames &keyNames();
/// Reads the section over `strategy`. Fails for unknown goal, preset or strategy names, negative or
/// all-zero weights, a max_slowdown below 1, a preset that is a policy of its own under
/// `name: multi_objective`, and `preset: custom` without weights; warns for what it ignores.
void read(const YamlReader &reader, const YamlField &section, StrategySettings &strategy);
/// Writes `strategy`: the name, then the weights (explicit ones, or a missing one derived) or the
/// preset, then the settings that differ from their defaults.
void write(YamlWriter &writer, const StrategySettings &strategy);

} // namespace StrategySection
