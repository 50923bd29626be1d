#pragma once

#include <QString>
#include <QStringList>
#include <optional>

#include "model/PipelineSplit.h"

/// The planner's training stack, as the memory model needs it (training-setups.md; config section
/// `training:`, CLI flags `--precision` … `--grad-accum`: each member's key, flag, range and GUI label are
/// its row in TrainingFields). The defaults are the stack AutoConf's
/// labels were measured on (memory-model.md §5.1): pure bf16, AdamW, activation checkpointing, FSDP
/// full shard, LoRA r = 4 on q_proj/v_proj, no offload, standard loss, 1.5 GiB reserve. With these defaults
/// the memory model is exactly memory-model.md §5.3 (every reference verdict unchanged).
///
/// A plain value type; the parse functions throw CoastlineError "<what>: unknown <kind> 'x'; choose
/// from … (did you mean 'y'?)", naming the key or flag the caller passes as `what` (the suggestion is
/// always one of the names listed, never an unlisted alias), or "<what>: the name is empty; choose
/// from …" for empty text.
struct GpuSpec;

struct TrainingSetup
{
    /// Number formats of weights, gradients and optimizer states (training-setups.md table).
    enum class Precision {
        Bf16, ///< pure bf16: weights, gradients and states in bf16 (8 bytes/param with AdamW)
        Mixed, ///< bf16 compute, fp32 master weights and fp32 Adam states (16 bytes/param, ZeRO §3.1)
        Fp32, ///< everything fp32 (16 bytes/param with AdamW)
        /// Transformer-Engine-style FP8 training (per-tensor scaling): FP8 GEMMs, bf16 weights with
        /// their FP8 copies, fp32 master weights and Adam states (PrecisionTraits spells the recipe).
        Fp8,
        /// Block-scaled FP8 (OCP MX: E8M0 scale per 32 values), Blackwell: as fp8, with row- and
        /// column-wise FP8 weight copies (step-time-model.md §8.4).
        Mxfp8,
        /// NVFP4 (E2M1, an FP8 scale per 16 values and a per-tensor scale), Blackwell: a fitted share of
        /// the GEMM FLOPs at the FP4 peak, the rest as MXFP8 (step-time-model.md §8.4).
        Nvfp4,
    };
    enum class Optimizer {
        AdamW, ///< two states (m, v) in the precision's state format
        AdamW8Bit, ///< bitsandbytes 8-bit AdamW: m and v 1 byte each (Dettmers et al., ICLR'22)
        PagedAdamW8Bit, ///< the same states in paged (unified) memory; counted on the GPU
        Sgd, ///< no state
        SgdMomentum, ///< one state (the momentum buffer)
    };
    enum class Sharding {
        FullShard, ///< FSDP FULL_SHARD = ZeRO-3: weights, gradients, states ÷ total GPUs
        HybridShard, ///< shard within a node, replicate across nodes: ÷ GPUs per node
        ShardGradOp, ///< ZeRO-2: gradients and states ÷ total GPUs, weights replicated
        NoShard, ///< DDP: nothing divided
        /// Megatron-LM's distributed optimizer (`--use-distributed-optimizer`, ZeRO-1): optimizer states
        /// and fp32 master weights ÷ data-parallel GPUs; weights and gradients whole; per step one
        /// reduce-scatter of the gradients and one all-gather of the updated weights.
        DistributedOptimizer,
    };
    /// The training framework the job runs on (config `training.stack`, `--stack`; step-time-model.md
    /// §8.5): it sets the defaults that differ between stacks (TrainingStack), every one overridable.
    enum class Stack {
        Megatron, ///< Megatron-LM / NeMo / Megatron-Bridge
        Torchtitan, ///< PyTorch torchtitan (FSDP2)
        HfTrainer, ///< Hugging Face Trainer / accelerate (FSDP1)
        DeepSpeed, ///< DeepSpeed ZeRO
    };
    /// How the loss at the LM head is computed (cli.md third release, "Memory model").
    enum class Loss {
        Standard, ///< the full B·S·V logits upcast to fp32, and their fp32 gradient (Hugging Face default)
        Chunked, ///< a chunked or fused cross-entropy that never holds the full fp32 logits
        /// A fused cross-entropy kernel over logits the model already upcast to fp32 (transformers before
        /// 4.46 calls logits.float() in forward; fms-acceleration's fused-ops-and-kernels fast loss,
        /// Unsloth's kernel): the fp32 logits and their in-place gradient, no log_softmax copy (issue 37).
        Fp32Fused,
    };
    /// Which FSDP implementation shards the model (config `training.fsdp_version`, `--fsdp-version`).
    enum class FsdpVersion {
        Fsdp1, ///< FullyShardedDataParallel with flat parameters (HF Trainer / accelerate; the measured
               ///< stack)
        Fsdp2, ///< per-parameter sharding, `fully_shard` (torchtune, torchtitan)
    };
    /// Activation checkpointing (config `training.activation_checkpointing`, `--activation-checkpointing`;
    /// SavedActivations and memory-model.md §5.3 give what each keeps).
    enum class Checkpointing {
        Off, ///< every layer keeps what its backward needs (SavedActivations::perToken)
        /// `on`: each layer keeps its input and recomputes its forward in the backward (§5.3's k; Megatron
        /// `--recompute-granularity full`, torchtitan `mode = "full"`)
        Full,
        /// torchtitan's op-level selective checkpointing (`mode = "selective"`, `selective_ac_option =
        /// "op"`): each layer keeps its input and the outputs of its attention and of every other GEMM,
        /// and recomputes the rest (SavedActivations::selectivePerToken)
        Selective,
    };
    enum class Offload {
        None,
        Optimizer, ///< optimizer states and master weights live on the CPU
        OptimizerAndParams, ///< and the (sharded) weights too
    };

