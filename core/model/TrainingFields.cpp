#include "model/TrainingFields.h"

#include "common/CoastlineError.h"
#include "io/YamlWriter.h"
#include "model/PrecisionTraits.h"
#include "model/TrainingFieldRows.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

namespace TrainingFields {

namespace {

using TS = TrainingSetup;
using namespace TrainingFieldRows;

/// The stack (`training.stack`, `--stack`): "none" (the default) or a stack's name. Reading a name sets
/// only the stack; the front ends apply its defaults (TrainingSetup::applyStackDefaults) before the
/// other explicit values, and the GUI applies them when one is chosen.
Field stackRow()
{
    const QStringList names = TS::stackNames();
    Field f = row(
        u"stack", u"stack", Type::Choice, QStringList {QStringLiteral("none")} + names, chooseFrom(names));
    f.choiceLabels = {QT_TRANSLATE_NOOP("TrainingSetupForm", "None (generic defaults)"),
        QT_TRANSLATE_NOOP("TrainingSetupForm", "Megatron-LM / NeMo"),
        QT_TRANSLATE_NOOP("TrainingSetupForm", "torchtitan"),
        QT_TRANSLATE_NOOP("TrainingSetupForm", "Hugging Face Trainer"),
        QT_TRANSLATE_NOOP("TrainingSetupForm", "DeepSpeed")};
    f.value = [](const TS &t) { return QVariant(t.stack ? TS::name(*t.stack) : QStringLiteral("none")); };
    const auto parse = [](const QString &text, const QString &what) -> std::optional<TS::Stack> {
        if (text.trimmed().compare(QStringLiteral("none"), Qt::CaseInsensitive) == 0)
            return std::nullopt;
        return TS::parseStack(text, what);
    };
    f.setValue = [parse](TS &t, const QVariant &v) {
        const std::optional<TS::Stack> stack = parse(v.toString(), QStringLiteral("training"));
        if (stack)
            t.applyStackDefaults(*stack);
        else
            t.stack.reset();
    };
    f.read = [parse](TS &t, const QString &text, const QString &what, const QString &, const NumberSyntax &) {
        t.stack = parse(text, what);
    };
    f.write
        = [](YamlWriter &w, const TS &t) { w.text(t.stack ? TS::name(*t.stack) : QStringLiteral("none")); };
    f.alwaysWritten = false;
    f.memoryModel = false; // its defaults are the other fields; its own costs are the roofline's
    return described(f, u"name",
        QStringLiteral("Training stack: %1; sets that stack's defaults (sharding, precision, FSDP version, "
                       "TP overlap, fixed per-step and per-layer costs), each overridable by "
                       "its own flag (default: none, the generic defaults).")
            .arg(alternatives(names)),
        QT_TRANSLATE_NOOP("TrainingSetupForm", "S&tack:"),
        QT_TRANSLATE_NOOP("TrainingSetupForm",
            "The framework the job runs on: its defaults for sharding, precision and overlap, and its "
            "per-step and per-layer costs"));
}

QList<Field> makeFields()
{
    QList<Field> fields {
        stackRow(),
        described(
            choice(u"precision", u"precision", &TS::precision, &TS::parsePrecision, TS::precisionNames(),
                // %1: PrecisionTraits::bytesPerParameter() (choiceNumbers below), the one figure the
                // memory model counts.
                {QT_TRANSLATE_NOOP("TrainingSetupForm", "bf16 (pure, %1 bytes/param)"),
                    QT_TRANSLATE_NOOP("TrainingSetupForm", "mixed (fp32 master, %1 bytes/param)"),
                    QT_TRANSLATE_NOOP("TrainingSetupForm", "fp32 (%1 bytes/param)"),
                    QT_TRANSLATE_NOOP("TrainingSetupForm", "fp8 GEMMs (fp32 master, %1 B/param)"),
                    QT_TRANSLATE_NOOP(
                        "TrainingSetupForm", "mxfp8 GEMMs (Blackwell; fp32 master, %1 B/param)"),
                    QT_TRANSLATE_NOOP(
                        "TrainingSetupForm", "nvfp4 GEMMs (Blackwell; fp32 master, %1 B/param)")}),
            u"p",
            QStringLiteral(
                "Training precision (the recipe: GEMM format, master weights, optimizer states, "
                "activations): %1 (default bf16 = pure bf16, 8 B/param; mixed = fp32 master weights "
                "and Adam states, 16 B/param; fp8 and mxfp8 = mixed plus FP8 GEMMs and FP8 weight "
                "copies, 18 B/param; nvfp4 = FP4 GEMMs, 16.6 B/param; mxfp8 and nvfp4 on "
                "Blackwell only).")
                .arg(alternatives(TS::precisionNames())),
            QT_TRANSLATE_NOOP("TrainingSetupForm", "P&recision:"),
            QT_TRANSLATE_NOOP("TrainingSetupForm",
                "Number formats of GEMMs, weights, gradients and optimizer states (ZeRO, SC'20, §3.1)")),
        described(
            choice(u"optimizer", u"optimizer", &TS::optimizer, &TS::parseOptimizer, TS::optimizerNames(),
                {QT_TRANSLATE_NOOP("TrainingSetupForm", "AdamW"),
                    QT_TRANSLATE_NOOP("TrainingSetupForm", "AdamW 8-bit"),
                    QT_TRANSLATE_NOOP("TrainingSetupForm", "Paged AdamW 8-bit"),
                    QT_TRANSLATE_NOOP("TrainingSetupForm", "SGD (no state)"),
                    QT_TRANSLATE_NOOP("TrainingSetupForm", "SGD with momentum")}),
            u"name", QStringLiteral("Optimizer: %1 (default adamw).").arg(alternatives(TS::optimizerNames())),
            QT_TRANSLATE_NOOP("TrainingSetupForm", "&Optimizer:")),
        described(choice(u"activation_checkpointing", u"activation-checkpointing", &TS::checkpointing,
                      &TS::parseCheckpointing, TS::checkpointingNames(),
                      {QT_TRANSLATE_NOOP("TrainingSetupForm", "On (full: layer inputs only)"),
                          QT_TRANSLATE_NOOP("TrainingSetupForm", "Off (every activation kept)"),
                          QT_TRANSLATE_NOOP("TrainingSetupForm", "Selective (torchtitan, per op)")}),
            u"mode",
            QStringLiteral(
                "Activation (gradient) checkpointing: %1; alias full = on (default on; selective = "
                "torchtitan's op-level policy: each layer keeps its input and the outputs of "
                "attention and every other GEMM).")
                .arg(alternatives(TS::checkpointingNames())),
            QT_TRANSLATE_NOOP("TrainingSetupForm", "Activation &checkpointing:"),
            QT_TRANSLATE_NOOP("TrainingSetupForm",
                "On: each layer keeps its input and recomputes its forward. Off: every layer keeps its "
                "activations (34·h bytes per token per layer for a standard block, Korthikanti et al. "
                "2022). Selective: torchtitan's op-level policy, between the two")),
        described(
            choice(u"sharding", u"sharding", &TS::sharding, &TS::parseSharding, TS::shardingNames(),
                {QT_TRANSLATE_NOOP("TrainingSetupForm", "Full shard (FSDP, ZeRO-3)"),
                    QT_TRANSLATE_NOOP("TrainingSetupForm", "Hybrid shard (within a node)"),
                    QT_TRANSLATE_NOOP("TrainingSetupForm", "Shard grads + optimizer (ZeRO-2)"),
                    QT_TRANSLATE_NOOP("TrainingSetupForm", "No shard (DDP)"),
                    QT_TRANSLATE_NOOP("TrainingSetupForm", "Distributed optimizer (Megatron, ZeRO-1)")}),
            u"mode",
            QStringLiteral("Sharding: %1; aliases zero3, zero2, ddp, zero1 (default full-shard; "
                           "distributed-optimizer = Megatron's: optimizer states and fp32 master weights "
                           "sharded over data parallelism, weights and gradients whole).")
                .arg(alternatives(TS::shardingNames())),
            QT_TRANSLATE_NOOP("TrainingSetupForm", "S&harding:")),
        described(integer(u"lora_rank", u"lora-rank", &TS::loraRank, 1, TS::kMaxLoraRank, u"the LoRA rank"),
            u"r", QStringLiteral("LoRA rank r, >= 1 (default 4; adapter methods)."),
            QT_TRANSLATE_NOOP("TrainingSetupForm", "LoRA ran&k:"),
            QT_TRANSLATE_NOOP("TrainingSetupForm", "LoRA rank r (adapter methods only)")),
        described(targets(u"lora_targets", u"lora-targets", &TS::loraTargets,
                      {QStringLiteral("q_proj,v_proj"), QStringLiteral("q_proj,k_proj,v_proj,o_proj"),
                          QStringLiteral("all-linear")}),
            u"list", QStringLiteral("LoRA target matrices, e.g. q_proj,v_proj (default), or all-linear."),
            QT_TRANSLATE_NOOP("TrainingSetupForm", "LoRA tar&gets:"),
            QT_TRANSLATE_NOOP("TrainingSetupForm",
                "Matrices with adapters, comma-separated (q_proj … down_proj), or all-linear")),
        described(choice(u"offload", u"offload", &TS::offload, &TS::parseOffload, TS::offloadNames(),
                      {QT_TRANSLATE_NOOP("TrainingSetupForm", "None"),
                          QT_TRANSLATE_NOOP("TrainingSetupForm", "Optimizer states to CPU"),
                          QT_TRANSLATE_NOOP("TrainingSetupForm", "Optimizer and weights to CPU")}),
            u"what", QStringLiteral("CPU offload: %1 (default none).").arg(alternatives(TS::offloadNames())),
            QT_TRANSLATE_NOOP("TrainingSetupForm", "O&ffload:")),
        described(choice(u"loss", u"loss", &TS::loss, &TS::parseLoss, TS::lossNames(),
                      {QT_TRANSLATE_NOOP("TrainingSetupForm", "Standard (full fp32 logits)"),
                          QT_TRANSLATE_NOOP("TrainingSetupForm", "Chunked or fused cross-entropy"),
                          QT_TRANSLATE_NOOP("TrainingSetupForm", "Fused kernel on fp32 logits")}),
            u"kind",
            QStringLiteral(
                "Loss at the LM head: %1 (default standard = full fp32 logits; chunked = a chunked "
                "or fused cross-entropy; fp32-fused = a fused kernel on logits upcast to fp32).")
                .arg(alternatives(TS::lossNames())),
            QT_TRANSLATE_NOOP("TrainingSetupForm", "&Loss:"),
            QT_TRANSLATE_NOOP("TrainingSetupForm",
                "Standard keeps the batch × sequence × vocabulary logits in fp32 with the "
                "gradients of the loss's backward (12 bytes per entry); a chunked or fused loss "
                "never holds them")),
        optIn(described(choice(u"fsdp_version", u"fsdp-version", &TS::fsdpVersion, &TS::parseFsdpVersion,
                            TS::fsdpVersionNames(),
                            {QT_TRANSLATE_NOOP("TrainingSetupForm", "FSDP1 (flat parameters)"),
                                QT_TRANSLATE_NOOP("TrainingSetupForm", "FSDP2 (per-parameter)")},
                            u"must be 1 or 2"),
                  u"1|2",
                  QStringLiteral(
                      "FSDP implementation: 1 = flat parameters (HF Trainer, accelerate; default), 2 = "
                      "per-parameter fully_shard (torchtune, torchtitan: no gradients for a frozen "
                      "base)."),
                  QT_TRANSLATE_NOOP("TrainingSetupForm", "FS&DP:"),
                  QT_TRANSLATE_NOOP("TrainingSetupForm",
                      "FSDP1 (HF Trainer, accelerate) allocates gradients for a frozen base "
                      "under LoRA; FSDP2 (torchtune, torchtitan) does not")),
            u"FSDP2", u"fsdp"),
        optIn(described(onOff(u"torch_compile", u"torch-compile", &TS::torchCompile), nullptr,
                  QStringLiteral(
                      "torch.compile on the model: on|off (default off; without checkpointing the MLP "
                      "keeps fewer activations)."),
                  QT_TRANSLATE_NOOP("TrainingSetupForm", "torch.compile"),
                  QT_TRANSLATE_NOOP("TrainingSetupForm",
                      "Without checkpointing, the compiled MLP keeps half of its intermediate activations")),
            u"torch.compile", u"compile"),
        optIn(described(onOff(u"optimizer_in_backward", u"optimizer-in-backward", &TS::optimizerInBackward),
                  nullptr,
                  QStringLiteral("Optimizer step fused into the backward, gradients freed as they are used: "
                                 "on|off (default off; torchtune optimizer_in_bwd)."),
                  QT_TRANSLATE_NOOP("TrainingSetupForm", "Optimizer step in backward"),
                  QT_TRANSLATE_NOOP("TrainingSetupForm",
                      "Each gradient is applied and freed during the backward pass (torchtune "
                      "optimizer_in_bwd)")),
            u"optimizer step in backward", u"optimizer_in_bwd"),
        optIn(described(onOff(u"activation_offload", u"activation-offload", &TS::activationOffload), nullptr,
                  QStringLiteral("Saved activations kept in CPU memory: on|off (default off; torchtune "
                                 "enable_activation_offloading)."),
                  QT_TRANSLATE_NOOP("TrainingSetupForm", "Activation offloading"),
                  QT_TRANSLATE_NOOP("TrainingSetupForm",
                      "Saved activations are kept in CPU memory, two layers at a time on the GPU")),
            u"activation offloading", u"enable_activation_offloading"),
        described(number(u"reserve_gib", u"reserve-gib", &TS::reserveGib, 0, TS::kMaxReserveGib, u"GiB",
                      QT_TRANSLATE_NOOP("TrainingSetupForm", " GiB"), u"the memory reserve"),
            u"gib",
            QStringLiteral(
                "GiB kept free per GPU for CUDA context, NCCL and allocator slack, >= 0 (default 1.5)."),
            QT_TRANSLATE_NOOP("TrainingSetupForm", "Reser&ve:"),
            QT_TRANSLATE_NOOP("TrainingSetupForm",
                "Kept free on every GPU for the CUDA context, NCCL buffers and allocator slack")),
        optIn(described(integer(u"gradient_accumulation_steps", u"grad-accum", &TS::gradientAccumulationSteps,
                            1, TS::kMaxGradientAccumulationSteps, u"gradient accumulation steps"),
                  u"n",
                  QStringLiteral(
                      "Gradient accumulation steps per optimizer step, >= 1 (default 1; roofline model)."),
                  QT_TRANSLATE_NOOP("TrainingSetupForm", "Grad. acc&umulation:"),
                  QT_TRANSLATE_NOOP("TrainingSetupForm",
                      "Micro-steps per optimizer step (gradient accumulation); "
                      "the roofline step-time model reads it")),
            nullptr, nullptr),
        // issue 37: how much of the memory risk band to reject (feasibility.margin, --memory-margin)
        optIn(described(number(u"memory_margin", u"memory-margin", &TS::memoryMargin, 0, 1, u"", nullptr,
                            u"the memory margin"),
                  u"x",
                  QStringLiteral("Share of the memory model's tight band to reject, from its top: 0 accepts "
                                 "every tight configuration, 1 rejects them all (default 0)."),
                  QT_TRANSLATE_NOOP("TrainingSetupForm", "Memor&y margin:"),
                  QT_TRANSLATE_NOOP("TrainingSetupForm",
                      "Share of the tight band (totals close to the card's memory) to reject: 0 accepts "
                      "tight configurations, 1 rejects every one")),
            nullptr, nullptr),
        // issue 35: TP communication overlapped with the GEMMs (the roofline's layout step reads it)
        optIn(described(onOff(u"tp_comm_overlap", u"tp-comm-overlap", &TS::tpCommOverlap), nullptr,
                  QStringLiteral("Tensor-parallel all-gathers and reduce-scatters overlapped with the GEMMs: "
                                 "on|off (default off; Megatron-LM --tp-comm-overlap, torchtitan async TP)."),
                  QT_TRANSLATE_NOOP("TrainingSetupForm", "TP communication overlap"),
                  QT_TRANSLATE_NOOP("TrainingSetupForm",
                      "Under tensor parallelism, the all-gathers and reduce-scatters run under the GEMMs "
                      "(Megatron-LM --tp-comm-overlap, torchtitan async TP); the step-time model reads it")),
            nullptr, nullptr),
        // Megatron-LM's pipeline split (PipelineSplit), under Megatron's own names
        pipelineRow(
            integer(u"decoder_first_pipeline_num_layers", u"decoder-first-pipeline-num-layers",
                &TS::pipelineFirstStageLayers, 0, TS::kMaxPipelineStageLayers, u"the first stage's layers"),
            QStringLiteral("Decoder layers on the first pipeline stage, the rest even over the middle stages "
                           "(Megatron-LM --decoder-first-pipeline-num-layers; default 0 = even)."),
            QT_TRANSLATE_NOOP("TrainingSetupForm", "First stage la&yers:"),
            QT_TRANSLATE_NOOP(
                "TrainingSetupForm", "Decoder layers on the first pipeline stage (0: an even split)")),
        pipelineRow(
            integer(u"decoder_last_pipeline_num_layers", u"decoder-last-pipeline-num-layers",
                &TS::pipelineLastStageLayers, 0, TS::kMaxPipelineStageLayers, u"the last stage's layers"),
            QStringLiteral("Decoder layers on the last pipeline stage (Megatron-LM "
                           "--decoder-last-pipeline-num-layers; default 0 = even)."),
            QT_TRANSLATE_NOOP("TrainingSetupForm", "Last stage layers:"),
            QT_TRANSLATE_NOOP(
                "TrainingSetupForm", "Decoder layers on the last pipeline stage (0: an even split)")),
        pipelineRow(onOff(u"account_for_embedding_in_pipeline_split",
                        u"account-for-embedding-in-pipeline-split", &TS::pipelineEmbeddingAsLayer),
            QStringLiteral(
                "Count the input embedding as one layer of the first pipeline stage: on|off (default "
                "off; Megatron-LM --account-for-embedding-in-pipeline-split)."),
            QT_TRANSLATE_NOOP("TrainingSetupForm", "Embedding counted as a pipeline layer"),
            QT_TRANSLATE_NOOP(
                "TrainingSetupForm", "The first pipeline stage holds one decoder layer fewer (Megatron-LM)")),
        pipelineRow(onOff(u"account_for_loss_in_pipeline_split", u"account-for-loss-in-pipeline-split",
                        &TS::pipelineLossAsLayer),
            QStringLiteral(
                "Count the LM head and loss as one layer of the last pipeline stage: on|off (default "
                "off; Megatron-LM --account-for-loss-in-pipeline-split)."),
            QT_TRANSLATE_NOOP("TrainingSetupForm", "Loss counted as a pipeline layer"),
            QT_TRANSLATE_NOOP(
                "TrainingSetupForm", "The last pipeline stage holds one decoder layer fewer (Megatron-LM)")),
        optIn(described(onOff(u"fp8_activations", u"fp8-activations", &TS::fp8Activations), nullptr,
                  QStringLiteral("The MLP activation function's input saved in FP8 for the backward: on|off "
                                 "(default off; Megatron-LM activation_func_fp8_input_store, NeMo FP8_ACT)."),
                  QT_TRANSLATE_NOOP("TrainingSetupForm", "FP8 activations"),
                  QT_TRANSLATE_NOOP("TrainingSetupForm",
                      "The MLP activation function's input is kept in FP8 for the backward pass, half "
                      "the bytes of bf16 (Megatron-LM activation_func_fp8_input_store)")),
            u"FP8 activations", nullptr),
        optIn(described(onOff(u"fp8_params", u"fp8-params", &TS::fp8Params), nullptr,
                  QStringLiteral("Weights kept only in FP8, no bf16 copy: on|off (default off; Transformer "
                                 "Engine fp8_model_init, NeMo fp8_params)."),
                  QT_TRANSLATE_NOOP("TrainingSetupForm", "FP8 parameters"),
                  QT_TRANSLATE_NOOP("TrainingSetupForm",
                      "Weights are stored in FP8 only (1 byte for a frozen weight; trained weights keep "
                      "their fp32 master), as Transformer Engine's fp8_model_init")),
            u"FP8 parameters", nullptr),
        optIn(described(onOff(u"fused_lora", u"fused-lora", &TS::fusedLora), nullptr,
                  QStringLiteral("Fused LoRA kernels, the MLP's activation and product recomputed in the "
                                 "backward: on|off (default off; Unsloth fast_lora, fms-acceleration)."),
                  QT_TRANSLATE_NOOP("TrainingSetupForm", "Fused LoRA kernels"),
                  QT_TRANSLATE_NOOP("TrainingSetupForm",
                      "Unsloth's fused LoRA kernels (fms-acceleration's fused ops): the MLP keeps only the "
                      "gate and up outputs for the backward pass")),
            u"fused LoRA", nullptr),
        optIn(described(onOff(u"fused_rope_norm", u"fused-rope-norm", &TS::fusedRopeNorm), nullptr,
                  QStringLiteral("Fused RoPE and RMSNorm kernels, norms keeping their 16-bit input: on|off "
                                 "(default on; off = Hugging Face's eager RMSNorm, an fp32 copy per norm)."),
                  QT_TRANSLATE_NOOP("TrainingSetupForm", "Fused RoPE/RMSNorm"),
                  QT_TRANSLATE_NOOP("TrainingSetupForm",
                      "Fused norm kernels keep each norm's 16-bit input; Hugging Face's eager RMSNorm keeps "
                      "an fp32 copy")),
            nullptr, nullptr),
        optIn(
            described(onOff(u"expandable_segments", u"expandable-segments", &TS::expandableSegments), nullptr,
                QStringLiteral(
                    "PyTorch's allocator with expandable segments, little cached memory left idle: "
                    "on|off (default off; on in the torchtitan stack, whose run_train.sh sets "
                    "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True)."),
                QT_TRANSLATE_NOOP("TrainingSetupForm", "Expandable segments"),
                QT_TRANSLATE_NOOP("TrainingSetupForm",
                    "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True: the caching allocator grows one "
                    "segment, so far less freed memory stays reserved (torchtitan's run_train.sh sets it)")),
            u"expandable segments", nullptr),
    };
    const auto byKey = [&fields](const char16_t *key) -> Field & {
        return *std::find_if(fields.begin(), fields.end(), [key](const Field &f) { return f.key == key; });
    };
    Field &accumulation = byKey(u"gradient_accumulation_steps");
    accumulation.memoryModel = false; // only the roofline step-time model reads it (training-setups.md)
    accumulation.objectName = QStringLiteral("gradientAccumulationSpinBox"); // the name the GUI always had
    Field &margin = byKey(u"memory_margin");
    margin.memoryModel = false; // the margin reads the memory verdict, not the memory
    margin.objectName = QStringLiteral("memoryMarginSpinBox");
    byKey(u"tp_comm_overlap").memoryModel = false; // only the layout step time reads it
    Field &precision = byKey(u"precision");
    for (const QString &name : precision.choices)
        precision.choiceNumbers.append(
            PrecisionTraits::of(TS::parsePrecision(name, QStringLiteral("precision"))).bytesPerParameter());
    const TS defaults;
    for (Field &f : fields)
        f.defaultValue = f.value(defaults);
    return fields;
}

} // namespace

const QList<Field> &all()
{
    static const QList<Field> fields = makeFields();
    return fields;
}

const Field *find(const QString &key)
{
    for (const Field &f : all())
        if (f.key == key)
            return &f;
    return nullptr;
}

QStringList memoryModelKeys()
{
    QStringList keys;
    for (const Field &f : all())
        if (f.memoryModel)
            keys.append(f.key);
    return keys;
}

} // namespace TrainingFields
