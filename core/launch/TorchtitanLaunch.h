#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

struct LaunchPlan;
class LaunchReading;
struct LaunchValue;

/// torchtitan's job TOML (torchtitan v0.2.2, JobConfig in torchtitan/config/job_config.py; keys and
/// types in tests/data/launch/torchtitan_keys.tsv): `[model]`, `[training]` (local and global batch,
/// seq_len, dtype), `[parallelism]` (data-parallel shard / replicate, TP, PP, CP degrees), `[optimizer]`,
/// `[activation_checkpoint]`, `[compile]`, `[quantize.linear.float8]`. torchtitan trains full models with
/// FSDP2 and AdamW; what it cannot run is an error naming the field.
class TorchtitanLaunch
{
public:
    /// The TOML of `plan`. Throws CoastlineError (LaunchCannotExpress) for a LoRA method, an optimizer other
    /// than AdamW, optimizer-only offload, activation offloading, a loss other than standard, or hybrid
    /// sharding over nodes that do not divide the data-parallel ranks. Appends to `warnings` when the file
    /// runs FSDP2 for a plan made with FSDP1.
    static QString write(const LaunchPlan &plan, QStringList *warnings);
    /// The overrides of write() as (dotted key, TOML value) pairs: the Slurm launcher line passes them
    /// as `--key=value`.
    static QList<QPair<QString, QString>> settings(const LaunchPlan &plan, QStringList *warnings);
    /// Reads a job TOML (toml++) into `reading`: torchtitan's defaults for what it leaves out (float32
    /// master weights with bf16 compute, FSDP2 full shard, selective checkpointing, no compile).
    /// Throws CoastlineError "<file>:<line>: TOML: <parser's words>" for malformed TOML.
    static void read(const QByteArray &text, LaunchReading &reading);
    /// The file's values, flattened to dotted keys (the fuzz target and read() use it).
    static QList<LaunchValue> values(const QByteArray &text, const QString &path);
};
