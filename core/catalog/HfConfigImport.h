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
/// empty: the config's `_name_or_path` without its organisation, else the file's folder name. Throws
/// CoastlineError "<path>: …" for invalid JSON, a missing or non-positive field (naming every missing
/// key), or values beyond the catalog's limits.
Result fromJson(const QByteArray &json, const QString &path, const QString &name = {});

/// Reads the file at `path` (at most 1 MiB) and calls fromJson.
Result fromFile(const QString &path, const QString &name = {});

/// Puts `llm` into a configuration's `catalog: llms:` entries: replaces the entry of the same name, else
/// appends it. Returns true when it replaced one (`catalog import --config`, File → Import Model…).
bool addTo(QList<LlmSpec> &entries, const LlmSpec &llm);

} // namespace HfConfigImport
