#pragma once

#include "model/GpuSpec.h"
#include "model/LlmSpec.h"

#include <QList>
#include <QString>
#include <QStringList>

class CsvTable;
struct Configuration;

/// The LLM and GPU catalogs: the bundled entries (resources/catalog/*.csv, compiled in) plus any
/// user entries from a config's `catalog:` block (spec decision 9).
///
/// Name resolution follows spec decision 8:
/// - LLM: drop any `org/` prefix, then exact key, else case-insensitive key, else the alias table of
///   upstream-behaviour.md §1.3 (e.g. `llama-3.1-8b` → `llama3.1-8b`), else (forgiving: case and
///   `-`/`_`/space alike) the key, the entry's Hugging Face repository name
///   (`meta-llama/Llama-2-7b-hf` → `Llama-2-7B`), and both again without an `-Instruct`, `-chat` or
///   `-hf` suffix (`Qwen/Qwen2.5-7B-Instruct` → `Qwen2.5-7B`).
/// - GPU: exact key, case-insensitive key, or an alias (`A100-SXM4-80GB` → `NVIDIA-A100-SXM4-80GB`,
///   `H100` → `H100-SXM`, `Tesla V100` → `V100-SXM2-16GB`, ...), else key or alias with case and
///   `-`/`_`/space alike (`RTX 4090` → `RTX-4090`).
/// An unknown name throws CoastlineError listing the 3 closest catalog names (edit distance).
class Catalog
{
public:
    /// The bundled catalog, loaded once from the Qt resources (thread-safe).
    static const Catalog &bundled();
    /// The catalog a configuration runs with (spec decision 9): the bundled entries plus the
    /// configuration's `catalog:` entries (catalogLlms, catalogGpus), which replace bundled entries of
    /// the same name. Used by the pipeline, the CLI and the GUI alike.
    static Catalog effective(const Configuration &config);
    /// Builds a catalog from two parsed CSVs with the columns of resources/catalog/{llms,gpus}.csv.
    /// Throws CoastlineError naming file, line and column on a malformed cell.
    static Catalog fromTables(const CsvTable &llms, const CsvTable &gpus);

    const QList<LlmSpec> &llms() const { return m_llms; }
    const QList<GpuSpec> &gpus() const { return m_gpus; }

    /// Adds or replaces (same name) a user-defined entry.
    void addLlm(const LlmSpec &llm);
    void addGpu(const GpuSpec &gpu);

    /// Catalog key for `name`, or an empty string when unknown.
    QString findLlmName(const QString &name) const;
    QString findGpuName(const QString &name) const;
    /// Catalog key for `name`; throws CoastlineError ("unknown LLM 'x'; closest: a, b, c") when unknown.
    /// `what` names the field in the message (e.g. "--llm" or "workload.llm_model").
    QString resolveLlmName(const QString &name, const QString &what = QStringLiteral("LLM")) const;
    QString resolveGpuName(const QString &name, const QString &what = QStringLiteral("GPU")) const;
    /// Entry for a catalog key or resolvable name; throws like resolve*.
    const LlmSpec &llm(const QString &name) const;
    const GpuSpec &gpu(const QString &name) const;

    /// Up to `count` catalog names closest to `name` (Levenshtein distance, case-insensitive), each
    /// entry scored by its best spelling (`-`, `_` and space alike): its name, its aliases (GPUs), its
    /// Hugging Face repository name (LLMs).
    QStringList closestLlmNames(const QString &name, int count = 3) const;
    QStringList closestGpuNames(const QString &name, int count = 3) const;

    /// The alias table of upstream-behaviour.md §1.3: lowercased HF short id → catalog key.
    static QString llmAlias(const QString &lowercaseShortName);

private:
    QList<LlmSpec> m_llms;
    QList<GpuSpec> m_gpus;
};
