#pragma once

#include "feasibility/SavedActivations.h"
#include "model/Candidate.h"
#include "model/FeasibilityVerdict.h"
#include "model/GpuSpec.h"
#include "model/LlmSpec.h"
#include "model/TrainingSetup.h"

#include <QString>
#include <QStringList>
#include <optional>

/// The per-GPU memory model that stands in for IBM AutoConf's classifier (spec decision 4;
/// memory-model.md §5.3 formula, §5.3a implementation rules). It is an analytic approximation, not
/// AutoConf: it reproduces every known AutoConf verdict and every row of
/// tests/data/memory/analytic_model_check.csv, nothing more.
///
/// Per GPU, in bytes, for N total GPUs (S = N when N ≥ 2, else 1; FSDP FULL_SHARD on 2+ GPUs):
///
///     total = state / S + FSDP working set + T · k        feasible iff total ≤ capacity
///
/// - state (sharded, §5.3): full 8·P; lora 2·P; gptq-lora 0.5313·P_body + 2·P_emb;
///   qlora 0.5625·P_body + 2·P_emb.
/// - FSDP working set (N ≥ 2 only, exactly 0 on one GPU): 2·(P_body / L)·(w + g) + P_emb·(2 + g),
///   w = weight bytes (2, or 0.5313 / 0.5625 for 4-bit), g = 2 for full and 0 for adapter methods.
/// - T = per-device batch × tokens per sample; k = 2·L·h + 2·(4·h + 4·I_act) + β·V bytes per token.
/// - capacity = nvidia-smi MiB × 2²⁰ − 1.5 GiB.
///
/// How the sharded state is split for display (MemoryBreakdown): full → weights 2·P, gradients 2·P,
/// optimizer 4·P (AdamW m and v in bf16), each ÷ S; lora → weights 2·P ÷ S (the r = 4 adapters, their
/// gradients and optimizer state are negligible, so gradients and optimizer are 0); gptq-lora and
/// qlora → the whole 4-bit + 16-bit-embedding state is "weights", gradients and optimizer 0.
///
/// Symbols (§5.3a): P = total_params_published, else the catalog's m_params; P_emb = V·h when the
/// embeddings are tied, else 2·V·h; P_body = P − P_emb; L counts every layer (Mamba and attention);
/// I_act = intermediate_size for dense models, experts_per_token × intermediate_size +
/// shared_expert_intermediate_size for MoE.
///
/// **Training setups** (training-setups.md). The formula above is the default TrainingSetup (AutoConf's
/// stack) and is reproduced bit for bit. Any other setup is accounted term by term:
/// - Bytes per trained parameter (Rajbhandari et al., "ZeRO", SC'20, §3.1): weights + gradients +
///   optimizer, where optimizer = fp32 master copy (mixed only, 4) + states. bf16 2 + 2 + (2 + 2) = 8;
///   mixed 2 + 2 + (4 + 4 + 4) = 16; fp32 4 + 4 + (4 + 4) = 16. States: AdamW 2 per parameter in the
///   precision's state format (bf16 2 bytes, mixed/fp32 4); adamw-8bit and paged-adamw-8bit 1 byte
///   each (Dettmers et al., "8-bit Optimizers via Block-wise Quantization", ICLR'22); sgd none;
///   sgd-momentum one.
/// - Sharding divides weights (W), gradients (G) and optimizer (O): full-shard all three by S;
///   hybrid-shard all three by the GPUs per node; shard-grad-op G and O by N, W not at all; no-shard
///   nothing. The FSDP working set exists when the weights are sharded over ≥ 2 GPUs; under
///   shard-grad-op only the gathered layers' unsharded gradients remain (2·(P_body/L) + P_emb)·g.
/// - Offload `optimizer` counts O as 0 on the GPU (and the step runs on the CPU); `optimizer+params`
///   also W.
/// - LoRA (Hu et al., "LoRA", 2021): trainable adapters A = L · Σ_targets r·(d_in + d_out), in the
///   precision's formats with adapters in fp32 under `mixed` (4 + 4 + 8 = 16 bytes with AdamW, no
///   separate master copy); frozen base weights in the compute format (2 bytes, 4 under fp32; 4-bit
///   rules above for gptq-lora and qlora). AutoConf's r = 4 q/v adapters with bf16 AdamW stay
///   absorbed in the calibration (§5.3 "negligible").
/// - Activations without checkpointing (Korthikanti et al., "Reducing Activation Recomputation in
///   Large Transformer Models", 2022, Table 2, 16-bit activations, attention-score terms 5as/h dropped
///   under flash attention): 34·h bytes per token per layer for the standard block = attention 11·h +
///   two layer norms 4·h + MLP 19·h, where the MLP's 19·h is its input 2·h, GeLU input 2·I, GeLU output
///   2·I and dropout mask h with I = 4·h. Generalised to the model's width: non-gated MLP 3·h + 4·I_act.
///   Gated MLP (SwiGLU/GeGLU, the derivation): input 2·h and dropout mask h as before; the backward pass
///   keeps the gate projection's output (input of the activation function) 2·I, the up projection's
///   output 2·I, the activation's output 2·I (a factor of the product) and the product (input of the
///   down projection) 2·I: 3·h + 8·I_act. Per layer 15·h + MLP; plus β·V for the logits as above.
///   With checkpointing the §5.3 k is kept on the calibrated stack. fp32 doubles the per-layer
///   activation bytes. fp8 (Transformer Engine) saves the four GEMM inputs as FP8: 3·h + I_act bytes
///   fewer per token per layer without checkpointing (the layer-input checkpoints stay bf16); its
///   weights carry the FP8 copy and transpose (StateBytes: 4 bytes per weight). Adapter methods keep
///   only what the backward of a frozen base needs: no GEMM input an adapter does not read (the terms,
///   their sources and the LoRA difference are in SavedActivations). `fp8_activations` halves the MLP
///   activation function's saved input. `fp8_params` keeps weights in FP8 only: a frozen weight 1 byte,
///   a trained one its FP8 copy and transpose (2) beside the fp32 master (StateBytes).
/// - Phases (checkpointing on, off the calibrated stack): the logits and the loss's tensors are freed
///   when the backward leaves the LM head, before the first layer is recomputed, so one layer's
///   recompute workspace and the logits never coexist: activations = checkpoints + max(0, workspace −
///   logits), and the peak holds checkpoints + max(workspace, logits). Full fine-tuning with one
///   micro-step per optimizer step (gradients set to None after each step, PyTorch ≥ 2.0's zero_grad
///   default) has no gradients while the loss runs: the peak is state + checkpoints + max(workspace,
///   logits − sharded gradients) (issue 37: the fused-loss full runs of hf_trainer_allocator_check.csv).
///   Without checkpointing every layer's activations are saved while the loss runs, so all terms add.
/// - Optimizer-step transient: PyTorch's foreach AdamW materialises temporaries of about one sharded
///   state copy during step(): trained parameters ÷ O's shard count × the bytes of one state (0 for
///   sgd, and when the optimizer is offloaded). The calibrated β already absorbs it for bf16 AdamW, so
///   it is counted only for other precisions or optimizers, as its own breakdown term.
/// **The peak a run actually reaches** (issue 22). Each term is its own breakdown line:
/// - Logits and loss at the LM head, B·S·V per GPU: `loss: standard` upcasts the logits to fp32
///   (transformers' *ForCausalLM.forward calls `logits.float()` before the cross-entropy), and PyTorch's
///   cross_entropy is log_softmax then nll_loss: during log_softmax's backward its saved fp32 output, the
///   fp32 gradient nll_loss hands it and the fp32 gradient it makes are alive at once, 12 bytes per
///   vocabulary entry per token: Llama-3-8B, V = 128,256, B = 4, S = 4,096 holds 8.4 GB of fp32 logits
///   alone, 25.2 GB at the loss's peak. `loss: chunked` (torchtune's CEWithChunkedOutputLoss, a fused linear
///   cross-entropy) keeps only the bf16 logits, 2 bytes per entry. On the calibrated stack (bf16 AdamW,
///   checkpointing on, standard loss) the term is §5.3's β·V = 5.5 bytes per entry, as calibrated.
/// - FSDP all-gather and prefetch buffers: the working set above (unsharded parameters of the current
///   and the prefetched layer, and the root module).
/// - Frozen-base gradients under FSDP: none (issue 37). Issue 22 counted gradient memory for the frozen
///   base of the mixed flat parameters (PyTorch FSDP docs, "use_orig_params"); the development data
///   contradict it: the 8 LoRA and QLoRA runs on 2 GPUs of hf_trainer_allocator_check.csv peak within
///   3 % of the model without the term and 14–38 % above it with it, and Mixtral-8x7B LoRA on 2 GPUs
///   (held-out, 57–65 GB) is half of what it predicted. frozenGradientBytes stays in the breakdown at 0.
/// - Mixture of experts (issue 37): expert weights are parameters like any other, sharded by FSDP full
///   shard over N; LoRA adapters go on the matrices named (q, k, v, o: attention only; gate, up, down:
///   once per expert and the shared expert, loraTrainableParameters); the frozen experts get no
///   gradients; the router's fp32 logits of every layer are kept for the load-balancing loss (tokens · E
///   · 4 bytes per layer, in the activations); the MLP activations are those of the top-k experts per
///   token (I_act = top-k · I, §5.3a rule 3), one block per expert for the allocator.
/// - How 4-bit bases shard under FSDP: AutoGPTQ's QuantLinear keeps its packed weights as buffers
///   (register_buffer), and FSDP shards only parameters, so a gptq-lora base stays whole on every GPU
///   (0.5313·P_body per GPU, none of it in the all-gather); bitsandbytes' Params4bit are parameters
///   (bnb_4bit_quant_storage = the torch dtype under FSDP, fms-acceleration's bnb plugin), so a qlora
///   base is sharded.
/// - Quantized-base dequantisation workspace (qlora): bitsandbytes' MatMul4Bit dequantizes the whole
///   weight matrix to the compute dtype in the forward and again in the backward: the largest matrix of
///   a layer (h × max(heads·d_head, intermediate_size)) × 2 bytes (4 under fp32). AutoGPTQ's triton_v2
///   kernels dequantize tile by tile: 0.
/// - The caching allocator's reserve over the torch peak (reserved − allocated, issue 37), per transient
///   block kind: kFragmentationPerBlock × Σ over the distinct large transient block sizes B_i. PyTorch's
///   CUDA caching allocator ("CUDA semantics", Memory management; c10/cuda/CUDACachingAllocator.cpp)
///   serves a large request (> 1 MiB) from a cached block of at least its size on the same stream, else
///   from a new cudaMalloc segment rounded to 2 MiB; freed blocks stay reserved. Each distinct size of a
///   large transient block therefore leaves cached blocks of about its size idle when a differently
///   sized one is requested at the peak; the reserve grows with the largest blocks of each kind and with
///   how many distinct sizes there are. The block kinds (TransientBlocks): the logits (tokens · V · 4
///   bytes upcast to fp32 under `loss: standard`, · 2 in bf16 under `chunked`); one layer's largest
///   activation, the MLP intermediate (tokens · I_act · 2; for MoE one block per expert of tokens ·
///   top-k / E · I, E distinct sizes that add up to the same bytes); FSDP's all-gather bucket, one
///   layer's unsharded flat parameter and its unsharded gradient ((P_body / L) · (w + g), 2+ GPUs with
///   sharded weights, on its own stream); the dequantisation workspace (qlora). κ is fitted on
///   tests/data/measured/hf_trainer_allocator_check.csv (28 runs with torch peak and driver-reserved
///   memory; reserve − measured peak − context ≈ κ · Σ B_i by least squares). 0 on the calibrated stack,
///   whose 1.5 GiB reserve and β absorb it (its verdicts must not move).
///   With expandable segments (`expandable_segments: on`, torchtitan's launcher) the allocator grows one
///   segment per stream by mapping 2 MiB pages, and a freed range serves a request of any size, so the
///   idle cache is far smaller: κ = kFragmentationExpandable, fitted the same way on the torchtitan runs
///   (the 1.30 above read their 8B runs 17–26 % high, 112 GB where 32k–262k tokens reserved 90 GB).
///   Not modelled: at the card's limit the allocator frees its cached blocks and retries before it
///   reports out of memory (`release_cached_blocks`). Capping the reserve there would read a
///   fms-acceleration run that went out of memory (torch peak 46.7 of 48.3 GB) as `tight`, and every fix
///   that lands above the card as exactly 100 %; the reserve stays whole.
/// - CUDA context and NCCL buffers: reserve_gib × 2³⁰ (default 1.5 GiB, §5.3 "Capacity").
/// - Loss bound (fresh-user finding, issue 37): a `chunked` or `fp32-fused` loss holds fewer bytes than
///   `standard` in every phase (2 or 8 bytes per vocabulary entry against 12; its logits block is no
///   larger), so its driver total is at most that of the same setup with `loss: standard`. Off AutoConf's
///   stack the terms above already give that; on it the standard loss is β·V with the allocator slack
///   absorbed in the 1.5 GiB, while the other losses are accounted physically with κ's reserve, which can
///   exceed it. Then the reserve is capped at what the standard-loss total leaves above the torch peak and
///   the context (and when the torch peak alone is above it, the standard-loss estimate is used): a change
///   that lowers the peak never raises the total by switching reserve models.
/// - Gradient accumulation (full fine-tuning off the calibrated stack, checkpointing on): with one
///   micro-step the gradients do not exist yet while the loss runs, so `logits` shows only what the loss
///   phase needs beyond the room the absent gradients leave; with accumulation the gradients of the
///   previous micro-steps are alive during the loss and the whole per-micro-batch logits count. The logits
///   themselves do not grow; the peak does, because two phases that did not overlap now coexist.
/// **Memory savers of the training stack** (each off by default, so the measured stack is unchanged):
/// - `fsdp_version: 2` (per-parameter sharding, `fully_shard`): frozen parameters get no gradient, so
///   the frozen-base gradient term is 0; the working set is FSDP1's (2 layers and the root unsharded).
/// - `torch_compile: on`: without checkpointing, the MLP keeps 4 (plain 2) instead of 8 (4) bytes per
///   element of I_act (SavedActivations: AOTAutograd's min-cut partitioner recomputes the rest). With
///   checkpointing nothing changes (§5.3's k is kept): compile's saving is then within the calibration.
/// - `optimizer_in_backward: on`: each parameter is stepped and its gradient freed during the backward,
///   so only the gradients of the layers in flight and of the embeddings exist, (2·P_body/L + P_emb)·g
///   for full fine-tuning (the trained adapters' 2/L share for LoRA), sharded as the gradients; there is
///   no optimizer-step transient.
/// - `activation_offload: on`: the saved activations of all but kOffloadResidentLayers layers are in
///   CPU memory: with checkpointing 2 layer checkpoints plus the recompute workspace, without it 2
///   layers' activations.
/// The torch peak (peak_allocated_gb) is the sum of the allocated terms; the verdict compares what the
/// driver would report, peak + headroom + context, with the device's memory (nvidia-smi MiB × 2²⁰).
/// On the default stack this is exactly §5.3's "total ≤ MiB × 2²⁰ − 1.5 GiB" for full fine-tuning; for
/// adapter methods on 2+ GPUs the frozen-base gradients are added (no verdict of
/// analytic_model_check.csv moves).
///
/// Immutable after construction; all member functions are thread-safe.
class MemoryModel
{
public:
    /// Fine-tuning methods the model knows (seed "Input").
    enum class Method { Full, Lora, GptqLora, Qlora };

