#include "launch/AccelerateLaunch.h"

#include "common/BoundedFile.h"
#include "common/CoastlineError.h"
#include "common/InputLimits.h"
#include "launch/LaunchJson.h"
#include "launch/LaunchPlan.h"
#include "launch/LaunchReading.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <yaml-cpp/yaml.h>

namespace {

[[noreturn]] void cannotExpress(const QString &field, const QString &value, const QString &why)
{
    LaunchPlan::cannotExpress(LaunchFormat::Accelerate, field, value, why);
}

void checkExpressible(const LaunchPlan &plan)
{
    using T = TrainingSetup;
    const T &t = plan.training;
    LaunchPlan::refuseMegatronOnly(LaunchFormat::Accelerate, plan);
    LaunchPlan::refuseSelectiveCheckpointing(LaunchFormat::Accelerate, plan);
    if (!plan.layout.isDataParallel() || plan.layout.virtualStages > 1)
        cannotExpress(QStringLiteral("the layout"), plan.layout.name(),
            QStringLiteral("the FSDP config is data parallel; use torchtitan or megatron for tp/pp/cp"));
    if (plan.workload.method == u"gptq-lora")
        cannotExpress(QStringLiteral("the method"), plan.workload.method,
            QStringLiteral("TRL's ModelConfig loads 4-bit bitsandbytes (qlora) or 8-bit, not GPTQ"));
    if (t.offload == T::Offload::Optimizer)
        cannotExpress(QStringLiteral("training.offload"), T::name(t.offload),
            QStringLiteral("fsdp_offload_params offloads weights, gradients and optimizer states together"));
    if (t.optimizer == T::Optimizer::SgdMomentum)
        cannotExpress(QStringLiteral("training.optimizer"), T::name(t.optimizer),
            QStringLiteral("TrainingArguments' optim sgd has no momentum setting"));
    if (t.optimizerInBackward)
        cannotExpress(QStringLiteral("training.optimizer_in_backward"), QStringLiteral("on"),
            QStringLiteral("the Trainer steps the optimizer after the backward pass"));
    if (t.loss != T::Loss::Standard)
        cannotExpress(QStringLiteral("training.loss"), T::name(t.loss),
            QStringLiteral("the Trainer's loss is the model's (standard)"));
    if (t.sharding == T::Sharding::HybridShard && t.fsdpVersion == T::FsdpVersion::Fsdp2)
        cannotExpress(QStringLiteral("training.sharding"), T::name(t.sharding),
            QStringLiteral("fsdp_version 2 has no HYBRID_SHARD strategy; use fsdp_version 1"));
}

QString yamlBool(bool on)
{
    return on ? QStringLiteral("true") : QStringLiteral("false");
}

} // namespace

QString AccelerateLaunch::argumentsPath(const QString &configPath)
{
    const QFileInfo info(configPath);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral(".args.json"));
}

