#pragma once

#include <QFile>
#include <QString>
#include <QTemporaryDir>

/// Writes `dir`/grid-<gpus>x<batches>.yaml: total GPUs 1…`gpus` × per-device batch sizes 1…`batches`
/// (gpus × batches candidates), mistral-7b LoRA on A100-SXM4-80GB, Kavier + structural rules (all
/// ranked), on a cluster of 1,024 GPUs (128 nodes × 8). Returns its path (empty when it cannot be written).
inline QString writeGridConfig(const QTemporaryDir &dir, int gpus, int batches)
{
    const QString path = dir.filePath(QStringLiteral("grid-%1x%2.yaml").arg(gpus).arg(batches));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(
        QStringLiteral("workload:\n  llm_model: mistral-7b-v0.1\n  fine_tuning_method: lora\n"
                       "  gpu_model: NVIDIA-A100-SXM4-80GB\n  tokens_per_sample: 1024\n  batch_size: 8\n"
                       "predictors:\n  performance: kavier\n  feasibility: rules\n"
                       "grid:\n  batch_sizes: 1-%1\n  total_gpus: 1-%2\n"
                       "infrastructure:\n  total_gpus: 1024\n  max_nodes: 128\n  max_gpus_per_node: 8\n")
            .arg(batches)
            .arg(gpus)
            .toUtf8());
    return path;
}
