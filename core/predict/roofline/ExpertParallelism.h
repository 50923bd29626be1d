#pragma once

#include "model/LlmSpec.h"
#include "model/ParallelLayout.h"
#include "predict/roofline/CollectiveModel.h"

/// Mixture-of-experts work of the roofline step (step-time-model.md §8.1; issue 47), per micro-batch of
/// T tokens on one rank of a layout with expert parallelism ep (ParallelLayout::ep):
///
/// - **Dispatch and combine** (allToAllSeconds): per MoE layer of the stage, forward one all-to-all that
///   sends each token's hidden state to its top-k experts and one that brings the k results back; backward
///   the same two for the gradients; the recompute's forward again under checkpointing. Each moves
///   S = T · k · d · 2 bytes (bf16 activations; allToAllBytes) per rank over the EP group, whose ranks sit
///   tp · cp apart in Megatron's rank order tp-cp-ep-dp-pp: inside the scale-up domain when ep · tp · cp
///   fits it (the domain's bus), else over the NICs (CollectiveModel's all-to-all: one NIC per rank, no
///   aggregation). Megatron-LM's default runs them exposed (no `--overlap-moe-expert-parallel-comm`), as
///   here.
/// - **Grouped GEMMs** (groupedGemmEfficiency): the routed experts' GEMMs (m = 3 gated, 2 plain, of d × I_e
///   each) run as one grouped GEMM whose tiles see only the tokens of one expert, m_e = T · k · ep / E per
///   local expert (balanced routing), at the GEMM peak × m_e / (m_e + k0): small experts with few tokens
///   run far below peak (the fine-grained MoE error). The roofline's layer GEMMs already count the routed
///   FLOPs at the dense-GEMM rate; expertGemmCorrectionSeconds() replaces that part.
/// - **Router and permutation** (routerSeconds): memory-bound, per token and MoE layer forward the router's
///   fp32 logits written and read (8 · E bytes) and the permutation and unpermutation of the k copies (each
///   read and written: 8 · k · d bytes); backward twice that.
///
/// Expert weights, gradients and optimizer states are sharded by ep (Prepared::parameters of a rank, see
/// LayoutStepTime::rankPrepared); their gradient reduction runs over the dp group as the dense weights'
/// (the expert data-parallel group dp · cp / ep is not placed apart). Load imbalance: factor 1 (balanced
/// routing, the auxiliary-loss / token-drop recipes); not fitted.
namespace ExpertParallelism {

/// What the MoE terms need of a model, resolved once (RooflineModel::prepare); zeros for dense models.
struct Shape
{
    int moeLayers = 0; ///< layers with routed experts (LlmSpec::moeLayers)
    int experts = 0; ///< routed experts E per MoE layer
    int topK = 0; ///< experts per token k
    double hidden = 0; ///< d
    double expertWidth = 0; ///< I_e, each routed expert's FFN width
    double matricesPerExpert = 3; ///< 3 gated (gate, up, down), 2 plain
    double routedParameters = 0; ///< all routed experts of all MoE layers (what EP shards), parameters
    double groupedGemmHalfTokens = 2048; ///< k0 (RooflineCalibration::groupedGemmHalfTokens), tokens
    bool isMoe() const { return moeLayers > 0 && experts > 0 && topK > 0; }
    /// Forward FLOPs per token of the routed experts, all MoE layers: 2 · k · m · d · I_e · L_moe.
    double routedFlopsPerToken() const
    {
        return 2.0 * topK * matricesPerExpert * hidden * expertWidth * moeLayers;
    }
};

/// The MoE shape of `llm` (zeros for a dense model or one without expert widths).
Shape shapeOf(const LlmSpec &llm);

/// Bytes per rank of one dispatch (or combine) all-to-all: `tokens` T × `topK` k × `hidden` d × 2 (bf16).
double allToAllBytes(double tokens, int topK, double hidden);

/// The grouped-GEMM efficiency at `tokensPerExpert` m_e: m_e / (m_e + `halfTokens` k0), in (0, 1].
double groupedGemmEfficiency(double tokensPerExpert, double halfTokens);

/// Tokens each local expert sees per micro-batch: T · k · ep / E (balanced routing).
double tokensPerExpert(const Shape &shape, double tokens, int ep);

/// The EP group of `layout` in scale-up domains of `domainGpus`: ep ranks, tp · cp apart (Megatron's rank
/// order), min(ep, domain / (tp · cp)) of them per domain (at least 1).
CollectiveModel::Group group(const ParallelLayout &layout, int domainGpus);

/// Dispatch and combine of one micro-batch on one rank (see the header), seconds: 4 all-to-alls per MoE layer
/// of the stage (6 with `checkpointing`); 0 for ep = 1 or a dense model. `stageShare` is the stage's share
/// of the layers (1/pp).
double allToAllSeconds(const Shape &shape, double tokens, double stageShare,
    const CollectiveModel &collectives, CollectiveModel::Group expertGroup, bool checkpointing);

/// The grouped GEMMs' time less what the layer GEMMs already count for the routed experts, seconds per
/// micro-batch on one rank (forward, `backwardFactor` backward passes, the recompute's forward with
/// `checkpointing`): routed FLOPs / (`gemmFlops` · `groupedEfficiency`) − `countedS` × the routed share.
/// `routedFlops` is the stage's forward routed FLOPs per micro-batch ÷ tp, `countedS` the layer GEMMs' MLP
/// forward seconds, `mlpFlops` their forward FLOPs.
double expertGemmCorrectionSeconds(double routedFlops, double mlpFlops, double countedS, double gemmFlops,
    double groupedEfficiency, double backwardFactor, bool checkpointing);

/// Router and permutation of one micro-batch on one rank, seconds (forward + backward, + the recompute's
/// forward with `checkpointing`) at `hbmBytesPerS`.
double routerSeconds(
    const Shape &shape, double tokens, double stageShare, double hbmBytesPerS, bool checkpointing);

} // namespace ExpertParallelism
