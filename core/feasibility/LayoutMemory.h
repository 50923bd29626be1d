#pragma once

#include "feasibility/MemoryModel.h"

/// Memory per rank under a parallel layout (step-time-model.md §7; memory-model.md's terms, divided as
/// Megatron-LM divides them). The entry point of the memory model for every candidate: it wraps
/// MemoryModel, the inner data-parallel model, which it calls as is for a data-parallel candidate and
/// for the replica set of a parallel one (MemoryModel never calls back here).
///
/// The layout (tp, pp, cp, v) with dp = N / (tp·pp·cp) and m = gradient accumulation steps. The model
/// first estimates one data-parallel replica set: the whole model on dp GPUs (sharded over the dp group as
/// the training setup says), at the padded sequence S' (ParallelLayout::paddedSequence), and divides its
/// terms for the pipeline's first and last stage; the breakdown is the stage that peaks:
/// - Parameters on a stage: P_body / pp + the embedding matrices on it, V·h on the first (the input
///   embedding) and on the last (the LM head, a copy when tied); with pp = 1 all of P_emb. Each ÷ tp
///   (Megatron splits every matrix, the embedding over the vocabulary). Weights, gradients, optimizer
///   states and the optimizer-step transient scale with the stage's share of P. A frozen base (LoRA) has no
///   gradients: Megatron-LM allocates gradient buffers for trained parameters only (FSDP1's flat-parameter
///   gradients of memory-model.md do not apply).
/// - FSDP working set and qlora's dequantisation workspace: ÷ tp (one layer's matrices are split); under
///   a pipeline, FSDP's working set is the whole stage, unsharded (unshardedStageBytes).
/// - Activations (Korthikanti et al. 2022, §4: with TP and sequence parallelism every per-layer term
///   divides by t; CP divides the sequence, so s → S'/cp): the data-parallel replica's activations
///   ÷ (tp · cp) × the layers of a stage (L / pp) × the micro-batches a stage holds: 1F1B's first stage
///   keeps min(pp, m) in flight (Narayanan et al. 2021, §2.2), × (1 + (pp − 1)/(pp · v)) interleaved
///   (Korthikanti et al. 2022, §4.2.3); the last stage keeps one. The checkpointing workspace of one layer
///   is scaled alike (an over-count of at most one layer's workspace; stated, not fitted).
/// - Logits and loss: on the last stage only, ÷ (tp · cp) (vocabulary-parallel cross-entropy).
/// - The allocator headroom scales with the transient terms; the CUDA context stays whole. Under the
///   Megatron stack with TP communication overlap (tp > 1) it gains Transformer Engine's userbuffers
///   (userbufferBytes).
/// - Expert parallelism ep (Megatron-Core: expert ranks from the dp × cp group, the expert data-parallel
///   group dp · cp / ep): a rank holds 1/ep of the routed experts. The terms the training setup keeps whole
///   per rank (weights unless FSDP shards them; gradients under DDP and the distributed optimizer; optimizer
///   states under DDP) lose (1 − 1/ep) of their routed-expert share; sharded terms are unchanged (routed/ep
///   over dp · cp / ep ranks = routed / (dp · cp), as without EP). Plus the dispatch buffers of one MoE
///   layer: the permuted tokens and the combine's output, 2 × T · k · h bf16 values (T = the rank's tokens
///   per micro-batch), with the activations.
class LayoutMemory
{
public:
    /// Which stage's rank peaks (the breakdown's rank).
    enum class Stage { First, Last };

    /// The estimate of `candidate`'s busiest rank: MemoryModel::estimate for a data-parallel candidate,
    /// else the stage that peaks, with the loss bound of MemoryModel applied per rank. `candidate.layout`
    /// must divide its GPUs (it is checked by ParallelLayout::rejection before); throws CoastlineError
    /// otherwise, and when a count is < 1.
    static MemoryModel::Estimate estimate(const MemoryModel &model, MemoryModel::Method method,
        const TrainingSetup &setup, qint64 tokensPerSample, const Candidate &candidate);

    /// The share of the P parameters one rank of `stage` holds: (P_body / pp + embeddings on it) / (tp · P).
    static double parameterShare(const MemoryModel &model, const ParallelLayout &layout, Stage stage);
    /// Bytes per parameter of its stage that a rank holds unsharded for the whole step when FSDP (full or
    /// hybrid shard) runs under a pipeline (pp > 1), else 0: torchtitan keeps the stage's weights gathered
    /// (`reshard_after_forward = False` with PP, torchtitan parallelize_llama.py apply_fsdp at 9dec370) and
    /// PyTorch's pipeline stage syncs the gradients only after the last micro-batch
    /// (`set_requires_gradient_sync(False)` before, torch.distributed.pipelining stage.py), so each rank
    /// holds its stage's 16-bit weights (fp32 under fp32) and, for full fine-tuning, their gradients,
    /// accumulated in fp32 where the recipe keeps an fp32 master (FSDP2 upcasts unsynced gradients to the
    /// reduce dtype). The working set of the stage is then this, not two gathered layers.
    static double unshardedStageBytes(
        MemoryModel::Method method, const TrainingSetup &setup, const ParallelLayout &layout);
    /// Transformer Engine's userbuffers for TP communication overlap, bytes per rank: 0 unless the stack is
    /// Megatron, `tp_comm_overlap` is on and tp > 1. Megatron-LM's _initialize_tp_communicators calls
    /// te.module.base.initialize_ub with shape [S · b / cp, h] (S · b = `tokensPerMicroBatch`), which
    /// registers ten buffers of that shape (qkv/fc1 fprop, dgrad, wgrad; proj/fc2 fprop, dgrad), six of
    /// them in FP8 (1 byte) under an FP8 recipe and all in bf16 otherwise: 14 or 20 bytes per element
    /// (NVIDIA/TransformerEngine transformer_engine/pytorch/module/base.py at 0004dbd0231c), and repeats
    /// the cuBLAS workspace for its 3 GEMM streams (2 × MemoryModel::kTeCublasWorkspaceBytes more).
    static double userbufferBytes(
        const TrainingSetup &setup, const ParallelLayout &layout, double tokensPerMicroBatch, double hidden);
    /// The micro-batches whose activations a rank of `stage` holds at its peak (1F1B; interleaved with v).
    static double microBatchesInFlight(const ParallelLayout &layout, int microBatches, Stage stage);
    /// The set of ranks a layout shards the training state over: dp·cp GPUs (context-parallel ranks hold
    /// the same weights; Megatron-LM's distributed optimizer and torchtitan's FSDP shard over dp × cp),
    /// GPUs per node / tp of them per node (at most dp·cp), nodes = dp·cp / that; the layout plain data
    /// parallel.
    static Candidate replicaSet(const Candidate &candidate);

private:
    /// Expert parallelism's change to the estimate `e` of a stage whose rank holds `share` of P (class
    /// comment); nothing for ep = 1 or a dense model.
    static void applyExpertParallelism(MemoryModel::Estimate &e, const MemoryModel &model,
        const ParallelLayout &layout, const TrainingSetup &setup, double share);
    /// The per-rank terms of the first and the last stage (class comment), the larger one, before the
    /// loss bound.
    static MemoryModel::Estimate busiestRank(const MemoryModel &model, MemoryModel::Method method,
        const TrainingSetup &setup, qint64 tokensPerSample, const Candidate &candidate);
};
