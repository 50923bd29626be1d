#include "predict/roofline/LayoutStepTime.h"

#include <algorithm>
#include <cmath>

namespace LayoutStepTime {

namespace {
/// Half-precision bytes per value of the activations TP, CP and PP exchange (bf16).
constexpr double kActivationValueBytes = 2.0;
} // namespace

RooflineModel::Prepared rankPrepared(const RooflineModel::Prepared &whole, const ParallelLayout &layout)
{
    RooflineModel::Prepared p = whole;
    const double tp = layout.tp;
    // The fullest stage's share of the layers: 1/pp under an even split (PipelineSplit for uneven ones).
    const double pp = layout.stageDivisor(whole.layers);
    const double log2Tp = std::log2(tp);
    for (int i = 0; i < 4; ++i) {
        p.layerGemms[i].n /= tp;
        p.layerLog2[i] -= log2Tp;
    }
    p.head.n /= tp; // vocabulary-parallel LM head, on the last stage (the slowest: it also runs the head)
    p.headLog2 -= log2Tp;
    p.layers = std::max(1,
        layout.split.isEven() ? whole.layers / layout.pp
                              : layout.split.peakStageLayers(whole.layers, layout.pp));
    p.attentionWidth /= tp;
    // Per query token over S' keys, although the rank's kernel runs on chunks of S'/cp (see the header).
    p.attentionFlopsPerTokenPerS = whole.attentionFlopsPerTokenPerS * layout.cp / (tp * pp);
    p.memoryBytesPerToken /= tp * pp; // sequence parallelism splits the norms, residuals and activations
    p.crossEntropyBytesPerToken /= tp;
    p.fp8CastBytesPerToken /= tp * pp;
    p.fp8WeightCastBytes /= tp * pp;
    p.matmulFlopsPerToken /= tp * pp;
    p.adapterFlopsPerToken /= tp * pp;
    p.parameters /= tp * pp;
    p.trainableParameters /= tp * pp;
    p.keyValueWidth /= tp;
    return p;
}

double tensorParallelSeconds(int tp, double tokens, double hidden, int layers, double busBytesPerS,
    double latencyS, bool checkpointing)
{
    if (tp <= 1)
        return 0;
    // Forward 2 all-gathers + 2 reduce-scatters, backward the same, the recompute's forward again.
    const double collectives = checkpointing ? 12.0 : 8.0;
    const double bytes = tokens * hidden * kActivationValueBytes * (tp - 1.0) / tp;
    return layers * collectives * (bytes / busBytesPerS + latencyS);
}

double gemmSeconds(const RooflineModel::Prepared &rank, double tokens, bool checkpointing)
{
    if (!(tokens > 0))
        return 0;
    const double log2Tokens = std::log2(tokens);
    double forward = 0;
    for (int i = 0; i < 4; ++i) {
        const RooflineModel::Gemm &g = rank.layerGemms[i];
        forward += 2 * tokens * g.n * g.k
            / (rank.gemmFlops * KernelEfficiency::gemmAtLog2(log2Tokens + rank.layerLog2[i]));
    }
    return rank.layers * forward * (1 + rank.backwardMatmulFactor + (checkpointing ? 1 : 0));
}

double exposedTensorParallelSeconds(double tensorParallelS, double gemmS, bool overlap)
{
    return overlap ? std::max(0.0, tensorParallelS - gemmS) : tensorParallelS;
}

double contextParallelSeconds(
    int cp, double chunkTokens, double keyValueWidth, int layers, double busBytesPerS, double latencyS)
{
    if (cp <= 1)
        return 0;
    // Forward: cp − 1 sends of the local K and V blocks; backward twice that (K, V and their gradients).
    const double forwardBytes = (cp - 1.0) * 2 * chunkTokens * keyValueWidth * kActivationValueBytes;
    return layers * (3 * forwardBytes / busBytesPerS + 3 * (cp - 1.0) * latencyS);
}

StepTime step(const RooflineModel &model, const RooflineModel::Prepared &whole, const ParallelLayout &layout,
    qint64 tokensPerSample, qint64 perDeviceBatch, int gpusPerNode, int nodes, double interNodeGbps)
{
    const RooflineCalibration &c = model.calibration();
    const int g = std::max(1, gpusPerNode);
    const int n = std::max(1, nodes);
    const int dp = std::max(1, layout.dataParallel(g * n));
    RooflineModel::Prepared rank = rankPrepared(whole, layout);
    const qint64 padded = layout.paddedSequence(std::max<qint64>(1, tokensPerSample));
    const qint64 chunk = std::max<qint64>(1, padded / layout.cp);
    const double batch = double(std::max<qint64>(1, perDeviceBatch));
    const double tokens = double(chunk) * batch; // per rank per micro-batch

    // The dp group: dp ranks per node = GPUs per node / (tp·cp), their node's network shared by all g GPUs.
    const int groupPerNode = std::clamp(g / (layout.tp * layout.cp), 1, dp);
    const int groupNodes = (dp + groupPerNode - 1) / groupPerNode;
    const double share = double(groupPerNode) / g;
    const double nodeGbps = interNodeGbps > 0 ? interNodeGbps : whole.defaultInterNodeGbps;
    rank.defaultInterNodeGbps = whole.defaultInterNodeGbps * share;
    StepTime t = model.step(
        rank, chunk, perDeviceBatch, groupPerNode, groupNodes, interNodeGbps > 0 ? interNodeGbps * share : 0);
    if (n > 1) {
        t.interNodeGbps = nodeGbps;
        t.interNodeDefault = !(interNodeGbps > 0);
    }

    const bool checkpointing = whole.setup.activationCheckpointing;
    const int micro = std::max(1, whole.setup.gradientAccumulationSteps);
    const double oldStep = t.stepS;
    const double perTpMicro = tensorParallelSeconds(layout.tp, tokens, whole.hidden, rank.layers,
        whole.busBytesPerS, c.collectiveLatencyS, checkpointing);
    // With TP communication overlap, the collectives run under the layers' GEMMs (item 2).
    const bool overlap = whole.setup.tpCommOverlap && perTpMicro > 0;
    const double exposedTpMicro = overlap
        ? exposedTensorParallelSeconds(perTpMicro, gemmSeconds(rank, tokens, checkpointing), true)
        : perTpMicro;
    const double perCpMicro = contextParallelSeconds(
        layout.cp, tokens, rank.keyValueWidth, rank.layers, whole.busBytesPerS, c.collectiveLatencyS);
    // The blockwise attention the ring hides under: forward + backward (2.5 ×), the recompute's forward.
    const double attentionS = tokens * rank.attentionFlopsPerTokenPerS * double(chunk)
        / (rank.attentionFlops * rank.attentionCurve.at(double(chunk))) * (checkpointing ? 4.5 : 3.5);
    const double cpExposedMicro = std::max(0.0, perCpMicro - attentionS);
    double sendMicro = 0;
    if (layout.pp > 1) {
        const double link = n > 1
            ? std::min(whole.busBytesPerS, nodeGbps / 8.0 * 1e9 / g * c.networkEfficiency)
            : whole.busBytesPerS;
        // Interleaved: each micro-batch crosses v·p stage boundaries instead of p (v × the sends).
        sendMicro = std::max(1, layout.virtualStages)
            * (2 * tokens * whole.hidden * kActivationValueBytes / layout.tp / link
                + 2 * c.collectiveLatencyS);
    }
    t.tensorParallelS = micro * exposedTpMicro;
    t.contextParallelS = micro * perCpMicro;
    t.contextParallelExposedS = micro * cpExposedMicro;
    t.pipelineSendS = micro * sendMicro;
    const double layoutExposed = t.tensorParallelS + t.contextParallelExposedS + t.pipelineSendS;
    t.exposedCommS += layoutExposed;
    t.communicationS += micro * perTpMicro + t.contextParallelS + t.pipelineSendS;
    // The bubble: (p − 1)/v idle micro-batch times of one stage (its compute and its exposed layout traffic).
    const double stageMicro = (t.computeS + t.recomputeS + layoutExposed) / micro;
    t.bubbleS = layout.pp > 1 ? (layout.pp - 1.0) / std::max(1, layout.virtualStages) * stageMicro : 0;
    t.stepS += layoutExposed + t.bubbleS;
    const double slower = oldStep / t.stepS;
    t.mfu *= slower;
    t.hfu *= slower;
    t.achievedTflopsPerGpu *= slower;
    if (t.exposedCommS > t.computeS)
        t.bound = StepTime::Bound::Communication;
    return t;
}

double throughput(const StepTime &step, const ParallelLayout &layout, qint64 tokensPerSample,
    qint64 perDeviceBatch, int totalGpus)
{
    return double(step.gradientAccumulationSteps) * double(perDeviceBatch) * double(tokensPerSample)
        * double(std::max(1, layout.dataParallel(totalGpus))) / step.stepS;
}

} // namespace LayoutStepTime
