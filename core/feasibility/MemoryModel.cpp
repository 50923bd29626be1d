#include "feasibility/MemoryModel.h"

#include "common/CoastlineError.h"
#include "feasibility/SavedActivations.h"
#include "feasibility/StateBytes.h"
#include "model/PrecisionTraits.h"

#include <algorithm>
#include <limits>

namespace {

/// The default training stack (made once: its LoRA target list would be an allocation per estimate).
const TrainingSetup &defaultSetup()
{
    static const TrainingSetup defaults;
    return defaults;
}

} // namespace

MemoryModel::MemoryModel(const LlmSpec &llm, const GpuSpec &gpu)
{
    const QStringList missing = missingArchitectureFields(llm);
    if (!missing.isEmpty())
        throw CoastlineError(QStringLiteral("%1memory model: LLM '%2' lacks the architecture fields %3")
                                 .arg(llm.origin.isEmpty() ? QString() : llm.origin + QStringLiteral(": "),
                                     llm.name, missing.join(QStringLiteral(", "))));
    if (!(gpu.memoryMib > 0))
        throw CoastlineError(
            QStringLiteral("memory model: GPU '%1' has no memory size (memory_mib or memory_gb)")
                .arg(gpu.name));

    const double vocab = *llm.vocabSize;
    const double hidden = llm.dModel;
    m_layers = llm.nLayers;
    m_params = llm.parameterCount();
    m_embeddingParams = vocab * hidden * (*llm.tieWordEmbeddings ? 1.0 : 2.0); // §5.3a rule 2
    m_bodyParams = m_params - m_embeddingParams;
    if (llm.hasExperts() && llm.numExperts.value_or(0) > 0) {
        m_topK = llm.expertsPerToken.value_or(0);
        m_routedParams = std::min(0.98 * std::max(0.0, m_bodyParams),
            double(llm.moeLayers()) * *llm.numExperts * (llm.mlpGated.value_or(true) ? 3 : 2) * hidden
                * llm.expertWidth());
    }
    m_activeIntermediate = llm.hasExperts() // §5.3a rule 3
        ? *llm.expertsPerToken * *llm.intermediateSize + llm.sharedExpertIntermediateSize.value_or(0)
        : *llm.intermediateSize;
    m_bytesPerToken = kActivationBytes * m_layers * hidden // one bf16 checkpoint per layer
        + kActivationBytes * (kWorkspaceHiddenFactor * hidden + kWorkspaceFfnFactor * m_activeIntermediate)
        + kLogitsBytesPerVocabEntry * vocab;
    m_deviceBytes = gpu.memoryMib * kBytesPerMib;
    m_capacityBytes = m_deviceBytes - kReservedBytes; // §5.3a rule 5
    m_hybridMamba = isHybridMamba(llm);

    // Shapes for LoRA and for activations without checkpointing.
    m_hidden = hidden;
    m_vocab = vocab;
    const double heads = llm.nHeads > 0 ? llm.nHeads : 1;
    const double headWidth = llm.dHead > 0 ? llm.dHead : hidden / heads;
    m_attentionWidth = llm.nHeads > 0 ? heads * headWidth : hidden;
    m_keyValueWidth = llm.nHeads > 0 ? llm.numKeyValueHeads.value_or(llm.nHeads) * headWidth : hidden;
    m_expertIntermediate = *llm.intermediateSize;
    m_experts = llm.hasExperts() ? std::max(1, llm.numExperts.value_or(1)) : 1;
    m_sharedIntermediate = llm.sharedExpertIntermediateSize.value_or(0);
    m_gatedMlp = llm.mlpGated.value_or(true);
    m_largestLayerMatrix = hidden * std::max(m_attentionWidth, m_expertIntermediate);
    if (llm.hasExperts())
        m_expertsPerToken = *llm.expertsPerToken;
}

MemoryModel::Estimate MemoryModel::estimate(
    Method method, qint64 tokensPerSample, int totalGpus, qint64 perDeviceBatch) const
{
    // full shard (the default) does not read the layout: all GPUs on one node
    return estimate(
        method, defaultSetup(), tokensPerSample, Candidate {totalGpus, totalGpus, 1, perDeviceBatch});
}