    // ---- Constants: the only place they are defined. -----------------------------------------
    /// β: loss/logits bytes per vocabulary entry per token. The one calibrated constant
    /// (memory-model.md §5.3 "Calibration", value "B" = 5.5; valid range for all known verdicts
    /// 4.9 < β ≤ 5.86).
    static constexpr double kLogitsBytesPerVocabEntry = 5.5;
    /// bf16 weight bytes per parameter (fms-hf-tuning runs torch_dtype bfloat16, §5.1).
    static constexpr double kWeightBytes16Bit = 2.0;
    /// bf16 gradient bytes per trained parameter (full fine-tuning only, §5.3).
    static constexpr double kGradientBytes16Bit = 2.0;
    /// AdamW m and v, both bf16, bytes per trained parameter (full fine-tuning only, §5.3).
    static constexpr double kOptimizerBytesAdamW = 4.0;
    /// GPTQ 4-bit weights, group size 128, bytes per parameter (§5.3a rule 7).
    static constexpr double kGptqWeightBytes = 0.5313;
    /// NF4 4-bit weights with double quantisation, bytes per parameter (§5.3a rule 7).
    static constexpr double kNf4WeightBytes = 0.5625;
    /// Layers held gathered by FSDP at once: the current one and the prefetched one (§5.3).
    static constexpr double kGatheredLayers = 2.0;
    /// bf16 bytes per activation element (layer-input checkpoint and recompute workspace, §5.3).
    static constexpr double kActivationBytes = 2.0;
    /// Recompute workspace of one layer: 4·h + 4·I_act elements per token (§5.3).
    static constexpr double kWorkspaceHiddenFactor = 4.0;
    static constexpr double kWorkspaceFfnFactor = 4.0;
    /// Bytes per MiB, for nvidia-smi memory figures (§5.3a rule 5).
    static constexpr double kBytesPerMib = 1024.0 * 1024.0;
    /// Reserve for CUDA context, NCCL and allocator slack: 1.5 GiB (§5.3 "Capacity").
    static constexpr double kReservedBytes = 1.5 * 1024.0 * 1024.0 * 1024.0;
    /// Transformer Engine's cuBLAS workspace under the Megatron stack: 32 MiB, its size on Hopper and later
    /// (4 MiB before; te.module.base.get_cublas_workspace_size_bytes at 0004dbd0231c). Counted at 32 MiB on
    /// every GPU, 28 MiB over on Ampere.
    static constexpr double kTeCublasWorkspaceBytes = 33554432.0;
    /// Bytes per GiB, for the training setup's reserve_gib.
    static constexpr double kBytesPerGib = 1024.0 * 1024.0 * 1024.0;
    /// fp32 bytes per element: master weights, Adam states, and everything under `fp32` (ZeRO §3.1).
    static constexpr double kFp32Bytes = 4.0;
    /// 8-bit optimizer state bytes per element (Dettmers et al., ICLR'22).
    static constexpr double kEightBitStateBytes = 1.0;
    /// Display unit: decimal GB (§5.3a rule 5; comparisons are always in bytes).
    static constexpr double kBytesPerGb = 1e9;
    /// `loss: standard`: per vocabulary entry per token, log_softmax's saved fp32 output (4), the fp32
    /// gradient nll_loss hands its backward (4) and the fp32 gradient it makes (4), alive at once.
    static constexpr double kStandardLossBytesPerVocabEntry = 12.0;
    /// `loss: fp32-fused`: the fp32 logits the model upcast (4) and the gradient the fused kernel writes
    /// (4) per vocabulary entry per token; no log_softmax copy (measured on hf_trainer_allocator_check.csv:
    /// the fused-kernel runs peak one fp32 logits tensor, 4 bytes per entry, below `standard`).
    static constexpr double kFp32FusedLossBytesPerVocabEntry = 8.0;
    /// `loss: chunked`: the bf16 logits kept for the backward (2) per vocabulary entry per token.
    static constexpr double kChunkedLossBytesPerVocabEntry = 2.0;
    /// κ: cached idle bytes per byte of each distinct large transient block (class comment, "caching
    /// allocator"). Least-squares fit on hf_trainer_allocator_check.csv (docs/user-guide.md, "Accuracy").
    static constexpr double kFragmentationPerBlock = 1.30;
    /// κ under `expandable_segments: on`: the allocator maps pages into one growing segment per stream, so
    /// a freed block serves a request of any size and only partly used pages stay idle. Least-squares fit of
    /// reserved − torch peak − context ≈ κ · Σ B_i on the 18 torchtitan rows of torchtitan_memory_check.csv
    /// run with run_train.sh (test_memory_saved re-derives it).
    static constexpr double kFragmentationExpandable = 0.27;
    /// The risk band (issue 37): a driver total above kTightBandFrom × the device's memory and up to the
    /// device's memory is `tight`; above the device's memory `does-not-fit`; else `fits`. 1 − the largest
    /// under-prediction of the measured peak on the development data (docs/user-guide.md, "Accuracy"):
    /// a run predicted below the band fits even when the model is as optimistic as it ever was there.
    static constexpr double kTightBandFrom = 0.77;
    /// `activation_offload: on`: layers whose saved activations are on the GPU at once, the one in the
    /// backward and the one being copied back (torchtune's OffloadActivations streams one layer ahead).
    static constexpr double kOffloadResidentLayers = 2.0;

