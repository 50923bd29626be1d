#pragma once

#include "model/LlmSpec.h"

/// Parameter counts of an LLM computed from its architecture fields (catalog import, catalog entries of
/// the MoE families). Per decoder layer:
///
///     attention  GQA: h·d·(H + 2·KV) + H·d·h
///                MLA (DeepSeek-V2/V3, Kimi K2; DeepseekV3Attention in transformers):
///                  queries  h·q_r + q_r + q_r·H·(nope + rope)   (h·H·(nope + rope) without q_lora_rank)
///                  keys/values  h·(kv_r + rope) + kv_r + kv_r·H·(nope + v)
///                  output  H·v·h
///     dense FFN  m·h·I, m = 3 gated (SwiGLU/GeGLU), 2 plain
///     MoE FFN    E·m·h·I_e (routed) + m·h·S (shared, S = their total width) + h·E (router)
///     norms      2·h
///
/// The first `first_k_dense_replace` layers are dense, then one layer in `moe_layer_freq` is MoE
/// (LlmSpec::moeLayers). Plus V·h embedding, h final norm and V·h LM head unless tied. Biases (Qwen2's
/// q/k/v, gpt-oss's), per-head q/k norms and Gemma's extra norms are left out: each is under 0.02 % of
/// the bundled models. Multi-token-prediction layers are counted apart (`mtp`), as DeepSeek publishes
/// 671B without its 14B MTP module.
struct ParameterCount
{
    double total = 0; ///< every parameter of the main model (tied tensors once)
    /// Parameters one token uses: total less the routed experts it does not visit, (E − k) per MoE layer.
    /// The input embedding is counted (a lookup; publishers differ on this, see inputEmbedding).
    double active = 0;
    double inputEmbedding = 0; ///< V·h of the input embedding (0 when tied: the LM head uses it)
    double mtp = 0; ///< multi-token-prediction layers: each a decoder layer + 2h·h projection + 3h norms
    double expertParams = 0; ///< one routed expert's parameters (m·h·I_e)
    double attentionPerLayer = 0; ///< one layer's attention projections

    /// Counts `llm` (n_layers, d_model, n_heads, d_head, vocab_size and intermediate_size or
    /// moe_intermediate_size must be set; the rest default as LlmSpec says). Returns zeros when the
    /// fields are missing.
    static ParameterCount of(const LlmSpec &llm);
};
