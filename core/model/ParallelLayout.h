#pragma once

#include "model/PipelineSplit.h"

#include <QString>
#include <QtGlobal>
#include <algorithm>

struct LlmSpec;

/// How one data-parallel replica of the model is split across GPUs (step-time-model.md §7 "Parallel
/// layouts"; Shoeybi et al. 2019, Narayanan et al. 2021, Korthikanti et al. 2022, Liu et al. 2023 and
/// Megatron-LM's context parallelism): tensor parallelism `tp` (each layer's matrices split over tp
/// GPUs, with sequence parallelism: the norms, residuals and dropouts split over the sequence),
/// pipeline parallelism `pp` (the layers split into pp stages, the 1F1B schedule; `virtualStages` v > 1
/// is the interleaved schedule), context parallelism `cp` (the sequence split into cp chunks, ring
/// attention). What is left is data parallelism: dp = GPUs / (tp · pp · cp), with FSDP / ZeRO sharding
/// over the dp group. Micro-batches per step m = the training setup's gradient accumulation steps.
/// Rank order is Megatron's default (tp fastest, then cp, then dp, then pp), so a tp group sits inside
/// one scale-up domain and a cp group may span domains. The default value (1, 1, 1, 1) is plain data
/// parallelism: the seed's behaviour.
struct ParallelLayout
{
    int tp = 1; ///< tensor-parallel degree, ≥ 1 (with sequence parallelism when > 1)
    int pp = 1; ///< pipeline stages, ≥ 1
    int cp = 1; ///< context-parallel degree, ≥ 1
    int virtualStages = 1; ///< interleaved pipeline: model chunks per stage v, ≥ 1 (1 = plain 1F1B)
    /// How the layers are split over the stages (even by default); not part of name().
    PipelineSplit split {};
    /// Expert-parallel degree, ≥ 1 (Megatron-Core's expert_model_parallel_size; mixture-of-experts models
    /// only): each MoE layer's routed experts are split over ep ranks that exchange the routed tokens by
    /// all-to-all. The expert ranks come from the data- × context-parallel group (Megatron's rank order
    /// tp-cp-ep-dp-pp), so ep takes no GPUs of its own: ep divides dp · cp, and the expert data-parallel
    /// size is tp · cp · dp / (ep · etp) with the expert tensor-parallel degree etp = tp (Megatron's
    /// default). Last member so that {tp, pp, cp, v, split} initialisers keep their meaning.
    int ep = 1;

    /// Scale-up domains of at most this many GPUs are one node (HGX/DGX, MI300-class); larger ones
    /// (GB200/GB300 NVL72: 72) join whole nodes (4-GPU trays).
    static constexpr int kLargestNodeDomain = 8;
    /// The largest degree accepted for tp, pp, cp or v (no rule fails on it alone; far beyond any node).
    static constexpr int kMaxDegree = 1024;