    /// One evaluation of the model, in bytes (compare these) and in GB (display).
    struct Estimate
    {
        MemoryBreakdown breakdown; ///< GB (1e9 bytes), for display
        double stateBytes
            = 0; ///< sharded training state per GPU (weights + gradients + optimizer on the GPU)
        double workingSetBytes = 0; ///< FSDP working set per GPU (0 when N = 1)
        double activationBytes = 0; ///< T · k
        double optimizerStepBytes = 0; ///< optimizer-step transient (0 for the calibrated bf16 AdamW)
        double logitsBytes = 0; ///< logits and loss at the LM head
        double frozenGradientBytes = 0; ///< FSDP gradients of a frozen base (adapter methods, N ≥ 2)
        double dequantBytes = 0; ///< 4-bit dequantisation workspace (qlora)
        double routerBytes = 0; ///< MoE router logits of every layer (shown within the activations)
        double peakAllocatedBytes = 0; ///< the torch peak: every term above
        double allocatorBytes = 0; ///< caching-allocator headroom
        /// CUDA context and NCCL buffers (reserve_gib); Transformer Engine's workspace and userbuffers under
        /// the Megatron stack
        double contextBytes = 0;
        double totalBytes = 0; ///< what the driver reports (peak + headroom + context), vs capacityBytes
        double capacityBytes = 0; ///< the device's memory: nvidia-smi MiB × 2²⁰
        qint64 tokensPerDevice = 0; ///< T = per-device batch × tokens per sample (saturates at qint64 max)
        /// Not `does-not-fit`: the unrounded driver total ≤ the device memory, in bytes (§5.3a rule 9).
        /// `tight` totals are included (feasible by default).
        bool fits() const { return totalBytes <= capacityBytes; }
        /// The risk band's verdict: fits ≤ kTightBandFrom × device < tight ≤ device < does-not-fit.
        MemoryVerdict verdict() const
        {
            if (totalBytes > capacityBytes)
                return MemoryVerdict::DoesNotFit;
            return totalBytes > kTightBandFrom * capacityBytes ? MemoryVerdict::Tight : MemoryVerdict::Fits;
        }
        /// Feasible under feasibility.margin `margin` in [0, 1], the share of the tight band rejected from
        /// its top: total ≤ device × (1 − margin × (1 − kTightBandFrom)). 0 accepts every tight total (the
        /// default), 1 rejects them all.
        bool acceptedWithMargin(double margin) const
        {
            return totalBytes <= limitBytes(capacityBytes, margin);
        }
        /// The largest accepted total for `deviceBytes` under `margin` (see acceptedWithMargin).
        static double limitBytes(double deviceBytes, double margin)
        {
            // Written from the band's bottom so that margin 1 gives exactly verdict()'s `fits` limit.
            return margin <= 0 ? deviceBytes
                               : deviceBytes * (kTightBandFrom + (1.0 - margin) * (1.0 - kTightBandFrom));
        }
    };