QString AccelerateLaunch::writeConfig(const LaunchPlan &plan, QStringList *)
{
    using T = TrainingSetup;
    checkExpressible(plan);
    const T &t = plan.training;
    QString out;
    for (const QString &line : plan.headerLines(QStringLiteral("accelerate v1.14.0 FSDP config")))
        out += QStringLiteral("# %1\n").arg(line);
    out += QStringLiteral("# training arguments (batch, gradient accumulation, model): the .args.json beside "
                          "this file, e.g. trl sft --config NAME.args.json\n");
    const bool fsdp2 = t.fsdpVersion == T::FsdpVersion::Fsdp2;
    const bool sharded = t.sharding != T::Sharding::NoShard || !fsdp2;
    out += QStringLiteral("compute_environment: LOCAL_MACHINE\n");
    out += QStringLiteral("distributed_type: %1\n")
               .arg(sharded ? QStringLiteral("FSDP") : QStringLiteral("MULTI_GPU"));
    out += QStringLiteral("mixed_precision: %1\n")
               .arg(t.precision == T::Precision::Fp8       ? QStringLiteral("fp8")
                       : t.precision == T::Precision::Fp32 ? QStringLiteral("'no'")
                                                           : QStringLiteral("bf16"));
    out += QStringLiteral("num_machines: %1\n").arg(plan.workload.numberOfNodes.value_or(1));
    out += QStringLiteral("num_processes: %1\n").arg(plan.totalGpus());
    out += QStringLiteral("machine_rank: 0\nmain_training_function: main\nrdzv_backend: static\n"
                          "same_network: true\nuse_cpu: false\ndebug: false\n");
    if (!sharded)
        return out;
    out += QStringLiteral("fsdp_config:\n");
    out += QStringLiteral("  fsdp_version: %1\n").arg(fsdp2 ? 2 : 1);
    if (fsdp2) {
        out += QStringLiteral("  fsdp_reshard_after_forward: %1\n")
                   .arg(yamlBool(t.sharding == T::Sharding::FullShard));
    } else {
        static const QStringList strategies {QStringLiteral("FULL_SHARD"), QStringLiteral("HYBRID_SHARD"),
            QStringLiteral("SHARD_GRAD_OP"), QStringLiteral("NO_SHARD")};
        out += QStringLiteral("  fsdp_sharding_strategy: %1\n").arg(strategies.at(int(t.sharding)));
        out += QStringLiteral("  fsdp_use_orig_params: true\n");
    }
    out += QStringLiteral("  fsdp_activation_checkpointing: %1\n")
               .arg(yamlBool(t.checkpointing == T::Checkpointing::Full));
    out += QStringLiteral("  fsdp_offload_params: %1\n")
               .arg(yamlBool(t.offload == T::Offload::OptimizerAndParams));
    out += QStringLiteral("  fsdp_auto_wrap_policy: TRANSFORMER_BASED_WRAP\n");
    out += QStringLiteral("  fsdp_state_dict_type: SHARDED_STATE_DICT\n");
    return out;
}

QString AccelerateLaunch::writeArguments(const LaunchPlan &plan)
{
    using T = TrainingSetup;
    const T &t = plan.training;
    static const QStringList optimizers {QStringLiteral("adamw_torch"), QStringLiteral("adamw_8bit"),
        QStringLiteral("paged_adamw_8bit"), QStringLiteral("sgd"), QStringLiteral("sgd")};
    // Under FSDP the checkpointing is fsdp_activation_checkpointing (transformers warns that
    // gradient_checkpointing adds an all-gather); without FSDP it is the Trainer's.
    const bool fsdp = t.sharding != T::Sharding::NoShard || t.fsdpVersion == T::FsdpVersion::Fsdp1;
    QJsonObject args {
        {QStringLiteral("run_name"), plan.headerSummary()},
        {QStringLiteral("model_name_or_path"), plan.hfRepoId},
        {QStringLiteral("dtype"),
            t.precision == T::Precision::Bf16 ? QStringLiteral("bfloat16") : QStringLiteral("float32")},
        {QStringLiteral("bf16"), t.precision != T::Precision::Fp32},
        {QStringLiteral("per_device_train_batch_size"), qint64(plan.workload.batchSize)},
        {QStringLiteral("gradient_accumulation_steps"), t.gradientAccumulationSteps},
        {QStringLiteral("max_length"), qint64(plan.workload.tokensPerSample)},
        {QStringLiteral("gradient_checkpointing"), t.checkpointing == T::Checkpointing::Full && !fsdp},
        {QStringLiteral("torch_compile"), t.torchCompile},
        {QStringLiteral("optim"), optimizers.at(int(t.optimizer))},
        {QStringLiteral("activation_offloading"), t.activationOffload},
    };
    const bool adapters = plan.workload.method != u"full";
    args.insert(QStringLiteral("use_peft"), adapters);
    if (adapters) {
        args.insert(QStringLiteral("lora_r"), t.loraRank);
        args.insert(QStringLiteral("lora_target_modules"), QJsonArray::fromStringList(t.loraTargets));
        args.insert(QStringLiteral("load_in_4bit"), plan.workload.method == u"qlora");
    }
    return QString::fromUtf8(QJsonDocument(args).toJson(QJsonDocument::Indented));
}

