#include "predict/roofline/ExpertParallelism.h"

#include <algorithm>

namespace ExpertParallelism {

namespace {
/// Bytes per dispatched value (bf16 activations; Megatron-LM's default dispatcher).
constexpr double kDispatchValueBytes = 2.0;
/// Bytes per router logit (fp32: Megatron-LM's router computes its softmax in fp32).
constexpr double kRouterLogitBytes = 4.0;
} // namespace

Shape shapeOf(const LlmSpec &llm)
{
    Shape s;
    const int experts = llm.numExperts.value_or(0);
    const int topK = llm.expertsPerToken.value_or(0);
    if (!llm.hasExperts() || experts < 1 || topK < 1 || !(llm.expertWidth() > 0) || llm.dModel < 1)
        return s;
    s.moeLayers = llm.moeLayers();
    s.experts = experts;
    s.topK = topK;
    s.hidden = llm.dModel;
    s.expertWidth = llm.expertWidth();
    s.matricesPerExpert = llm.mlpGated.value_or(true) ? 3 : 2;
    s.routedParameters = double(s.moeLayers) * experts * s.matricesPerExpert * s.hidden * s.expertWidth;
    return s;
}

double allToAllBytes(double tokens, int topK, double hidden)
{
    return tokens * topK * hidden * kDispatchValueBytes;
}

double groupedGemmEfficiency(double tokensPerExpert, double halfTokens)
{
    const double m = std::max(1.0, tokensPerExpert);
    return m / (m + std::max(0.0, halfTokens));
}

double tokensPerExpert(const Shape &shape, double tokens, int ep)
{
    return shape.experts > 0 ? tokens * shape.topK * std::max(1, ep) / shape.experts : 0;
}

CollectiveModel::Group group(const ParallelLayout &layout, int domainGpus)
{
    const int stride = std::max(1, layout.tp * layout.cp);
    const int ep = std::max(1, layout.ep);
    return {ep, std::clamp(domainGpus / stride, 1, ep)};
}

double allToAllSeconds(const Shape &shape, double tokens, double stageShare,
    const CollectiveModel &collectives, CollectiveModel::Group expertGroup, bool checkpointing)
{
    if (!shape.isMoe() || expertGroup.ranks <= 1)
        return 0;
    const double bytes = allToAllBytes(tokens, shape.topK, shape.hidden);
    const double perLayer = (checkpointing ? 6.0 : 4.0)
        * collectives.seconds(CollectiveModel::Collective::AllToAll, bytes, expertGroup);
    return shape.moeLayers * stageShare * perLayer;
}

double expertGemmCorrectionSeconds(double routedFlops, double mlpFlops, double countedS, double gemmFlops,
    double groupedEfficiency, double backwardFactor, bool checkpointing)
{
    if (!(routedFlops > 0) || !(gemmFlops > 0) || !(mlpFlops > 0) || !(groupedEfficiency > 0))
        return 0;
    const double grouped = routedFlops / (gemmFlops * groupedEfficiency);
    const double counted = countedS * std::min(1.0, routedFlops / mlpFlops);
    return (grouped - counted) * (1 + backwardFactor + (checkpointing ? 1 : 0));
}

double routerSeconds(
    const Shape &shape, double tokens, double stageShare, double hbmBytesPerS, bool checkpointing)
{
    if (!shape.isMoe() || !(hbmBytesPerS > 0))
        return 0;
    const double forwardBytes
        = 2 * kRouterLogitBytes * shape.experts + 2 * 2 * kDispatchValueBytes * shape.topK * shape.hidden;
    const double passes = checkpointing ? 4.0 : 3.0; // forward, backward twice, the recompute's forward
    return passes * tokens * forwardBytes * shape.moeLayers * stageShare / hbmBytesPerS;
}

} // namespace ExpertParallelism
