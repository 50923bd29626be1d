#pragma once

#include "model/LlmSpec.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

/// A catalog LLM entry made from a Hugging Face `config.json` (issue 24 item 4; `catalog import
/// --hf-config`, File → Import Model…). Reads the architecture fields (layers, hidden size, attention and
/// key/value heads, head width, FFN width, vocabulary, tied embeddings, experts and experts per token)
/// and computes the parameter count from them:
///
///     P = V·d (embedding) + L · [d·h·(H + 2·KV) + h·H·d (attention; + q/k/v biases for qwen2)
///         + E · 3·d·I (gated MLP per expert) + d·E (router, MoE) + 2·d (norms)] + d (final norm)
///         + V·d (LM head, unless tied)
///
/// (h = head width, H heads, KV key/value heads, E experts, 1 for a dense model), and the active
/// parameters with the experts per token in place of E. The entry says so: architecture_confidence
/// `computed`, architecture_source naming the file and model_type.
///
/// Known `model_type`s: llama, mistral, mixtral, qwen2, qwen2_moe (routed experts only), qwen3, gemma,
/// gemma2, phi3, granite, granitemoe. Another model_type is read with the same Llama-style keys when all
/// of them are present (confidence `inferred`), else refused naming the missing keys.
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
/// (mixtral, granitemoe: num_local_experts; qwen2_moe: num_experts) without its expert count, experts without
/// num_experts_per_tok or with more per token than there are, and no name (no `name`, no `_name_or_path`).
Result fromJson(const QByteArray &json, const QString &path, const QString &name = {});

/// Reads the file at `path` (at most 1 MiB) and calls fromJson.
Result fromFile(const QString &path, const QString &name = {});

/// Puts `llm` into a configuration's `catalog: llms:` entries: replaces the entry of the same name, else
/// appends it. Returns true when it replaced one (`catalog import --config`, File → Import Model…).
bool addTo(QList<LlmSpec> &entries, const LlmSpec &llm);

} // namespace HfConfigImport
