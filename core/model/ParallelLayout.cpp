#include "model/ParallelLayout.h"

#include "common/CoastlineError.h"
#include "model/LayoutNames.h"
#include "model/LlmSpec.h"

double ParallelLayout::bubbleFraction(int microBatches) const
{
    if (pp <= 1)
        return 0;
    const double m = std::max(1, microBatches);
    const double v = std::max(1, virtualStages);
    return (pp - 1.0) / (v * m + pp - 1.0);
}

qint64 ParallelLayout::paddedSequence(qint64 tokensPerSample) const
{
    if (cp <= 1)
        return tokensPerSample;
    const qint64 multiple = 2LL * cp;
    return (tokensPerSample + multiple - 1) / multiple * multiple;
}

bool ParallelLayout::padsSequence(qint64 tokensPerSample) const
{
    const qint64 chunks = 2LL * cp;
    return cp > 1 && tokensPerSample >= chunks && tokensPerSample % chunks != 0;
}

QString ParallelLayout::paddingWarning(qint64 tokensPerSample) const
{
    const qint64 chunks = 2LL * cp;
    if (!padsSequence(tokensPerSample))
        return {};
    // Megatron and torchtitan split a causal sequence into 2 × CP chunks (each rank takes one from each
    // end to balance the attention work) and need the length to be a multiple of 2 × CP; NeMo's SFT data
    // pads each sequence up to one.
    return QStringLiteral(
        "layout %1: %2 tokens per sample do not split into 2 × CP = %3 equal chunks (the "
        "load-balanced causal split); Megatron and torchtitan need a multiple of %3 and NeMo "
        "pads to %4 tokens; memory and step time count %4, throughput the %2 given")
        .arg(name())
        .arg(tokensPerSample)
        .arg(chunks)
        .arg(paddedSequence(tokensPerSample));
}

QString ParallelLayout::name() const
{
    if (isDataParallel() && virtualStages == 1)
        return QStringLiteral("dp");
    QString text;
    if (tp > 1)
        text += QStringLiteral("tp%1").arg(tp);
    if (pp > 1)
        text += QStringLiteral("pp%1").arg(pp);
    if (cp > 1)
        text += QStringLiteral("cp%1").arg(cp);
    if (ep > 1)
        text += QStringLiteral("ep%1").arg(ep);
    if (virtualStages > 1)
        text += QStringLiteral("vp%1").arg(virtualStages);
    return text;
}

ParallelLayout ParallelLayout::parse(const QString &text, const QString &what)
{
    ParallelLayout layout;
    const QString why = LayoutNames::problem(text, layout);
    if (!why.isEmpty())
        throw CoastlineError(QStringLiteral("%1: '%2' is not a parallel layout (%3); write e.g. dp, tp2, "
                                            "tp4cp2 or tp2pp4vp2")
                                 .arg(what, text.trimmed(), why));
    return layout;
}

namespace {

/// "1 GPU", "8 GPUs".
QString gpuCount(int gpus)
{
    return gpus == 1 ? QStringLiteral("1 GPU") : QStringLiteral("%1 GPUs").arg(gpus);
}

} // namespace