namespace {

/// The compute format of a frozen (or gathered embedding) weight: the recipe's weight bytes (2, 4 under
/// fp32; PrecisionTraits).
double frozenWeightBytes(const TrainingSetup &setup)
{
    return PrecisionTraits::of(setup.precision).weightBytes;
}

bool isDefaultLora(const TrainingSetup &setup)
{
    return setup.loraRank == defaultSetup().loraRank && setup.loraTargets == defaultSetup().loraTargets;
}

} // namespace

void MemoryModel::requireCounts(qint64 tokensPerSample, const Candidate &candidate)
{
    if (candidate.totalGpus < 1 || candidate.batchSize < 1 || tokensPerSample < 1
        || candidate.gpusPerNode < 1)
        throw CoastlineError(
            QStringLiteral("memory model: total GPUs, GPUs per node, per-device batch and tokens per sample "
                           "must be >= 1, got %1, %2, %3 and %4")
                .arg(candidate.totalGpus)
                .arg(candidate.gpusPerNode)
                .arg(candidate.batchSize)
                .arg(tokensPerSample));
}

MemoryModel::Estimate MemoryModel::estimate(
    Method method, const TrainingSetup &setup, qint64 tokensPerSample, const Candidate &candidate) const
{
    // The data-parallel model only: a parallel layout is LayoutMemory's, which wraps this one.
    Q_ASSERT_X(candidate.layout.isDataParallel(), "MemoryModel::estimate", "use LayoutMemory::estimate");
    requireCounts(tokensPerSample, candidate);
    Estimate e = dataParallelEstimate(method, setup, tokensPerSample, candidate);
    if (setup.loss != TrainingSetup::Loss::Standard) {
        TrainingSetup standard = setup;
        standard.loss = TrainingSetup::Loss::Standard;
        boundByStandardLoss(e, dataParallelEstimate(method, standard, tokensPerSample, candidate));
    }
    return e;
}

void MemoryModel::boundByStandardLoss(Estimate &e, const Estimate &bound)
{
    // A chunked or fused loss holds fewer bytes than the standard loss at every phase, so it never
    // needs more than the same stack with the standard loss (class comment, "Loss bound"): on
    // AutoConf's calibrated stack that is β·V with the reserve absorbed in the 1.5 GiB, which a
    // physically accounted loss plus κ's reserve can exceed.
    if (e.totalBytes <= bound.totalBytes)
        return;
    e.allocatorBytes = std::max(0.0, bound.totalBytes - e.peakAllocatedBytes - e.contextBytes);
    e.totalBytes = e.peakAllocatedBytes + e.allocatorBytes + e.contextBytes;
    if (e.totalBytes > bound.totalBytes)
        e = bound; // the loss's own peak above the calibrated one: the standard stack's figures
    e.breakdown.allocatorGb = e.allocatorBytes / kBytesPerGb;
    e.breakdown.totalGb = e.totalBytes / kBytesPerGb;
}

