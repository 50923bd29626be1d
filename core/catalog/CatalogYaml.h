#pragma once

#include "model/GpuSpec.h"
#include "model/LlmSpec.h"

#include <QList>

class YamlReader;
class YamlWriter;
struct YamlField;

/// The `catalog:` block of a configuration file (spec decision 9): user-defined LLMs and GPUs with the
/// fields of the bundled catalogs, in the snake_case of resources/catalog/{llms,gpus}.csv's columns.
///
/// ```yaml
/// catalog:
///   llms:
///     - {llm_name: my-7b, n_layers: 32, d_model: 4096, m_params: 7.0e+09, vocab_size: 32000}
///   gpus:
///     - gpu_name: MY-GPU
///       memory_gb: 96
///       memory_bandwidth_GBps: 3000
///       fp16_tensor_core_tflops: 500
///       idle_power_w: 60
///       max_power_w: 500
///       mfu_factor: 0.4
/// ```
/// Required: an LLM needs `llm_name, n_layers, d_model, m_params` (`active_params` defaults to
/// `m_params`, `p_bytes` to 2); a GPU needs `gpu_name, memory_gb, memory_bandwidth_GBps,
/// fp16_tensor_core_tflops, idle_power_w, max_power_w, mfu_factor` (`memory_mib` defaults to
/// memory_gb × 1024, as in the bundled catalog). Unknown fields of an entry are warned about and dropped.
/// Internal to core (it uses YamlReader/YamlWriter).
namespace CatalogYaml {

/// Reads `catalog.llms` (a list of mappings). Throws CoastlineError "<file>:<line>: <key>: <problem>".
QList<LlmSpec> readLlms(const YamlReader &reader, const YamlField &field);
/// Reads `catalog.gpus` (a list of mappings).
QList<GpuSpec> readGpus(const YamlReader &reader, const YamlField &field);

/// Writes the entries as a block list of mappings: every field that is set, required ones always.
void writeLlms(YamlWriter &writer, const QList<LlmSpec> &llms);
/// `llms` as a whole `catalog:` block (`catalog:` / `  llms:` / entries), the text `catalog import` prints.
QByteArray llmBlock(const QList<LlmSpec> &llms);
void writeGpus(YamlWriter &writer, const QList<GpuSpec> &gpus);

} // namespace CatalogYaml
