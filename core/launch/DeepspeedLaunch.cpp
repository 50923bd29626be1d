#include "launch/DeepspeedLaunch.h"

#include "launch/LaunchJson.h"
#include "launch/LaunchPlan.h"
#include "launch/LaunchReading.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace {

[[noreturn]] void cannotExpress(const QString &field, const QString &value, const QString &why)
{
    LaunchPlan::cannotExpress(LaunchFormat::Deepspeed, field, value, why);
}

void checkExpressible(const LaunchPlan &plan)
{
    using T = TrainingSetup;
    const T &t = plan.training;
    if (!plan.layout.isDataParallel() || plan.layout.virtualStages > 1)
        cannotExpress(QStringLiteral("the layout"), plan.layout.name(),
            QStringLiteral(
                "its JSON sets data parallelism and ZeRO only (tensor and pipeline parallelism are the "
                "model code's)"));
    LaunchPlan::refuseMegatronOnly(LaunchFormat::Deepspeed, plan, /*zeroStageOne=*/true);
    LaunchPlan::refuseSelectiveCheckpointing(LaunchFormat::Deepspeed, plan);
    if (t.precision == T::Precision::Fp8)
        cannotExpress(QStringLiteral("training.precision"), T::name(t.precision),
            QStringLiteral("v0.19.5 has no FP8 training setting (bf16, fp16 or fp32)"));
    if (t.sharding == T::Sharding::HybridShard)
        cannotExpress(QStringLiteral("training.sharding"), T::name(t.sharding),
            QStringLiteral("ZeRO shards over every data-parallel rank (stages 0, 1, 2, 3)"));
    if (t.optimizer != T::Optimizer::AdamW)
        cannotExpress(QStringLiteral("training.optimizer"), T::name(t.optimizer),
            QStringLiteral("the file leaves the optimizer to the script, which coastline reads as AdamW"));
    if (t.torchCompile)
        cannotExpress(QStringLiteral("training.torch_compile"), QStringLiteral("on"),
            QStringLiteral("compile the model in the training script"));
    if (t.optimizerInBackward)
        cannotExpress(QStringLiteral("training.optimizer_in_backward"), QStringLiteral("on"),
            QStringLiteral("DeepSpeed steps the optimizer after the backward pass"));
    if (t.activationOffload)
        cannotExpress(QStringLiteral("training.activation_offload"), QStringLiteral("on"),
            QStringLiteral("use activation_checkpointing.cpu_checkpointing in the model code"));
    if (t.loss != T::Loss::Standard)
        cannotExpress(
            QStringLiteral("training.loss"), T::name(t.loss), QStringLiteral("the loss is the script's"));
}

} // namespace

QString DeepspeedLaunch::write(const LaunchPlan &plan, QStringList *warnings)
{
    using T = TrainingSetup;
    checkExpressible(plan);
    const T &t = plan.training;
    if (warnings)
        warnings->append(
            QStringLiteral("DeepSpeed's JSON does not name the model (%1), the sequence length (%2) "
                           "or the method (%3): the training script sets them; reading the file "
                           "back takes them from --llm, --tokens and --method")
                .arg(plan.workload.llmModel)
                .arg(plan.workload.tokensPerSample)
                .arg(plan.workload.method));
    QJsonObject root;
    root.insert(QStringLiteral("train_batch_size"), qint64(plan.globalBatch()));
    root.insert(QStringLiteral("train_micro_batch_size_per_gpu"), qint64(plan.workload.batchSize));
    root.insert(QStringLiteral("gradient_accumulation_steps"), t.gradientAccumulationSteps);
    if (t.precision != T::Precision::Fp32) {
        QJsonObject bf16 {{QStringLiteral("enabled"), true}};
        if (t.precision == T::Precision::Bf16) {
            bf16.insert(QStringLiteral("bf16_master_weights_and_grads"), true);
            bf16.insert(QStringLiteral("bf16_optimizer_states"), true);
        }
        root.insert(QStringLiteral("bf16"), bf16);
    }
    QJsonObject zero {{QStringLiteral("stage"),
        t.sharding == T::Sharding::FullShard                  ? 3
            : t.sharding == T::Sharding::ShardGradOp          ? 2
            : t.sharding == T::Sharding::DistributedOptimizer ? 1
                                                              : 0}};
    if (t.offload != T::Offload::None)
        zero.insert(QStringLiteral("offload_optimizer"),
            QJsonObject {{QStringLiteral("device"), QStringLiteral("cpu")}});
    if (t.offload == T::Offload::OptimizerAndParams)
        zero.insert(
            QStringLiteral("offload_param"), QJsonObject {{QStringLiteral("device"), QStringLiteral("cpu")}});
    root.insert(QStringLiteral("zero_optimization"), zero);
    if (t.checkpointing == T::Checkpointing::Full)
        root.insert(QStringLiteral("activation_checkpointing"),
            QJsonObject {{QStringLiteral("partition_activations"), false},
                {QStringLiteral("contiguous_memory_optimization"), false}});
    return QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
}

