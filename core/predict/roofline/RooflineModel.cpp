#include "predict/roofline/RooflineModel.h"

#include "common/CoastlineError.h"

#include <algorithm>
#include <cmath>

namespace {

/// PCIe 4.0 x16 all-reduce bus bandwidth assumed when a GPU states none, GB/s (gpus.csv sources).
constexpr double defaultBusGBps = 20.0;
/// Inter-node bandwidth per node assumed when a GPU states none, Gbit/s.
constexpr double defaultInterNodeGbps = 200.0;
/// Host link used by CPU offload, GB/s (PCIe 4.0 x16 at about 80 % of 32 GB/s).
constexpr double hostLinkGBps = 25.0;
/// Host memory bandwidth a CPU AdamW step reaches, GB/s (a two-socket server, order of magnitude).
constexpr double hostMemoryGBps = 50.0;

/// Bytes the optimizer update reads and writes per trainable parameter (training-setups.md stacks):
/// weights read + write, gradient read, each state read + write, fp32 master weights for mixed.
double optimizerBytes(const TrainingSetup &setup)
{
    const bool mixed = setup.precision == TrainingSetup::Precision::Mixed;
    const bool fp32 = setup.precision == TrainingSetup::Precision::Fp32;
    const double weight = fp32 ? 4 : 2;
    const double master = mixed ? 4 : 0; // fp32 master copy, read and written
    const double state = (mixed || fp32) ? 4 : 2;
    const double gradient = (mixed || fp32) ? 4 : 2;
    double states = 0;
    switch (setup.optimizer) {
    case TrainingSetup::Optimizer::AdamW:
        states = 2 * 2 * state;
        break;
    case TrainingSetup::Optimizer::AdamW8Bit:
    case TrainingSetup::Optimizer::PagedAdamW8Bit:
        states = 2 * 2 * 1;
        break;
    case TrainingSetup::Optimizer::Sgd:
        states = 0;
        break;
    case TrainingSetup::Optimizer::SgdMomentum:
        states = 2 * state;
        break;
    }
    return 2 * weight + 2 * master + gradient + states;
}

/// Σ (d_in + d_out) of the LoRA targets of one layer, with the MLP's counted `experts` times.
double loraWidth(const LlmSpec &llm, const TrainingSetup &setup, double experts)
{
    const double h = llm.dModel;
    const double attention = llm.nHeads > 0 && llm.dHead > 0 ? double(llm.nHeads) * llm.dHead : h;
    const double keyValue
        = llm.numKeyValueHeads && llm.dHead > 0 ? double(*llm.numKeyValueHeads) * llm.dHead : attention;
    const double intermediate = llm.intermediateSize.value_or(4 * h);
    double width = 0;
    for (const QString &target : setup.loraTargets) {
        if (target == u"q_proj" || target == u"o_proj")
            width += h + attention;
        else if (target == u"k_proj" || target == u"v_proj")
            width += h + keyValue;
        else
            width += experts * (h + intermediate);
    }
    return width;
}

} // namespace

RooflineModel::RooflineModel(RooflineCalibration calibration)
    : m_calibration(std::move(calibration))
{ }

