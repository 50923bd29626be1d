#pragma once

#include "model/FeasibilityVerdict.h"
#include "model/GpuSpec.h"
#include "model/LlmSpec.h"

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
    /// Display unit: decimal GB (§5.3a rule 5; comparisons are always in bytes).
    static constexpr double kBytesPerGb = 1e9;

    /// One evaluation of the model, in bytes (compare these) and in GB (display).
    struct Estimate
    {
        MemoryBreakdown breakdown; ///< GB (1e9 bytes), for display
        double stateBytes = 0; ///< sharded training state per GPU (state / S)
        double workingSetBytes = 0; ///< FSDP working set per GPU (0 when N = 1)
        double activationBytes = 0; ///< T · k
        double totalBytes = 0; ///< the unrounded sum compared with capacityBytes
        double capacityBytes = 0; ///< nvidia-smi MiB × 2²⁰ − 1.5 GiB
        qint64 tokensPerDevice = 0; ///< T = per-device batch × tokens per sample (saturates at qint64 max)
        /// Feasible iff the unrounded total ≤ capacity, in bytes (§5.3a rule 9).
        bool fits() const { return totalBytes <= capacityBytes; }
    };

    /// Builds the model for one LLM on one GPU. Throws CoastlineError naming the LLM and every field
    /// of missingArchitectureFields(llm), or naming the GPU when its memory size is unknown
    /// (memoryMib ≤ 0).
    MemoryModel(const LlmSpec &llm, const GpuSpec &gpu);

    /// Per-GPU estimate for `totalGpus` GPUs (≥ 1) at `perDeviceBatch` (≥ 1) samples of
    /// `tokensPerSample` (≥ 1) tokens. Throws CoastlineError when a count is < 1.
    Estimate estimate(Method method, qint64 tokensPerSample, int totalGpus, qint64 perDeviceBatch) const;

    /// k: activation bytes per token (2·L·h + 2·(4·h + 4·I_act) + β·V). Seed example: 733,200.5.
    double activationBytesPerToken() const { return m_bytesPerToken; }
    /// Capacity in bytes: nvidia-smi MiB × 2²⁰ − 1.5 GiB (A100-80GB: 84.29 GB).
    double capacityBytes() const { return m_capacityBytes; }
    /// P, P_emb and I_act as the model uses them (§5.3a rules 1–3).
    double parameters() const { return m_params; }
    double embeddingParameters() const { return m_embeddingParams; }
    double activeIntermediateSize() const { return m_activeIntermediate; }

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
    double m_params = 0;
    double m_embeddingParams = 0;
    double m_bodyParams = 0;
    int m_layers = 0;
    double m_activeIntermediate = 0;
    double m_bytesPerToken = 0;
    double m_capacityBytes = 0;
    bool m_hybridMamba = false;
};