namespace {

LaunchValue scalarValue(const YAML::Node &node, const QString &key)
{
    LaunchValue v;
    v.key = key;
    v.line = node.Mark().line + 1;
    const QString text = QString::fromStdString(node.Scalar());
    static const QRegularExpression integer(QStringLiteral("^[-+]?[0-9]+$"));
    static const QRegularExpression number(
        QStringLiteral("^[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?$"));
    v.kind = LaunchKeyType::String;
    v.value = text;
    if (node.Tag() == "!") // quoted: a string whatever it spells
        return v;
    const QString lower = text.toLower();
    if (lower == u"true" || lower == u"false") {
        v.kind = LaunchKeyType::Bool;
        v.value = lower == u"true";
    } else if (integer.match(text).hasMatch() && text.size() < 19) {
        v.kind = LaunchKeyType::Int;
        v.value = text.toLongLong();
    } else if (number.match(text).hasMatch()) {
        v.kind = LaunchKeyType::Float;
        v.value = text.toDouble();
    }
    return v;
}

void flatten(const YAML::Node &map, const QString &prefix, QList<LaunchValue> &out, int depth)
{
    for (const auto &item : map) {
        const QString key = prefix + QString::fromStdString(item.first.Scalar());
        const YAML::Node &node = item.second;
        LaunchValue v;
        v.key = key;
        v.line = item.first.Mark().line + 1;
        if (node.IsMap() && depth < 8) {
            v.kind = LaunchKeyType::Dict;
            out.append(v);
            flatten(node, key + u'.', out, depth + 1);
            continue;
        }
        if (node.IsSequence()) {
            QStringList items;
            for (const YAML::Node &element : node)
                items.append(
                    element.IsScalar() ? QString::fromStdString(element.Scalar()) : QStringLiteral("…"));
            v.kind = LaunchKeyType::List;
            v.value = items;
        } else if (node.IsScalar()) {
            v = scalarValue(node, key);
            v.line = item.first.Mark().line + 1;
        } else {
            v.kind = LaunchKeyType::Flag; // null or a deeper map: named, says nothing
        }
        out.append(v);
    }
}

} // namespace

QList<LaunchValue> AccelerateLaunch::values(const QByteArray &text, const QString &path)
{
    YAML::Node root;
    try {
        root = YAML::Load(text.toStdString());
    } catch (const YAML::Exception &e) {
        throw CoastlineError(ErrorMessage(ErrorCode::LaunchMalformed)
                                 .arg(path)
                                 .arg(e.mark.line + 1)
                                 .arg(QStringLiteral("YAML"), QString::fromStdString(e.msg)));
    }
    if (!root.IsMap())
        throw CoastlineError(ErrorMessage(ErrorCode::LaunchMalformed)
                                 .arg(path)
                                 .arg(1)
                                 .arg(QStringLiteral("YAML"), QStringLiteral("expected a mapping of keys")));
    QList<LaunchValue> out;
    flatten(root, QString(), out, 0);
    return out;
}