    Precision precision = Precision::Bf16;
    Optimizer optimizer = Optimizer::AdamW;
    Checkpointing checkpointing = Checkpointing::Full;
    Sharding sharding = Sharding::FullShard;
    int loraRank = 4; ///< LoRA rank r, ≥ 1 (adapter methods only)
    /// Canonical LoRA target matrices, in loraTargetNames() order (q_proj, v_proj by default).
    QStringList loraTargets {QStringLiteral("q_proj"), QStringLiteral("v_proj")};
    Offload offload = Offload::None;
    /// The loss (config `training.loss`, `--loss`); default standard.
    Loss loss = Loss::Standard;
    /// FSDP implementation; default 1, the stack of memory-model.md §5.1.
    FsdpVersion fsdpVersion = FsdpVersion::Fsdp1;
    /// torch.compile on the model (config `training.torch_compile`, `--torch-compile`); default off.
    bool torchCompile = false;
    /// The optimizer step fused into the backward pass, each parameter stepped and its gradient freed as
    /// soon as it is ready (torchtune `optimizer_in_bwd`; config `training.optimizer_in_backward`,
    /// `--optimizer-in-backward`); default off.
    bool optimizerInBackward = false;
    /// Activation offloading: the activations saved for the backward pass are kept in CPU memory
    /// (torchtune `enable_activation_offloading`; config `training.activation_offload`,
    /// `--activation-offload`); default off.
    bool activationOffload = false;
    /// GiB (2³⁰ bytes) kept free on every GPU for CUDA context, NCCL buffers and allocator slack, ≥ 0.
    double reserveGib = 1.5;
    /// Micro-steps per optimizer step G, 1 … kMaxGradientAccumulationSteps (config
    /// `training.gradient_accumulation_steps`, `--grad-accum`); only the roofline step-time model reads
    /// it (the memory model's peak is one micro-step's).
    int gradientAccumulationSteps = 1;
    /// Share of the memory risk band rejected, from its top, in [0, 1] (issue 37; config
    /// `training.memory_margin` / `feasibility.margin`, `--memory-margin`): 0 (default) keeps `tight`
    /// configurations feasible, 1 rejects them all (MemoryModel::Estimate::acceptedWithMargin).
    double memoryMargin = 0;
    /// Tensor-parallel communication overlapped with the GEMMs (issue 35; config `training.tp_comm_overlap`,
    /// `--tp-comm-overlap`): Megatron-LM / Transformer Engine `--tp-comm-overlap` (userbuffers: each
    /// all-gather and reduce-scatter of sequence parallelism split into chunks that run under the GEMM
    /// that consumes or produces them) or torchtitan's async TP (the same decomposition in PyTorch).
    /// Default off (Megatron-LM's default). Only the roofline step-time model reads it, and only under a
    /// tensor-parallel layout.
    bool tpCommOverlap = false;
    /// The stack named (config `training.stack`, `--stack`); none = the defaults above (AutoConf's stack
    /// for memory, the roofline's generic per-step and per-layer costs).
    std::optional<Stack> stack;
    /// Megatron-LM's pipeline split (PipelineSplit; config `training.decoder_first_pipeline_num_layers`,
    /// `training.decoder_last_pipeline_num_layers`, `training.account_for_embedding_in_pipeline_split`,
    /// `training.account_for_loss_in_pipeline_split`, flags alike with `-`): decoder layers on the first
    /// and last stage (0 = even), and the embedding and the loss counted as layers. Default: even.
    int pipelineFirstStageLayers = 0;
    int pipelineLastStageLayers = 0;
    bool pipelineEmbeddingAsLayer = false;
    bool pipelineLossAsLayer = false;
    /// The input of the MLP's activation function (SwiGLU's gate and up outputs, GeLU's input) saved for
    /// the backward as FP8, 1 byte per element, and cast back before the backward uses it (Megatron-LM
    /// `activation_func_fp8_input_store`, NeMo `FP8_ACT` in NVIDIA's MLPerf llama2_70b_lora submissions;
    /// config `training.fp8_activations`, `--fp8-activations`). A plain cast, so it needs no FP8 GEMMs.
    /// Default off in every stack (Megatron-LM's default).
    bool fp8Activations = false;
    /// Weights kept only in FP8 (Transformer Engine `fp8_model_init`, Megatron-LM `--fp8-param-gather`,
    /// NeMo `fp8_params`; config `training.fp8_params`, `--fp8-params`): a frozen weight is 1 byte, a
    /// trained one its FP8 copy and transpose (1 + 1) beside the fp32 master, with no bf16 copy. Meant for
    /// `precision: fp8`. Default off in every stack.
    bool fp8Params = false;
    /// Fused LoRA kernels (Unsloth's fast_lora LoRA_MLP / LoRA_QKV, used by fms-acceleration's
    /// fused-ops-and-kernels; config `training.fused_lora`, `--fused-lora`): the MLP keeps only the gate and
    /// up outputs and recomputes the activation and the product in the backward. Default off (PEFT);
    /// adapter methods only.
    bool fusedLora = false;
    /// Fused RoPE and RMSNorm kernels (Transformer Engine, Liger, Apex, torch.compile; config
    /// `training.fused_rope_norm`, `--fused-rope-norm`): each norm keeps its 16-bit input, as Korthikanti
    /// et al. count it. Off: Hugging Face's eager RMSNorm keeps the fp32 copy of its input it computes in
    /// (2 bytes more per element). Default on (the memory model's accounting since its first release).
    bool fusedRopeNorm = true;
    /// PyTorch's caching allocator with expandable segments (`PYTORCH_CUDA_ALLOC_CONF=
    /// expandable_segments:True`; config `training.expandable_segments`, `--expandable-segments`): one
    /// segment per stream that grows by mapping pages, so a freed block of one size can serve a request of
    /// another and little cached memory sits idle (MemoryModel::kFragmentationExpandable). Default off
    /// (PyTorch's default); on in the torchtitan stack, whose run_train.sh sets it.
    bool expandableSegments = false;

