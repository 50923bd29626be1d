#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>

/// The launch-file formats of `coastline-cli export --to` and `--from-launch` (cli.md "Launch files"):
/// a torchtitan job TOML, Megatron-LM arguments, an accelerate FSDP config YAML (with the Hugging Face /
/// TRL training arguments JSON beside it), a DeepSpeed JSON, and a Slurm sbatch script (export only).
enum class LaunchFormat { Torchtitan, Megatron, Accelerate, Deepspeed, Slurm };

namespace LaunchFormats {
/// torchtitan, megatron, accelerate, deepspeed, slurm (the `--to` names).
QStringList names();
QString name(LaunchFormat format);
/// The framework as its authors write it: torchtitan, Megatron-LM, accelerate, DeepSpeed, Slurm.
QString title(LaunchFormat format);
/// A `--to` name (any letter case). Throws CoastlineError (UnknownValue, naming `what`) for another.
LaunchFormat parse(const QString &text, const QString &what);
/// Which readable format `text` (the file at `path`) is: by its extension (.toml / .torchtitan,
/// .yaml / .yml / .accelerate, .json / .deepspeed, .megatron / .args / .sh), else by its content (a TOML
/// table header, a YAML `distributed_type:` / `fsdp_config:`, a JSON object, `--` arguments). A JSON
/// object is DeepSpeed's when it has a DeepSpeed key (train_batch_size, train_micro_batch_size_per_gpu,
/// zero_optimization), else the training arguments of accelerate. nullopt when none fits.
std::optional<LaunchFormat> detect(const QString &path, const QByteArray &text);
} // namespace LaunchFormats
