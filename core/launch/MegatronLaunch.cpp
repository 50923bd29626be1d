#include "launch/MegatronLaunch.h"

#include "common/CoastlineError.h"
#include "launch/LaunchPlan.h"
#include "launch/LaunchReading.h"
#include "launch/ShellWords.h"

#include <QRegularExpression>

namespace {

[[noreturn]] void cannotExpress(const QString &field, const QString &value, const QString &why)
{
    LaunchPlan::cannotExpress(LaunchFormat::Megatron, field, value, why);
}

void checkExpressible(const LaunchPlan &plan)
{
    using T = TrainingSetup;
    const T &t = plan.training;
    LaunchPlan::refuseExpertParallel(LaunchFormat::Megatron, plan);
    LaunchPlan::refuseSelectiveCheckpointing(LaunchFormat::Megatron, plan);
    if (plan.workload.method != u"full")
        cannotExpress(QStringLiteral("the method"), plan.workload.method,
            QStringLiteral(
                "Megatron-LM's arguments train full models (LoRA is Megatron-Bridge's PEFT recipe)"));
    if (t.sharding == T::Sharding::HybridShard || t.sharding == T::Sharding::ShardGradOp)
        cannotExpress(QStringLiteral("training.sharding"), T::name(t.sharding),
            QStringLiteral("use full-shard (--use-torch-fsdp2), distributed-optimizer "
                           "(--use-distributed-optimizer) or no-shard"));
    if (t.fp8Params && t.precision != T::Precision::Fp8 && t.precision != T::Precision::Mxfp8
        && t.precision != T::Precision::Nvfp4)
        cannotExpress(QStringLiteral("training.fp8_params"), QStringLiteral("on"),
            QStringLiteral("--fp8-param-gather needs FP8 training (precision fp8 or mxfp8)"));
    if (t.optimizer == T::Optimizer::AdamW8Bit || t.optimizer == T::Optimizer::PagedAdamW8Bit)
        cannotExpress(QStringLiteral("training.optimizer"), T::name(t.optimizer),
            QStringLiteral("--optimizer is adam or sgd"));
    if (t.offload == T::Offload::OptimizerAndParams)
        cannotExpress(QStringLiteral("training.offload"), T::name(t.offload),
            QStringLiteral("--optimizer-cpu-offload moves the optimizer only"));
    if (t.torchCompile)
        cannotExpress(QStringLiteral("training.torch_compile"), QStringLiteral("on"),
            QStringLiteral("Megatron-LM has no torch.compile argument"));
    if (t.optimizerInBackward)
        cannotExpress(QStringLiteral("training.optimizer_in_backward"), QStringLiteral("on"),
            QStringLiteral("Megatron-LM steps the optimizer after the backward pass"));
    if (t.activationOffload)
        cannotExpress(QStringLiteral("training.activation_offload"), QStringLiteral("on"),
            QStringLiteral("no Megatron-LM argument of core_v0.15.0 offloads the saved activations"));
    if (t.loss == T::Loss::Fp32Fused)
        cannotExpress(QStringLiteral("training.loss"), T::name(t.loss),
            QStringLiteral("use chunked (--cross-entropy-loss-fusion) or standard"));
    if (plan.layout.virtualStages > 1 && t.pipelineSplit().isEven()
        && (plan.layers <= 0 || plan.layers % (plan.layout.pp * plan.layout.virtualStages) != 0))
        cannotExpress(QStringLiteral("the layout"), plan.layout.name(),
            QStringLiteral(
                "--num-layers-per-virtual-pipeline-stage needs the layers to split into pp x vp stages"));
}

/// The block's shape beyond layers × hidden × heads, which Megatron-LM's defaults would otherwise build as
/// GPT (full multi-head attention, a GeLU MLP at 4 × hidden, LayerNorm, learned positions, biases, tied
/// embeddings): the MLP width, grouped-query attention, the head width, and for a gated MLP the Llama-style
/// block (SwiGLU, RMSNorm, RoPE, no biases: the catalog's gated models are Llama-style; an assumption for
/// others, which the user guide names).
void architectureArguments(const LaunchPlan &plan, QStringList &args)
{
    const auto add = [&](const QString &key, const QString &value = QString()) {
        args.append(value.isEmpty() ? key : key + u' ' + value);
    };
    if (plan.ffnHiddenSize > 0)
        add(QStringLiteral("--ffn-hidden-size"), QString::number(plan.ffnHiddenSize));
    if (plan.queryGroups > 0 && plan.queryGroups < plan.attentionHeads) {
        add(QStringLiteral("--group-query-attention"));
        add(QStringLiteral("--num-query-groups"), QString::number(plan.queryGroups));
    }
    if (plan.headDim > 0 && plan.attentionHeads > 0 && plan.headDim * plan.attentionHeads != plan.hiddenSize)
        add(QStringLiteral("--kv-channels"), QString::number(plan.headDim));
    if (plan.gatedMlp) {
        add(QStringLiteral("--swiglu"));
        add(QStringLiteral("--normalization"), QStringLiteral("RMSNorm"));
        add(QStringLiteral("--position-embedding-type"), QStringLiteral("rope"));
        add(QStringLiteral("--disable-bias-linear"));
    }
    if (!plan.tiedEmbeddings)
        add(QStringLiteral("--untie-embeddings-and-output-weights"));
}

/// The precision, sharding, overlap, recomputation, optimizer, offload and loss arguments of `plan`.
void trainingArguments(const LaunchPlan &plan, QStringList &args, QStringList *warnings)
{
    using T = TrainingSetup;
    const T &t = plan.training;
    const ParallelLayout &l = plan.layout;
    const auto add = [&](const QString &key, const QString &value = QString()) {
        args.append(value.isEmpty() ? key : key + u' ' + value);
    };
    if (t.precision != T::Precision::Fp32)
        add(QStringLiteral("--bf16"));
    if (t.precision == T::Precision::Bf16 && warnings)
        warnings->append(
            QStringLiteral("training.precision bf16: Megatron-LM's --bf16 keeps fp32 main parameters "
                           "and optimizer states; the file trains as precision mixed"));
    if (t.precision == T::Precision::Fp8) {
        // Per-tensor current scaling, what the step-time model assumes on Hopper (TrainingStack) and
        // Megatron-Bridge's FP8 recipes run ("FP8-CS").
        add(QStringLiteral("--fp8-format"), QStringLiteral("hybrid"));
        add(QStringLiteral("--fp8-recipe"), QStringLiteral("tensorwise"));
    } else if (t.precision == T::Precision::Mxfp8) { // E4M3 blocks with E8M0 scales (OCP MX)
        add(QStringLiteral("--fp8-format"), QStringLiteral("e4m3"));
        add(QStringLiteral("--fp8-recipe"), QStringLiteral("mxfp8"));
    } else if (t.precision == T::Precision::Nvfp4) {
        add(QStringLiteral("--fp4-format"), QStringLiteral("e2m1"));
        add(QStringLiteral("--fp4-recipe"), QStringLiteral("nvfp4"));
    }
    if (t.fp8Params)
        add(t.precision == T::Precision::Nvfp4 ? QStringLiteral("--fp4-param-gather")
                                               : QStringLiteral("--fp8-param-gather"));
    if (t.sharding == T::Sharding::FullShard) {
        add(QStringLiteral("--use-torch-fsdp2"));
        if (t.fsdpVersion == T::FsdpVersion::Fsdp1 && warnings)
            warnings->append(QStringLiteral("training.fsdp_version 1: Megatron-LM shards with torch FSDP2 "
                                            "(--use-torch-fsdp2); the file runs fsdp_version 2"));
    } else if (t.sharding == T::Sharding::DistributedOptimizer) {
        add(QStringLiteral("--use-distributed-optimizer"));
        add(QStringLiteral("--overlap-param-gather"));
    }
    add(QStringLiteral("--overlap-grad-reduce"));
    if (t.tpCommOverlap && l.tp > 1)
        add(QStringLiteral("--tp-comm-overlap"));
    if (t.checkpointing == T::Checkpointing::Full) {
        add(QStringLiteral("--recompute-granularity"), QStringLiteral("full"));
        add(QStringLiteral("--recompute-method"), QStringLiteral("uniform"));
        add(QStringLiteral("--recompute-num-layers"), QStringLiteral("1"));
    }
    if (t.optimizer == T::Optimizer::AdamW) {
        add(QStringLiteral("--optimizer"), QStringLiteral("adam"));
    } else {
        add(QStringLiteral("--optimizer"), QStringLiteral("sgd"));
        add(QStringLiteral("--sgd-momentum"),
            t.optimizer == T::Optimizer::SgdMomentum ? QStringLiteral("0.9") : QStringLiteral("0.0"));
    }
    if (t.offload == T::Offload::Optimizer) {
        add(QStringLiteral("--optimizer-cpu-offload"));
        add(QStringLiteral("--optimizer-offload-fraction"), QStringLiteral("1.0"));
        add(QStringLiteral("--use-precision-aware-optimizer"));
    }
    if (t.loss == T::Loss::Chunked)
        add(QStringLiteral("--cross-entropy-loss-fusion"));
}

} // namespace