RooflineModel::Prepared RooflineModel::prepare(
    const LlmSpec &llm, const GpuSpec &gpu, const QString &method, const TrainingSetup &setup) const
{
    Prepared p;
    const double peakTflops = gpu.denseTflops();
    if (!(peakTflops > 0) || !(gpu.memoryBandwidthGBps > 0))
        throw CoastlineError(
            QStringLiteral("GPU %1 has no dense peak or memory bandwidth for the roofline model")
                .arg(gpu.name));
    if (llm.nLayers < 1 || !(llm.mParams > 0) || llm.dModel < 1)
        throw CoastlineError(
            QStringLiteral("LLM %1 has no layers, hidden size or parameter count for the roofline model")
                .arg(llm.name));
    p.setup = setup;
    p.layers = llm.nLayers;
    p.denseFlops = peakTflops * 1e12;
    p.efficiency = m_calibration.efficiency(gpu.architecture);
    p.rate = p.denseFlops * p.efficiency;
    p.hbmBytesPerS = gpu.memoryBandwidthGBps * 1e9;
    p.busBytesPerS = (gpu.intraNodeBusGBps > 0 ? gpu.intraNodeBusGBps : defaultBusGBps) * 1e9;
    p.defaultInterNodeGbps = gpu.interNodeGbps > 0 ? gpu.interNodeGbps : defaultInterNodeGbps;

    // Parameters: the published count when known (tied tensors once), active ones scaled alike.
    const double total = llm.totalParamsPublished.value_or(llm.mParams);
    const double active = (llm.activeParams > 0 ? llm.activeParams : llm.mParams) * total / llm.mParams;
    const double d = llm.dModel;
    const double vocabulary = llm.vocabSize.value_or(0);
    const bool tied = llm.tieWordEmbeddings.value_or(false);
    const double inputEmbedding = tied ? 0 : vocabulary * d; // a lookup, no matmul
    p.matmulFlopsPerToken = 2 * std::max(active - inputEmbedding, 0.5 * active);
    const double attentionWidth = llm.nHeads > 0 && llm.dHead > 0 ? double(llm.nHeads) * llm.dHead : d;
    p.attentionFlopsPerTokenPerS = 4.0 * llm.nLayers * attentionWidth;
    p.parameters = total;

    const bool full = method == u"full";
    p.quantized = method == u"qlora" || method == u"gptq-lora";
    p.backwardMatmulFactor = full ? 2 : 1;
    const bool fp32 = setup.precision == TrainingSetup::Precision::Fp32;
    p.weightBytes = p.quantized ? 0.5 : (fp32 ? 4 : 2);
    p.gradientBytes = setup.precision == TrainingSetup::Precision::Bf16 ? 2 : 4;
    if (full) {
        p.trainableParameters = total;
    } else {
        const double experts = llm.numExperts.value_or(0) > 0 ? *llm.numExperts : 1;
        const double activeExperts = llm.expertsPerToken.value_or(0) > 0 ? *llm.expertsPerToken : 1;
        p.trainableParameters = double(setup.loraRank) * llm.nLayers * loraWidth(llm, setup, experts);
        p.adapterFlopsPerToken = 6.0 * setup.loraRank * llm.nLayers * loraWidth(llm, setup, activeExperts);
    }
    p.optimizerBytesPerParam = optimizerBytes(setup);
    return p;
}

