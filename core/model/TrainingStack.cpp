#include "model/TrainingStack.h"

#include <array>

namespace TrainingStack {

namespace {

using S = TrainingSetup;

std::array<Defaults, 4> makeTable()
{
    std::array<Defaults, 4> table {};
    // Megatron-LM / NeMo / Megatron-Bridge: --bf16 trains with fp32 main params and grads (mixed), the
    // distributed optimizer (every NeMo / Megatron-Bridge LLM recipe sets use_distributed_optimizer), TP
    // communication overlap in the performance recipes (COMM_OVERLAP_CONFIG_MAP).
    table[0] = {S::Stack::Megatron, S::Precision::Mixed, S::Sharding::DistributedOptimizer,
        S::FsdpVersion::Fsdp1, true, false, true,
        "Transformer Engine: per-tensor current scaling on Hopper (fp8), MXFP8 or NVFP4 block scaling on "
        "Blackwell",
        "Megatron-LM arguments.py defaults and NeMo / Megatron-Bridge recipes"};
    // torchtitan: FSDP2 (fully_shard), mixed precision param bf16 / reduce fp32 over fp32 parameters,
    // async TP off by default; run_train.sh launches with PYTORCH_CUDA_ALLOC_CONF="expandable_segments:True"
    // (pytorch/torchtitan run_llama_train.sh at 9dec370ad26b, run_train.sh at e7c0cae934df and b5bcd76c6).
    table[1] = {S::Stack::Torchtitan, S::Precision::Mixed, S::Sharding::FullShard, S::FsdpVersion::Fsdp2,
        false, true, true, "torchao float8: tensorwise (or rowwise) dynamic scaling; MXFP8 on Blackwell",
        "torchtitan job config defaults (train_configs/llama3_*.toml)"};
    // Hugging Face Trainer / accelerate: bf16=True is autocast over fp32 weights (mixed), FSDP1 full
    // shard, as the FSDP fine-tuning guides run it; Hugging Face's eager RMSNorm (no Liger kernels).
    table[2] = {S::Stack::HfTrainer, S::Precision::Mixed, S::Sharding::FullShard, S::FsdpVersion::Fsdp1,
        false, false, false, "accelerate's Transformer Engine or torchao backend (per-tensor scaling)",
        "transformers TrainingArguments and accelerate FSDP defaults"};
    // DeepSpeed: ZeRO stage 3 with bf16 (fp32 master weights and states in the optimizer), as its LLM
    // fine-tuning examples run, on Hugging Face models with their eager RMSNorm.
    table[3] = {S::Stack::DeepSpeed, S::Precision::Mixed, S::Sharding::FullShard, S::FsdpVersion::Fsdp1,
        false, false, false, "Transformer Engine (per-tensor scaling)",
        "DeepSpeed ZeRO-3 bf16 configuration examples"};
    return table;
}

QString onOff(bool on)
{
    return on ? QStringLiteral("on") : QStringLiteral("off");
}

} // namespace

void Defaults::applyTo(TrainingSetup &setup) const
{
    setup.precision = precision;
    setup.sharding = sharding;
    setup.fsdpVersion = fsdpVersion;
    setup.tpCommOverlap = tpCommOverlap;
    setup.expandableSegments = expandableSegments;
    setup.fusedRopeNorm = fusedRopeNorm;
}

QString Defaults::description() const
{
    return QStringLiteral("%1: sharding %2, precision %3, FSDP %4, TP communication overlap %5, expandable "
                          "segments %6, fused RoPE/RMSNorm %7; FP8 recipe: %8 (defaults from %9)")
        .arg(TrainingSetup::name(stack), TrainingSetup::name(sharding), TrainingSetup::name(precision),
            TrainingSetup::name(fsdpVersion), onOff(tpCommOverlap), onOff(expandableSegments),
            onOff(fusedRopeNorm), QLatin1String(fp8Recipe), QLatin1String(source));
}

const Defaults &defaults(TrainingSetup::Stack stack)
{
    static const std::array<Defaults, 4> table = makeTable();
    for (const Defaults &d : table)
        if (d.stack == stack)
            return d;
    return table[0];
}

} // namespace TrainingStack
