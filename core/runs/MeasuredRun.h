#pragma once

#include "model/Candidate.h"
#include "model/TrainingSetup.h"
#include "model/Workload.h"

#include <QString>
#include <QtGlobal>
#include <algorithm>
#include <optional>

/// One measured fine-tuning run as MeasuredRunsCsv::read() gives it (the one reader of the measured-runs
/// CSV: the cache predictor, the learned models' data, the roofline fit, `evaluate` and
/// `evaluate-memory`). Counts are whole-job figures as in the file. The batch is explicit both ways: the
/// CSV's `batch_size` column is the total batch across GPUs (its published meaning, spec decision 6) and
/// `per_device_batch` the micro-batch of one GPU; whichever a file lacks is derived from the other
/// (total = per-device × total GPUs). Names are the cells as written until a reader resolves them
/// against a catalog (then catalog keys).
struct MeasuredRun
{
    QString file; ///< the CSV, for messages
    int line = 0; ///< 1-based CSV line, for messages
    QString llmModel; ///< `model_name`
    QString method; ///< `method`: full, lora, qlora or gptq-lora once normalised
    QString gpuModel; ///< `gpu_model`
    qint64 numberOfNodes = 1; ///< `number_nodes` (1 when the column or cell is empty)
    qint64 totalGpus = 1; ///< `number_gpus`: GPUs of the whole job
    qint64 tokensPerSample = 1; ///< `tokens_per_sample`
    qint64 perDeviceBatch
        = 1; ///< samples per step on one GPU: `per_device_batch`, else batch_size / number_gpus
    qint64 totalBatch
        = 1; ///< samples per step across all GPUs: `batch_size`, else per_device_batch × number_gpus
    double throughputTokensPerSecond = 0; ///< the throughput column, whole job, tokens/s (0 when empty)
    std::optional<double> runtimeSeconds; ///< the runtime column, s, when read and not empty
    QString outcome; ///< `outcome` as written ("ran", "out of memory", …), empty without the column
    TrainingSetup setup; ///< the run's training stack (MeasuredRunsCsv::readStack), else the defaults given
    double interNodeGbps = 0; ///< `inter_node_gbps`, 0 = the GPU's default

    int gpusPerNode() const
    {
        return int(std::max<qint64>(1, totalGpus / std::max<qint64>(1, numberOfNodes)));
    }
    /// The (model, method, GPU) series a run belongs to: the unit held out by grouped folds.
    QString series() const { return llmModel + u'|' + method + u'|' + gpuModel; }
    /// The run as a job: its model, method, GPU, tokens per sample, per-device batch and layout.
    Workload workload() const
    {
        Workload w;
        w.llmModel = llmModel;
        w.method = method;
        w.gpuModel = gpuModel;
        w.tokensPerSample = tokensPerSample;
        w.batchSize = perDeviceBatch;
        w.gpusPerNode = gpusPerNode();
        w.numberOfNodes = int(numberOfNodes);
        return w;
    }
    /// The run's configuration: total GPUs, GPUs per node, nodes, per-device batch.
    Candidate candidate() const
    {
        return {int(totalGpus), gpusPerNode(), int(numberOfNodes), perDeviceBatch};
    }
};