StepTime RooflineModel::step(const Prepared &p, qint64 tokensPerSample, qint64 perDeviceBatch,
    int gpusPerNode, int nodes, double interNodeGbps) const
{
    const RooflineCalibration &c = m_calibration;
    StepTime t;
    const int g = std::max(1, gpusPerNode);
    const int n = std::max(1, nodes);
    const double gpus = double(g) * n;
    const double sequence = double(std::max<qint64>(1, tokensPerSample));
    const double tokens = sequence * double(std::max<qint64>(1, perDeviceBatch)); // per GPU per micro-step
    const int accumulation = std::max(1, p.setup.gradientAccumulationSteps);
    const bool checkpointing = p.setup.activationCheckpointing;
    t.gradientAccumulationSteps = accumulation;
    t.efficiency = p.efficiency;

    // Compute of one micro-step.
    const double attention = p.attentionFlopsPerTokenPerS * sequence;
    const double forward = p.matmulFlopsPerToken + attention;
    const double backward = p.backwardMatmulFactor * p.matmulFlopsPerToken + 2 * attention;
    const double recompute = checkpointing ? forward : 0;
    const double layerPass = c.layerOverheadS * p.layers;
    double computeMicro = tokens * (forward + backward + p.adapterFlopsPerToken) / p.rate
        + 3 * layerPass; // backward = 2 passes
    const double recomputeMicro = checkpointing ? tokens * recompute / p.rate + layerPass : 0;
    double dequantMicro = 0;
    if (p.quantized) // every pass dequantizes the whole base once
        dequantMicro = (checkpointing ? 3 : 2) * p.parameters * c.dequantBytesPerParam / p.hbmBytesPerS;
    computeMicro += dequantMicro;
    const double busyMicro = computeMicro + recomputeMicro;

    // Communication (step-time-model.md §2), bytes per GPU, at the slowest link the ring crosses.
    double linkBytesPerS = p.busBytesPerS;
    if (n > 1) {
        t.interNodeGbps = interNodeGbps > 0 ? interNodeGbps : p.defaultInterNodeGbps;
        t.interNodeDefault = !(interNodeGbps > 0);
        linkBytesPerS = std::min(p.busBytesPerS, t.interNodeGbps / 8.0 * 1e9 / g * c.networkEfficiency);
    }
    t.busGBps = p.busBytesPerS / 1e9;
    const double hops = n > 1 ? std::log2(double(n)) + 1 : 1;
    const double ring = (gpus - 1) / gpus;
    const double weights = p.parameters * p.weightBytes;
    const double gradients = p.trainableParameters * p.gradientBytes;
    double commMicro = 0; // overlapped with the micro-step's compute (FSDP prefetch)
    double commStep = 0; // once per step, overlapped with the last backward (DDP buckets)
    if (gpus > 1) {
        switch (p.setup.sharding) {
        case TrainingSetup::Sharding::FullShard:
            commMicro = (2 * weights + gradients) * ring / linkBytesPerS
                + 3.0 * p.layers * c.collectiveLatencyS * hops;
            break;
        case TrainingSetup::Sharding::ShardGradOp:
            commMicro
                = (weights + gradients) * ring / linkBytesPerS + 2.0 * p.layers * c.collectiveLatencyS * hops;
            break;
        case TrainingSetup::Sharding::NoShard:
            commStep = 2 * gradients * ring / linkBytesPerS + p.layers * c.collectiveLatencyS * hops;
            break;
        case TrainingSetup::Sharding::HybridShard: {
            const double inNode = g > 1 ? (2 * weights + gradients) * (g - 1.0) / g / p.busBytesPerS
                    + 3.0 * p.layers * c.collectiveLatencyS
                                        : 0;
            const double acrossNodes = n > 1
                ? 2 * gradients / g * (n - 1.0) / n / (linkBytesPerS) + p.layers * c.collectiveLatencyS * hops
                : 0;
            commMicro = inNode + acrossNodes;
            break;
        }
        }
    }
    double offloadMicro = 0;
    if (p.setup.offload == TrainingSetup::Offload::OptimizerAndParams) // sharded weights stream in, twice
        offloadMicro = 2 * weights / gpus / (hostLinkGBps * 1e9);
    commMicro += offloadMicro;
    const double exposedMicro = std::max(0.0, commMicro - busyMicro);
    const double backwardShare = (backward + recompute) / (forward + backward + recompute);
    const double exposedStep = std::max(0.0, commStep - backwardShare * busyMicro);

    // Optimizer update: memory-bound, over this GPU's shard (or on the host with offload).
    double shards = gpus;
    if (p.setup.sharding == TrainingSetup::Sharding::NoShard)
        shards = 1;
    else if (p.setup.sharding == TrainingSetup::Sharding::HybridShard)
        shards = g;
    const double shardParameters = p.trainableParameters / shards;
    if (p.setup.offload == TrainingSetup::Offload::None)
        t.optimizerS = shardParameters * p.optimizerBytesPerParam / p.hbmBytesPerS;
    else
        t.optimizerS = shardParameters * (p.gradientBytes + p.weightBytes) / (hostLinkGBps * 1e9)
            + shardParameters * p.optimizerBytesPerParam / (hostMemoryGBps * 1e9);

    t.computeS = accumulation * computeMicro;
    t.recomputeS = accumulation * recomputeMicro;
    t.dequantS = accumulation * dequantMicro;
    t.exposedCommS = accumulation * exposedMicro + exposedStep;
    t.communicationS = accumulation * commMicro + commStep;
    t.fixedS = c.fixedStepS;
    t.stepS = t.computeS + t.recomputeS + t.exposedCommS + t.optimizerS + t.fixedS;

    const double stepTokensPerGpu = accumulation * tokens;
    const double modelFlops = stepTokensPerGpu * (forward + backward + p.adapterFlopsPerToken);
    const double hardwareFlops = modelFlops + stepTokensPerGpu * recompute;
    t.mfu = modelFlops / t.stepS / p.denseFlops;
    t.hfu = hardwareFlops / t.stepS / p.denseFlops;
    t.achievedTflopsPerGpu = hardwareFlops / t.stepS / 1e12;
    const double matrixWork = t.computeS - t.dequantS + t.recomputeS;
    if (t.communicationS > matrixWork + t.dequantS && t.exposedCommS > 0)
        t.bound = StepTime::Bound::Communication;
    else if (t.optimizerS + t.dequantS > matrixWork)
        t.bound = StepTime::Bound::Memory;
    else
        t.bound = StepTime::Bound::Compute;
    return t;
}

double RooflineModel::throughput(
    const StepTime &step, qint64 tokensPerSample, qint64 perDeviceBatch, int totalGpus)
{
    return double(step.gradientAccumulationSteps) * double(perDeviceBatch) * double(tokensPerSample)
        * double(totalGpus) / step.stepS;
}