    /// Builds the model for one LLM on one GPU. Throws CoastlineError naming the LLM and every field
    /// of missingArchitectureFields(llm), or naming the GPU when its memory size is unknown
    /// (memoryMib ≤ 0).
    MemoryModel(const LlmSpec &llm, const GpuSpec &gpu);

    /// Per-GPU estimate for `totalGpus` GPUs (≥ 1) at `perDeviceBatch` (≥ 1) samples of
    /// `tokensPerSample` (≥ 1) tokens. Throws CoastlineError when a count is < 1.
    Estimate estimate(Method method, qint64 tokensPerSample, int totalGpus, qint64 perDeviceBatch) const;
    /// Per-GPU estimate of the data-parallel `candidate` (total GPUs, GPUs per node, per-device batch, each
    /// ≥ 1) under the training `setup` (see the class comment). The default setup gives exactly the
    /// estimate above. Throws CoastlineError when a count is < 1. `candidate.layout` must be plain data
    /// parallel: this is the inner model, and LayoutMemory::estimate, which wraps it, is the entry point
    /// for every candidate (it comes here for data parallel ones).
    Estimate estimate(
        Method method, const TrainingSetup &setup, qint64 tokensPerSample, const Candidate &candidate) const;

    /// Throws CoastlineError unless the candidate's counts and `tokensPerSample` are ≥ 1.
    static void requireCounts(qint64 tokensPerSample, const Candidate &candidate);
    /// The loss bound (class comment, "Loss bound"): when `e` (a chunked or fused loss) totals more than
    /// `bound` (the same candidate with the standard loss), its allocator reserve is capped at what
    /// `bound` leaves, and `e` becomes `bound` when its torch peak alone is above it.
    static void boundByStandardLoss(Estimate &e, const Estimate &bound);

