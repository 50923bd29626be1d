#include "support/TrainingFlags.h"

#include "support/ArgumentParsing.h"
#include "support/CommandLine.h"

namespace cli {

void addTrainingOptions(QCommandLineParser &parser)
{
    const auto choices = [](const QStringList &names) { return names.join(u'|'); };
    parser.addOptions({
        {QStringLiteral("precision"),
            QStringLiteral("Training precision for the memory model: %1 (default bf16 = pure bf16; mixed = "
                           "fp32 master weights and Adam states).")
                .arg(choices(TrainingSetup::precisionNames())),
            QStringLiteral("p")},
        {QStringLiteral("optimizer"),
            QStringLiteral("Optimizer: %1 (default adamw).").arg(choices(TrainingSetup::optimizerNames())),
            QStringLiteral("name")},
        {QStringLiteral("activation-checkpointing"),
            QStringLiteral("Activation (gradient) checkpointing: on|off (default on)."),
            QStringLiteral("on|off")},
        {QStringLiteral("sharding"),
            QStringLiteral("Sharding: %1; aliases zero3, zero2, ddp (default full-shard).")
                .arg(choices(TrainingSetup::shardingNames())),
            QStringLiteral("mode")},
        {QStringLiteral("lora-rank"), QStringLiteral("LoRA rank r, >= 1 (default 4; adapter methods)."),
            QStringLiteral("r")},
        {QStringLiteral("lora-targets"),
            QStringLiteral("LoRA target matrices, e.g. q_proj,v_proj (default), or all-linear."),
            QStringLiteral("list")},
        {QStringLiteral("offload"),
            QStringLiteral("CPU offload: %1 (default none).").arg(choices(TrainingSetup::offloadNames())),
            QStringLiteral("what")},
        {QStringLiteral("loss"),
            QStringLiteral(
                "Loss at the LM head: %1 (default standard = full fp32 logits; chunked = a chunked "
                "or fused cross-entropy).")
                .arg(choices(TrainingSetup::lossNames())),
            QStringLiteral("kind")},
        {QStringLiteral("fsdp-version"),
            QStringLiteral(
                "FSDP implementation: 1 = flat parameters (HF Trainer, accelerate; default), 2 = "
                "per-parameter fully_shard (torchtune, torchtitan: no gradients for a frozen base)."),
            QStringLiteral("1|2")},
        {QStringLiteral("torch-compile"),
            QStringLiteral("torch.compile on the model: on|off (default off; without checkpointing the MLP "
                           "keeps fewer activations)."),
            QStringLiteral("on|off")},
        {QStringLiteral("optimizer-in-backward"),
            QStringLiteral("Optimizer step fused into the backward, gradients freed as they are used: on|off "
                           "(default off; torchtune optimizer_in_bwd)."),
            QStringLiteral("on|off")},
        {QStringLiteral("activation-offload"),
            QStringLiteral("Saved activations kept in CPU memory: on|off (default off; torchtune "
                           "enable_activation_offloading)."),
            QStringLiteral("on|off")},
        {QStringLiteral("reserve-gib"),
            QStringLiteral(
                "GiB kept free per GPU for CUDA context, NCCL and allocator slack, >= 0 (default 1.5)."),
            QStringLiteral("gib")},
        {QStringLiteral("grad-accum"),
            QStringLiteral(
                "Gradient accumulation steps per optimizer step, >= 1 (default 1; roofline model)."),
            QStringLiteral("n")},
    });
}

const QHash<QString, QString> &trainingFlagHints()
{
    static const QHash<QString, QString> hints {
        {QStringLiteral("optimizer-in-bwd"), QStringLiteral("optimizer-in-backward")},
        {QStringLiteral("enable-activation-offloading"), QStringLiteral("activation-offload")},
        {QStringLiteral("compile"), QStringLiteral("torch-compile")},
        {QStringLiteral("fsdp"), QStringLiteral("fsdp-version")},
    };
    return hints;
}

void applyTrainingFlags(const CommandLine &commandLine, Configuration &config)
{
    TrainingSetup &t = config.training;
    const auto given = [&](const char16_t *name) { return commandLine.isSet(QString::fromUtf16(name)); };
    const auto text = [&](const char16_t *name) { return commandLine.value(QString::fromUtf16(name)); };
    const auto flag = [](const char16_t *name) { return QStringLiteral("--") + QString::fromUtf16(name); };
    if (given(u"precision"))
        t.precision = TrainingSetup::parsePrecision(text(u"precision"), flag(u"precision"));
    if (given(u"optimizer"))
        t.optimizer = TrainingSetup::parseOptimizer(text(u"optimizer"), flag(u"optimizer"));
    if (given(u"activation-checkpointing"))
        t.activationCheckpointing = TrainingSetup::parseCheckpointing(
            text(u"activation-checkpointing"), flag(u"activation-checkpointing"));
    if (given(u"sharding"))
        t.sharding = TrainingSetup::parseSharding(text(u"sharding"), flag(u"sharding"));
    if (given(u"lora-rank"))
        t.loraRank
            = int(parseInteger(text(u"lora-rank"), flag(u"lora-rank"), 1, TrainingSetup::kMaxLoraRank));
    if (given(u"lora-targets"))
        t.loraTargets = TrainingSetup::parseLoraTargets(text(u"lora-targets"), flag(u"lora-targets"));
    if (given(u"offload"))
        t.offload = TrainingSetup::parseOffload(text(u"offload"), flag(u"offload"));
    if (given(u"loss"))
        t.loss = TrainingSetup::parseLoss(text(u"loss"), flag(u"loss"));
    if (given(u"fsdp-version"))
        t.fsdpVersion = TrainingSetup::parseFsdpVersion(text(u"fsdp-version"), flag(u"fsdp-version"));
    const auto applySwitch = [&](const char16_t *name, bool &value) {
        if (given(name))
            value = TrainingSetup::parseSwitch(
                text(name), flag(name), QString::fromUtf16(name) + QStringLiteral(" value"));
    };
    applySwitch(u"torch-compile", t.torchCompile);
    applySwitch(u"optimizer-in-backward", t.optimizerInBackward);
    applySwitch(u"activation-offload", t.activationOffload);
    if (given(u"grad-accum"))
        t.gradientAccumulationSteps = int(parseInteger(
            text(u"grad-accum"), flag(u"grad-accum"), 1, TrainingSetup::kMaxGradientAccumulationSteps));
    if (given(u"reserve-gib"))
        t.reserveGib = TrainingSetup::checkedReserveGib(
            parseNumber(text(u"reserve-gib"), flag(u"reserve-gib"), 0.0), flag(u"reserve-gib"));
}

} // namespace cli
