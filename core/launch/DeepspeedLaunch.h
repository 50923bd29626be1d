#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

struct LaunchPlan;
class LaunchReading;

/// DeepSpeed's JSON configuration (v0.19.5: runtime/constants.py, activation_checkpointing/config.py,
/// zero/config.py, zero/offload_config.py; keys and types in tests/data/launch/deepspeed_keys.tsv): batch
/// (train_batch_size = micro × accumulation × data-parallel ranks), bf16, ZeRO stage and offload, activation
/// checkpointing. The model, sequence length and method are the training script's: they come from flags.
/// JSON has no comments, so the file carries no header.
class DeepspeedLaunch
{
public:
    /// The JSON of `plan`. Throws CoastlineError (LaunchCannotExpress) for a tensor, pipeline or context
    /// parallel layout, FP8, hybrid sharding, an optimizer other than AdamW, torch.compile, the optimizer
    /// step in backward, activation offloading, a loss other than standard, or TP communication overlap.
    /// Appends to `warnings` that the model, sequence length and method are not DeepSpeed settings.
    static QString write(const LaunchPlan &plan, QStringList *warnings);
    /// Reads the JSON into `reading`, with DeepSpeed's defaults for what it leaves out (fp32, ZeRO stage 0).
    static void read(const QByteArray &text, LaunchReading &reading);
};
