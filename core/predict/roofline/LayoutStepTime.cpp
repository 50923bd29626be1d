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
    if (layout.ep > 1 && whole.moe.isMoe()) {
        // EP shards the routed experts (with etp = tp: ÷ ep · tp · pp); the rest as above.
        const bool trainedAll = whole.trainableParameters >= whole.parameters;
        const double sharded = whole.moe.routedParameters * (1 - 1.0 / layout.ep) / (tp * pp);
        p.parameters = std::max(p.parameters - sharded, 0.0);
        if (trainedAll)
            p.trainableParameters = p.parameters;
    }
    return p;
}

double tensorParallelSeconds(int tp, double tokens, double hidden, int layers,
    const CollectiveModel &collectives, CollectiveModel::Group group, bool checkpointing)
{
    if (tp <= 1)
        return 0;
    // Forward 2 all-gathers + 2 reduce-scatters, backward the same, the recompute's forward again; each of
    // the full T·d tensor.
    const double collectiveCount = checkpointing ? 12.0 : 8.0;
    const double bytes = tokens * hidden * kActivationValueBytes;
    return layers * collectiveCount
        * collectives.seconds(CollectiveModel::Collective::AllGather, bytes, group);
}

double gemmSeconds(const RooflineModel::Prepared &rank, double tokens)
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
    return rank.layers * forward * (1 + rank.backwardMatmulFactor + rank.recomputeShare);
}

double exposedTensorParallelSeconds(double tensorParallelS, double gemmS, bool overlap, double share)
{
    return overlap ? tensorParallelS - share * std::min(tensorParallelS, gemmS) : tensorParallelS;
}

double contextParallelSeconds(int cp, double chunkTokens, double keyValueWidth, int layers,
    const CollectiveModel &collectives, CollectiveModel::Group group)
{
    if (cp <= 1)
        return 0;
    // Forward: cp − 1 sends of the local K and V blocks; backward twice that (K, V and their gradients).
    const double blockBytes = 2 * chunkTokens * keyValueWidth * kActivationValueBytes;
    return layers * 3 * (cp - 1.0)
        * collectives.seconds(CollectiveModel::Collective::PointToPoint, blockBytes, group);
}

Placement placement(const RooflineModel &model, const RooflineModel::Prepared &whole,
    const ParallelLayout &layout, int gpusPerNode, int nodes, double interNodeGbps)
{
    Placement p;
    const int g = std::max(1, gpusPerNode);
    const int n = std::max(1, nodes);
    const int total = g * n;
    const int dp = std::max(1, layout.dataParallel(total));
    const int domain = RooflineModel::jobDomainGpus(whole, g, total);
    p.domainGpus = domain;
    const CollectiveModel collectives(model.links(whole, g, interNodeGbps));
    // Megatron's rank order tp-cp-dp-pp: TP innermost, inside one scale-up domain (ParallelLayout's rule);
    // a CP group holds domain / tp of its ranks per domain, a dp group domain / (tp·cp).
    p.tensor = {layout.tp, std::min(layout.tp, domain)};
    p.context = {layout.cp, std::clamp(domain / std::max(1, layout.tp), 1, layout.cp)};
    p.expert = ExpertParallelism::group(layout, domain);
    const int replica = layout.tp * layout.cp;
    p.dataParallel.collectives = collectives;
    p.dataParallel.group = {dp, std::clamp(domain / replica, 1, dp)};
    p.dataParallel.ranksPerNode = std::clamp(g / replica, 1, dp);
    if (n > 1) {
        p.dataParallel.interNodeGbps = interNodeGbps > 0 ? interNodeGbps : whole.defaultInterNodeGbps;
        p.dataParallel.interNodeDefault = !(interNodeGbps > 0);
    }
    // A stage boundary leaves the domain when one stage's GPUs fill it.
    p.stageCrossesDomains = total / std::max(1, layout.pp) >= domain && total > domain;
    return p;
}

