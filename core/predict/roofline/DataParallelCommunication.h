#pragma once

#include "predict/roofline/RooflineModel.h"

/// The data-parallel collectives of one optimizer step and how much of them the compute hides, as the
/// training stacks overlap them (step-time-model.md §8.2), on the links and placement of
/// RooflineModel::CommGroup (CollectiveModel: collectives by topology, §8.1). Bytes are the half-precision
/// weights (RooflineModel::Prepared::weightBytes per parameter) and the gradients (gradientBytes per
/// trainable parameter) of the rank's share of the model.
///
/// - full-shard (FSDP): per micro-step and layer, an all-gather of the layer's weights before its
///   forward, another before its backward and a reduce-scatter of its gradients after, prefetched one layer
///   ahead: exposed = Σ_layers max(0, layer's collectives − layer's compute) + the first gather;
/// - shard-grad-op: the all-gather in the forward only (weights stay gathered for the backward);
/// - no-shard (DDP, Megatron's DDP and distributed optimizer): the gradients reduced once per optimizer
///   step in buckets of gradientBucketParameters while the last micro-batch's backward runs
///   (`overlap_grad_reduce`): exposed = max(the last bucket, all buckets − that backward);
/// - hybrid-shard: the full-shard traffic over the node's shard group, per micro-step, plus the
///   all-reduce of each rank's gradient shard over the replicas across nodes, under the backward;
/// - parameter offload streams the rank's weights in twice per micro-step over the host link (exposed
///   beyond the micro-step's compute).
struct DataParallelCommunication
{
    double microS = 0; ///< collective time of one micro-step (overlapped per micro-step), s
    double stepS = 0; ///< collective time once per optimizer step (the gradient buckets), s
    double exposedMicroS = 0; ///< the part of microS the compute does not hide, s
    double exposedStepS = 0; ///< the part of stepS the last backward does not hide, s

    /// `forwardS` and `backwardS`: one micro-step's forward and backward (with recompute) on one rank.
    static DataParallelCommunication of(const RooflineModel::Prepared &prepared,
        const RooflineModel::CommGroup &group, double forwardS, double backwardS);
};