MemoryModel::Estimate MemoryModel::dataParallelEstimate(
    Method method, const TrainingSetup &setup, qint64 tokensPerSample, const Candidate &candidate) const
{
    const qint64 perDeviceBatch = candidate.batchSize;
    TrainedState state = trainedState(method, setup);
    const Shards shards = shardCounts(setup, candidate);
    applyStackSavers(state, method, setup);
    const double residentWeights = residentBaseBytes(method, setup, shards);
    state.weights -= residentWeights; // exact: x − 0 = x

    Estimate e;
    e.stateBytes = residentWeights
        + (shards.gradientsWhole ? state.weights + state.gradients + state.optimizer / shards.states
                : shards.weights == shards.states
                ? (state.weights + state.gradients + state.optimizer) / shards.weights
                : state.weights / shards.weights + (state.gradients + state.optimizer) / shards.states);
    e.workingSetBytes = workingSetBytes(state, shards, setup, residentWeights > 0);
    e.optimizerStepBytes = optimizerStepBytes(state, shards, setup);
    // Frozen weights get no gradients, under FSDP too (issue 37; class comment): the column stays, at 0.
    e.frozenGradientBytes = 0;
    e.dequantBytes = dequantBytes(method, setup);
    if (qMulOverflow(perDeviceBatch, tokensPerSample, &e.tokensPerDevice))
        e.tokensPerDevice = std::numeric_limits<qint64>::max(); // display only; the bytes below stay exact
    const double tokens = double(perDeviceBatch) * double(tokensPerSample);
    e.routerBytes = routerBytes(tokens);
    e.activationBytes = tokens * layerActivationBytesPerToken(setup, method) + e.routerBytes;
    e.logitsBytes = tokens * logitBytesPerToken(setup);
    e.peakAllocatedBytes = e.stateBytes + e.workingSetBytes + e.activationBytes + e.optimizerStepBytes
        + e.logitsBytes + e.frozenGradientBytes + e.dequantBytes;
    if (method == Method::Full && !isCalibratedLossStack(setup)
        && setup.checkpointing != TrainingSetup::Checkpointing::Off && setup.gradientAccumulationSteps == 1
        && !setup.optimizerInBackward) {
        // Gradients are set to None after each step (zero_grad's default since PyTorch 2.0), so while the
        // loss runs they do not exist yet; they grow during the backward, after the logits are freed
        // (class comment, "Phases"). The peak is the larger phase; the logits line shows only what
        // exceeds the room the absent gradients leave.
        const double gradients = state.gradients / (shards.gradientsWhole ? 1 : shards.states);
        const double workspace = tokens * recomputeWorkspaceBytesPerToken(setup);
        const double overlap
            = std::max(workspace, e.logitsBytes) - std::max(workspace, e.logitsBytes - gradients);
        e.logitsBytes -= overlap;
        e.peakAllocatedBytes -= overlap;
    }
    e.allocatorBytes = allocatorBytes(
        transientBlockBytes(method, setup, state, shards, residentWeights > 0, tokens), setup);
    e.contextBytes = contextBytes(setup);
    e.totalBytes = e.peakAllocatedBytes + e.allocatorBytes + e.contextBytes;
    e.capacityBytes = m_deviceBytes;
    e.breakdown = breakdown(e, state, shards, residentWeights);
    return e;
}

MemoryModel::TrainedState MemoryModel::trainedState(Method method, const TrainingSetup &setup) const
{
    const double frozenBytes = frozenWeightBytes(setup);
    TrainedState s;
    s.weightBytes = frozenBytes;
    if (method == Method::Full) {
        const StateBytes::ParameterBytes bytes
            = StateBytes::parameterBytes(setup.precision, false, setup.fp8Params);
        const auto [states, element] = StateBytes::optimizerStates(setup.optimizer, bytes.stateElement);
        s.trained = m_params;
        s.stateBytes = element;
        s.weightBytes = bytes.weight;
        s.gradientBytes = bytes.gradient;
        s.weights = bytes.weight * m_params;
        s.gradients = bytes.gradient * m_params;
        s.optimizer = (bytes.master + states * element) * m_params;
        return s;
    }
    switch (method) {
    case Method::Lora:
        // fp8_params: the linear layers' weights in FP8; the embeddings and LM head stay 16-bit.
        s.weightBytes = StateBytes::frozenLinearBytes(setup);
        s.weights = setup.fp8Params ? s.weightBytes * m_bodyParams + frozenBytes * m_embeddingParams
                                    : frozenBytes * m_params;
        break;
    case Method::GptqLora:
        s.weightBytes = kGptqWeightBytes;
        s.weights = kGptqWeightBytes * m_bodyParams + frozenBytes * m_embeddingParams;
        break;
    case Method::Qlora:
        s.weightBytes = kNf4WeightBytes;
        s.weights = kNf4WeightBytes * m_bodyParams + frozenBytes * m_embeddingParams;
        break;
    case Method::Full:
        break;
    }
    // AutoConf's r = 4 q/v adapters under bf16 AdamW are absorbed in the calibration (§5.3).
    if (!(setup.isCalibratedOptimizerStack() && isDefaultLora(setup))) {
        const StateBytes::ParameterBytes bytes = StateBytes::parameterBytes(setup.precision, true);
        const auto [states, element] = StateBytes::optimizerStates(setup.optimizer, bytes.stateElement);
        s.trained = loraTrainableParameters(setup);
        s.stateBytes = element;
        s.weights += bytes.weight * s.trained;
        s.gradients = bytes.gradient * s.trained;
        s.optimizer = (bytes.master + states * element) * s.trained;
    }
    return s;
}

