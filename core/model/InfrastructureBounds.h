#pragma once

#include "common/BoundedValue.h"
#include "model/Candidate.h"

/// The ranges of the infrastructure's number settings that a flag and a configuration key both read
/// (--host-power-per-node / infrastructure.host_power_w_per_node, --restart-overhead-per-node-hour /
/// infrastructure.restart_overhead_per_node_hour): one range each, so both say the same
/// (BoundedValue::expectation). The maxima and their sources are Infrastructure's.
namespace InfrastructureBounds {

/// Host power per node, W: 0 to Infrastructure::kMaxHostPowerWPerNode.
inline constexpr BoundedValue::Range hostPowerWPerNode {
    0, Infrastructure::kMaxHostPowerWPerNode, "W per node"};
/// Hours of the job lost per node-hour: 0 to Infrastructure::kMaxRestartOverhead.
inline constexpr BoundedValue::Range restartOverheadPerNodeHour {
    0, Infrastructure::kMaxRestartOverhead, "hours lost per node-hour"};

} // namespace InfrastructureBounds
