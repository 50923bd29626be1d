#pragma once

#include "config/SectionKey.h"
#include "model/Configuration.h"

/// The `workload:` section of a configuration file: the job (workload and job size). A section
/// describes its own job: its layout (gpus_per_node, number_of_nodes) and job size are unset unless
/// given (seed: 1 GPU), and a missing llm_model, fine_tuning_method, tokens_per_sample or batch_size
/// keeps the default's value with a warning.
namespace WorkloadSection {

/// The section's owned and kept keys.
const SectionKeyNames &keyNames();
/// Reads the section into `config` (workload, jobSize, origins); returns whether it named the GPU
/// (else grid.gpu_models or system.default_gpu may supply it). Fails for a layout above
/// Limits::maxGpus GPUs or dataset_tokens × epochs that overflows.
bool read(const YamlReader &reader, const YamlField &section, Configuration &config);
/// Writes the workload and the job size of `config`.
void write(YamlWriter &writer, const Configuration &config);

} // namespace WorkloadSection