MemoryModel::Shards MemoryModel::shardCounts(const TrainingSetup &setup, const Candidate &candidate)
{
    const double fullShards = candidate.totalGpus >= 2 ? candidate.totalGpus
                                                       : 1; // S: FULL_SHARD only with 2+ GPUs (§5.3a rule 6)
    Shards shards {fullShards, fullShards, false};
    switch (setup.sharding) {
    case TrainingSetup::Sharding::FullShard:
        break;
    case TrainingSetup::Sharding::HybridShard:
        shards.weights = shards.states = candidate.gpusPerNode;
        break;
    case TrainingSetup::Sharding::ShardGradOp:
        shards.weights = 1;
        break;
    case TrainingSetup::Sharding::NoShard:
        shards.weights = shards.states = 1;
        break;
    case TrainingSetup::Sharding::DistributedOptimizer:
        // Optimizer states and fp32 master weights ÷ DP; weights and gradients whole (gradientsWhole).
        shards.weights = 1;
        shards.gradientsWhole = true;
        break;
    }
    return shards;
}

void MemoryModel::applyStackSavers(TrainedState &state, Method method, const TrainingSetup &setup) const
{
    if (setup.optimizerInBackward) // only the gradients of the layers in flight (class comment)
        state.gradients = method == Method::Full
            ? (kGatheredLayers * m_bodyParams / m_layers + m_embeddingParams) * state.gradientBytes
            : state.gradients * std::min(1.0, kGatheredLayers / m_layers);
    if (setup.offload != TrainingSetup::Offload::None)
        state.optimizer = 0; // states and master weights on the CPU
    if (setup.offload == TrainingSetup::Offload::OptimizerAndParams)
        state.weights = 0;
}

double MemoryModel::residentBaseBytes(Method method, const TrainingSetup &setup, const Shards &shards) const
{
    const bool sharded = shards.weights >= 2 || shards.states >= 2;
    if (method == Method::GptqLora && sharded && setup.offload != TrainingSetup::Offload::OptimizerAndParams)
        return kGptqWeightBytes * m_bodyParams;
    return 0;
}

double MemoryModel::workingSetBytes(
    const TrainedState &state, const Shards &shards, const TrainingSetup &setup, bool residentBase) const
{
    const double layerBody = m_bodyParams / m_layers;
    if (shards.weights >= 2) {
        const double gatheredBodyBytes = residentBase ? 0.0 : state.weightBytes;
        return kGatheredLayers * layerBody * (gatheredBodyBytes + state.gradientBytes)
            + m_embeddingParams * (frozenWeightBytes(setup) + state.gradientBytes);
    }
    if (setup.sharding == TrainingSetup::Sharding::ShardGradOp && shards.states >= 2)
        return (kGatheredLayers * layerBody + m_embeddingParams) * state.gradientBytes;
    return 0;
}

double MemoryModel::optimizerStepBytes(
    const TrainedState &state, const Shards &shards, const TrainingSetup &setup)
{
    if (setup.isCalibratedOptimizerStack() || setup.offload != TrainingSetup::Offload::None
        || setup.optimizerInBackward)
        return 0;
    return state.trained / shards.states * state.stateBytes;
}

double MemoryModel::routerBytes(double tokens) const
{
    return m_expertsPerToken > 0 ? tokens * m_experts * kFp32Bytes * m_layers : 0.0;
}

double MemoryModel::transientBlockBytes(Method method, const TrainingSetup &setup, const TrainedState &state,
    const Shards &shards, bool residentBase, double tokens) const
{
    const bool fp32 = setup.precision == TrainingSetup::Precision::Fp32;
    // the logits: upcast to fp32 for the standard loss, bf16 under a chunked or fused loss
    const double logits = tokens * m_vocab
        * (setup.loss == TrainingSetup::Loss::Chunked && !fp32 ? kActivationBytes : kFp32Bytes);
    // one layer's MLP intermediate; for MoE one block per expert (tokens · top-k / E each), E sizes
    const double mlp = tokens * m_activeIntermediate * kActivationBytes * (fp32 ? 2.0 : 1.0);
    // FSDP's all-gather bucket: one layer unsharded, and its gradient before the reduce-scatter
    const double allGather = shards.weights >= 2
        ? m_bodyParams / m_layers * ((residentBase ? 0.0 : state.weightBytes) + state.gradientBytes)
        : 0.0;
    return logits + mlp + allGather + dequantBytes(method, setup);
}

