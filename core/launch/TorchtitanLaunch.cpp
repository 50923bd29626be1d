#include "launch/TorchtitanLaunch.h"

#include "common/CoastlineError.h"
#include "launch/LaunchPlan.h"
#include "launch/LaunchReading.h"

#include <toml++/toml.h>

namespace {

[[noreturn]] void cannotExpress(const QString &field, const QString &value, const QString &why)
{
    LaunchPlan::cannotExpress(LaunchFormat::Torchtitan, field, value, why);
}

QString quoted(const QString &text)
{
    QString escaped = text;
    escaped.replace(u'\\', QStringLiteral("\\\\")).replace(u'"', QStringLiteral("\\\""));
    return u'"' + escaped + u'"';
}

/// torchtitan's `activation_checkpoint.mode` for `checkpointing`.
QString checkpointingMode(TrainingSetup::Checkpointing checkpointing)
{
    switch (checkpointing) {
    case TrainingSetup::Checkpointing::Off:
        return QStringLiteral("none");
    case TrainingSetup::Checkpointing::Selective:
        return QStringLiteral("selective");
    case TrainingSetup::Checkpointing::Full:
        break;
    }
    return QStringLiteral("full");
}

QString boolean(bool on)
{
    return on ? QStringLiteral("true") : QStringLiteral("false");
}

/// torchtitan's train spec for a catalog model (torchtitan/models): the Llama-architecture default.
QString family(const QString &llm)
{
    const QString n = llm.toLower();
    if (n.startsWith(u"qwen3"))
        return QStringLiteral("qwen3");
    if (n.startsWith(u"deepseek-v3"))
        return QStringLiteral("deepseek_v3");
    if (n.startsWith(u"llama4") || n.startsWith(u"llama-4"))
        return QStringLiteral("llama4");
    return QStringLiteral("llama3");
}

void checkExpressible(const LaunchPlan &plan)
{
    using T = TrainingSetup;
    const T &t = plan.training;
    LaunchPlan::refuseMegatronOnly(LaunchFormat::Torchtitan, plan);
    if (plan.workload.method != u"full")
        cannotExpress(QStringLiteral("the method"), plan.workload.method,
            QStringLiteral("torchtitan v0.2.2 trains full models only (no LoRA / QLoRA)"));
    if (t.optimizer != T::Optimizer::AdamW)
        cannotExpress(QStringLiteral("training.optimizer"), T::name(t.optimizer),
            QStringLiteral("torchtitan's optimizer.name is a torch.optim class (AdamW); use adamw"));
    if (t.offload == T::Offload::Optimizer)
        cannotExpress(QStringLiteral("training.offload"), T::name(t.offload),
            QStringLiteral("training.enable_cpu_offload moves weights, gradients and optimizer states "
                           "together; use optimizer+params or none"));
    if (t.activationOffload)
        cannotExpress(QStringLiteral("training.activation_offload"), QStringLiteral("on"),
            QStringLiteral("torchtitan v0.2.2 has no activation offloading"));
    if (t.loss != T::Loss::Standard)
        cannotExpress(QStringLiteral("training.loss"), T::name(t.loss),
            QStringLiteral("torchtitan computes the cross-entropy on the full logits"));
    if (t.sharding == T::Sharding::HybridShard
        && plan.dataParallel() % plan.workload.numberOfNodes.value_or(1) != 0)
        cannotExpress(QStringLiteral("training.sharding"), T::name(t.sharding),
            QStringLiteral("HSDP needs the %1 data-parallel ranks to split evenly over %2 nodes")
                .arg(plan.dataParallel())
                .arg(plan.workload.numberOfNodes.value_or(1)));
    if (plan.layout.virtualStages > 1
        && (plan.layers <= 0 || plan.layers % (plan.layout.pp * plan.layout.virtualStages) != 0))
        cannotExpress(QStringLiteral("the layout"), plan.layout.name(),
            QStringLiteral(
                "pipeline_parallel_layers_per_stage needs the layers to split into pp x vp stages"));
}

} // namespace