    friend bool operator==(const TrainingSetup &, const TrainingSetup &) = default;

    /// The largest LoRA rank accepted (well beyond any published adapter).
    static constexpr int kMaxLoraRank = 65536;
    /// The largest reserve accepted, GiB.
    static constexpr double kMaxReserveGib = 1024.0;

    /// The most decoder layers a pipeline stage is given (far beyond any published model).
    static constexpr int kMaxPipelineStageLayers = 65536;
    /// The largest gradient accumulation accepted.
    static constexpr int kMaxGradientAccumulationSteps = 65536;
    /// True for AutoConf's stack (every memory-relevant field at its default; G does not matter).
    bool isAutoconfStack() const
    {
        TrainingSetup memory = *this;
        memory.gradientAccumulationSteps = 1;
        memory.memoryMargin = 0; // the margin reads the verdict, not the memory
        memory.tpCommOverlap = false; // a step-time setting
        memory.stack.reset(); // the stack's defaults are in the other fields; its own costs are step time
        memory.pipelineFirstStageLayers = memory.pipelineLastStageLayers = 0; // layout settings
        memory.pipelineEmbeddingAsLayer = memory.pipelineLossAsLayer = false;
        return memory == TrainingSetup {};
    }
    /// True when precision and optimizer are AutoConf's (bf16 AdamW): the calibrated β of
    /// memory-model.md §5.3 already absorbs the optimizer-step temporaries (training-setups.md).
    bool isCalibratedOptimizerStack() const
    {
        return precision == Precision::Bf16 && optimizer == Optimizer::AdamW;
    }
    /// The pipeline split the four pipeline fields describe.
    PipelineSplit pipelineSplit() const
    {
        return {
            pipelineFirstStageLayers, pipelineLastStageLayers, pipelineEmbeddingAsLayer, pipelineLossAsLayer};
    }
    /// True when every linear layer of the block is targeted (written `all-linear`).
    bool targetsAllLinear() const { return loraTargets == loraTargetNames(); }