double MemoryModel::dequantBytes(Method method, const TrainingSetup &setup) const
{
    return method == Method::Qlora ? m_largestLayerMatrix * frozenWeightBytes(setup) : 0.0;
}

double MemoryModel::allocatorBytes(double transientBlockBytes, const TrainingSetup &setup)
{
    if (isCalibratedLossStack(setup))
        return 0;
    return (setup.expandableSegments ? kFragmentationExpandable : kFragmentationPerBlock)
        * transientBlockBytes;
}

double MemoryModel::contextBytes(const TrainingSetup &setup)
{
    const double reserve
        = setup.reserveGib == defaultSetup().reserveGib ? kReservedBytes : setup.reserveGib * kBytesPerGib;
    return reserve + (setup.stack == TrainingSetup::Stack::Megatron ? kTeCublasWorkspaceBytes : 0.0);
}

MemoryBreakdown MemoryModel::breakdown(
    const Estimate &e, const TrainedState &state, const Shards &shards, double residentWeights)
{
    MemoryBreakdown b;
    b.weightsGb = (residentWeights + state.weights / shards.weights) / kBytesPerGb;
    b.gradientsGb = state.gradients / (shards.gradientsWhole ? 1 : shards.states) / kBytesPerGb;
    b.optimizerGb = state.optimizer / shards.states / kBytesPerGb;
    b.workingSetGb = e.workingSetBytes / kBytesPerGb;
    b.activationsGb = e.activationBytes / kBytesPerGb;
    b.optimizerStepGb = e.optimizerStepBytes / kBytesPerGb;
    b.logitsGb = e.logitsBytes / kBytesPerGb;
    b.frozenGradientsGb = e.frozenGradientBytes / kBytesPerGb;
    b.dequantGb = e.dequantBytes / kBytesPerGb;
    b.peakAllocatedGb = e.peakAllocatedBytes / kBytesPerGb;
    b.allocatorGb = e.allocatorBytes / kBytesPerGb;
    b.contextGb = e.contextBytes / kBytesPerGb;
    b.totalGb = e.totalBytes / kBytesPerGb;
    b.capacityGb = e.capacityBytes / kBytesPerGb;
    return b;
}

double MemoryModel::loraTrainableParameters(const TrainingSetup &setup) const
{
    const double h = m_hidden;
    double perRank = 0; // Σ (d_in + d_out) over the targets of one layer
    for (const QString &target : setup.loraTargets) {
        if (target == u"q_proj" || target == u"o_proj")
            perRank += h + m_attentionWidth;
        else if (target == u"k_proj" || target == u"v_proj")
            perRank += h + m_keyValueWidth;
        else if (target == u"gate_proj" || target == u"up_proj" || target == u"down_proj")
            perRank += m_experts * (h + m_expertIntermediate)
                + (m_sharedIntermediate > 0 ? h + m_sharedIntermediate : 0);
    }
    return double(m_layers) * setup.loraRank * perRank;
}

double MemoryModel::activationBytesPerToken(const TrainingSetup &setup, Method method) const
{
    return layerActivationBytesPerToken(setup, method) + logitBytesPerToken(setup);
}