QList<QPair<QString, QString>> TorchtitanLaunch::settings(const LaunchPlan &plan, QStringList *warnings)
{
    using T = TrainingSetup;
    checkExpressible(plan);
    const T &t = plan.training;
    if (t.sharding != T::Sharding::NoShard && t.fsdpVersion == T::FsdpVersion::Fsdp1 && warnings)
        warnings->append(
            QStringLiteral("training.fsdp_version 1: torchtitan shards with FSDP2 (fully_shard); "
                           "the file runs fsdp_version 2"));
    const ParallelLayout &l = plan.layout;
    const int dp = plan.dataParallel();
    const qint64 b = plan.workload.batchSize;
    const int g = t.gradientAccumulationSteps;
    int replicate = 1;
    int shard = dp;
    if (t.sharding == T::Sharding::NoShard) {
        replicate = dp;
        shard = 1;
    } else if (t.sharding == T::Sharding::HybridShard) {
        replicate = plan.workload.numberOfNodes.value_or(1);
        shard = dp / replicate;
    }
    const bool fp8 = t.precision == T::Precision::Fp8;
    QList<QPair<QString, QString>> s {
        {QStringLiteral("job.description"), quoted(plan.headerSummary())},
        {QStringLiteral("model.name"), quoted(family(plan.workload.llmModel))},
        {QStringLiteral("model.flavor"), quoted(plan.workload.llmModel)},
        {QStringLiteral("model.hf_assets_path"), quoted(QStringLiteral("./assets/hf/") + plan.hfRepoId)},
    };
    if (fp8)
        s.append({QStringLiteral("model.converters"), QStringLiteral("[\"quantize.linear.float8\"]")});
    s += {
        {QStringLiteral("training.local_batch_size"), QString::number(l.pp > 1 ? b * g : b)},
        {QStringLiteral("training.global_batch_size"), QString::number(plan.globalBatch())},
        {QStringLiteral("training.seq_len"), QString::number(plan.workload.tokensPerSample)},
        {QStringLiteral("training.dtype"),
            quoted(
                t.precision == T::Precision::Bf16 ? QStringLiteral("bfloat16") : QStringLiteral("float32"))},
        {QStringLiteral("training.mixed_precision_param"),
            quoted(
                t.precision == T::Precision::Fp32 ? QStringLiteral("float32") : QStringLiteral("bfloat16"))},
        {QStringLiteral("training.enable_cpu_offload"), boolean(t.offload == T::Offload::OptimizerAndParams)},
        {QStringLiteral("optimizer.name"), quoted(QStringLiteral("AdamW"))},
        {QStringLiteral("optimizer.early_step_in_backward"), boolean(t.optimizerInBackward)},
        {QStringLiteral("parallelism.data_parallel_replicate_degree"), QString::number(replicate)},
        {QStringLiteral("parallelism.data_parallel_shard_degree"), QString::number(shard)},
        {QStringLiteral("parallelism.fsdp_reshard_after_forward"),
            quoted(t.sharding == T::Sharding::ShardGradOp ? QStringLiteral("never")
                                                          : QStringLiteral("default"))},
        {QStringLiteral("parallelism.tensor_parallel_degree"), QString::number(l.tp)},
        {QStringLiteral("parallelism.enable_async_tensor_parallel"), boolean(t.tpCommOverlap && l.tp > 1)},
        {QStringLiteral("parallelism.pipeline_parallel_degree"), QString::number(l.pp)},
    };
    if (l.pp > 1) {
        s.append({QStringLiteral("parallelism.pipeline_parallel_schedule"),
            quoted(l.virtualStages > 1 ? QStringLiteral("Interleaved1F1B") : QStringLiteral("1F1B"))});
        if (l.virtualStages > 1)
            s.append({QStringLiteral("parallelism.pipeline_parallel_layers_per_stage"),
                QString::number(plan.layers / (l.pp * l.virtualStages))});
        s.append({QStringLiteral("parallelism.pipeline_parallel_microbatch_size"), QString::number(b)});
    }
    s += {
        {QStringLiteral("parallelism.context_parallel_degree"), QString::number(l.cp)},
        {QStringLiteral("activation_checkpoint.mode"), quoted(checkpointingMode(t.checkpointing))},
        {QStringLiteral("compile.enable"), boolean(t.torchCompile)},
    };
    if (t.checkpointing == TrainingSetup::Checkpointing::Selective)
        s.append({QStringLiteral("activation_checkpoint.selective_ac_option"), quoted(QStringLiteral("op"))});
    if (fp8)
        s.append(
            {QStringLiteral("quantize.linear.float8.recipe_name"), quoted(QStringLiteral("tensorwise"))});
    return s;
}

QString TorchtitanLaunch::write(const LaunchPlan &plan, QStringList *warnings)
{
    const QList<QPair<QString, QString>> s = settings(plan, warnings);
    QString out;
    for (const QString &line : plan.headerLines(QStringLiteral("torchtitan v0.2.2 job")))
        out += QStringLiteral("# %1\n").arg(line);
    QString section;
    for (const auto &[key, value] : s) {
        const QString table = key.section(u'.', 0, -2);
        if (table != section) {
            out += QStringLiteral("\n[%1]\n").arg(table);
            section = table;
        }
        out += QStringLiteral("%1 = %2\n").arg(key.section(u'.', -1), value);
    }
    return out;
}

