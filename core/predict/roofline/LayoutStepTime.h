#pragma once

#include "model/ParallelLayout.h"
#include "model/StepTime.h"
#include "predict/roofline/RooflineModel.h"

/// The roofline step time under a parallel layout (step-time-model.md §7 "Parallel layouts";
/// RooflinePredictor hands every candidate whose layout is not plain data parallel here). One optimizer step
/// of m = G micro-batches of B samples of S' tokens (S padded to a multiple of 2·cp), on tp·pp·cp·dp = N
/// GPUs:
///
/// 1. One rank's work (rankPrepared): every layer GEMM and the LM head ÷ tp (column- and row-parallel
///    halves; the GEMM efficiency is read at the smaller size), the layers ÷ pp (the slowest stage, the
///    last, also runs the LM head), attention ÷ tp (heads) over S'/cp query tokens against S' keys (the
///    blockwise kernel's efficiency at the chunk S'/cp), memory-bound bytes ÷ tp (sequence parallelism)
///    ÷ pp, and parameters ÷ (tp·pp) for the FSDP/DDP collectives over the dp group and the optimizer.
///    RooflineModel::step then runs as for data parallelism on the dp group, placed in Megatron's rank
///    order (placement(): dp ranks per scale-up domain = domain / (tp·cp), each driving its own NIC).
/// 2. TP with sequence parallelism (tensorParallelSeconds): per layer and micro-batch, forward 2
///    all-gathers + 2 reduce-scatters of T·d half-precision values (T = B·S'/cp tokens), backward the same,
///    the recompute's forward again under checkpointing; each moves (t − 1)/t of the tensor per GPU over the
///    scale-up domain's bus (CollectiveModel) plus a collective latency. Exposed unless
///    TrainingSetup::tpCommOverlap (Megatron-LM's default is no overlap); with it (Megatron-LM / Transformer
///    Engine `--tp-comm-overlap`, userbuffers; torchtitan's async TP; both split each collective into chunks
///    that run under the GEMM consuming or producing them, Wang et al. 2022 "Overlap communication with
///    dependent computation via decomposition") only what exceeds the micro-batch's layer GEMMs (gemmSeconds)
///    is exposed.
/// 3. CP ring (contextParallelSeconds): per attention layer, cp − 1 exchanges of the local K and V blocks,
///    2·(S'/cp)·B·h_kv·d_head half-precision values, forward, twice that backward, P2P on the domain's bus
///    or, for a CP group that spans domains, one NIC; overlapped with the blockwise attention: only what
///    exceeds the attention compute is exposed.
/// 4. PP sends: per micro-batch, the activation forward and its gradient backward, T·d/tp half-precision
///    values each (the scatter-gather optimisation of Narayanan et al. 2021), P2P on one NIC when a stage
///    boundary leaves the scale-up domain, else the domain's bus; × v when interleaved (Narayanan et al.
///    2021, §2.2: the interleaved schedule's communication grows by v); overlapped with the other
///    micro-batches except while the pipeline fills and drains (min(m, p − 1) micro-batches exposed).
/// 5. The bubble (Narayanan et al. 2021, §2.2): (p − 1)/v idle micro-batch times of one stage, so that the
///    bubble is (p − 1)/(v·m + p − 1) of the step's pipeline time (ParallelLayout::bubbleFraction).
/// 6. Mixture of experts (ExpertParallelism): expert weights ÷ ep in the rank's parameters; per micro-batch
/// the
///    dispatch and combine all-to-alls (exposed), the grouped expert GEMMs in place of the routed part of the
///    MLP GEMMs, the router and the permutation. An MoE model takes this path under plain data parallelism
///    too.
/// Throughput counts the unpadded tokens: G · B · S · dp / step time.
namespace LayoutStepTime {

/// One rank's share of `whole` under `layout` (item 1 above).
RooflineModel::Prepared rankPrepared(const RooflineModel::Prepared &whole, const ParallelLayout &layout);

/// Where a layout's groups sit (step-time-model.md §8.3, Megatron's rank order tp-cp-dp-pp) in a job's
/// scale-up domains (RooflineModel::jobDomainGpus).
struct Placement
{
    int domainGpus = 1; ///< GPUs of the job in one scale-up domain
    CollectiveModel::Group tensor; ///< the TP group (inside one domain)
    CollectiveModel::Group context; ///< the CP group: domain / tp of its ranks per domain
    RooflineModel::CommGroup dataParallel; ///< the dp group: domain / (tp·cp) ranks per domain, the links
    CollectiveModel::Group expert; ///< the EP group (ExpertParallelism::group)
    bool stageCrossesDomains = false; ///< a pipeline stage boundary runs over the NICs
};

/// The placement of `layout` on `gpusPerNode` × `nodes` GPUs (`interNodeGbps` > 0: the user's per-node
/// aggregate).
Placement placement(const RooflineModel &model, const RooflineModel::Prepared &whole,
    const ParallelLayout &layout, int gpusPerNode, int nodes, double interNodeGbps);

/// TP's seconds per micro-batch on one rank (item 2): `tokens` = B·S'/cp, `layers` on the stage, the
/// all-gathers and reduce-scatters over `group` (inside one domain), `checkpointing` repeats the forward's.
double tensorParallelSeconds(int tp, double tokens, double hidden, int layers,
    const CollectiveModel &collectives, CollectiveModel::Group group, bool checkpointing);

/// The layer GEMMs of one micro-batch on one rank, seconds: forward, backward (backwardMatmulFactor) and
/// the recomputed share of the forward (recomputeShare), `tokens` = B·S'/cp; what TP overlap hides under.
double gemmSeconds(const RooflineModel::Prepared &rank, double tokens);

/// TP's exposed seconds: all of `tensorParallelS` without `overlap`; with it, less the stack's `share`
/// [0, 1] of what fits under `gemmS` (share 1: only what exceeds the GEMMs; RooflineCalibration::
/// stackTpOverlapShare).
double exposedTensorParallelSeconds(double tensorParallelS, double gemmS, bool overlap, double share = 1);

/// CP's seconds per micro-batch on one rank (item 3), before overlap: `chunkTokens` = B·S'/cp,
/// `keyValueWidth` = h_kv·d_head, `layers` on the stage; P2P over `group` (across domains: one NIC).
double contextParallelSeconds(int cp, double chunkTokens, double keyValueWidth, int layers,
    const CollectiveModel &collectives, CollectiveModel::Group group);

/// The step of `layout` for `tokensPerSample` S, per-rank micro-batch `perDeviceBatch` B on `gpusPerNode`
/// × `nodes` GPUs (`interNodeGbps` > 0 overrides the GPU's default). `whole` is the model's prepare().
/// The one entry point predictors call: plain data parallelism runs the inner model on the dp group's
/// placement. The layout must divide the GPUs (ParallelLayout::rejection); never throws.
StepTime step(const RooflineModel &model, const RooflineModel::Prepared &whole, const ParallelLayout &layout,
    qint64 tokensPerSample, qint64 perDeviceBatch, int gpusPerNode, int nodes, double interNodeGbps = 0);

/// The MoE compute of one micro-batch on one rank beyond the layer GEMMs (item 6), seconds: the grouped
/// GEMMs' correction and the router; 0 for a dense model. `tokens` = B·S'/cp, `stageShare` the peak stage's
/// share of the layers (1 / ParallelLayout::stageDivisor).
double expertComputeSeconds(
    const RooflineModel::Prepared &rank, const ParallelLayout &layout, double tokens, double stageShare);

/// Whole-job throughput of `step`, tokens/s: G · B · S · dp / step time.
double throughput(const StepTime &step, const ParallelLayout &layout, qint64 tokensPerSample,
    qint64 perDeviceBatch, int totalGpus);

} // namespace LayoutStepTime
