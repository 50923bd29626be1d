#pragma once

#include <QString>

/// The network a job's predictions assumed (issue 36 item 1: the output names it), from the GPU's catalog
/// row and the infrastructure; the summary banner states it. Bandwidths as the catalog gives them.
struct AssumedNetwork
{
    QString gpu; ///< the catalog key whose figures these are, e.g. "NVIDIA-A100-SXM4-80GB"
    /// The roofline's NCCL all-reduce bus bandwidth inside a node, GB/s (catalog `intra_node_bus_GBps`).
    double intraNodeGBps = 0;
    /// The catalog row gives no intra-node figure: intraNodeGBps is the roofline's PCIe 4.0 default.
    bool intraNodeDefault = false;
    /// The roofline's bandwidth between nodes, Gbit/s per node (all NICs together).
    double interNodeGbps = 0;
    /// interNodeGbps is the user's (`--inter-node-gbps`, `infrastructure.inter_node_gbps`).
    bool interNodeFromUser = false;
    /// Neither the user nor the catalog row gives it: interNodeGbps is the roofline's default.
    bool interNodeDefault = false;
    /// Kavier's intra-node link, Gbit/s (catalog `network_bandwidth_gbps`); Kavier assumes 200 Gbit/s
    /// between nodes whatever the GPU (kavier.md §2).
    double kavierIntraNodeGbps = 0;
    /// Kavier's fixed inter-node bandwidth, Gbit/s (INFINIBAND_GBPS, kavier.md §2).
    static constexpr double kavierInterNodeGbps = 200.0;
};
