#include "model/ParameterCount.h"

ParameterCount ParameterCount::of(const LlmSpec &llm)
{
    ParameterCount c;
    const double h = llm.dModel;
    const double layers = llm.nLayers;
    const double vocabulary = llm.vocabSize.value_or(0);
    const double heads = llm.nHeads;
    if (!(h > 0) || !(layers > 0) || !(heads > 0) || !(vocabulary > 0))
        return c;
    const double headWidth = llm.dHead > 0 ? llm.dHead : h / heads;
    const double kvHeads = llm.numKeyValueHeads.value_or(llm.nHeads);
    if (llm.hasMla()) {
        const double kvRank = *llm.kvLoraRank;
        const double rope = llm.qkRopeHeadDim.value_or(0);
        const double nope = llm.qkNopeHeadDim.value_or(0);
        const double value = llm.vHeadDim.value_or(int(nope));
        const double queryWidth = heads * (nope + rope);
        const double qRank = llm.qLoraRank.value_or(0);
        const double queries = qRank > 0 ? h * qRank + qRank + qRank * queryWidth : h * queryWidth;
        const double keysValues = h * (kvRank + rope) + kvRank + kvRank * heads * (nope + value);
        c.attentionPerLayer = queries + keysValues + heads * value * h;
    } else {
        c.attentionPerLayer = h * headWidth * (heads + 2 * kvHeads) + heads * headWidth * h;
    }
    const double matrices = llm.mlpGated.value_or(true) ? 3 : 2;
    const double norms = 2 * h;
    const double denseFfn = matrices * h * llm.intermediateSize.value_or(0);
    const int moeLayers = llm.moeLayers();
    const double experts = llm.hasExperts() ? std::max(1, llm.numExperts.value_or(1)) : 0;
    const double perToken = std::min<double>(experts, llm.expertsPerToken.value_or(1));
    c.expertParams = matrices * h * llm.expertWidth();
    const double moeFfn = experts * c.expertParams
        + matrices * h * llm.sharedExpertIntermediateSize.value_or(0) + h * experts;
    const double embedding = vocabulary * h;
    const bool tied = llm.tieWordEmbeddings.value_or(false);
    c.inputEmbedding = tied ? 0 : embedding;
    c.total = embedding + layers * (c.attentionPerLayer + norms) + (layers - moeLayers) * denseFfn
        + moeLayers * moeFfn + h + (tied ? 0 : embedding);
    c.active = c.total - moeLayers * (experts - perToken) * c.expertParams;
    const double mtpLayer = c.attentionPerLayer + norms + (moeLayers > 0 ? moeFfn : denseFfn);
    c.mtp = llm.mtpLayers.value_or(0) * (mtpLayer + 2 * h * h + 3 * h);
    return c;
}