namespace {

struct AccelerateState
{
    bool fp8 = false;
    bool bf16 = false;
    bool pureBf16 = false;
    bool peft = false;
    std::optional<LaunchValue> fourBit;
};

void accelerateDefaults(LaunchReading &r)
{
    using T = TrainingSetup;
    T &t = r.config.training;
    t.precision = T::Precision::Fp32;
    t.optimizer = T::Optimizer::AdamW;
    t.checkpointing = T::Checkpointing::Off;
    t.torchCompile = false;
    t.offload = T::Offload::None;
    t.activationOffload = false;
    t.tpCommOverlap = false;
}

void readSharding(LaunchReading &r, const LaunchValue &v)
{
    using T = TrainingSetup;
    T &t = r.config.training;
    const QString s = v.text().toUpper();
    if (v.key == u"distributed_type") {
        if (s == u"FSDP") {
            t.sharding = T::Sharding::FullShard;
            t.fsdpVersion = T::FsdpVersion::Fsdp1;
        } else if (s == u"MULTI_GPU" || s == u"NO") {
            t.sharding = T::Sharding::NoShard;
        } else {
            r.malformed(v.line, v.key,
                QStringLiteral("'%1' is not read; FSDP or MULTI_GPU (DeepSpeed: export its JSON)")
                    .arg(v.text()));
        }
    } else if (v.key == u"fsdp_config.fsdp_version") {
        if (s != u"1" && s != u"2")
            r.malformed(v.line, v.key, QStringLiteral("expected 1 or 2, got '%1'").arg(v.text()));
        t.fsdpVersion = s == u"2" ? T::FsdpVersion::Fsdp2 : T::FsdpVersion::Fsdp1;
    } else if (v.key == u"fsdp_config.fsdp_sharding_strategy") {
        static const QStringList names {QStringLiteral("FULL_SHARD"), QStringLiteral("SHARD_GRAD_OP"),
            QStringLiteral("NO_SHARD"), QStringLiteral("HYBRID_SHARD")};
        static const QList<T::Sharding> values {
            T::Sharding::FullShard, T::Sharding::ShardGradOp, T::Sharding::NoShard, T::Sharding::HybridShard};
        qsizetype at = names.indexOf(s);
        if (at < 0 && s.size() == 1 && s.at(0) >= u'1' && s.at(0) <= u'4') // accelerate's numbers 1 … 4
            at = s.at(0).digitValue() - 1;
        if (at < 0)
            r.malformed(v.line, v.key,
                QStringLiteral("expected FULL_SHARD, SHARD_GRAD_OP, NO_SHARD or HYBRID_SHARD, got '%1'")
                    .arg(v.text()));
        t.sharding = values.at(at);
    } else if (v.key == u"fsdp_config.fsdp_reshard_after_forward") {
        t.sharding = v.value.toBool() ? T::Sharding::FullShard : T::Sharding::ShardGradOp;
    }
}

void readArgument(LaunchReading &r, const LaunchValue &v, AccelerateState &state)
{
    using T = TrainingSetup;
    T &t = r.config.training;
    const QString k = v.key.mid(5); // after "args."
    const QString s = v.value.toString();
    if (k == u"model_name_or_path") {
        r.model = v;
    } else if (k == u"dtype") {
        if (s != u"bfloat16" && s != u"float32" && s != u"auto")
            r.malformed(v.line, v.key, QStringLiteral("expected bfloat16, float32 or auto, got '%1'").arg(s));
        state.pureBf16 = s == u"bfloat16";
    } else if (k == u"bf16") {
        state.bf16 = state.bf16 || v.value.toBool();
    } else if (k == u"fp16" && v.value.toBool()) {
        r.malformed(v.line, v.key, QStringLiteral("fp16 training is not modelled; use bf16"));
    } else if (k == u"per_device_train_batch_size") {
        r.microBatch = r.atLeast(v, 1);
    } else if (k == u"gradient_accumulation_steps") {
        r.gradientAccumulation = int(std::min<qint64>(r.atLeast(v, 1), 1 << 30));
    } else if (k == u"max_length") {
        r.config.workload.tokensPerSample = r.atLeast(v, 1);
    } else if (k == u"gradient_checkpointing") {
        if (v.value.toBool())
            t.checkpointing = T::Checkpointing::Full;
    } else if (k == u"torch_compile") {
        t.torchCompile = v.value.toBool();
    } else if (k == u"optim") {
        static const QStringList names {QStringLiteral("adamw_torch"), QStringLiteral("adamw_torch_fused"),
            QStringLiteral("adamw_8bit"), QStringLiteral("paged_adamw_8bit"), QStringLiteral("sgd")};
        static const QList<T::Optimizer> values {T::Optimizer::AdamW, T::Optimizer::AdamW,
            T::Optimizer::AdamW8Bit, T::Optimizer::PagedAdamW8Bit, T::Optimizer::Sgd};
        const qsizetype at = names.indexOf(s);
        if (at < 0)
            r.malformed(v.line, v.key,
                QStringLiteral("optimizer '%1' is not modelled; choose from %2")
                    .arg(s, names.join(QStringLiteral(", "))));
        t.optimizer = values.at(at);
    } else if (k == u"activation_offloading") {
        t.activationOffload = v.value.toBool();
    } else if (k == u"use_peft") {
        state.peft = v.value.toBool();
    } else if (k == u"load_in_4bit") {
        if (v.value.toBool())
            state.fourBit = v;
    } else if (k == u"lora_r") {
        t.loraRank = TrainingSetup::checkedLoraRank(
            r.atLeast(v, 1), QStringLiteral("%1:%2: %3").arg(r.path).arg(v.line).arg(v.key));
    } else if (k == u"lora_target_modules") {
        t.loraTargets = TrainingSetup::parseLoraTargets(
            v.value.toStringList(), QStringLiteral("%1:%2: %3").arg(r.path).arg(v.line).arg(v.key));
    }
}

} // namespace

