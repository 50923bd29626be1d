#pragma once

/// NCCL-style collectives by topology (step-time-model.md §8.1): the time of an all-reduce,
/// reduce-scatter, all-gather, all-to-all or point-to-point send of S bytes per rank over a group of n
/// ranks, of which m sit in each scale-up (NVLink / NVSwitch / Infinity Fabric) domain, k = ⌈n / m⌉
/// domains:
///
///     t = α · (1 + log2 k) + S · f / B_bus
///
/// - f = 2(n − 1)/n (all-reduce), (n − 1)/n (reduce-scatter, all-gather, all-to-all), 1 (P2P): the
///   nccl-tests "bus bandwidth" convention (nccl-tests doc/PERFORMANCE.md), so that B_bus is what
///   `all_reduce_perf` reports as busbw.
/// - B_bus inside one domain (k = 1): the domain's bus bandwidth (catalog `intra_node_bus_GBps`, the
///   ring / reduce-scatter / all-gather figure); an all-reduce on an NVSwitch domain of Hopper or
///   Blackwell parts runs NVLink SHARP (NVLS) at `nvlsAllReduceFactor` × that (NCCL's maintainers in
///   NVIDIA/nccl-tests #212: ~370 GB/s ring, ~480 GB/s NVLS all-reduce on 8 × H100).
/// - B_bus across domains (k > 1), hierarchical (NCCL's rings and trees with one channel per rail): the
///   slowest level, min(domain bus, m × NIC rate × network efficiency): each of the group's m ranks in a
///   domain drives its own NIC (rail-optimised systems), so a group with m ranks per domain uses m NICs,
///   not all of them; groups that run side by side (the tp·cp data-parallel groups of a layout) use other
///   NICs. An all-to-all cannot aggregate NICs (NVIDIA/nccl-tests #267): one NIC × k/(k − 1). A P2P send
///   across domains runs on one NIC.
/// - α: a per-collective latency per tree level (one level inside a domain, 1 + log2 k across k domains:
///   NCCL's trees), which makes small messages latency-bound: the achieved bus bandwidth S·f/t rises with
///   the message size and saturates at B_bus (nccl-tests curves: latency-bound below ~1–10 MB).
///
/// Checked against the published nccl-tests figures in tests/data/measured/collective_bandwidth.csv
/// (test_collectives). Never throws; degenerate inputs (n ≤ 1, S ≤ 0) give 0 s.
class CollectiveModel
{
public:
    enum class Collective { AllReduce, ReduceScatter, AllGather, AllToAll, PointToPoint };

    /// The links a group's ranks use, achieved rates in bytes/s.
    struct Links
    {
        double domainBytesPerS = 0; ///< bus bandwidth inside one scale-up domain (ring / RS / AG), > 0
        double nvlsAllReduceFactor = 1; ///< all-reduce inside an NVSwitch domain over domainBytesPerS, ≥ 1
        double nicBytesPerS = 0; ///< one GPU's NIC × the network efficiency; 0 = no network (one domain)
        double latencyS = 0; ///< α: per collective and tree level, s
    };

    /// Where a group's ranks sit: `ranks` n ≥ 1, `perDomain` m (1 ≤ m ≤ n) of them in each domain.
    struct Group
    {
        int ranks = 1;
        int perDomain = 1;
        int domains() const;
    };

    CollectiveModel() = default;
    explicit CollectiveModel(Links links);

    /// Seconds for one `collective` of `bytes` per rank (the full buffer S, not the shard) over `group`.
    double seconds(Collective collective, double bytes, Group group) const;
    /// B_bus of `collective` over `group`, bytes/s (the large-message bus bandwidth).
    double busBytesPerS(Collective collective, Group group) const;
    /// α · (1 + log2 k) for `group`, s (0 for one rank).
    double latencySeconds(Group group) const;
    /// f of `collective` over `ranks` (see above).
    static double busFactor(Collective collective, int ranks);

    const Links &links() const { return m_links; }

private:
    Links m_links {};
};
