#pragma once

#include "launch/LaunchFormat.h"

#include <QList>
#include <QString>

/// The planner's quantities a launch file carries (what a key of a framework's configuration means to
/// the job and the training setup).
enum class LaunchField {
    Header, ///< free text: the plan the file came from
    Model, ///< the LLM (a Hugging Face id or path whose last part is a catalog name)
    ModelFamily, ///< torchtitan's train spec (llama3, qwen3, …)
    ModelFlavor, ///< torchtitan's model flavor
    Layers, ///< transformer layers (checked against the catalog's LLM)
    HiddenSize, ///< hidden width (checked against the catalog's LLM)
    AttentionHeads, ///< attention heads (checked against the catalog's LLM)
    Method, ///< the fine-tuning method (LoRA / QLoRA switches)
    LoraRank,
    LoraTargets,
    SequenceLength, ///< tokens per sample
    MicroBatch, ///< per-device micro-batch
    LocalBatch, ///< per-data-parallel-rank batch of one step (torchtitan local_batch_size)
    GlobalBatch, ///< samples per optimizer step, all ranks
    GradientAccumulation, ///< micro-steps per optimizer step
    DataParallelShard, ///< data-parallel ranks that shard the model
    DataParallelReplicate, ///< data-parallel replicas (hybrid sharding)
    TensorParallel,
    SequenceParallel, ///< sequence parallelism with TP (always on under TP in the planner)
    PipelineParallel,
    VirtualStages, ///< interleaved pipeline chunks (directly, or as layers per stage)
    PipelineSplit, ///< Megatron-LM's uneven first/last stages, embedding and loss counted as layers
    PipelineSchedule,
    ContextParallel,
    Processes, ///< total GPUs (processes)
    Nodes,
    GpusPerNode,
    Precision, ///< number formats (any key that decides them)
    Fp8Recipe,
    Checkpointing,
    Sharding,
    FsdpVersion,
    Compile,
    Offload,
    TpCommOverlap,
    Optimizer,
    OptimizerInBackward,
    ActivationOffload,
    Loss,
    Fixed, ///< a key the export writes with a fixed value (read and listed; no planner meaning)
};

/// How a key's value is typed in the framework's own definition (tests/data/launch/*_keys.tsv).
enum class LaunchKeyType { Int, Float, Number, Bool, String, List, Dict, Flag };

/// One row of a format's mapping: the planner field, the framework's key (dotted for nested tables;
/// Megatron's `--flag`), and its type.
struct LaunchKey
{
    LaunchField field;
    QString key;
    LaunchKeyType type;
};

namespace LaunchKeys {
/// The mapping of `format` (every key its export writes and its reader understands), in the order the
/// export writes them. A new training field is a new row here and a case in the format's writer and
/// reader. Slurm's table is torchtitan's (its launcher line passes them as overrides).
const QList<LaunchKey> &table(LaunchFormat format);
/// The row of `key` in `format`'s table, or nullptr.
const LaunchKey *find(LaunchFormat format, const QString &key);
/// int, float, number, bool, str, list, dict, flag: the type words of the key lists.
QString typeName(LaunchKeyType type);
} // namespace LaunchKeys
