#include "feasibility/LayoutMemory.h"

#include "common/CoastlineError.h"
#include "feasibility/StateBytes.h"
#include "model/PrecisionTraits.h"

#include <algorithm>

Candidate LayoutMemory::replicaSet(const Candidate &candidate)
{
    const ParallelLayout &layout = candidate.layout;
    const int dp = layout.dataParallel(candidate.totalGpus);
    if (dp < 1)
        throw CoastlineError(QStringLiteral("memory model: layout %1 does not divide %2 GPUs")
                                 .arg(layout.name())
                                 .arg(candidate.totalGpus));
    // The training state is sharded over dp x cp ranks: context-parallel ranks hold the same weights, and
    // Megatron-LM's distributed optimizer and torchtitan's FSDP mesh (dp_shard_cp) both shard over them.
    const int shardGroup = dp * layout.cp;
    Candidate replica = candidate;
    replica.layout = {};
    replica.totalGpus = shardGroup;
    replica.gpusPerNode = std::clamp(candidate.gpusPerNode / layout.tp, 1, shardGroup);
    replica.numberOfNodes = (shardGroup + replica.gpusPerNode - 1) / replica.gpusPerNode;
    return replica;
}

double LayoutMemory::parameterShare(const MemoryModel &model, const ParallelLayout &layout, Stage stage)
{
    const double p = model.parameters();
    const double embedding = model.embeddingParameters();
    const double body = p - embedding;
    // One embedding matrix (V·h) on each end stage; all of them on a single stage.
    const double onStage = layout.pp == 1 ? embedding : model.vocabularySize() * model.hiddenSize();
    (void)stage; // first and last hold the same share: the input embedding or the LM head
    // The fullest stage's layers (an uneven split: PipelineSplit::peakStageLayers).
    return (body / layout.stageDivisor(model.layerCount()) + onStage) / (layout.tp * p);
}

double LayoutMemory::unshardedStageBytes(
    MemoryModel::Method method, const TrainingSetup &setup, const ParallelLayout &layout)
{
    using S = TrainingSetup::Sharding;
    if (layout.pp <= 1 || (setup.sharding != S::FullShard && setup.sharding != S::HybridShard))
        return 0;
    const StateBytes::ParameterBytes bytes = StateBytes::parameterBytes(setup.precision, false);
    // The 16-bit compute copy (fp32 under fp32) and, for trained weights, the gradient accumulated in the
    // reduce dtype: fp32 where the recipe keeps an fp32 master (FSDP2's to_accumulated_grad_if_needed).
    const double weight = setup.precision == TrainingSetup::Precision::Fp32 ? 4.0 : 2.0;
    const double gradient = method != MemoryModel::Method::Full ? 0.0
        : bytes.master > 0                                      ? 4.0
                                                                : bytes.gradient;
    return weight + gradient;
}

double LayoutMemory::userbufferBytes(
    const TrainingSetup &setup, const ParallelLayout &layout, double tokensPerMicroBatch, double hidden)
{
    if (setup.stack != TrainingSetup::Stack::Megatron || !setup.tpCommOverlap || layout.tp <= 1)
        return 0;
    // Ten buffers: six all-gather ones in FP8 under an FP8 recipe (1 byte), the rest bf16 (2 bytes).
    const bool fp8 = PrecisionTraits::of(setup.precision).savesLowPrecisionGemmInputs;
    const double bytesPerElement = fp8 ? 6 * 1.0 + 4 * 2.0 : 10 * 2.0;
    return tokensPerMicroBatch / layout.cp * hidden * bytesPerElement
        + 2 * MemoryModel::kTeCublasWorkspaceBytes;
}

double LayoutMemory::microBatchesInFlight(const ParallelLayout &layout, int microBatches, Stage stage)
{
    if (stage == Stage::Last || layout.pp == 1)
        return 1;
    const double inFlight = std::min(layout.pp, std::max(1, microBatches));
    const double v = std::max(1, layout.virtualStages);
    return v > 1 ? inFlight * (1 + (layout.pp - 1.0) / (layout.pp * v)) : inFlight;
}

MemoryModel::Estimate LayoutMemory::estimate(const MemoryModel &model, MemoryModel::Method method,
    const TrainingSetup &setup, qint64 tokensPerSample, const Candidate &candidate)
{
    if (candidate.layout.isDataParallel())
        return model.estimate(method, setup, tokensPerSample, candidate); // every rank alike
    MemoryModel::requireCounts(tokensPerSample, candidate);
    MemoryModel::Estimate e = busiestRank(model, method, setup, tokensPerSample, candidate);
    if (setup.loss != TrainingSetup::Loss::Standard) {
        TrainingSetup standard = setup;
        standard.loss = TrainingSetup::Loss::Standard;
        MemoryModel::boundByStandardLoss(e, busiestRank(model, method, standard, tokensPerSample, candidate));
    }
    return e;
}

