#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

struct LaunchPlan;
class LaunchReading;
struct LaunchValue;

/// Megatron-LM's command-line arguments (core_v0.15.0, megatron/training/arguments.py; keys and types in
/// tests/data/launch/megatron_keys.tsv), one argument per line after `#` header lines: pass them to
/// pretrain_gpt.py, e.g. `torchrun … pretrain_gpt.py $(grep -v '^#' FILE)`. Megatron-LM trains full models;
/// its bf16 training keeps fp32 main parameters.
class MegatronLaunch
{
public:
    /// The argument file of `plan`. Throws CoastlineError (LaunchCannotExpress) for a LoRA method, hybrid
    /// sharding, an 8-bit optimizer, weight offload, torch.compile, the optimizer step in backward,
    /// activation offloading or the fp32-fused loss. Appends to `warnings` for pure bf16 (the file trains
    /// with fp32 main parameters, precision mixed) and FSDP1 (the file runs torch FSDP2).
    static QString write(const LaunchPlan &plan, QStringList *warnings);
    /// Reads arguments: one per line, or a shell-style command line (backslash continuations, quotes,
    /// `#` comments; a `torchrun … script.py` prefix gives --nnodes and --nproc-per-node). Megatron-LM's
    /// defaults for what it leaves out (fp32, no recomputation, DDP, Adam).
    static void read(const QByteArray &text, LaunchReading &reading);
    /// The arguments as values (`--flag` keys; the fuzz target and read() use it); the launcher's options
    /// before the script go to `launcher`.
    static QList<LaunchValue> values(
        const QByteArray &text, const QString &path, QList<LaunchValue> *launcher);
};