    /// LoRA trainable parameters L · Σ over setup.loraTargets of r·(d_in + d_out) (Hu et al. 2021):
    /// q: h → heads·d_head; k, v: h → kv_heads·d_head; o: heads·d_head → h; gate, up: h → I;
    /// down: I → h (MLP matrices once per expert for MoE, plus the shared expert's).
    double loraTrainableParameters(const TrainingSetup &setup) const;
    /// k for `setup`: layerActivationBytesPerToken + logitBytesPerToken.
    double activationBytesPerToken(const TrainingSetup &setup, Method method = Method::Full) const;
    /// Activation bytes per token without the logits: with full checkpointing §5.3's 2·L·h + 2·(4·h +
    /// 4·I_act) on the calibrated stack, else the checkpoints plus the workspace beyond the logits (class
    /// comment, "Phases"); with selective checkpointing what the policy keeps per layer
    /// (SavedActivations::selectivePerToken) plus the workspace beyond the logits; without it what each
    /// layer saves for `method`'s backward (SavedActivations: a frozen base keeps no GEMM input its
    /// adapters do not need). Doubled under fp32.
    double layerActivationBytesPerToken(const TrainingSetup &setup, Method method = Method::Full) const;
    /// One layer's recompute workspace per token: full checkpointing 2·(4·h + 4·I_act) bytes (§5.3);
    /// selective what the layer's backward needs (SavedActivations::perToken for `method`) beyond what the
    /// policy kept. Doubled under fp32.
    double recomputeWorkspaceBytesPerToken(const TrainingSetup &setup, Method method = Method::Full) const;
    /// Logits and loss bytes per token: β·V on the calibrated stack, else 12·V (standard), 8·V
    /// (fp32-fused) or 2·V (chunked).
    double logitBytesPerToken(const TrainingSetup &setup) const;
    /// Bytes per trained parameter on the GPU before sharding (weights + gradients + optimizer incl. any
    /// master copy) under `setup`'s precision and optimizer: 8 for bf16 AdamW, 16 for mixed AdamW.
    static double bytesPerTrainedParameter(const TrainingSetup &setup);
    /// True when β of §5.3 applies to the logits (bf16 precision, checkpointing on, standard loss and
    /// AutoConf's LoRA adapters r = 4 on q_proj, v_proj: the stack β was calibrated on); the allocator
    /// headroom is then absorbed too. The optimizer does not enter: another optimizer changes only the state
    /// bytes and adds its optimizer-step term, so an 8-bit optimizer never reads as needing more memory than
    /// AdamW.
    static bool isCalibratedLossStack(const TrainingSetup &setup);