void LayoutMemory::applyExpertParallelism(MemoryModel::Estimate &e, const MemoryModel &model,
    const ParallelLayout &layout, const TrainingSetup &setup, double share)
{
    const double routed = model.routedExpertParameters();
    if (layout.ep <= 1 || !(routed > 0) || !(share > 0))
        return;
    // The routed experts' fraction of this rank's parameters, and what EP takes off a whole term.
    const double onRank = routed / layout.stageDivisor(model.layerCount()) / layout.tp;
    const double fraction = std::min(1.0, onRank / (share * model.parameters()));
    const double cut = fraction * (1 - 1.0 / layout.ep);
    using S = TrainingSetup::Sharding;
    const bool weightsWhole = setup.sharding != S::FullShard && setup.sharding != S::HybridShard;
    const bool gradientsWhole = setup.sharding == S::NoShard || setup.sharding == S::DistributedOptimizer;
    const bool statesWhole = setup.sharding == S::NoShard;
    MemoryBreakdown &b = e.breakdown;
    const double before = b.weightsGb + b.gradientsGb + b.optimizerGb;
    b.weightsGb *= weightsWhole ? 1 - cut : 1;
    b.gradientsGb *= gradientsWhole ? 1 - cut : 1;
    b.optimizerGb *= statesWhole ? 1 - cut : 1;
    e.stateBytes -= (before - b.weightsGb - b.gradientsGb - b.optimizerGb) * MemoryModel::kBytesPerGb;
    // Dispatch buffers of one MoE layer: the permuted tokens and the combine's output, bf16.
    const double dispatch
        = 2.0 * 2.0 * double(e.tokensPerDevice) * model.expertsPerToken() * model.hiddenSize();
    e.activationBytes += dispatch;
    b.activationsGb = e.activationBytes / MemoryModel::kBytesPerGb;
    e.peakAllocatedBytes = e.stateBytes + e.workingSetBytes + e.activationBytes + e.optimizerStepBytes
        + e.logitsBytes + e.frozenGradientBytes + e.dequantBytes;
    e.totalBytes = e.peakAllocatedBytes + e.allocatorBytes + e.contextBytes;
    b.totalGb = e.totalBytes / MemoryModel::kBytesPerGb;
}

MemoryModel::Estimate LayoutMemory::busiestRank(const MemoryModel &model, MemoryModel::Method method,
    const TrainingSetup &setup, qint64 tokensPerSample, const Candidate &candidate)
{
    const ParallelLayout &layout = candidate.layout;
    const MemoryModel::Estimate replica
        = model.estimate(method, setup, layout.paddedSequence(tokensPerSample), replicaSet(candidate));
    const double split = double(layout.tp) * layout.cp; // activations: TP/SP × CP
    const double oldTransient
        = replica.activationBytes + replica.logitsBytes + replica.dequantBytes + replica.optimizerStepBytes;

    const auto atStage = [&](Stage stage) {
        MemoryModel::Estimate e = replica;
        const double share = parameterShare(model, layout, stage);
        e.stateBytes = replica.stateBytes * share;
        e.workingSetBytes = std::max(replica.workingSetBytes / layout.tp,
            unshardedStageBytes(method, setup, layout) * share * model.parameters());
        e.optimizerStepBytes = replica.optimizerStepBytes * share;
        e.frozenGradientBytes = 0; // Megatron-LM allocates no gradient buffer for frozen parameters
        e.dequantBytes = replica.dequantBytes / layout.tp;
        e.activationBytes = replica.activationBytes / split / layout.stageDivisor(model.layerCount())
            * microBatchesInFlight(layout, setup.gradientAccumulationSteps, stage);
        e.logitsBytes = stage == Stage::Last || layout.pp == 1 ? replica.logitsBytes / split : 0;
        e.tokensPerDevice = replica.tokensPerDevice / layout.cp;
        e.contextBytes = replica.contextBytes
            + userbufferBytes(setup, layout, double(replica.tokensPerDevice), model.hiddenSize());
        e.peakAllocatedBytes = e.stateBytes + e.workingSetBytes + e.activationBytes + e.optimizerStepBytes
            + e.logitsBytes + e.frozenGradientBytes + e.dequantBytes;
        const double transient = e.activationBytes + e.logitsBytes + e.dequantBytes + e.optimizerStepBytes;
        e.allocatorBytes = oldTransient > 0 ? replica.allocatorBytes * transient / oldTransient : 0;
        e.totalBytes = e.peakAllocatedBytes + e.allocatorBytes + e.contextBytes;
        MemoryBreakdown &b = e.breakdown;
        b.weightsGb *= share;
        b.gradientsGb *= share;
        b.optimizerGb *= share;
        b.workingSetGb = e.workingSetBytes / MemoryModel::kBytesPerGb;
        b.activationsGb = e.activationBytes / MemoryModel::kBytesPerGb;
        b.optimizerStepGb = e.optimizerStepBytes / MemoryModel::kBytesPerGb;
        b.logitsGb = e.logitsBytes / MemoryModel::kBytesPerGb;
        b.frozenGradientsGb = e.frozenGradientBytes / MemoryModel::kBytesPerGb;
        b.dequantGb = e.dequantBytes / MemoryModel::kBytesPerGb;
        applyExpertParallelism(e, model, layout, setup, share);
        b.peakAllocatedGb = e.peakAllocatedBytes / MemoryModel::kBytesPerGb;
        b.allocatorGb = e.allocatorBytes / MemoryModel::kBytesPerGb;
        b.contextGb = e.contextBytes / MemoryModel::kBytesPerGb;
        b.totalGb = e.totalBytes / MemoryModel::kBytesPerGb;
        b.peakStage = stage == Stage::First ? 0 : layout.pp - 1;
        return e;
    };
    const MemoryModel::Estimate first = atStage(Stage::First);
    if (layout.pp == 1)
        return first; // one stage holds the embeddings, the layers and the logits
    const MemoryModel::Estimate last = atStage(Stage::Last);
    return last.totalBytes > first.totalBytes ? last : first;
}