namespace {

void flatten(const toml::table &table, const QString &prefix, QList<LaunchValue> &out)
{
    for (const auto &[k, node] : table) {
        LaunchValue v;
        v.key = prefix + QString::fromUtf8(k.str().data(), qsizetype(k.str().size()));
        v.line = int(node.source().begin.line);
        if (const toml::table *sub = node.as_table()) {
            flatten(*sub, v.key + u'.', out);
            continue;
        }
        if (const auto *i = node.as_integer()) {
            v.kind = LaunchKeyType::Int;
            v.value = qint64(i->get());
        } else if (const auto *f = node.as_floating_point()) {
            v.kind = LaunchKeyType::Float;
            v.value = f->get();
        } else if (const auto *b = node.as_boolean()) {
            v.kind = LaunchKeyType::Bool;
            v.value = b->get();
        } else if (const auto *s = node.as_string()) {
            v.kind = LaunchKeyType::String;
            v.value = QString::fromStdString(s->get());
        } else if (const toml::array *a = node.as_array()) {
            QStringList items;
            for (const toml::node &item : *a) {
                if (const auto *is = item.as_string())
                    items.append(QString::fromStdString(is->get()));
                else if (const auto *ii = item.as_integer())
                    items.append(QString::number(ii->get()));
                else
                    items.append(QStringLiteral("(not a string)"));
            }
            v.kind = LaunchKeyType::List;
            v.value = items;
        } else { // dates and times: no torchtitan key takes them
            v.kind = LaunchKeyType::String;
            v.value = QStringLiteral("(a date or time)");
        }
        out.append(v);
    }
}

} // namespace

QList<LaunchValue> TorchtitanLaunch::values(const QByteArray &text, const QString &path)
{
    try {
        const toml::table table = toml::parse(
            std::string_view(text.constData(), size_t(text.size())), std::string_view(path.toStdString()));
        QList<LaunchValue> out;
        flatten(table, QString(), out);
        std::stable_sort(out.begin(), out.end(),
            [](const LaunchValue &a, const LaunchValue &b) { return a.line < b.line; });
        return out;
    } catch (const toml::parse_error &e) {
        throw CoastlineError(
            ErrorMessage(ErrorCode::LaunchMalformed)
                .arg(path)
                .arg(qint64(e.source().begin.line))
                .arg(QStringLiteral("TOML"),
                    QString::fromUtf8(e.description().data(), qsizetype(e.description().size()))));
    }
}

