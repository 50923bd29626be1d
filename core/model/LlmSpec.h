#pragma once

#include <QString>
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
    std::optional<double> intermediateSize; ///< FFN width (per expert for MoE)
    std::optional<int> numKeyValueHeads;
    std::optional<bool> tieWordEmbeddings;
    std::optional<int> numExperts; ///< MoE experts (0 or empty for dense)
    std::optional<int> expertsPerToken; ///< MoE top-k
    std::optional<double> sharedExpertIntermediateSize;
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
