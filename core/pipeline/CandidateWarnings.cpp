// Warnings about the evaluated candidates as a whole (Recommender::evaluate): what a planner should know
// about how the layouts searched meet the hardware and the job.
#include "pipeline/CandidateWarnings.h"

#include "model/GpuSpec.h"

#include <QMap>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <utility>

/// A GB200/GB300 NVL72 job's node is one compute tray: its GPUs share the tray's host power and each drives
/// its own NIC, so the tray holds the tray's NICs ÷ the NIC rate per GPU GPUs (1600 ÷ 400 = 4 for GB200,
/// 3200 ÷ 800 = 4 for GB300; the catalog's topology notes). Candidates with more GPUs per node than that
/// get one warning naming the tray size; 0 (no tray) for GPUs whose scale-up domain is one node.
QString CandidateWarnings::tray(const GpuSpec &gpu, const QList<EvaluatedCandidate> &candidates)
{
    if (gpu.nvlinkDomainGpus <= 8 || !(gpu.nicGbpsPerGpu > 0) || !(gpu.interNodeGbps > 0))
        return {};
    const int tray = int(std::lround(gpu.interNodeGbps / gpu.nicGbpsPerGpu));
    int most = 0;
    for (const EvaluatedCandidate &c : candidates)
        most = std::max(most, c.candidate.gpusPerNode);
    if (tray <= 0 || most <= tray)
        return {};
    return QStringLiteral(
        "%1: a node is one compute tray of %2 GPUs (%3 Gbit/s of NICs at %4 per GPU), but "
        "candidates put up to %5 GPUs on a node, which splits the NICs (and a host power per node "
        "given) over GPUs a tray does not have; set --max-gpus-per-node %2 "
        "(infrastructure.max_gpus_per_node)")
        .arg(gpu.name)
        .arg(tray)
        .arg(gpu.interNodeGbps, 0, 'f', 0)
        .arg(gpu.nicGbpsPerGpu, 0, 'f', 0)
        .arg(most);
}

/// The padding warning of the context-parallel layouts among the predicted candidates (issue 45 item 8):
/// the one layout's ParallelLayout::paddingWarning, or for several CP degrees one line naming each padded
/// length; empty when no predicted candidate pads the sequence.
QString CandidateWarnings::padding(const QList<EvaluatedCandidate> &candidates, qint64 tokensPerSample)
{
    QMap<int, ParallelLayout> padding; // by cp
    for (const EvaluatedCandidate &c : candidates)
        if (c.prediction && c.candidate.layout.padsSequence(tokensPerSample))
            padding.insert(c.candidate.layout.cp, c.candidate.layout);
    if (padding.size() == 1)
        return padding.first().paddingWarning(tokensPerSample);
    QStringList lengths;
    for (const ParallelLayout &layout : std::as_const(padding))
        lengths << QStringLiteral("cp%1 → %2").arg(layout.cp).arg(layout.paddedSequence(tokensPerSample));
    return padding.isEmpty()
        ? QString()
        : QStringLiteral("context-parallel layouts pad %1 tokens per sample to a multiple of 2 × CP (%2): "
                         "the load-balanced causal split of Megatron and torchtitan needs it and NeMo pads; "
                         "memory and step time count the padded length, throughput the tokens given")
              .arg(tokensPerSample)
              .arg(lengths.join(QStringLiteral(", ")));
}