namespace {

int degree(const LaunchReading &r, const LaunchValue &v)
{
    return int(std::min<qint64>(r.atLeast(v, 1), ParallelLayout::kMaxDegree + 1));
}

/// What torchtitan runs when the file leaves a field out (JobConfig's defaults).
void torchtitanDefaults(LaunchReading &r)
{
    using T = TrainingSetup;
    T &t = r.config.training;
    t.precision = T::Precision::Mixed; // dtype float32, mixed_precision_param bfloat16
    t.optimizer = T::Optimizer::AdamW;
    t.checkpointing = T::Checkpointing::Selective; // mode "selective", selective_ac_option "op"
    t.sharding = T::Sharding::FullShard;
    t.fsdpVersion = T::FsdpVersion::Fsdp2;
    t.torchCompile = false;
    t.offload = T::Offload::None;
    t.optimizerInBackward = false;
    t.tpCommOverlap = false;
    r.config.workload.method = QStringLiteral("full");
}

bool multiStage(const QString &schedule)
{
    const QString s = schedule.toLower();
    return s.startsWith(u"interleaved") || s.contains(u"zbv") || s == u"looped_bfs"
        || s.startsWith(u"dualpipe");
}

struct TorchtitanState
{
    QString dtype = QStringLiteral("float32"); ///< training.dtype
    QString param = QStringLiteral("bfloat16"); ///< training.mixed_precision_param
    bool fp8 = false; ///< the float8 converter
    bool interleaved = false; ///< a multi-stage pipeline schedule
};

/// model.*, training.*, optimizer.* keys.
void readTrainingKey(LaunchReading &r, const LaunchValue &v, TorchtitanState &state)
{
    using T = TrainingSetup;
    T &t = r.config.training;
    const QString s = v.value.toString();
    const QString k = v.key;
    if (k == u"model.hf_assets_path") {
        r.model = v;
    } else if (k == u"model.converters") {
        for (const QString &c : v.value.toStringList()) {
            if (c == u"quantize.linear.float8" || c == u"float8")
                state.fp8 = true;
            else if (c.contains(u"mx"))
                r.malformed(v.line, k,
                    QStringLiteral("MXFP8 training ('%1') is not modelled by this version").arg(c));
        }
    } else if (k == u"training.local_batch_size") {
        r.localBatch = r.atLeast(v, 1);
    } else if (k == u"training.global_batch_size") {
        if (v.value.toLongLong() != -1)
            r.globalBatch = r.atLeast(v, 1);
    } else if (k == u"training.seq_len") {
        r.config.workload.tokensPerSample = r.atLeast(v, 1);
    } else if (k == u"training.dtype" || k == u"training.mixed_precision_param") {
        if (s != u"bfloat16" && s != u"float32")
            r.malformed(v.line, k, QStringLiteral("expected \"bfloat16\" or \"float32\", got '%1'").arg(s));
        (k == u"training.dtype" ? state.dtype : state.param) = s;
    } else if (k == u"training.enable_cpu_offload") {
        t.offload = v.value.toBool() ? T::Offload::OptimizerAndParams : T::Offload::None;
    } else if (k == u"optimizer.name") {
        if (s != u"AdamW" && s != u"Adam")
            r.malformed(v.line, k, QStringLiteral("optimizer '%1' is not modelled; AdamW or Adam").arg(s));
    } else if (k == u"optimizer.early_step_in_backward") {
        t.optimizerInBackward = v.value.toBool();
    }
}

/// parallelism.*, activation_checkpoint.*, compile.* keys.
void readParallelismKey(LaunchReading &r, const LaunchValue &v, TorchtitanState &state)
{
    using T = TrainingSetup;
    T &t = r.config.training;
    const QString s = v.value.toString();
    const QString k = v.key;
    if (k == u"parallelism.data_parallel_replicate_degree") {
        r.dpReplicate = degree(r, v);
    } else if (k == u"parallelism.data_parallel_shard_degree") {
        if (v.value.toLongLong() != -1)
            r.dpShard = degree(r, v);
    } else if (k == u"parallelism.fsdp_reshard_after_forward") {
        if (s != u"default" && s != u"always" && s != u"never")
            r.malformed(
                v.line, k, QStringLiteral("expected \"default\", \"always\" or \"never\", got '%1'").arg(s));
        t.sharding = s == u"never" ? T::Sharding::ShardGradOp : T::Sharding::FullShard;
    } else if (k == u"parallelism.tensor_parallel_degree") {
        r.tp = degree(r, v);
    } else if (k == u"parallelism.enable_async_tensor_parallel") {
        t.tpCommOverlap = v.value.toBool();
    } else if (k == u"parallelism.pipeline_parallel_degree") {
        r.pp = degree(r, v);
    } else if (k == u"parallelism.pipeline_parallel_schedule") {
        state.interleaved = multiStage(s);
    } else if (k == u"parallelism.pipeline_parallel_layers_per_stage") {
        r.atLeast(v, 1);
        r.layersPerStage = v;
    } else if (k == u"parallelism.pipeline_parallel_microbatch_size") {
        r.microBatch = r.atLeast(v, 1);
    } else if (k == u"parallelism.context_parallel_degree") {
        r.cp = degree(r, v);
    } else if (k == u"activation_checkpoint.mode") {
        if (s != u"none" && s != u"full" && s != u"selective" && s != u"memory_budget")
            r.malformed(v.line, k,
                QStringLiteral("expected \"selective\", \"full\", \"memory_budget\" or \"none\", got '%1'")
                    .arg(s));
        // memory_budget lets the compiler choose; read as full (the most it would recompute).
        t.checkpointing = s == u"none" ? TrainingSetup::Checkpointing::Off
            : s == u"selective"        ? TrainingSetup::Checkpointing::Selective
                                       : TrainingSetup::Checkpointing::Full;
    } else if (k == u"compile.enable") {
        t.torchCompile = v.value.toBool();
    }
}

} // namespace

void TorchtitanLaunch::read(const QByteArray &text, LaunchReading &r)
{
    using T = TrainingSetup;
    const QList<LaunchValue> values = TorchtitanLaunch::values(text, r.path);
    torchtitanDefaults(r);
    T &t = r.config.training;
    TorchtitanState state;
    r.accept(values, [&](const LaunchKey &, const LaunchValue &v) {
        if (v.key.startsWith(u"parallelism.") || v.key.startsWith(u"activation_checkpoint.")
            || v.key.startsWith(u"compile."))
            readParallelismKey(r, v, state);
        else
            readTrainingKey(r, v, state);
    });
    if (state.fp8)
        t.precision = T::Precision::Fp8;
    else if (state.dtype == u"bfloat16")
        t.precision = T::Precision::Bf16;
    else
        t.precision = state.param == u"float32" ? T::Precision::Fp32 : T::Precision::Mixed;
    if (r.pp.value_or(1) == 1 && r.microBatch) // the pipeline micro-batch means nothing without stages
        r.microBatch.reset();
    if (state.interleaved && !r.layersPerStage && r.pp.value_or(1) > 1)
        r.virtualStages = 2; // torchtitan: two stages per rank for a multi-stage schedule
}