    /// "q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj, down_proj": the targets `all-linear` means.
    static const QStringList &loraTargetNames();
    static QStringList precisionNames(); ///< bf16, mixed, fp32, fp8, mxfp8, nvfp4
    /// Throws CoastlineError (bad input) when this setup trains in precision fp8 and `gpu` has no FP8
    /// tensor cores (its catalog entry states no dense FP8 peak), or in mxfp8 / nvfp4 and `gpu` is no
    /// Blackwell part (nvfp4 also needs a dense FP4 peak). The Recommender, the roofline model and
    /// evaluate-memory's rows call it, so every verb refuses such a job the same way.
    void requirePrecisionSupport(const GpuSpec &gpu) const;
    static QStringList optimizerNames(); ///< adamw, adamw-8bit, paged-adamw-8bit, sgd, sgd-momentum
    /// full-shard, hybrid-shard, shard-grad-op, no-shard, distributed-optimizer
    static QStringList shardingNames();
    static QStringList stackNames(); ///< megatron, torchtitan, hf-trainer, deepspeed
    static QStringList offloadNames(); ///< none, optimizer, optimizer+params
    static QStringList checkpointingNames(); ///< on, off, selective
    static QStringList lossNames(); ///< standard, chunked, fp32-fused
    static QStringList fsdpVersionNames(); ///< 1, 2

    static QString name(Precision value);
    static QString name(Optimizer value);
    static QString name(Sharding value);
    static QString name(Stack value);
    static QString name(Offload value);
    /// "on" (full), "off" or "selective".
    static QString name(Checkpointing value);
    static QString name(Loss value);
    /// "1" or "2".
    static QString name(FsdpVersion value);
    /// The memory savers that are on, by their usual names, in this order: "FSDP2", "torch.compile",
    /// "optimizer step in backward", "activation offloading" (empty on the default stack).
    QStringList saverNames() const;
    /// "all-linear", or the targets joined with ",".
    QString loraTargetsText() const;
    /// The same for canonical `targets` (parseLoraTargets' result).
    static QString targetsText(const QStringList &targets);

    // Names are read in any letter case with `_`, `-` and space alike.
    static Precision parsePrecision(const QString &text, const QString &what);
    static Optimizer parseOptimizer(const QString &text, const QString &what);
    /// Also the aliases zero3 → full-shard, zero2 → shard-grad-op, ddp → no-shard, zero1 →
    /// distributed-optimizer.
    static Sharding parseSharding(const QString &text, const QString &what);
    /// megatron, torchtitan, hf-trainer, deepspeed (also nemo, megatron-lm, hf, huggingface, zero).
    static Stack parseStack(const QString &text, const QString &what);
    /// Sets every field the stack `stack` has its own default for (TrainingStack::defaults), and `stack`.
    void applyStackDefaults(Stack stack);
    static Offload parseOffload(const QString &text, const QString &what);
    /// standard or chunked (also `fused`, an alias of chunked).
    static Loss parseLoss(const QString &text, const QString &what);
    /// 1 or 2 (also `fsdp1`, `fsdp2`, and the whole-number forms `2.0`, `2e0`); else "<what>: unknown
    /// FSDP version 'x'; must be 1 or 2".
    static FsdpVersion parseFsdpVersion(const QString &text, const QString &what);
    /// on, off or selective (also full, true/false, yes/no, 1/0).
    static Checkpointing parseCheckpointing(const QString &text, const QString &what);
    /// An on/off switch (the same spellings as parseCheckpointing); `kind` names it in the error, e.g.
    /// "torch-compile value".
    static bool parseSwitch(const QString &text, const QString &what, const QString &kind);
    /// `all-linear`, or a comma-separated list of target names (`q_proj` or the short `q`); returns
    /// them canonical, deduplicated, in loraTargetNames() order. Throws for an unknown or empty list.
    static QStringList parseLoraTargets(const QString &text, const QString &what);
    /// A list form of the above (config `lora_targets: [q_proj, v_proj]`).
    static QStringList parseLoraTargets(const QStringList &items, const QString &what);
    /// Throws unless 1 ≤ rank ≤ kMaxLoraRank (the wording of TrainingFields::checkedInteger; the
    /// `reserve_gib` row of TrainingFields checks the reserve).
    static int checkedLoraRank(qint64 rank, const QString &what);
    /// Throws unless 1 ≤ steps ≤ kMaxGradientAccumulationSteps.
    static int checkedGradientAccumulationSteps(qint64 steps, const QString &what);
};