void AccelerateLaunch::read(const QByteArray &text, LaunchReading &r)
{
    using T = TrainingSetup;
    QList<LaunchValue> values;
    QString argumentsFile;
    if (text.trimmed().startsWith('{')) { // the training arguments alone
        values = LaunchJson::values(text, r.path, QStringLiteral("args."));
    } else {
        values = AccelerateLaunch::values(text, r.path);
        argumentsFile = argumentsPath(r.path);
        if (QFileInfo(argumentsFile).isFile())
            values += LaunchJson::values(BoundedFile::read(argumentsFile, InputLimits::yamlFileBytes),
                argumentsFile, QStringLiteral("args."));
        else
            r.warnings.append(
                QStringLiteral("%1: no training arguments beside it (%2): the per-device batch, "
                               "gradient accumulation and model come from flags")
                    .arg(r.path, QFileInfo(argumentsFile).fileName()));
    }
    accelerateDefaults(r);
    AccelerateState state;
    r.accept(values, [&](const LaunchKey &row, const LaunchValue &v) {
        if (v.key.startsWith(u"args.")) {
            readArgument(r, v, state);
        } else if (row.field == LaunchField::Sharding || row.field == LaunchField::FsdpVersion
            || v.key == u"distributed_type") {
            readSharding(r, v);
        } else if (v.key == u"mixed_precision") {
            const QString s = v.text().toLower();
            if (s != u"no" && s != u"bf16" && s != u"fp8")
                r.malformed(
                    v.line, v.key, QStringLiteral("expected no, bf16 or fp8, got '%1'").arg(v.text()));
            state.fp8 = s == u"fp8";
            state.bf16 = state.bf16 || s == u"bf16";
        } else if (v.key == u"num_machines") {
            r.nodes = int(std::min<qint64>(r.atLeast(v, 1), 1 << 20));
        } else if (v.key == u"num_processes") {
            if (v.value.toLongLong() != -1)
                r.processes = int(std::min<qint64>(r.atLeast(v, 1), 1 << 20));
        } else if (v.key == u"fsdp_config.fsdp_activation_checkpointing") {
            if (v.value.toBool())
                r.config.training.checkpointing = T::Checkpointing::Full;
        } else if (v.key == u"fsdp_config.fsdp_offload_params") {
            r.config.training.offload = v.value.toBool() ? T::Offload::OptimizerAndParams : T::Offload::None;
        }
    });
    T &t = r.config.training;
    if (state.fp8)
        t.precision = T::Precision::Fp8;
    else if (state.pureBf16)
        t.precision = T::Precision::Bf16;
    else
        t.precision = state.bf16 ? T::Precision::Mixed : T::Precision::Fp32;
    if (state.fourBit && !state.peft)
        r.contradiction(*state.fourBit, QStringLiteral("args.use_peft"),
            QStringLiteral("a 4-bit base model trains only through adapters (QLoRA); set use_peft true"));
    if (r.value(QStringLiteral("args.use_peft")))
        r.config.workload.method = !state.peft ? QStringLiteral("full")
            : state.fourBit                    ? QStringLiteral("qlora")
                                               : QStringLiteral("lora");
}
