#include "predict/roofline/DataParallelCommunication.h"

#include <algorithm>
#include <cmath>

namespace {

/// Gradient bucket of the overlapped gradient reduction, parameters: Megatron-LM's DDP default
/// (`bucket_size` = max(40,000,000, 1,000,000 × dp) parameters, megatron/core/distributed/
/// distributed_data_parallel.py).
constexpr double kBucketParameters = 40e6;
/// Host link used by parameter offload, bytes/s (PCIe 4.0 x16 at about 80 % of 32 GB/s).
constexpr double kHostLinkBytesPerS = 25e9;

using Collective = CollectiveModel::Collective;

/// FSDP's per-layer exposure: `forwardCommS` and `backwardCommS` per layer against the layer's compute.
double prefetched(int layers, double forwardCommS, double backwardCommS, double forwardS, double backwardS)
{
    const double perLayerForward = forwardS / layers;
    const double perLayerBackward = backwardS / layers;
    return layers
        * (std::max(0.0, forwardCommS - perLayerForward) + std::max(0.0, backwardCommS - perLayerBackward))
        + forwardCommS; // the first layer's gather has nothing to hide under
}

} // namespace

DataParallelCommunication DataParallelCommunication::of(const RooflineModel::Prepared &p,
    const RooflineModel::CommGroup &group, double forwardS, double backwardS)
{
    DataParallelCommunication d;
    const CollectiveModel &c = group.collectives;
    const CollectiveModel::Group dp = group.group;
    const int layers = std::max(1, p.layers);
    const double layerWeights = p.parameters * p.weightBytes / layers;
    const double layerGradients = p.trainableParameters * p.gradientBytes / layers;
    const double gradients = p.trainableParameters * p.gradientBytes;
    if (dp.ranks > 1) {
        switch (p.setup.sharding) {
        case TrainingSetup::Sharding::FullShard:
        case TrainingSetup::Sharding::ShardGradOp: {
            const bool full = p.setup.sharding == TrainingSetup::Sharding::FullShard;
            const double gather = c.seconds(Collective::AllGather, layerWeights, dp);
            const double backward
                = (full ? gather : 0) + c.seconds(Collective::ReduceScatter, layerGradients, dp);
            d.microS = layers * (gather + backward);
            d.exposedMicroS = prefetched(layers, gather, backward, forwardS, backwardS);
            break;
        }
        case TrainingSetup::Sharding::NoShard: {
            const double bucket = std::min(gradients, kBucketParameters * p.gradientBytes);
            const double buckets = bucket > 0 ? std::ceil(gradients / bucket) : 0;
            const double last = c.seconds(Collective::AllReduce, bucket, dp);
            d.stepS = buckets * c.latencySeconds(dp)
                + gradients * CollectiveModel::busFactor(Collective::AllReduce, dp.ranks)
                    / c.busBytesPerS(Collective::AllReduce, dp);
            d.exposedStepS = std::min(d.stepS, std::max(last, d.stepS - backwardS));
            break;
        }
        case TrainingSetup::Sharding::DistributedOptimizer: {
            // Megatron's distributed optimizer (step-time-model.md §8.2): once per step, a bucketed
            // reduce-scatter of the gradients under the last backward (overlap_grad_reduce) and an all-gather
            // of the updated weights under the next forward (overlap_param_gather); the last reduce-scatter
            // bucket and the first all-gather bucket have nothing to hide under.
            const double weights = p.trainableParameters * p.weightBytes;
            const double bucket = std::min(gradients, kBucketParameters * p.gradientBytes);
            const double buckets = bucket > 0 ? std::ceil(gradients / bucket) : 0;
            const double scatter = buckets * c.latencySeconds(dp)
                + gradients * CollectiveModel::busFactor(Collective::ReduceScatter, dp.ranks)
                    / c.busBytesPerS(Collective::ReduceScatter, dp);
            const double gather = buckets * c.latencySeconds(dp)
                + weights * CollectiveModel::busFactor(Collective::AllGather, dp.ranks)
                    / c.busBytesPerS(Collective::AllGather, dp);
            const double weightBucket = buckets > 0 ? weights / buckets : 0;
            d.stepS = scatter + gather;
            d.exposedStepS
                = std::min(scatter,
                      std::max(c.seconds(Collective::ReduceScatter, bucket, dp), scatter - backwardS))
                + std::min(
                    gather, std::max(c.seconds(Collective::AllGather, weightBucket, dp), gather - forwardS));
            break;
        }
        case TrainingSetup::Sharding::HybridShard: {
            const int shard = std::clamp(group.ranksPerNode, 1, dp.ranks);
            const CollectiveModel::Group inNode {shard, shard};
            const CollectiveModel::Group replicas {
                std::max(1, dp.ranks / shard), std::max(1, dp.perDomain / shard)};
            const double gather = c.seconds(Collective::AllGather, layerWeights, inNode);
            const double backward = gather + c.seconds(Collective::ReduceScatter, layerGradients, inNode)
                + c.seconds(Collective::AllReduce, layerGradients / shard, replicas);
            d.microS = layers * (gather + backward);
            d.exposedMicroS = prefetched(layers, gather, backward, forwardS, backwardS);
            break;
        }
        }
    }
    if (p.setup.offload == TrainingSetup::Offload::OptimizerAndParams) { // the shard streams in, twice
        const double offload = 2 * p.parameters * p.weightBytes / std::max(1, dp.ranks) / kHostLinkBytesPerS;
        d.microS += offload;
        d.exposedMicroS += std::max(0.0, offload - forwardS - backwardS);
    }
    return d;
}
