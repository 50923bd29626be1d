#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

struct LaunchPlan;
class LaunchReading;
struct LaunchValue;

/// accelerate's FSDP config YAML (v1.14.0: ClusterConfig in commands/config/config_args.py, the fsdp_config
/// keys of commands/launch.py; accelerate_keys.tsv) plus the training arguments JSON beside it
/// (`NAME.args.json` next to `NAME.yaml`): transformers' TrainingArguments (per-device batch, gradient
/// accumulation, bf16, gradient checkpointing, optimizer; transformers_keys.tsv) and TRL v1.9.0's SFTConfig /
/// ModelConfig (model, dtype, max_length, LoRA / QLoRA; trl_keys.tsv), the one file TRL's `--config` reads.
class AccelerateLaunch
{
public:
    /// The YAML of `plan`. Throws CoastlineError (LaunchCannotExpress) for a tensor, pipeline or context
    /// parallel layout, gptq-lora, optimizer-only offload, SGD with momentum, the optimizer step in backward,
    /// a loss other than standard, hybrid sharding with FSDP2, or TP communication overlap.
    static QString writeConfig(const LaunchPlan &plan, QStringList *warnings);
    /// The training arguments JSON of `plan` (written beside the YAML).
    static QString writeArguments(const LaunchPlan &plan);
    /// Where the training arguments of the YAML at `configPath` are: NAME.args.json beside NAME.yaml.
    static QString argumentsPath(const QString &configPath);
    /// Reads the YAML (yaml-cpp) and, when present, the arguments JSON beside it; a JSON alone is read as
    /// the training arguments. accelerate's and transformers' defaults for what they leave out (fp32, FSDP1
    /// full shard under distributed_type FSDP, no checkpointing, AdamW).
    static void read(const QByteArray &text, LaunchReading &reading);
    /// The YAML's values, flattened to dotted keys (the fuzz target and read() use it). Throws CoastlineError
    /// "<file>:<line>: YAML: <parser's words>" for malformed YAML or a document that is not a mapping.
    static QList<LaunchValue> values(const QByteArray &text, const QString &path);
};