QString MegatronLaunch::write(const LaunchPlan &plan, QStringList *warnings)
{
    checkExpressible(plan);
    const ParallelLayout &l = plan.layout;
    QStringList args;
    const auto add = [&](const QString &key, const QString &value = QString()) {
        args.append(value.isEmpty() ? key : key + u' ' + value);
    };
    const auto n = [](qint64 v) { return QString::number(v); };
    add(QStringLiteral("--tokenizer-type"), QStringLiteral("HuggingFaceTokenizer"));
    add(QStringLiteral("--tokenizer-model"), plan.hfRepoId);
    if (plan.layers > 0)
        add(QStringLiteral("--num-layers"), n(plan.layers));
    if (plan.hiddenSize > 0)
        add(QStringLiteral("--hidden-size"), n(plan.hiddenSize));
    if (plan.attentionHeads > 0)
        add(QStringLiteral("--num-attention-heads"), n(plan.attentionHeads));
    architectureArguments(plan, args);
    add(QStringLiteral("--seq-length"), n(plan.workload.tokensPerSample));
    add(QStringLiteral("--max-position-embeddings"), n(plan.workload.tokensPerSample));
    add(QStringLiteral("--tensor-model-parallel-size"), n(l.tp));
    if (l.tp > 1)
        add(QStringLiteral("--sequence-parallel"));
    add(QStringLiteral("--pipeline-model-parallel-size"), n(l.pp));
    const TrainingSetup &t = plan.training;
    if (l.virtualStages > 1 && t.pipelineSplit().isEven())
        add(QStringLiteral("--num-layers-per-virtual-pipeline-stage"),
            n(plan.layers / (l.pp * l.virtualStages)));
    else if (l.virtualStages > 1) // an uneven split counts virtual stages, not layers per stage
        add(QStringLiteral("--num-virtual-stages-per-pipeline-rank"), n(l.virtualStages));
    if (t.pipelineFirstStageLayers > 0)
        add(QStringLiteral("--decoder-first-pipeline-num-layers"), n(t.pipelineFirstStageLayers));
    if (t.pipelineLastStageLayers > 0)
        add(QStringLiteral("--decoder-last-pipeline-num-layers"), n(t.pipelineLastStageLayers));
    if (t.pipelineEmbeddingAsLayer)
        add(QStringLiteral("--account-for-embedding-in-pipeline-split"));
    if (t.pipelineLossAsLayer)
        add(QStringLiteral("--account-for-loss-in-pipeline-split"));
    add(QStringLiteral("--context-parallel-size"), n(l.cp));
    add(QStringLiteral("--micro-batch-size"), n(plan.workload.batchSize));
    add(QStringLiteral("--global-batch-size"), n(plan.globalBatch()));
    trainingArguments(plan, args, warnings);
    QString out;
    for (const QString &line :
        plan.headerLines(QStringLiteral("Megatron-LM core_v0.15.0 (pretrain_gpt.py arguments)")))
        out += QStringLiteral("# %1\n").arg(line);
    return out + args.join(u'\n') + u'\n';
}