void DeepspeedLaunch::read(const QByteArray &text, LaunchReading &r)
{
    using T = TrainingSetup;
    const QList<LaunchValue> values = LaunchJson::values(text, r.path);
    T &t = r.config.training;
    t.precision = T::Precision::Fp32; // DeepSpeed's defaults: fp32, ZeRO stage 0, AdamW from the script
    t.sharding = T::Sharding::NoShard;
    t.offload = T::Offload::None;
    t.checkpointing = T::Checkpointing::Off;
    bool bf16 = false;
    bool masterBf16 = false;
    bool statesBf16 = false;
    bool offloadOptimizer = false;
    bool offloadParams = false;
    r.accept(values, [&](const LaunchKey &, const LaunchValue &v) {
        const QString k = v.key;
        if (k == u"train_batch_size")
            r.globalBatch = r.atLeast(v, 1);
        else if (k == u"train_micro_batch_size_per_gpu")
            r.microBatch = r.atLeast(v, 1);
        else if (k == u"gradient_accumulation_steps")
            r.gradientAccumulation = int(std::min<qint64>(r.atLeast(v, 1), 1 << 30));
        else if (k == u"bf16.enabled")
            bf16 = v.value.toBool();
        else if (k == u"bf16.bf16_master_weights_and_grads")
            masterBf16 = v.value.toBool();
        else if (k == u"bf16.bf16_optimizer_states")
            statesBf16 = v.value.toBool();
        else if (k == u"fp16.enabled" && v.value.toBool())
            r.malformed(v.line, k, QStringLiteral("fp16 training is not modelled; use bf16"));
        else if (k == u"zero_optimization.stage") {
            const qint64 stage = v.value.toLongLong();
            if (stage < 0 || stage > 3)
                r.malformed(v.line, k, QStringLiteral("ZeRO stage must be 0, 1, 2 or 3, got %1").arg(stage));
            // stage 1 shards the optimizer states (and fp32 master weights) only: Megatron-LM's distributed
            // optimizer
            t.sharding = stage == 3 ? T::Sharding::FullShard
                : stage == 2        ? T::Sharding::ShardGradOp
                : stage == 1        ? T::Sharding::DistributedOptimizer
                                    : T::Sharding::NoShard;
        } else if (k == u"zero_optimization.offload_optimizer.device"
            || k == u"zero_optimization.offload_param.device") {
            const QString device = v.value.toString();
            if (device != u"none" && device != u"cpu" && device != u"nvme")
                r.malformed(v.line, k, QStringLiteral("expected none, cpu or nvme, got '%1'").arg(device));
            (k.contains(u"offload_param") ? offloadParams : offloadOptimizer) = device != u"none";
        } else if (k == u"activation_checkpointing")
            t.checkpointing = T::Checkpointing::Full;
    });
    // The data-parallel ranks the batch keys imply (DeepSpeed checks train = micro × accumulation × world).
    if (r.globalBatch && r.microBatch && r.gradientAccumulation) {
        const qint64 step = *r.microBatch * *r.gradientAccumulation;
        const LaunchValue &global = *r.value(QStringLiteral("train_batch_size"));
        if (*r.globalBatch % step != 0)
            r.contradiction(global,
                QStringLiteral("train_micro_batch_size_per_gpu x gradient_accumulation_steps"),
                QStringLiteral("%1 is not a multiple of %2 x %3")
                    .arg(*r.globalBatch)
                    .arg(*r.microBatch)
                    .arg(*r.gradientAccumulation));
        r.processes = int(std::min<qint64>(*r.globalBatch / step, 1 << 20));
    }
    if (bf16)
        t.precision = masterBf16 && statesBf16 ? T::Precision::Bf16 : T::Precision::Mixed;
    if (offloadParams)
        t.offload = T::Offload::OptimizerAndParams;
    else if (offloadOptimizer)
        t.offload = T::Offload::Optimizer;
}
