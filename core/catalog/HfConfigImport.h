#pragma once

#include "model/LlmSpec.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

/// A catalog LLM entry made from a Hugging Face `config.json` (`catalog import --hf-config`, File →
/// Import Model…). Reads the architecture fields (layers, hidden size, attention and key/value heads,
/// head width, FFN widths, vocabulary, tied embeddings; routed and shared experts, experts per token,
/// dense first layers and the MoE layer frequency; multi-head latent attention; multi-token-prediction
/// layers) with each family's key names, and computes the total and active parameters from them
/// (ParameterCount). The entry says so: architecture_confidence `computed`, architecture_source naming
/// the file and model_type.
///
/// Known `model_type`s: llama (Llama 2/3.x), llama4/llama4_text, mistral (Mistral, Mistral-Nemo),
/// mixtral, qwen2, qwen3, qwen2_moe, qwen3_moe, deepseek_v2, deepseek_v3, kimi_k2, gpt_oss, gemma,
/// gemma2, gemma3/gemma3_text, phi3 (Phi-3, Phi-4), granite, granitemoe, granitemoehybrid (attention
/// layers only; Mamba-2 layers are refused). A multimodal wrapper's `text_config` is read. Another
/// model_type is read with the Llama-style keys when all of them are present (confidence `inferred`,
/// with a warning), unless it has mixture-of-experts or latent-attention keys: then it is refused, since
/// its parameters cannot be counted without its layer layout.
namespace HfConfigImport {

struct Result
{
    LlmSpec llm;
    QStringList warnings; ///< e.g. an unknown model_type read as Llama-style
};

/// Reads `json` (the contents of `path`, for messages). `name` is the catalog name to give the entry;
/// empty: the config's `_name_or_path` without its organisation. Throws CoastlineError "<path>: <field>: …"
/// for invalid JSON, a missing or non-positive field (naming every missing key), a value that is not a
/// whole number from 1 to 10⁸ (quoting a text as written), num_key_value_heads not dividing
/// num_attention_heads, num_attention_heads not dividing hidden_size without a head_dim, a MoE model_type
/// without its expert count (num_local_experts, num_experts or n_routed_experts), experts without
/// num_experts_per_tok or with more per token than there are, a latent-attention config without its head
/// widths, an unknown model_type with MoE keys, layers the count cannot describe (Qwen's mlp_only_layers,
/// Granite 4's Mamba layers) and no name (no `name`, no `_name_or_path`).
Result fromJson(const QByteArray &json, const QString &path, const QString &name = {});

/// Reads the file at `path` (at most 1 MiB) and calls fromJson.
Result fromFile(const QString &path, const QString &name = {});

/// Puts `llm` into a configuration's `catalog: llms:` entries: replaces the entry of the same name, else
/// appends it. Returns true when it replaced one (`catalog import --config`, File → Import Model…).
bool addTo(QList<LlmSpec> &entries, const LlmSpec &llm);

} // namespace HfConfigImport