namespace {

LaunchValue valueOf(const QString &key, const QStringList &items, int line)
{
    static const QRegularExpression integer(QStringLiteral("^[+-]?[0-9]+$"));
    static const QRegularExpression number(
        QStringLiteral("^[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?$"));
    LaunchValue v;
    v.key = key;
    v.line = line;
    if (items.isEmpty()) {
        v.kind = LaunchKeyType::Flag;
    } else if (items.size() > 1) {
        v.kind = LaunchKeyType::List;
        v.value = items;
    } else if (integer.match(items.first()).hasMatch() && items.first().size() < 19) {
        v.kind = LaunchKeyType::Int;
        v.value = items.first().toLongLong();
    } else if (number.match(items.first()).hasMatch()) {
        v.kind = LaunchKeyType::Float;
        v.value = items.first().toDouble();
    } else {
        v.kind = LaunchKeyType::String;
        v.value = items.first();
    }
    return v;
}

QList<LaunchValue> arguments(
    const QList<ShellWords::Word> &tokens, qsizetype from, qsizetype to, const QString &path, bool strict)
{
    QList<LaunchValue> out;
    qsizetype i = from;
    while (i < to) {
        const ShellWords::Word &t = tokens.at(i);
        if (!t.text.startsWith(QStringLiteral("--"))) {
            if (strict)
                throw CoastlineError(
                    ErrorMessage(ErrorCode::LaunchMalformed)
                        .arg(path)
                        .arg(t.line)
                        .arg(t.text, QStringLiteral("expected an argument starting with --")));
            ++i;
            continue;
        }
        QString key = t.text;
        QStringList items;
        const qsizetype eq = key.indexOf(u'=');
        if (eq > 0) {
            items.append(key.mid(eq + 1));
            key.truncate(eq);
        }
        ++i;
        while (eq < 0 && i < to && !tokens.at(i).text.startsWith(QStringLiteral("--")))
            items.append(tokens.at(i++).text);
        out.append(valueOf(key, items, t.line));
    }
    return out;
}

} // namespace