    /// k: activation bytes per token (2·L·h + 2·(4·h + 4·I_act) + β·V). Seed example: 733,200.5.
    double activationBytesPerToken() const { return m_bytesPerToken; }
    /// §5.3's capacity in bytes: nvidia-smi MiB × 2²⁰ − 1.5 GiB (A100-80GB: 84.29 GB).
    double capacityBytes() const { return m_capacityBytes; }
    /// The device's memory in bytes: nvidia-smi MiB × 2²⁰ (A100-80GB: 85.90 GB).
    double deviceBytes() const { return m_deviceBytes; }
    /// P, P_emb and I_act as the model uses them (§5.3a rules 1–3).
    double parameters() const { return m_params; }
    double embeddingParameters() const { return m_embeddingParams; }
    /// The routed experts' parameters, all MoE layers: L_moe · E · m · h · I_e (m = 3 gated, 2 plain; at
    /// most 98 % of the body); 0 for a dense model. What expert parallelism shards (LayoutMemory).
    double routedExpertParameters() const { return m_routedParams; }
    /// Experts per token k (0 for a dense model): the dispatch buffers' width (LayoutMemory).
    int expertsPerToken() const { return m_topK; }
    double activeIntermediateSize() const { return m_activeIntermediate; }
    /// h and V (the config's padded vocabulary), as the model reads them.
    double hiddenSize() const { return m_hidden; }
    double vocabularySize() const { return m_vocab; }
    /// Transformer layers of the model (LlmSpec::nLayers).
    int layerCount() const { return m_layers; }