    bool operator==(const ParallelLayout &) const = default;
    /// True for (1, 1, 1) and ep 1: plain data parallelism.
    bool isDataParallel() const { return tp == 1 && pp == 1 && cp == 1 && ep == 1; }
    /// The expert data-parallel degree on `totalGpus`: tp · cp · dp / (ep · etp) with etp = tp, i.e.
    /// dp · cp / ep (Megatron-Core's expert data-parallel group: the ranks that reduce one expert's
    /// gradients); 0 when the layout does not divide the GPUs or ep does not divide dp · cp.
    int expertDataParallel(int totalGpus) const
    {
        const int group = dataParallel(totalGpus) * cp;
        return ep >= 1 && group > 0 && group % ep == 0 ? group / ep : 0;
    }
    /// GPUs of one model replica: tp · pp · cp.
    int modelParallelGpus() const { return tp * pp * cp; }
    /// The data-parallel degree for `totalGpus`: totalGpus / (tp · pp · cp) (0 when it does not divide).
    int dataParallel(int totalGpus) const
    {
        const int replica = modelParallelGpus();
        return replica > 0 && totalGpus % replica == 0 ? totalGpus / replica : 0;
    }
    /// The pipeline bubble's share of a step (Narayanan et al. 2021, §2.2): (p − 1) / (v·m + p − 1)
    /// for m ≥ 1 micro-batches, i.e. a bubble of (p − 1)/(v·m) of the ideal time; 0 when p = 1.
    double bubbleFraction(int microBatches) const;
    /// The pipeline's effective stage count for per-stage shares: pp under the even split (exactly), else
    /// `layers` / the fullest stage's layers (PipelineSplit::peakStageLayers), so that the peak stage's
    /// memory and time follow an uneven split.
    double stageDivisor(int layers) const
    {
        if (split.isEven() || pp <= 1)
            return pp;
        return double(layers) / std::max(1, split.peakStageLayers(layers, pp));
    }
    /// The sequence as the CP ranks see it: `tokensPerSample` padded up to a multiple of 2·cp (Megatron's
    /// load-balanced split hands each rank two chunks; NeMo pads sequences to that multiple), or
    /// unchanged for cp = 1.
    qint64 paddedSequence(qint64 tokensPerSample) const;
    /// True when paddedSequence() pads `tokensPerSample` (cp > 1, at least 2·cp tokens, not a multiple
    /// of 2·cp).
    bool padsSequence(qint64 tokensPerSample) const;
    /// A warning when paddedSequence() pads `tokensPerSample` (cp > 1, at least 2·cp tokens, not a
    /// multiple of 2·cp), naming the layout, the multiple and the padded length: memory and step time
    /// count the padded length, throughput the tokens given. Empty when nothing is padded.
    QString paddingWarning(qint64 tokensPerSample) const;

    /// Short name: "dp" for (1, 1, 1), else the degrees above 1 in the order tp, pp, cp, ep, vp, e.g.
    /// "tp2cp2", "tp4pp2vp2", "tp2ep8". Parses back with parse().
    QString name() const;
    /// Parses one name: "dp" or "data-parallel", or any of tpN, ppN, cpN, epN, vpN (N ≥ 1, each at most
    /// once, any order, any letter case), e.g. "tp4cp2", "tp2ep8". Throws CoastlineError naming `what` and
    /// the text.
    static ParallelLayout parse(const QString &text, const QString &what);

    /// Why this layout cannot run `llm` at `tokensPerSample` tokens on `totalGpus` GPUs laid out
    /// `gpusPerNode` per node, in scale-up (NVLink) domains of `scaleUpDomainGpus` (catalog
    /// nvlink_domain_gpus; 0 or less than a node = the node), as an English sentence; empty when it can.
    /// The rules (step-time-model.md §8.3, Megatron's rank order tp-cp-dp-pp): the TP group inside one
    /// scale-up domain (its collectives run every layer on the domain's bus): tp divides the GPUs per node,
    /// or is whole nodes of a rack-scale domain (on a GB200 NVL72 rack of 4-GPU trays a TP group may span
    /// trays); CP may span domains and nodes (its ring is P2P); tp · pp · cp divides the GPUs; tp divides
    /// the attention heads and the KV heads; the pipeline split is one Megatron-LM accepts
    /// (PipelineSplit::rejection: pp · v divides the layers, or the uneven / embedding- and loss-counting
    /// rules); the sequence holds at least two tokens per CP rank (chunks of the load-balanced split; it is
    /// padded to a multiple of 2·cp). Expert parallelism (Megatron-Core's checks, expertRejection()): ep > 1
    /// needs routed experts, ep divides the experts and ep divides dp · cp. Degrees < 1 are rejected.
    QString rejection(const LlmSpec &llm, int totalGpus, int gpusPerNode, qint64 tokensPerSample,
        int scaleUpDomainGpus = 0) const;

private:
    /// The expert-parallel rules of rejection() (ep > 1 only), with `name` at the front; empty when met.
    QString expertRejection(const LlmSpec &llm, int totalGpus, const QString &name) const;
};
