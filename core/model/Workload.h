#pragma once

#include <QString>
#include <QStringList>
#include <QtGlobal>
#include <optional>

/// One LLM fine-tuning job as the user describes it (seed "Input"). Names are resolved against the
/// Catalog before the pipeline runs; numbers are validated by `validateWorkload()`.
struct Workload
{
    QString llmModel; ///< LLM catalog name (org prefix and aliases allowed before resolution)
    QString method; ///< fine-tuning method: full, lora, qlora or gptq-lora
    QString gpuModel; ///< GPU catalog name (or alias)
    qint64 tokensPerSample = 0; ///< tokens per sample (sequence length), ≥ 1
    qint64 batchSize = 0; ///< per-device batch size, ≥ 1
    std::optional<int> gpusPerNode; ///< job layout, ≥ 1 when set (only min-GPU reads it)
    std::optional<int> numberOfNodes; ///< job layout, ≥ 1 when set (only min-GPU reads it)

    /// The job's own GPUs: gpus_per_node × number_of_nodes, each defaulting to 1 (seed "Min-GPU").
    int jobGpus() const { return gpusPerNode.value_or(1) * numberOfNodes.value_or(1); }
    /// The job's total batch: per-device batch × job GPUs (seed "Min-GPU").
    qint64 totalBatch() const { return batchSize * jobGpus(); }
};

/// The fine-tuning methods a workload may name (seed "Input"): full, lora, qlora, gptq-lora.
const QStringList &fineTuningMethods();
/// The one method normalisation (config files, CLI flags and CSV cells, the GUI): `text` trimmed,
/// in lower case, with `_` read as `-` ("GPTQ_LoRA" → "gptq-lora"). Returns nullopt when the result is
/// not one of fineTuningMethods(); the caller reports the error against its own field or flag.
std::optional<QString> normalisedMethod(const QString &text);

/// Optional job size, for runtime (s) and energy (kWh) columns (spec "Outputs").
struct JobSize
{
    std::optional<double> totalTokens; ///< tokens processed by the whole job
    std::optional<double> datasetTokens; ///< tokens in the dataset (with epochs)
    std::optional<double> epochs; ///< passes over the dataset (may be fractional)

    /// totalTokens if set, else datasetTokens × epochs if both are set, else nullopt.
    std::optional<double> resolvedTotalTokens() const
    {
        if (totalTokens)
            return totalTokens;
        if (datasetTokens && epochs)
            return *datasetTokens * *epochs;
        return std::nullopt;
    }
};
