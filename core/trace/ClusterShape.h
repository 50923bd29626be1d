#pragma once

#include "common/CoastlineError.h"

/// A homogeneous cluster: `nodes` nodes of `gpusPerNode` GPUs each (traces.md "The schedule simulation").
struct ClusterShape
{
    int nodes = 1; ///< ≥ 1
    int gpusPerNode = 8; ///< ≥ 1

    int totalGpus() const { return nodes * gpusPerNode; }

    /// The cluster of `--cluster-gpus N --max-gpus-per-node G`: N / G nodes, rounded down as upstream's
    /// `cluster_gpus // node_gpus` (§8.11). Throws CoastlineError unless 1 ≤ G ≤ N.
    static ClusterShape fromTotal(int totalGpus, int gpusPerNode)
    {
        if (gpusPerNode < 1 || totalGpus < gpusPerNode)
            throw CoastlineError(QStringLiteral(
                "cluster: need 1 ≤ GPUs per node ≤ cluster GPUs, got %1 GPUs per node and %2 GPUs")
                                     .arg(gpusPerNode)
                                     .arg(totalGpus));
        return {totalGpus / gpusPerNode, gpusPerNode};
    }
};