StepTime step(const RooflineModel &model, const RooflineModel::Prepared &whole, const ParallelLayout &layout,
    qint64 tokensPerSample, qint64 perDeviceBatch, int gpusPerNode, int nodes, double interNodeGbps)
{
    const Placement where = placement(model, whole, layout, gpusPerNode, nodes, interNodeGbps);
    // The inner model: plain data parallelism (an MoE as its active parameters: the FSDP stacks the shipped
    // constants were fitted on, with the FineGrainedMoe plausibility note); a layout adds the MoE terms
    // below.
    if (layout.isDataParallel() && layout.virtualStages <= 1)
        return model.step(whole, tokensPerSample, perDeviceBatch, where.dataParallel);
    const RooflineCalibration &c = model.calibration();
    const CollectiveModel &collectives = where.dataParallel.collectives;
    RooflineModel::Prepared rank = rankPrepared(whole, layout);
    const qint64 padded = layout.paddedSequence(std::max<qint64>(1, tokensPerSample));
    const qint64 chunk = std::max<qint64>(1, padded / layout.cp);
    const double batch = double(std::max<qint64>(1, perDeviceBatch));
    const double tokens = double(chunk) * batch; // per rank per micro-batch
    StepTime t = model.step(rank, chunk, perDeviceBatch, where.dataParallel);

    // Full checkpointing repeats the forward's attention and collectives; the selective policy saves
    // their outputs (RooflineModel::Prepared::recomputeShare).
    const bool checkpointing = whole.setup.checkpointing == TrainingSetup::Checkpointing::Full;
    const int micro = std::max(1, whole.setup.gradientAccumulationSteps);
    const double oldStep = t.stepS;
    const double perTpMicro = tensorParallelSeconds(
        layout.tp, tokens, whole.hidden, rank.layers, collectives, where.tensor, checkpointing);
    // With TP communication overlap, the collectives run under the layers' GEMMs (item 2); the stack's share
    // of them (Megatron's userbuffers: all; torchtitan's async TP: a fitted part).
    const bool overlap = whole.setup.tpCommOverlap && perTpMicro > 0;
    const double exposedTpMicro = overlap
        ? exposedTensorParallelSeconds(perTpMicro, gemmSeconds(rank, tokens), true, whole.tpOverlapShare)
        : perTpMicro;
    const double perCpMicro = contextParallelSeconds(
        layout.cp, tokens, rank.keyValueWidth, rank.layers, collectives, where.context);
    // The blockwise attention the ring hides under: forward + backward (2.5 ×), the recompute's forward.
    const double attentionS = tokens * rank.attentionFlopsPerTokenPerS * double(chunk)
        / (rank.attentionFlops * rank.attentionCurve.at(double(chunk))) * (checkpointing ? 4.5 : 3.5);
    const double cpExposedMicro = std::max(0.0, perCpMicro - attentionS);
    double sendMicro = 0;
    if (layout.pp > 1) {
        // P2P between stages: over the NICs when a stage boundary leaves the domain, else the domain bus.
        const CollectiveModel::Group boundary {2, where.stageCrossesDomains ? 1 : 2};
        const double bytes = tokens * whole.hidden * kActivationValueBytes / layout.tp;
        // Interleaved: each micro-batch crosses v·p stage boundaries instead of p (v × the sends).
        sendMicro = std::max(1, layout.virtualStages) * 2
            * (collectives.seconds(CollectiveModel::Collective::PointToPoint, bytes, boundary)
                + c.collectiveLatencyS);
    }
    // 1F1B overlaps the sends with the other micro-batches' compute except while the pipeline fills and
    // drains: p − 1 micro-batches' sends are exposed.
    const double exposedSends = std::min(double(micro), layout.pp - 1.0) * sendMicro;
    t.tensorParallelS = micro * exposedTpMicro;
    t.contextParallelS = micro * perCpMicro;
    t.contextParallelExposedS = micro * cpExposedMicro;
    t.pipelineSendS = exposedSends;
    // Mixture of experts (item 6): the all-to-alls exposed, the grouped GEMMs and router as compute.
    const double stageShare = 1.0 / layout.stageDivisor(whole.layers);
    t.expertAllToAllS = micro
        * ExpertParallelism::allToAllSeconds(
            whole.moe, tokens, stageShare, collectives, where.expert, checkpointing);
    const double expertComputeS = micro * expertComputeSeconds(rank, layout, tokens, stageShare);
    t.computeS += expertComputeS;
    t.stepS += expertComputeS;
    const double layoutExposed
        = t.tensorParallelS + t.contextParallelExposedS + t.pipelineSendS + t.expertAllToAllS;
    t.exposedCommS += layoutExposed;
    t.communicationS += micro * perTpMicro + t.contextParallelS + micro * sendMicro + t.expertAllToAllS;
    t.hiddenCommS = std::max(0.0, t.communicationS - t.exposedCommS);
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

double expertComputeSeconds(
    const RooflineModel::Prepared &rank, const ParallelLayout &layout, double tokens, double stageShare)
{
    const ExpertParallelism::Shape &moe = rank.moe;
    if (!moe.isMoe() || !(tokens > 0))
        return 0;
    const bool checkpointing = rank.setup.checkpointing == TrainingSetup::Checkpointing::Full;
    // The MLP layer GEMMs (up + gate, down) as the roofline counts them, forward, on this rank's stage.
    const double log2Tokens = std::log2(tokens);
    double mlpS = 0;
    double mlpFlops = 0;
    for (int i = 2; i < 4; ++i) {
        const RooflineModel::Gemm &g = rank.layerGemms[i];
        const double flops = 2 * tokens * g.n * g.k;
        mlpFlops += flops;
        mlpS += flops / (rank.gemmFlops * KernelEfficiency::gemmAtLog2(log2Tokens + rank.layerLog2[i]));
    }
    // The routed FLOPs of the stage ÷ tp (expert tensor parallelism etp = tp, Megatron's default).
    const double routed = tokens * moe.routedFlopsPerToken() * stageShare / layout.tp;
    const double gemmS = ExpertParallelism::expertGemmCorrectionSeconds(routed, rank.layers * mlpFlops,
        rank.layers * mlpS, rank.gemmFlops,
        ExpertParallelism::groupedGemmEfficiency(
            ExpertParallelism::tokensPerExpert(moe, tokens, layout.ep), moe.groupedGemmHalfTokens),
        rank.backwardMatmulFactor, checkpointing);
    return gemmS
        + ExpertParallelism::routerSeconds(moe, tokens, stageShare, rank.hbmBytesPerS, checkpointing);
}

double throughput(const StepTime &step, const ParallelLayout &layout, qint64 tokensPerSample,
    qint64 perDeviceBatch, int totalGpus)
{
    return double(step.gradientAccumulationSteps) * double(perDeviceBatch) * double(tokensPerSample)
        * double(std::max(1, layout.dataParallel(totalGpus))) / step.stepS;
}

} // namespace LayoutStepTime