QList<LaunchValue> MegatronLaunch::values(
    const QByteArray &text, const QString &path, QList<LaunchValue> *launcher)
{
    const QList<ShellWords::Word> tokens = ShellWords::split(QString::fromUtf8(text), path);
    qsizetype script = -1; // the training script: what precedes it is the launcher (torchrun, python -m …)
    for (qsizetype i = 0; i < tokens.size() && script < 0; ++i)
        if (tokens.at(i).text.endsWith(QStringLiteral(".py")))
            script = i;
    if (script >= 0 && launcher)
        *launcher = arguments(tokens, 0, script, path, false);
    return arguments(tokens, script + 1, tokens.size(), path, script < 0);
}

namespace {

void megatronDefaults(LaunchReading &r)
{
    using T = TrainingSetup;
    T &t = r.config.training;
    t.precision = T::Precision::Fp32;
    t.optimizer = T::Optimizer::AdamW;
    t.checkpointing = T::Checkpointing::Off;
    t.sharding = T::Sharding::NoShard;
    t.torchCompile = false;
    t.offload = T::Offload::None;
    t.optimizerInBackward = false;
    t.activationOffload = false;
    t.tpCommOverlap = false;
    t.loss = T::Loss::Standard;
    r.config.workload.method = QStringLiteral("full");
}

void readLauncher(const QList<LaunchValue> &launcher, LaunchReading &r)
{
    std::optional<int> perNode;
    for (const LaunchValue &v : launcher) {
        if (v.kind != LaunchKeyType::Int)
            continue;
        if (v.key == u"--nnodes")
            r.nodes = int(std::min<qint64>(r.atLeast(v, 1), 1 << 20));
        else if (v.key == u"--nproc-per-node" || v.key == u"--nproc_per_node")
            perNode = int(std::min<qint64>(r.atLeast(v, 1), 1 << 20));
        else
            continue;
        r.read.append(v);
    }
    if (perNode)
        r.processes = *perNode * r.nodes.value_or(1);
}

struct MegatronState
{
    std::optional<double> momentum; ///< --sgd-momentum
    bool sgd = false; ///< --optimizer sgd
    std::optional<LaunchValue> fsdp2; ///< --use-torch-fsdp2
    std::optional<LaunchValue> distributed; ///< --use-distributed-optimizer
};

/// The model, layout and batch arguments.
void readShapeArgument(LaunchReading &r, const LaunchValue &v)
{
    const QString k = v.key;
    const auto degree
        = [&] { return int(std::min<qint64>(r.atLeast(v, 1), ParallelLayout::kMaxDegree + 1)); };
    if (k == u"--tokenizer-model")
        r.model = v;
    else if (k == u"--num-layers")
        r.layers = int(std::min<qint64>(r.atLeast(v, 1), 1 << 20));
    else if (k == u"--hidden-size")
        r.hiddenSize = int(std::min<qint64>(r.atLeast(v, 1), 1 << 30));
    else if (k == u"--num-attention-heads")
        r.attentionHeads = int(std::min<qint64>(r.atLeast(v, 1), 1 << 20));
    else if (k == u"--seq-length")
        r.config.workload.tokensPerSample = r.atLeast(v, 1);
    else if (k == u"--tensor-model-parallel-size")
        r.tp = degree();
    else if (k == u"--pipeline-model-parallel-size")
        r.pp = degree();
    else if (k == u"--context-parallel-size")
        r.cp = degree();
    else if (k == u"--num-layers-per-virtual-pipeline-stage") {
        r.atLeast(v, 1);
        if (r.virtualStages)
            r.contradiction(v, QStringLiteral("--num-virtual-stages-per-pipeline-rank"),
                QStringLiteral("give one of the two"));
        r.layersPerStage = v;
    } else if (k == u"--num-virtual-stages-per-pipeline-rank") {
        if (r.layersPerStage)
            r.contradiction(v, r.layersPerStage->key, QStringLiteral("give one of the two"));
        r.virtualStages = degree();
    } else if (k == u"--decoder-first-pipeline-num-layers")
        r.config.training.pipelineFirstStageLayers
            = int(std::min<qint64>(r.atLeast(v, 1), TrainingSetup::kMaxPipelineStageLayers));
    else if (k == u"--decoder-last-pipeline-num-layers")
        r.config.training.pipelineLastStageLayers
            = int(std::min<qint64>(r.atLeast(v, 1), TrainingSetup::kMaxPipelineStageLayers));
    else if (k == u"--account-for-embedding-in-pipeline-split")
        r.config.training.pipelineEmbeddingAsLayer = true;
    else if (k == u"--account-for-loss-in-pipeline-split")
        r.config.training.pipelineLossAsLayer = true;
    else if (k == u"--micro-batch-size")
        r.microBatch = r.atLeast(v, 1);
    else if (k == u"--global-batch-size")
        r.globalBatch = r.atLeast(v, 1);
}

/// The precision, sharding, recomputation, optimizer and loss arguments.
void readTrainingArgument(LaunchReading &r, const LaunchValue &v, MegatronState &state)
{
    using T = TrainingSetup;
    T &t = r.config.training;
    const QString k = v.key;
    const QString s = v.value.toString();
    const bool lowPrecision = t.precision == T::Precision::Fp8 || t.precision == T::Precision::Mxfp8
        || t.precision == T::Precision::Nvfp4;
    if (k == u"--bf16") {
        if (!lowPrecision)
            t.precision = T::Precision::Mixed;
    } else if (k == u"--fp8-format") {
        if (s != u"e4m3" && s != u"hybrid")
            r.malformed(v.line, k, QStringLiteral("expected e4m3 or hybrid, got '%1'").arg(s));
        if (t.precision != T::Precision::Mxfp8 && t.precision != T::Precision::Nvfp4)
            t.precision = T::Precision::Fp8;
    } else if (k == u"--fp8-recipe") {
        if (s != u"tensorwise" && s != u"delayed" && s != u"mxfp8" && s != u"blockwise")
            r.malformed(v.line, k,
                QStringLiteral("expected tensorwise, delayed, mxfp8 or blockwise, got '%1'").arg(s));
        if (s == u"mxfp8" && t.precision != T::Precision::Nvfp4)
            t.precision = T::Precision::Mxfp8;
    } else if (k == u"--fp4-format" || k == u"--fp4-recipe") {
        const QString expected = k == u"--fp4-format" ? QStringLiteral("e2m1") : QStringLiteral("nvfp4");
        if (s != expected)
            r.malformed(v.line, k, QStringLiteral("expected %1, got '%2'").arg(expected, s));
        t.precision = T::Precision::Nvfp4;
    } else if (k == u"--fp8-param-gather" || k == u"--fp4-param-gather") {
        t.fp8Params = true;
    } else if (k == u"--use-torch-fsdp2") {
        if (state.distributed)
            r.contradiction(v, state.distributed->key,
                QStringLiteral("torch FSDP2 shards the optimizer itself; give one of the two"));
        state.fsdp2 = v;
        t.sharding = T::Sharding::FullShard;
        t.fsdpVersion = T::FsdpVersion::Fsdp2;
    } else if (k == u"--use-distributed-optimizer") {
        if (state.fsdp2)
            r.contradiction(v, state.fsdp2->key,
                QStringLiteral("torch FSDP2 shards the optimizer itself; give one of the two"));
        state.distributed = v;
        t.sharding = T::Sharding::DistributedOptimizer;
    } else if (k == u"--tp-comm-overlap")
        t.tpCommOverlap = true;
    else if (k == u"--recompute-granularity") {
        if (s != u"full" && s != u"selective")
            r.malformed(v.line, k, QStringLiteral("expected full or selective, got '%1'").arg(s));
        // Megatron-LM's selective recompute re-runs the core attention only, whose s² scores flash
        // attention never stores: for memory it keeps what no checkpointing keeps.
        t.checkpointing = s == u"full" ? T::Checkpointing::Full : T::Checkpointing::Off;
    } else if (k == u"--recompute-activations")
        t.checkpointing = T::Checkpointing::Off; // selective recompute (above)
    else if (k == u"--optimizer") {
        if (s != u"adam" && s != u"sgd")
            r.malformed(v.line, k, QStringLiteral("expected adam or sgd, got '%1'").arg(s));
        state.sgd = s == u"sgd";
    } else if (k == u"--sgd-momentum")
        state.momentum = v.value.toDouble();
    else if (k == u"--optimizer-cpu-offload")
        t.offload = T::Offload::Optimizer;
    else if (k == u"--cross-entropy-loss-fusion")
        t.loss = T::Loss::Chunked;
}

} // namespace