QString ParallelLayout::rejection(
    const LlmSpec &llm, int totalGpus, int gpusPerNode, qint64 tokensPerSample, int scaleUpDomainGpus) const
{
    const QString name = this->name();
    if (tp < 1 || pp < 1 || cp < 1 || virtualStages < 1 || ep < 1)
        return QStringLiteral("%1: every degree must be at least 1").arg(name);
    // Each rule names itself and its numbers (cli.md "Parallel layouts").
    const int perNode = std::max(1, gpusPerNode);
    // A rack-scale domain (more GPUs than an 8-GPU node: GB200 NVL72) joins whole nodes; otherwise the
    // domain is the job's node (an HGX node described with fewer GPUs per node uses that many).
    const int domain = scaleUpDomainGpus > kLargestNodeDomain
        ? std::max(perNode, scaleUpDomainGpus) / perNode * perNode
        : perNode;
    if (tp > domain)
        return QStringLiteral("%1: TP = %2 GPUs must fit within one scale-up (NVLink) domain, and a domain "
                              "here has %3 (TP runs its collectives every layer on the domain's bus)")
            .arg(name)
            .arg(tp)
            .arg(gpuCount(domain));
    if (tp <= perNode && perNode % tp != 0)
        return QStringLiteral("%1: TP = %2 must divide the %3 per node (TP groups tile a node; their "
                              "collectives run every layer on the domain's bus)")
            .arg(name)
            .arg(tp)
            .arg(gpuCount(perNode));
    if (tp > perNode && tp % perNode != 0)
        return QStringLiteral("%1: TP = %2 spans nodes of the scale-up (NVLink) domain, so it must be whole "
                              "nodes of %3 (TP groups tile the nodes)")
            .arg(name)
            .arg(tp)
            .arg(gpuCount(perNode));
    if (totalGpus % modelParallelGpus() != 0)
        return QStringLiteral("%1: TP × PP × CP = %2 must divide the job's %3")
            .arg(name)
            .arg(modelParallelGpus())
            .arg(gpuCount(totalGpus));
    const int kvHeads = llm.numKeyValueHeads.value_or(llm.nHeads);
    if (tp > 1 && (llm.nHeads < 1 || llm.nHeads % tp != 0 || kvHeads < 1 || kvHeads % tp != 0))
        return QStringLiteral("%1: TP = %2 must divide the attention heads and the KV heads, and %3 has %4 "
                              "attention heads and %5 KV heads")
            .arg(name)
            .arg(tp)
            .arg(llm.name)
            .arg(llm.nHeads)
            .arg(kvHeads);
    if (split.isEven() && llm.nLayers % (pp * virtualStages) != 0)
        return QStringLiteral("%1: PP × virtual stages = %2 must divide the layers, and %3 has %4 layers")
            .arg(name)
            .arg(pp * virtualStages)
            .arg(llm.name)
            .arg(llm.nLayers);
    if (virtualStages > 1 && pp == 1)
        return QStringLiteral("%1: virtual stages need pipeline parallelism (pp ≥ 2)").arg(name);
    if (const QString why = split.rejection(llm.nLayers, pp, virtualStages); !why.isEmpty())
        return QStringLiteral("%1: %2 has %3 layers; Megatron-LM refuses this pipeline split: %4")
            .arg(name, llm.name)
            .arg(llm.nLayers)
            .arg(why);
    if (cp > 1 && tokensPerSample < 2LL * cp)
        return QStringLiteral("%1: each CP rank needs at least 2 tokens of the sequence: %2 ranks need at "
                              "least %3 tokens, and the sequence has %4")
            .arg(name)
            .arg(cp)
            .arg(2 * cp)
            .arg(tokensPerSample);
    return expertRejection(llm, totalGpus, name);
}

QString ParallelLayout::expertRejection(const LlmSpec &llm, int totalGpus, const QString &name) const
{
    if (ep <= 1)
        return {};
    // Megatron-Core refuses these (TransformerConfig: "num_moe_experts must be non-null to use expert
    // parallelism"; MoELayer: "num_moe_experts must be divisible by expert_model_parallel_size";
    // parallel_state.initialize_model_parallel: the expert ranks tile the data- × context-parallel group).
    const int experts = llm.numExperts.value_or(0);
    if (!llm.hasExperts() || experts < 1)
        return QStringLiteral("%1: EP = %2 needs a mixture-of-experts model, and %3 is dense (Megatron-LM: "
                              "num_moe_experts must be set to use expert parallelism)")
            .arg(name)
            .arg(ep)
            .arg(llm.name);
    if (experts % ep != 0)
        return QStringLiteral("%1: EP = %2 must divide the routed experts, and %3 has %4 (Megatron-LM: "
                              "num_moe_experts must be divisible by expert_model_parallel_size)")
            .arg(name)
            .arg(ep)
            .arg(llm.name)
            .arg(experts);
    const int group = dataParallel(totalGpus) * cp;
    if (group % ep != 0)
        return QStringLiteral("%1: EP = %2 must divide DP × CP = %3 (Megatron-LM takes the expert ranks from "
                              "the data- and context-parallel group: the expert data-parallel size "
                              "TP × CP × DP / (EP × ETP) must be whole)")
            .arg(name)
            .arg(ep)
            .arg(group);
    return {};
}