double MemoryModel::layerActivationBytesPerToken(const TrainingSetup &setup, Method method) const
{
    const double precisionScale = setup.precision == TrainingSetup::Precision::Fp32 ? 2.0 : 1.0;
    const double layersOnGpu
        = setup.activationOffload ? std::min(double(m_layers), kOffloadResidentLayers) : double(m_layers);
    switch (setup.checkpointing) {
    case TrainingSetup::Checkpointing::Full: {
        const double withoutLogits = m_bytesPerToken - kLogitsBytesPerVocabEntry * m_vocab; // §5.3's k − β·V
        const double allCheckpoints = kActivationBytes * m_layers * m_hidden; // one per layer
        const double checkpoints = precisionScale * kActivationBytes * layersOnGpu * m_hidden;
        const double workspace = precisionScale * (withoutLogits - allCheckpoints); // one layer's recompute
        if (isCalibratedLossStack(setup))
            return setup.activationOffload ? checkpoints + workspace : precisionScale * withoutLogits;
        // The logits are freed when the backward leaves the LM head, before any layer is recomputed:
        // only the part of the workspace beyond them raises the peak (class comment, "Phases").
        return checkpoints + std::max(0.0, workspace - logitBytesPerToken(setup));
    }
    case TrainingSetup::Checkpointing::Selective: {
        // What every layer keeps, and one layer's recomputed rest beyond the freed logits (as above).
        const double kept = precisionScale * layersOnGpu * SavedActivations::selectivePerToken(layerShape());
        return kept
            + std::max(0.0, recomputeWorkspaceBytesPerToken(setup, method) - logitBytesPerToken(setup));
    }
    case TrainingSetup::Checkpointing::Off:
        break;
    }
    // Without checkpointing, every layer keeps what its backward needs (SavedActivations).
    return precisionScale * layersOnGpu
        * SavedActivations::perToken(layerShape(), method != Method::Full, setup).total();
}

SavedActivations::Shape MemoryModel::layerShape() const
{
    return {m_hidden, m_activeIntermediate, m_gatedMlp, m_attentionWidth, m_keyValueWidth};
}

double MemoryModel::recomputeWorkspaceBytesPerToken(const TrainingSetup &setup, Method method) const
{
    const double precisionScale = setup.precision == TrainingSetup::Precision::Fp32 ? 2.0 : 1.0;
    if (setup.checkpointing == TrainingSetup::Checkpointing::Selective) {
        // The tensors the layer's backward needs that the policy did not keep.
        const SavedActivations::Shape shape = layerShape();
        const double needed = SavedActivations::perToken(shape, method != Method::Full, setup).total();
        return precisionScale * std::max(0.0, needed - SavedActivations::selectivePerToken(shape));
    }
    return precisionScale * kActivationBytes
        * (kWorkspaceHiddenFactor * m_hidden + kWorkspaceFfnFactor * m_activeIntermediate);
}

double MemoryModel::logitBytesPerToken(const TrainingSetup &setup) const
{
    if (isCalibratedLossStack(setup))
        return kLogitsBytesPerVocabEntry * m_vocab;
    switch (setup.loss) {
    case TrainingSetup::Loss::Chunked:
        return kChunkedLossBytesPerVocabEntry * m_vocab;
    case TrainingSetup::Loss::Fp32Fused:
        return kFp32FusedLossBytesPerVocabEntry * m_vocab;
    case TrainingSetup::Loss::Standard:
        break;
    }
    return kStandardLossBytesPerVocabEntry * m_vocab;
}

bool MemoryModel::isCalibratedLossStack(const TrainingSetup &setup)
{
    // The optimizer is not part of this test: a different optimizer changes the state bytes and adds
    // its own optimizer-step term, never the logits or the allocator headroom (fresh-user finding: an
    // 8-bit optimizer must not read as needing more memory than AdamW).
    // β was calibrated on AutoConf's labels, whose adapters are r = 4 on q_proj, v_proj (§5.1): other
    // adapters are accounted physically (issue 37: LoRA r = 16 on q, k, v, o measured 20–25 % above β).
    return setup.precision == TrainingSetup::Precision::Bf16
        && setup.checkpointing == TrainingSetup::Checkpointing::Full
        && setup.loss == TrainingSetup::Loss::Standard && isDefaultLora(setup);
}

double MemoryModel::bytesPerTrainedParameter(const TrainingSetup &setup)
{
    const StateBytes::ParameterBytes bytes = StateBytes::parameterBytes(setup.precision, false);
    const auto [states, element] = StateBytes::optimizerStates(setup.optimizer, bytes.stateElement);
    return bytes.weight + bytes.gradient + bytes.master + states * element;
}

QList<Reason> MemoryModel::caveats(Method method) const
{
    QList<Reason> notes;
    if (m_hybridMamba)
        notes.append({Reason::Code::HybridMambaWorkspace, {}});
    if (method == Method::Qlora)
        notes.append({Reason::Code::QloraUnmeasured, {}});
    return notes;
}
