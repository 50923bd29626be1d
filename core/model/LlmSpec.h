#pragma once

#include <QString>
#include <algorithm>
#include <optional>

/// One LLM of the catalog. Kavier fields come from Kavier's `LLM_SPEC_LIBRARY`
/// (spec kavier.md §0, data `resources/catalog/llms.csv`); the architecture fields used by the
/// GPU-memory model come from each model's published `config.json` (memory-model.md §5.3a,
/// `llm_architecture.csv`). A missing architecture value is `std::nullopt`.
struct LlmSpec
{
    QString name; ///< catalog key, e.g. "granite-3.1-8b-instruct" (case as stored)
    int nLayers = 0; ///< transformer (or Mamba) layers L
    int nHeads = 0; ///< attention heads (unused by Kavier's training model)
    int dHead = 0; ///< head width (unused by Kavier's training model)
    int dModel = 0; ///< hidden size h
    int pBytes = 2; ///< bytes per parameter (2 for every bundled entry)
    double mParams = 0; ///< total parameters (Kavier's rounded figure)
    double activeParams = 0; ///< parameters active per token (< mParams for MoE)
    bool isMoe = false;
    QString upstreamComment;

    // Architecture fields (memory model, memory-model.md §5.3a).
    QString hfRepoId;
    std::optional<double> vocabSize; ///< padded vocabulary size V
    /// FFN width of the dense layers; for an MoE without moe_intermediate_size also each expert's width
    /// (Mixtral, Granite MoE: config.json's intermediate_size).
    std::optional<double> intermediateSize;
    std::optional<int> numKeyValueHeads;
    std::optional<bool> tieWordEmbeddings;
    std::optional<int> numExperts; ///< MoE experts (0 or empty for dense)
    std::optional<int> expertsPerToken; ///< MoE top-k
    /// Width of all shared experts together (count × each one's width; DeepSeek's n_shared_experts ×
    /// moe_intermediate_size, Qwen2-MoE's shared_expert_intermediate_size, Llama 4's one shared expert).
    std::optional<double> sharedExpertIntermediateSize;
    std::optional<double>
        moeIntermediateSize; ///< each routed expert's FFN width (config moe_intermediate_size)
    std::optional<int> numSharedExperts; ///< shared (always active) experts per MoE layer
    /// Leading dense layers before the first MoE layer (DeepSeek's first_k_dense_replace); empty = 0.
    std::optional<int> firstKDenseReplace;
    /// One MoE layer every this many layers after the dense ones (DeepSeek's moe_layer_freq, Llama 4's
    /// interleave_moe_layer_step, Qwen-MoE's decoder_sparse_step); empty = 1.
    std::optional<int> moeLayerFreq;
    // Multi-head latent attention (DeepSeek-V2/V3, Kimi K2): empty for grouped-query attention.
    std::optional<int> qLoraRank; ///< query compression rank (empty: uncompressed queries)
    std::optional<int> kvLoraRank; ///< compressed key/value width; set means MLA
    std::optional<int> qkRopeHeadDim; ///< rotary part of a query/key head
    std::optional<int> qkNopeHeadDim; ///< non-rotary part of a query/key head
    std::optional<int> vHeadDim; ///< value head width
    std::optional<int> mtpLayers; ///< multi-token-prediction layers (num_nextn_predict_layers)
    std::optional<double> totalParamsPublished; ///< published parameter count (tied tensors once)
    /// Gated MLP (SwiGLU/GeGLU: gate, up and down projections), as `hidden_act`/the architecture in
    /// config.json says; false for GPT-2-style MLPs (OPT, BLOOM, MPT, Falcon, GPT-BigCode). Empty means
    /// gated (every Llama-style model). Used for activations without checkpointing only.
    std::optional<bool> mlpGated;
    QString architectureConfidence; ///< verified / recalled / inferred / unknown
    QString architectureSource; ///< public source of the architecture values
    /// True for a mixture-of-experts model: `is_moe`, or experts listed (num_experts > 0). The one test the
    /// memory model, the memory check and the plausibility notes share.
    bool hasExperts() const { return isMoe || numExperts.value_or(0) > 0; }
    /// Each routed expert's FFN width: moe_intermediate_size, else intermediate_size; 0 when neither.
    double expertWidth() const { return moeIntermediateSize.value_or(intermediateSize.value_or(0)); }
    /// Layers with routed experts: (L − first_k_dense_replace) / moe_layer_freq rounded down; 0 for dense.
    int moeLayers() const
    {
        if (!hasExperts())
            return 0;
        const int dense = std::clamp(firstKDenseReplace.value_or(0), 0, nLayers);
        return (nLayers - dense) / std::max(1, moeLayerFreq.value_or(1));
    }
    /// True for multi-head latent attention (kv_lora_rank set).
    bool hasMla() const { return kvLoraRank.value_or(0) > 0; }
    /// P (memory-model.md §5.3a rule 1): the published count (tied tensors once) when present and positive,
    /// else Kavier's m_params; parameters.
    double parameterCount() const
    {
        return totalParamsPublished && *totalParamsPublished > 0 ? *totalParamsPublished : mParams;
    }
    /// "<file>:<line>" of the entry when it comes from a configuration's `catalog.llms` (for messages);
    /// empty for the bundled catalog.
    QString origin;
};
