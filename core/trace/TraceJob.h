#pragma once

#include <QString>
#include <QtGlobal>
#include <optional>

/// The column names of upstream's scheduler traces (upstream-behaviour.md §8.9–8.11).
namespace TraceColumns {
inline const QString modelName = QStringLiteral("metadata.model_name");
inline const QString method = QStringLiteral("metadata.method");
inline const QString gpuModel = QStringLiteral("resources.gpu_model");
inline const QString tokensPerSample = QStringLiteral("metadata.tokens_per_sample");
inline const QString batchSize = QStringLiteral("metadata.batch_size"); ///< per-device batch
inline const QString gpusPerNode = QStringLiteral("resources.num_gpus_per_node");
inline const QString numNodes = QStringLiteral("resources.num_nodes");
inline const QString throughput = QStringLiteral("metadata.output.train_tokens_per_second");
inline const QString trainRuntime = QStringLiteral("metadata.train_runtime");
inline const QString extrapolatedDuration = QStringLiteral("metadata.output.extrapolated_duration");
/// Submission-time columns, in the order upstream tries them (§8.11).
inline const QString submitRescaled = QStringLiteral("metadata.submission_time_issue_85_rescaled");
inline const QString submitOriginal = QStringLiteral("metadata.submission_time_issue_85_original");
inline const QString submitTime = QStringLiteral("metadata.submission_time");
/// Written by recommend-trace (§8.9); the duration column is this prefix + the predictor name.
inline const QString estimatedDurationPrefix = QStringLiteral("metadata.estimated_duration_");
inline const QString recommendationNote = QStringLiteral("metadata.recommendation_note");
/// Written by recommend-trace so that one recommended file holds both scenarios (§8.11 `--baseline`).
inline const QString origGpusPerNode = QStringLiteral("metadata.orig_number_gpus");
inline const QString origNumNodes = QStringLiteral("metadata.orig_num_nodes");
inline const QString origBatchSize = QStringLiteral("metadata.orig_batch_size");
/// Per-GPU power (W) of the recommended and of the original layout (our extension, for energy).
inline const QString estimatedPower = QStringLiteral("metadata.estimated_power_w_per_gpu");
inline const QString origPower = QStringLiteral("metadata.orig_power_w_per_gpu");
} // namespace TraceColumns

/// One row of a scheduler trace, as read by JobTrace. Numbers that are empty in the file are unset;
/// upstream keeps such rows unchanged (§8.9), so reading never rejects them.
struct TraceJob
{
    int row = 0; ///< 0-based data row in the file (the schedule's job id is row + 1)
    int line = 0; ///< 1-based source line (for messages)
    QString modelName;
    QString method;
    QString gpuModel;
    std::optional<qint64> tokensPerSample;
    std::optional<qint64> batchSize; ///< per-device batch (the trace's metadata.batch_size)
    std::optional<qint64> gpusPerNode;
    std::optional<qint64> numNodes;
    std::optional<double> throughput; ///< observed tokens/s of the whole job, ≥ 0
    std::optional<double> trainRuntime; ///< observed runtime, s, ≥ 0
    std::optional<double> extrapolatedDuration; ///< s, ≥ 0 (upstream's full-job estimate)
    std::optional<double> submitSeconds; ///< zero-based: s after the earliest submission in the file

    // Present in a recommended trace (recommend-trace output).
    std::optional<double> estimatedDuration; ///< s, from metadata.estimated_duration_<method>
    std::optional<qint64> origGpusPerNode;
    std::optional<qint64> origNumNodes;
    std::optional<double> estimatedPowerWattsPerGpu;
    std::optional<double> origPowerWattsPerGpu;

    /// The observed duration in s (upstream §8.9 failure rule): extrapolated_duration when positive,
    /// else train_runtime when positive, else unset.
    std::optional<double> observedDuration() const
    {
        if (extrapolatedDuration && *extrapolatedDuration > 0)
            return extrapolatedDuration;
        if (trainRuntime && *trainRuntime > 0)
            return trainRuntime;
        return std::nullopt;
    }
    /// The job's work in tokens = observed throughput × train_runtime, both > 0 (upstream §8.9).
    std::optional<double> work() const
    {
        if (throughput && trainRuntime && *throughput > 0 && *trainRuntime > 0)
            return *throughput * *trainRuntime;
        return std::nullopt;
    }
};
