#include "predict/roofline/RooflineModel.h"

#include "common/CoastlineError.h"
#include "model/ParallelLayout.h"
#include "model/PrecisionTraits.h"
#include "predict/roofline/DataParallelCommunication.h"

#include <algorithm>
#include <cmath>

namespace {

/// PCIe 4.0 x16 all-reduce bus bandwidth assumed when a GPU states none, GB/s (gpus.csv sources).
constexpr double defaultBusGBps = 20.0;
/// Inter-node bandwidth per node assumed when a GPU states none, Gbit/s.
constexpr double defaultInterNodeGbps = 200.0;
/// NVLink SHARP (NVLS) all-reduce over the ring / all-gather bus bandwidth on an NVSwitch domain of Hopper or
/// Blackwell parts: ~480 GB/s NVLS all-reduce against ~370 GB/s effective NVLink (ring, reduce-scatter,
/// all-gather) on 8 × H100, NCCL's maintainers in NVIDIA/nccl-tests #212; 480 / 370 = 1.3.
constexpr double nvlsAllReduceFactor = 1.3;
/// Host link used by CPU offload, GB/s (PCIe 4.0 x16 at about 80 % of 32 GB/s).
constexpr double hostLinkGBps = 25.0;
/// Host memory bandwidth a CPU AdamW step reaches, GB/s (a two-socket server, order of magnitude).
constexpr double hostMemoryGBps = 50.0;

/// Bytes the optimizer update reads and writes per trainable parameter (the precision's recipe,
/// PrecisionTraits): weights read + write, gradient read, each state read + write, the fp32 master copy
/// read and written when the recipe keeps one.
double optimizerBytes(const TrainingSetup &setup)
{
    const PrecisionTraits &traits = PrecisionTraits::of(setup.precision);
    const double weight = traits.weightBytes;
    const double master = traits.masterBytes;
    const double state = traits.stateElementBytes;
    const double gradient = traits.reducedGradientBytes;
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
    const double intermediate = llm.expertWidth() > 0 ? llm.expertWidth() : 4 * h;
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

double RooflineModel::gemmFlops(
    const PrecisionTraits &traits, const GpuSpec &gpu, const RooflineCalibration &c)
{
    const double fp8 = gpu.denseFp8Tflops * 1e12 * c.fp8GemmFraction;
    double peak = gpu.denseTflops() * 1e12;
    switch (traits.gemmPeak) {
    case PrecisionTraits::GemmPeak::Bf16:
        break;
    case PrecisionTraits::GemmPeak::Fp8:
        peak = fp8;
        break;
    case PrecisionTraits::GemmPeak::Fp4: {
        const double fp4 = gpu.denseFp4Tflops * 1e12 * c.fp8GemmFraction;
        peak = 1.0 / (traits.fp4FlopShare / fp4 + (1 - traits.fp4FlopShare) / fp8);
        break;
    }
    }
    return peak * c.efficiency(gpu.architecture) * KernelEfficiency::gemmCeiling(gpu.architecture);
}

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
    setup.requirePrecisionSupport(gpu);
    const PrecisionTraits &traits = PrecisionTraits::of(setup.precision);
    const bool fp8 = traits.gemmPeak != PrecisionTraits::GemmPeak::Bf16; // FP8 or FP4 GEMMs and casts
    const RooflineCalibration &c = m_calibration;
    p.setup = setup;
    p.layers = llm.nLayers;
    p.denseFlops = peakTflops * 1e12;
    p.efficiency = c.efficiency(gpu.architecture);
    p.gemmFlops = gemmFlops(traits, gpu, c);
    p.attentionFlops = p.denseFlops * p.efficiency * c.attentionFraction;
    p.attentionCurve = KernelEfficiency::attention(llm.dHead, gpu.architecture);
    p.hbmBytesPerS = gpu.memoryBandwidthGBps * 1e9 * c.hbmEfficiency;
    p.busBytesPerS = (gpu.intraNodeBusGBps > 0 ? gpu.intraNodeBusGBps : defaultBusGBps) * 1e9;
    p.defaultInterNodeGbps = gpu.interNodeGbps > 0 ? gpu.interNodeGbps : defaultInterNodeGbps;
    p.nvlinkDomainGpus = gpu.nvlinkDomainGpus;
    p.nicGbpsPerGpu = gpu.nicGbpsPerGpu;
    const bool nvSwitch
        = gpu.nvlinkDomainGpus >= 8 && (gpu.architecture == u"hopper" || gpu.architecture == u"blackwell");
    p.nvlsAllReduceFactor = nvSwitch ? nvlsAllReduceFactor : 1.0;

    // Parameters: the published count when known (tied tensors once), active ones scaled alike.
    const double total = llm.totalParamsPublished.value_or(llm.mParams);
    const double active = (llm.activeParams > 0 ? llm.activeParams : llm.mParams) * total / llm.mParams;
    const double d = llm.dModel;
    const double vocabulary = llm.vocabSize.value_or(0);
    const bool tied = llm.tieWordEmbeddings.value_or(false);
    const double inputEmbedding = tied ? 0 : vocabulary * d; // a lookup, no matmul
    const double matmulParameters = std::max(active - inputEmbedding, 0.5 * active);
    p.matmulFlopsPerToken = 2 * matmulParameters;
    p.attentionWidth = llm.nHeads > 0 && llm.dHead > 0 ? double(llm.nHeads) * llm.dHead : d;
    const double keyValueWidth = llm.numKeyValueHeads && llm.dHead > 0
        ? double(*llm.numKeyValueHeads) * llm.dHead
        : p.attentionWidth;
    p.attentionFlopsPerTokenPerS = 2.0 * llm.nLayers * p.attentionWidth; // causal
    p.hidden = d;
    p.keyValueWidth = keyValueWidth;
    p.parameters = total;
    p.moe = ExpertParallelism::shapeOf(llm);
    p.moe.groupedGemmHalfTokens = c.groupedGemmHalfTokens;
    p.moe.routedParameters = std::min(p.moe.routedParameters, 0.98 * total); // a catalog entry's own count

    // GEMM shapes, widths scaled so that the layers hold the published matmul parameters.
    const double activeExperts = llm.expertsPerToken.value_or(0) > 0 ? *llm.expertsPerToken : 1;
    const double ffn = (llm.expertWidth() > 0 ? llm.expertWidth() : 4 * d) * activeExperts
        + llm.sharedExpertIntermediateSize.value_or(0);
    const bool gated = llm.mlpGated.value_or(true);
    p.head = {vocabulary, d};
    const double layerParameters
        = std::max(matmulParameters - vocabulary * d, 0.25 * matmulParameters) / llm.nLayers;
    const Gemm shapes[4] = {{p.attentionWidth + 2 * keyValueWidth, d}, {d, p.attentionWidth},
        {ffn * (gated ? 2 : 1), d}, {d, ffn}};
    double shapeParameters = 0;
    for (const Gemm &g : shapes)
        shapeParameters += g.n * g.k;
    const double scale = layerParameters / shapeParameters;
    for (int i = 0; i < 4; ++i) {
        p.layerGemms[i] = {shapes[i].n * scale, shapes[i].k};
        p.layerLog2[i] = std::log2(2e-9 * p.layerGemms[i].n * p.layerGemms[i].k);
    }
    p.headLog2 = vocabulary > 0 ? std::log2(2e-9 * vocabulary * d) : 0;
    switch (setup.checkpointing) {
    case TrainingSetup::Checkpointing::Full:
        p.recomputeShare = 1;
        break;
    case TrainingSetup::Checkpointing::Off:
        p.recomputeShare = 0;
        break;
    case TrainingSetup::Checkpointing::Selective: {
        const double recomputed = scale * (keyValueWidth * d + d * p.attentionWidth + ffn * d) * llm.nLayers;
        p.recomputeShare = matmulParameters > 0 ? std::clamp(recomputed / matmulParameters, 0.0, 1.0) : 0;
        break;
    }
    }
    p.memoryBytesPerToken = c.memoryTrafficFraction * llm.nLayers
        * (20 * d + 4 * (p.attentionWidth + keyValueWidth) + (gated ? 6 : 4) * ffn * scale);
    p.crossEntropyBytesPerToken = c.memoryTrafficFraction * 16 * vocabulary;
    if (fp8) {
        // Transformer Engine fuses the amax and the FP8 cast into the kernel that produces a GEMM's input
        // (LayerNormLinear, LayerNormMLP's activation) and its output gradient (cast-transpose fused with
        // the activation's backward), so the cast itself moves no extra bytes; what remains is the
        // transposed FP8 copy the weight-gradient GEMM reads (Hopper's FP8 GEMMs take TN operands only):
        // 1 byte written and 1 read per input element and per output-gradient element.
        double perToken = 0;
        for (const Gemm &g : p.layerGemms)
            perToken += 2 * g.k + 2 * g.n;
        p.fp8CastBytesPerToken = llm.nLayers * perToken;
        // Weights: read as bf16 (2 B), written as FP8 and its transpose (2 B), read back (2 B), once per
        // optimizer step (TE keeps the FP8 weights across the micro-batches of a step).
        p.fp8WeightCastBytes = 6 * layerParameters * llm.nLayers;
    }

    const bool full = method == u"full";
    p.quantized = method == u"qlora" || method == u"gptq-lora";
    p.backwardMatmulFactor = full ? 2 : 1;
    // Weights are gathered in bf16 under fp8 too (Transformer Engine and Megatron keep bf16 weights; an
    // FP8 all-gather, as torchao's float8 FSDP option does, is not assumed).
    p.weightBytes = p.quantized ? 0.5 : traits.weightBytes;
    p.gradientBytes = traits.reducedGradientBytes;
    const RooflineCalibration::StackCosts stackCosts = c.stackCosts(setup.stack);
    p.layerOverheadS = stackCosts.layerOverheadS;
    p.fixedStepS = stackCosts.fixedStepS;
    p.tpOverlapShare = stackCosts.tpOverlapShare;
    if (full) {
        p.trainableParameters = total;
    } else {
        const double experts = llm.numExperts.value_or(0) > 0 ? *llm.numExperts : 1;
        p.trainableParameters = double(setup.loraRank) * llm.nLayers * loraWidth(llm, setup, experts);
        p.adapterFlopsPerToken = 6.0 * setup.loraRank * llm.nLayers * loraWidth(llm, setup, activeExperts);
    }
    p.optimizerBytesPerParam = optimizerBytes(setup);
    return p;
}

RooflineModel::MicroStep RooflineModel::microStep(const Prepared &p, double sequence, double tokens) const
{
    MicroStep m;
    // GEMMs: forward once, backward backwardMatmulFactor times, each at its size's efficiency
    // (log2 of the size = log2 of the tokens + the GEMM's precomputed log2(2·n·k / 1e9)).
    const double log2Tokens = std::log2(tokens);
    double forwardGemmS = 0;
    int largest = 0;
    for (int i = 0; i < 4; ++i) {
        const Gemm &g = p.layerGemms[i];
        const double efficiency = KernelEfficiency::gemmAtLog2(log2Tokens + p.layerLog2[i]);
        forwardGemmS += 2 * tokens * g.n * g.k / (p.gemmFlops * efficiency);
        if (p.layerLog2[i] > p.layerLog2[largest])
            largest = i;
    }
    forwardGemmS *= p.layers;
    const double headS = p.head.n > 0 ? 2 * tokens * p.head.n * p.head.k
            / (p.gemmFlops * KernelEfficiency::gemmAtLog2(log2Tokens + p.headLog2))
                                      : 0;
    forwardGemmS += headS;
    const double backwardGemmS = p.backwardMatmulFactor * forwardGemmS;
    const double adapterS = p.adapterFlopsPerToken > 0 ? tokens * p.adapterFlopsPerToken
            / (p.gemmFlops * KernelEfficiency::gemmAtLog2(log2Tokens + p.layerLog2[largest]))
                                                       : 0;
    // Causal flash attention: forward 2·T·S·d_q per layer, backward 2.5 × forward.
    const double attentionForwardS = tokens * p.attentionFlopsPerTokenPerS * sequence
        / (p.attentionFlops * p.attentionCurve.at(sequence));
    // Memory-bound work (forward; backward twice), cross-entropy and the FP8 casts.
    const double memoryForwardS = tokens * p.memoryBytesPerToken / p.hbmBytesPerS;
    const double otherS = tokens * (p.crossEntropyBytesPerToken + p.fp8CastBytesPerToken) / p.hbmBytesPerS;
    const double layerPass = p.layerOverheadS * p.layers;
    m.forwardS = forwardGemmS - headS + attentionForwardS + memoryForwardS + layerPass;
    m.computeS = forwardGemmS + backwardGemmS + adapterS + 3.5 * attentionForwardS + 3 * memoryForwardS
        + otherS + 3 * layerPass;
    m.memoryS = 3 * memoryForwardS + otherS;
    return m;
}

StepTime RooflineModel::step(const Prepared &p, qint64 tokensPerSample, qint64 perDeviceBatch,
    int gpusPerNode, int nodes, double interNodeGbps) const
{
    return step(p, tokensPerSample, perDeviceBatch, dataParallelGroup(p, gpusPerNode, nodes, interNodeGbps));
}

StepTime RooflineModel::step(
    const Prepared &p, qint64 tokensPerSample, qint64 perDeviceBatch, const CommGroup &group) const
{
    const RooflineCalibration &c = m_calibration;
    StepTime t;
    const double gpus = std::max(1, group.group.ranks);
    const double sequence = double(std::max<qint64>(1, tokensPerSample));
    const double tokens = sequence * double(std::max<qint64>(1, perDeviceBatch)); // per GPU per micro-step
    const int accumulation = std::max(1, p.setup.gradientAccumulationSteps);
    const double share = p.recomputeShare;
    t.gradientAccumulationSteps = accumulation;
    t.efficiency = p.efficiency;

    // Compute of one micro-step.
    const MicroStep m = microStep(p, sequence, tokens);
    const double attention = p.attentionFlopsPerTokenPerS * sequence;
    const double forward = p.matmulFlopsPerToken + attention;
    const double backward = p.backwardMatmulFactor * p.matmulFlopsPerToken + 2 * attention;
    const double recompute = share * forward;
    double computeMicro = m.computeS;
    const double recomputeMicro = share * m.forwardS;
    double dequantMicro = 0;
    if (p.quantized) // every pass dequantizes the whole base once
        dequantMicro = (2 + share) * p.parameters * c.dequantBytesPerParam / p.hbmBytesPerS;
    computeMicro += dequantMicro;
    const double busyMicro = computeMicro + recomputeMicro;

    // Communication (step-time-model.md §8.1, §8.2): collectives by topology, overlapped as the stacks do.
    const DataParallelCommunication comm
        = DataParallelCommunication::of(p, group, m.forwardS, busyMicro - m.forwardS);
    t.interNodeGbps = group.interNodeGbps;
    t.interNodeDefault = group.interNodeDefault;
    t.busGBps = p.busBytesPerS / 1e9;
    const double commMicro = comm.microS;
    const double commStep = comm.stepS;
    const double exposedMicro = comm.exposedMicroS;
    const double exposedStep = comm.exposedStepS;

    // Optimizer update: memory-bound, over this GPU's shard (or on the host with offload).
    double shards = gpus;
    if (p.setup.sharding == TrainingSetup::Sharding::NoShard)
        shards = 1; // the distributed optimizer updates its DP shard: ÷ gpus, as the sharded modes
    else if (p.setup.sharding == TrainingSetup::Sharding::HybridShard)
        shards = std::max(1, group.ranksPerNode);
    const double shardParameters = p.trainableParameters / shards;
    if (p.setup.offload == TrainingSetup::Offload::None)
        t.optimizerS = shardParameters * p.optimizerBytesPerParam / p.hbmBytesPerS;
    else
        t.optimizerS = shardParameters * (p.gradientBytes + p.weightBytes) / (hostLinkGBps * 1e9)
            + shardParameters * p.optimizerBytesPerParam / (hostMemoryGBps * 1e9);

    const double weightCastS = p.fp8WeightCastBytes / p.hbmBytesPerS; // once per step (FP8 weights)
    t.computeS = accumulation * computeMicro + weightCastS;
    t.recomputeS = accumulation * recomputeMicro;
    t.dequantS = accumulation * dequantMicro;
    t.exposedCommS = accumulation * exposedMicro + exposedStep;
    t.communicationS = accumulation * commMicro + commStep;
    t.hiddenCommS = std::max(0.0, t.communicationS - t.exposedCommS);
    t.fixedS = p.fixedStepS;
    t.stepS = t.computeS + t.recomputeS + t.exposedCommS + t.optimizerS + t.fixedS;

    const double stepTokensPerGpu = accumulation * tokens;
    const double modelFlops = stepTokensPerGpu * (forward + backward + p.adapterFlopsPerToken);
    const double hardwareFlops = modelFlops + stepTokensPerGpu * recompute;
    t.mfu = modelFlops / t.stepS / p.denseFlops;
    t.hfu = hardwareFlops / t.stepS / p.denseFlops;
    t.achievedTflopsPerGpu = hardwareFlops / t.stepS / 1e12;
    const double memoryWork = accumulation * m.memoryS * (1.0 + share / 3.0) + weightCastS;
    t.memoryBoundS = memoryWork;
    const double matrixWork = t.computeS - t.dequantS + t.recomputeS - memoryWork;
    if (t.communicationS > matrixWork + t.dequantS && t.exposedCommS > 0)
        t.bound = StepTime::Bound::Communication;
    else if (t.optimizerS + t.dequantS + memoryWork > matrixWork)
        t.bound = StepTime::Bound::Memory;
    else
        t.bound = StepTime::Bound::Compute;
    return t;
}

CollectiveModel::Links RooflineModel::links(const Prepared &p, int gpusPerNode, double interNodeGbps) const
{
    CollectiveModel::Links l;
    l.domainBytesPerS = p.busBytesPerS;
    l.nvlsAllReduceFactor = p.nvlsAllReduceFactor;
    const int g = std::max(1, gpusPerNode);
    const double nicGbps = interNodeGbps > 0 ? interNodeGbps / g
        : p.nicGbpsPerGpu > 0                ? p.nicGbpsPerGpu
                                             : p.defaultInterNodeGbps / g;
    l.nicBytesPerS = nicGbps / 8.0 * 1e9 * m_calibration.networkEfficiency;
    l.latencyS = m_calibration.collectiveLatencyS;
    return l;
}

int RooflineModel::jobDomainGpus(const Prepared &p, int gpusPerNode, int totalGpus)
{
    const int g = std::max(1, gpusPerNode);
    const int total = std::max(1, totalGpus);
    // A rack-scale domain joins whole nodes (an NVL72 rack: 18 trays of 4); a node-sized one is the node.
    const int domain = p.nvlinkDomainGpus > ParallelLayout::kLargestNodeDomain
        ? std::max(g, p.nvlinkDomainGpus) / g * g
        : g;
    return std::clamp(domain, 1, std::max(total, 1));
}

RooflineModel::CommGroup RooflineModel::dataParallelGroup(
    const Prepared &p, int gpusPerNode, int nodes, double interNodeGbps) const
{
    CommGroup c;
    const int g = std::max(1, gpusPerNode);
    const int n = std::max(1, nodes);
    c.collectives = CollectiveModel(links(p, g, interNodeGbps));
    c.group = {g * n, jobDomainGpus(p, g, g * n)};
    c.ranksPerNode = g;
    if (n > 1) {
        c.interNodeGbps = interNodeGbps > 0 ? interNodeGbps : p.defaultInterNodeGbps;
        c.interNodeDefault = !(interNodeGbps > 0);
    }
    return c;
}

double RooflineModel::throughput(
    const StepTime &step, qint64 tokensPerSample, qint64 perDeviceBatch, int totalGpus)
{
    return double(step.gradientAccumulationSteps) * double(perDeviceBatch) * double(tokensPerSample)
        * double(totalGpus) / step.stepS;
}

AssumedNetwork RooflineModel::assumedNetwork(const GpuSpec &gpu, double interNodeGbps)
{
    AssumedNetwork n;
    n.gpu = gpu.name;
    n.intraNodeDefault = !(gpu.intraNodeBusGBps > 0);
    n.intraNodeGBps = n.intraNodeDefault ? defaultBusGBps : gpu.intraNodeBusGBps;
    n.interNodeFromUser = interNodeGbps > 0;
    n.interNodeDefault = !n.interNodeFromUser && !(gpu.interNodeGbps > 0);
    n.interNodeGbps = n.interNodeFromUser ? interNodeGbps
        : n.interNodeDefault              ? defaultInterNodeGbps
                                          : gpu.interNodeGbps;
    n.kavierIntraNodeGbps = gpu.networkBandwidthGbps;
    return n;
}