    /// Caveats that belong in a verdict's notes: the Mamba workspace of hybrid models is not
    /// modelled (§5.3a rule 3); qlora was never measured (§5.3a rule 8). Empty for the common case.
    QList<Reason> caveats(Method method) const;

    /// Parses "full", "lora", "gptq-lora", "qlora" (any letter case); nullopt otherwise.
    static std::optional<Method> parseMethod(const QString &name);
    /// The method's canonical name ("full", "lora", "gptq-lora", "qlora").
    static QString methodName(Method method);

    /// Architecture fields the model needs but `llm` lacks, as catalog column names: vocab_size,
    /// intermediate_size, tie_word_embeddings; experts_per_token for an MoE model (is_moe, or
    /// num_experts > 0); n_layers, d_model and total_params_published/m_params when not positive.
    /// Empty when the model can judge `llm` (spec decision 4: otherwise `autoconf` "cannot be loaded").
    static QStringList missingArchitectureFields(const LlmSpec &llm);
    /// True for hybrid Mamba/attention models (granite-4.0-h-*, or "mamba" in the catalog notes).
    static bool isHybridMamba(const LlmSpec &llm);

private:
    /// The training state of one replica before sharding, in bytes, and the byte widths FSDP gathers.
    struct TrainedState
    {
        double weights = 0; ///< W: base weights (and trained adapters), after the memory savers
        double gradients = 0; ///< G
        double optimizer = 0; ///< O: optimizer states and any fp32 master copy
        double trained = 0; ///< parameters the optimizer updates (count)
        double stateBytes = 0; ///< bytes of one optimizer state element of them
        double weightBytes = 0; ///< w: bytes of one gathered body weight
        double gradientBytes = 0; ///< g: bytes of one gathered gradient (0 for adapter methods)
    };
    /// Shard counts (≥ 1) of the weights and of the gradients and optimizer (training-setups.md "Sharding").
    struct Shards
    {
        double weights = 1;
        double states = 1; ///< optimizer states and master weights (and gradients unless gradientsWhole)
        bool gradientsWhole = false; ///< the distributed optimizer: gradients not divided
    };

