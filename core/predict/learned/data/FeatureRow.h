#pragma once

#include "catalog/Catalog.h"

#include <QString>
#include <array>

/// One configuration described the way a learned predictor sees it: upstream's "featv3" row built from
/// our catalog (learned-predictors.md "Features and target"). Counts and sizes that span orders of
/// magnitude enter as log2; the Kavier prediction enters as log (natural) tokens/s.
struct FeatureRow
{
    // Categorical features (catalog keys).
    QString llmModel; ///< LLM catalog key (domain only: the family and size bucket carry it into the model)
    QString method; ///< full, lora, qlora, gptq-lora
    QString gpuModel; ///< GPU catalog key
    QString family; ///< LLM family: the catalog key up to its first '-' (e.g. "granite", "llama")
    QString sizeBucket; ///< total parameters: "<3B", "3-15B", "15-50B", ">50B"

    // Raw configuration, for the domain check.
    int numberOfNodes = 1;
    int gpusPerNode = 1;
    int totalGpus = 1;
    qint64 tokensPerSample = 1;
    qint64 perDeviceBatch = 1;
    qint64 totalBatch = 1;

    /// The names of `numeric`, in order (part of the model file's feature schema).
    static constexpr std::array<const char *, 21> NumericNames {"log2_number_nodes", "gpus_per_node",
        "log2_total_gpus", "log2_tokens_per_sample", "log2_per_device_batch", "log2_total_batch",
        "log2_tokens_per_step", "llm_layers", "log2_llm_d_model", "llm_heads", "llm_d_head",
        "log2_llm_parameters", "log2_llm_active_parameters", "log2_gpu_fp16_tflops",
        "log2_gpu_memory_bandwidth_gbps", "gpu_cores", "gpu_memory_gb", "gpu_clock_mhz", "gpu_tdp_w",
        "log2_gpu_network_gbps", "log_base_tokens_per_s"};
    std::array<double, NumericNames.size()> numeric {}; ///< finite numbers, see NumericNames

    double kavierTokensPerSecond = 0; ///< Kavier's prediction for this configuration, tokens/s, > 0

    /// Builds the row from the catalog entries of `llmModel` and `gpuModel` (catalog keys) and Kavier's
    /// prediction `kavierTokensPerSecond` (> 0). Throws CoastlineError for a name not in `catalog`.
    static FeatureRow make(const Catalog &catalog, const QString &llmModel, const QString &method,
        const QString &gpuModel, int numberOfNodes, int totalGpus, qint64 tokensPerSample,
        qint64 perDeviceBatch, double kavierTokensPerSecond);
    /// This row (same LLM, method and GPU) for another configuration: only the configuration's fields
    /// and features and the Kavier prediction are recomputed, without catalog look-ups, so a block of
    /// candidates of one job costs arithmetic only. Same values as make() with these arguments.
    FeatureRow withConfiguration(int numberOfNodes, int totalGpus, qint64 tokensPerSample,
        qint64 perDeviceBatch, double kavierTokensPerSecond) const;
};
