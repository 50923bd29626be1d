#include "launch/LaunchKeys.h"

namespace LaunchKeys {

namespace {

using F = LaunchField;
using T = LaunchKeyType;

// torchtitan v0.2.2, torchtitan/config/job_config.py (JobConfig): tests/data/launch/torchtitan_keys.tsv.
const QList<LaunchKey> kTorchtitan {
    {F::Header, QStringLiteral("job.description"), T::String},
    {F::ModelFamily, QStringLiteral("model.name"), T::String},
    {F::ModelFlavor, QStringLiteral("model.flavor"), T::String},
    {F::Model, QStringLiteral("model.hf_assets_path"), T::String},
    {F::Precision, QStringLiteral("model.converters"), T::List},
    {F::LocalBatch, QStringLiteral("training.local_batch_size"), T::Int},
    {F::GlobalBatch, QStringLiteral("training.global_batch_size"), T::Int},
    {F::SequenceLength, QStringLiteral("training.seq_len"), T::Int},
    {F::Precision, QStringLiteral("training.dtype"), T::String},
    {F::Precision, QStringLiteral("training.mixed_precision_param"), T::String},
    {F::Offload, QStringLiteral("training.enable_cpu_offload"), T::Bool},
    {F::Optimizer, QStringLiteral("optimizer.name"), T::String},
    {F::OptimizerInBackward, QStringLiteral("optimizer.early_step_in_backward"), T::Bool},
    {F::DataParallelReplicate, QStringLiteral("parallelism.data_parallel_replicate_degree"), T::Int},
    {F::DataParallelShard, QStringLiteral("parallelism.data_parallel_shard_degree"), T::Int},
    {F::Sharding, QStringLiteral("parallelism.fsdp_reshard_after_forward"), T::String},
    {F::TensorParallel, QStringLiteral("parallelism.tensor_parallel_degree"), T::Int},
    {F::TpCommOverlap, QStringLiteral("parallelism.enable_async_tensor_parallel"), T::Bool},
    {F::PipelineParallel, QStringLiteral("parallelism.pipeline_parallel_degree"), T::Int},
    {F::PipelineSchedule, QStringLiteral("parallelism.pipeline_parallel_schedule"), T::String},
    {F::VirtualStages, QStringLiteral("parallelism.pipeline_parallel_layers_per_stage"), T::Int},
    {F::MicroBatch, QStringLiteral("parallelism.pipeline_parallel_microbatch_size"), T::Int},
    {F::ContextParallel, QStringLiteral("parallelism.context_parallel_degree"), T::Int},
    {F::Checkpointing, QStringLiteral("activation_checkpoint.mode"), T::String},
    {F::Compile, QStringLiteral("compile.enable"), T::Bool},
    {F::Fp8Recipe, QStringLiteral("quantize.linear.float8.recipe_name"), T::String},
};

// Megatron-LM core_v0.15.0, megatron/training/arguments.py: tests/data/launch/megatron_keys.tsv.
const QList<LaunchKey> kMegatron {
    {F::Model, QStringLiteral("--tokenizer-model"), T::String},
    {F::Fixed, QStringLiteral("--tokenizer-type"), T::String},
    {F::Layers, QStringLiteral("--num-layers"), T::Int},
    {F::HiddenSize, QStringLiteral("--hidden-size"), T::Int},
    {F::AttentionHeads, QStringLiteral("--num-attention-heads"), T::Int},
    // The block's shape (MegatronLaunch's architectureArguments): written from the catalog, whose model
    // the reader takes from --tokenizer-model; read without a check.
    {F::Fixed, QStringLiteral("--ffn-hidden-size"), T::Int},
    {F::Fixed, QStringLiteral("--group-query-attention"), T::Flag},
    {F::Fixed, QStringLiteral("--num-query-groups"), T::Int},
    {F::Fixed, QStringLiteral("--kv-channels"), T::Int},
    {F::Fixed, QStringLiteral("--swiglu"), T::Flag},
    {F::Fixed, QStringLiteral("--normalization"), T::String},
    {F::Fixed, QStringLiteral("--position-embedding-type"), T::String},
    {F::Fixed, QStringLiteral("--disable-bias-linear"), T::Flag},
    {F::Fixed, QStringLiteral("--untie-embeddings-and-output-weights"), T::Flag},
    {F::Fixed, QStringLiteral("--max-position-embeddings"), T::Int},
    {F::SequenceLength, QStringLiteral("--seq-length"), T::Int},
    {F::TensorParallel, QStringLiteral("--tensor-model-parallel-size"), T::Int},
    {F::SequenceParallel, QStringLiteral("--sequence-parallel"), T::Flag},
    {F::PipelineParallel, QStringLiteral("--pipeline-model-parallel-size"), T::Int},
    {F::VirtualStages, QStringLiteral("--num-layers-per-virtual-pipeline-stage"), T::Int},
    {F::VirtualStages, QStringLiteral("--num-virtual-stages-per-pipeline-rank"), T::Int},
    {F::PipelineSplit, QStringLiteral("--decoder-first-pipeline-num-layers"), T::Int},
    {F::PipelineSplit, QStringLiteral("--decoder-last-pipeline-num-layers"), T::Int},
    {F::PipelineSplit, QStringLiteral("--account-for-embedding-in-pipeline-split"), T::Flag},
    {F::PipelineSplit, QStringLiteral("--account-for-loss-in-pipeline-split"), T::Flag},
    {F::ContextParallel, QStringLiteral("--context-parallel-size"), T::Int},
    {F::MicroBatch, QStringLiteral("--micro-batch-size"), T::Int},
    {F::GlobalBatch, QStringLiteral("--global-batch-size"), T::Int},
    {F::Precision, QStringLiteral("--bf16"), T::Flag},
    {F::Precision, QStringLiteral("--fp8-format"), T::String},
    {F::Fp8Recipe, QStringLiteral("--fp8-recipe"), T::String},
    {F::Precision, QStringLiteral("--fp4-format"), T::String},
    {F::Fp8Recipe, QStringLiteral("--fp4-recipe"), T::String},
    {F::Precision, QStringLiteral("--fp8-param-gather"), T::Flag},
    {F::Precision, QStringLiteral("--fp4-param-gather"), T::Flag},
    {F::Sharding, QStringLiteral("--use-torch-fsdp2"), T::Flag},
    {F::Sharding, QStringLiteral("--use-distributed-optimizer"), T::Flag},
    {F::Fixed, QStringLiteral("--overlap-grad-reduce"), T::Flag},
    {F::Fixed, QStringLiteral("--overlap-param-gather"), T::Flag},
    {F::TpCommOverlap, QStringLiteral("--tp-comm-overlap"), T::Flag},
    {F::Checkpointing, QStringLiteral("--recompute-granularity"), T::String},
    {F::Checkpointing, QStringLiteral("--recompute-method"), T::String},
    {F::Checkpointing, QStringLiteral("--recompute-num-layers"), T::Int},
    {F::Checkpointing, QStringLiteral("--recompute-activations"), T::Flag},
    {F::Optimizer, QStringLiteral("--optimizer"), T::String},
    {F::Optimizer, QStringLiteral("--sgd-momentum"), T::Float},
    {F::Offload, QStringLiteral("--optimizer-cpu-offload"), T::Flag},
    {F::Offload, QStringLiteral("--optimizer-offload-fraction"), T::Float},
    {F::Offload, QStringLiteral("--use-precision-aware-optimizer"), T::Flag},
    {F::Loss, QStringLiteral("--cross-entropy-loss-fusion"), T::Flag},
};

// accelerate v1.14.0 (config_args.py ClusterConfig, launch.py --fsdp_*): accelerate_keys.tsv; and the
// training arguments JSON: transformers TrainingArguments (transformers_keys.tsv) and TRL v1.9.0
// SFTConfig / ModelConfig (trl_keys.tsv). JSON keys are prefixed `args.` here.
const QList<LaunchKey> kAccelerate {
    {F::Fixed, QStringLiteral("compute_environment"), T::String},
    {F::Fixed, QStringLiteral("distributed_type"), T::String},
    {F::Precision, QStringLiteral("mixed_precision"), T::String},
    {F::Nodes, QStringLiteral("num_machines"), T::Int},
    {F::Processes, QStringLiteral("num_processes"), T::Int},
    {F::Fixed, QStringLiteral("machine_rank"), T::Int},
    {F::Fixed, QStringLiteral("main_training_function"), T::String},
    {F::Fixed, QStringLiteral("rdzv_backend"), T::String},
    {F::Fixed, QStringLiteral("same_network"), T::Bool},
    {F::Fixed, QStringLiteral("use_cpu"), T::Bool},
    {F::Fixed, QStringLiteral("debug"), T::Bool},
    {F::Fixed, QStringLiteral("fsdp_config"), T::Dict},
    {F::FsdpVersion, QStringLiteral("fsdp_config.fsdp_version"), T::String},
    {F::Sharding, QStringLiteral("fsdp_config.fsdp_sharding_strategy"), T::String},
    {F::Sharding, QStringLiteral("fsdp_config.fsdp_reshard_after_forward"), T::Bool},
    {F::Checkpointing, QStringLiteral("fsdp_config.fsdp_activation_checkpointing"), T::Bool},
    {F::Offload, QStringLiteral("fsdp_config.fsdp_offload_params"), T::Bool},
    {F::Fixed, QStringLiteral("fsdp_config.fsdp_auto_wrap_policy"), T::String},
    {F::Fixed, QStringLiteral("fsdp_config.fsdp_state_dict_type"), T::String},
    {F::Fixed, QStringLiteral("fsdp_config.fsdp_use_orig_params"), T::Bool},
    {F::Header, QStringLiteral("args.run_name"), T::String},
    {F::Model, QStringLiteral("args.model_name_or_path"), T::String},
    {F::Precision, QStringLiteral("args.dtype"), T::String},
    {F::Precision, QStringLiteral("args.bf16"), T::Bool},
    {F::Precision, QStringLiteral("args.fp16"), T::Bool},
    {F::MicroBatch, QStringLiteral("args.per_device_train_batch_size"), T::Int},
    {F::GradientAccumulation, QStringLiteral("args.gradient_accumulation_steps"), T::Int},
    {F::SequenceLength, QStringLiteral("args.max_length"), T::Int},
    {F::Checkpointing, QStringLiteral("args.gradient_checkpointing"), T::Bool},
    {F::Compile, QStringLiteral("args.torch_compile"), T::Bool},
    {F::Optimizer, QStringLiteral("args.optim"), T::String},
    {F::ActivationOffload, QStringLiteral("args.activation_offloading"), T::Bool},
    {F::Method, QStringLiteral("args.use_peft"), T::Bool},
    {F::Method, QStringLiteral("args.load_in_4bit"), T::Bool},
    {F::LoraRank, QStringLiteral("args.lora_r"), T::Int},
    {F::LoraTargets, QStringLiteral("args.lora_target_modules"), T::List},
};

// DeepSpeed v0.19.5 (runtime/constants.py, activation_checkpointing/config.py, zero/config.py,
// zero/offload_config.py): deepspeed_keys.tsv.
const QList<LaunchKey> kDeepspeed {
    {F::GlobalBatch, QStringLiteral("train_batch_size"), T::Int},
    {F::MicroBatch, QStringLiteral("train_micro_batch_size_per_gpu"), T::Int},
    {F::GradientAccumulation, QStringLiteral("gradient_accumulation_steps"), T::Int},
    {F::Precision, QStringLiteral("bf16"), T::Dict},
    {F::Precision, QStringLiteral("bf16.enabled"), T::Bool},
    {F::Precision, QStringLiteral("bf16.bf16_master_weights_and_grads"), T::Bool},
    {F::Precision, QStringLiteral("bf16.bf16_optimizer_states"), T::Bool},
    {F::Precision, QStringLiteral("fp16"), T::Dict},
    {F::Precision, QStringLiteral("fp16.enabled"), T::Bool},
    {F::Sharding, QStringLiteral("zero_optimization"), T::Dict},
    {F::Sharding, QStringLiteral("zero_optimization.stage"), T::Int},
    {F::Offload, QStringLiteral("zero_optimization.offload_optimizer"), T::Dict},
    {F::Offload, QStringLiteral("zero_optimization.offload_optimizer.device"), T::String},
    {F::Offload, QStringLiteral("zero_optimization.offload_param"), T::Dict},
    {F::Offload, QStringLiteral("zero_optimization.offload_param.device"), T::String},
    {F::Checkpointing, QStringLiteral("activation_checkpointing"), T::Dict},
    {F::Checkpointing, QStringLiteral("activation_checkpointing.partition_activations"), T::Bool},
    {F::Checkpointing, QStringLiteral("activation_checkpointing.contiguous_memory_optimization"), T::Bool},
};

} // namespace

const QList<LaunchKey> &table(LaunchFormat format)
{
    switch (format) {
    case LaunchFormat::Torchtitan:
    case LaunchFormat::Slurm:
        return kTorchtitan;
    case LaunchFormat::Megatron:
        return kMegatron;
    case LaunchFormat::Accelerate:
        return kAccelerate;
    case LaunchFormat::Deepspeed:
        return kDeepspeed;
    }
    return kTorchtitan;
}

const LaunchKey *find(LaunchFormat format, const QString &key)
{
    for (const LaunchKey &row : table(format))
        if (row.key == key)
            return &row;
    return nullptr;
}

QString typeName(LaunchKeyType type)
{
    static const QStringList names {QStringLiteral("int"), QStringLiteral("float"), QStringLiteral("number"),
        QStringLiteral("bool"), QStringLiteral("str"), QStringLiteral("list"), QStringLiteral("dict"),
        QStringLiteral("flag")};
    return names.at(int(type));
}

} // namespace LaunchKeys