void MegatronLaunch::read(const QByteArray &text, LaunchReading &r)
{
    using T = TrainingSetup;
    QList<LaunchValue> launcher;
    const QList<LaunchValue> values = MegatronLaunch::values(text, r.path, &launcher);
    megatronDefaults(r);
    readLauncher(launcher, r);
    T &t = r.config.training;
    MegatronState state;
    r.accept(values, [&](const LaunchKey &row, const LaunchValue &v) {
        const bool shape = row.field == LaunchField::Model || row.field == LaunchField::Layers
            || row.field == LaunchField::HiddenSize || row.field == LaunchField::AttentionHeads
            || row.field == LaunchField::SequenceLength || row.field == LaunchField::TensorParallel
            || row.field == LaunchField::PipelineParallel || row.field == LaunchField::ContextParallel
            || row.field == LaunchField::VirtualStages || row.field == LaunchField::PipelineSplit
            || row.field == LaunchField::MicroBatch || row.field == LaunchField::GlobalBatch;
        if (shape)
            readShapeArgument(r, v);
        else
            readTrainingArgument(r, v, state);
    });
    if (state.sgd) // Megatron-LM's --sgd-momentum defaults to 0.9
        t.optimizer = state.momentum.value_or(0.9) == 0.0 ? T::Optimizer::Sgd : T::Optimizer::SgdMomentum;
}