    /// estimate() for a data-parallel candidate, before the loss bound (class comment, "Loss bound").
    Estimate dataParallelEstimate(
        Method method, const TrainingSetup &setup, qint64 tokensPerSample, const Candidate &candidate) const;
    // One function per memory term, each in bytes per GPU; estimate() adds them (class comment).
    /// W, G and O before sharding: full fine-tuning's bytes per parameter, or the frozen base plus the
    /// trained adapters (none on AutoConf's calibrated r = 4 q/v stack).
    TrainedState trainedState(Method method, const TrainingSetup &setup) const;
    /// S for each part: full-shard on 2+ GPUs, hybrid-shard the GPUs per node, shard-grad-op G and O only.
    static Shards shardCounts(const TrainingSetup &setup, const Candidate &candidate);
    /// optimizer_in_backward (G of the layers in flight) and offload (O, and W for optimizer+params).
    void applyStackSavers(TrainedState &state, Method method, const TrainingSetup &setup) const;
    /// AutoGPTQ's packed base weights, whole on every GPU when sharded (buffers FSDP never shards); else 0.
    double residentBaseBytes(Method method, const TrainingSetup &setup, const Shards &shards) const;
    /// FSDP's all-gather and prefetch buffers: 2 layers and the root unsharded (0 without sharded weights
    /// but for shard-grad-op's gathered gradients).
    double workingSetBytes(
        const TrainedState &state, const Shards &shards, const TrainingSetup &setup, bool residentBase) const;
    /// The foreach optimizer step's temporaries: trained ÷ S_O × state bytes (0 on the calibrated stack,
    /// offloaded or in-backward optimizers).
    static double optimizerStepBytes(
        const TrainedState &state, const Shards &shards, const TrainingSetup &setup);
    /// Σ of the largest block of each distinct large transient size, in bytes (class comment, "caching
    /// allocator"): logits, one layer's MLP intermediate (per expert for MoE), FSDP's all-gather bucket
    /// and the dequantisation workspace.
    double transientBlockBytes(Method method, const TrainingSetup &setup, const TrainedState &state,
        const Shards &shards, bool residentBase, double tokens) const;
    /// MoE router logits kept for the load-balancing loss: tokens × E × 4 bytes (fp32) per layer, every
    /// layer (0 for dense models).
    double routerBytes(double tokens) const;
    /// qlora's dequantisation workspace: the largest layer matrix in the compute format (else 0).
    double dequantBytes(Method method, const TrainingSetup &setup) const;
    /// The caching allocator's reserve over the peak: κ × transientBlockBytes (0 on the calibrated stack;
    /// κ = kFragmentationExpandable under `expandable_segments: on`).
    static double allocatorBytes(double transientBlockBytes, const TrainingSetup &setup);
    /// CUDA context and NCCL buffers: reserve_gib × 2³⁰ (default exactly kReservedBytes), plus
    /// kTeCublasWorkspaceBytes under the Megatron stack.
    static double contextBytes(const TrainingSetup &setup);
    /// `e`'s terms in GB (1e9 bytes), with W, G and O split as sharded.
    static MemoryBreakdown breakdown(
        const Estimate &e, const TrainedState &state, const Shards &shards, double residentWeights);

    /// One layer's shapes for SavedActivations.
    SavedActivations::Shape layerShape() const;

    double m_params = 0;
    double m_hidden = 0;
    double m_vocab = 0;
    double m_attentionWidth = 0; ///< heads · d_head
    double m_keyValueWidth = 0; ///< kv heads · d_head
    double m_expertIntermediate = 0; ///< intermediate_size (per expert for MoE)
    double m_experts = 1; ///< MLP copies that carry adapters (num_experts for MoE)
    double m_sharedIntermediate = 0;
    double m_expertsPerToken = 0; ///< top-k (0 for dense models)
    bool m_gatedMlp = true;
    double m_largestLayerMatrix = 0; ///< h × max(heads · d_head, intermediate_size), elements
    double m_deviceBytes = 0; ///< nvidia-smi MiB × 2²⁰
    double m_embeddingParams = 0;
    double m_bodyParams = 0;
    double m_routedParams = 0;
    int m_topK = 0;
    int m_layers = 0;
    double m_activeIntermediate = 0;
    double m_bytesPerToken = 0;
    double m_capacityBytes = 0;
    bool m_hybridMamba = false;
};
