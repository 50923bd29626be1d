#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "config/ConfigurationIo.h"
#include "launch/AccelerateLaunch.h"
#include "launch/LaunchFile.h"
#include "launch/LaunchJson.h"
#include "launch/LaunchKeys.h"
#include "launch/LaunchPlan.h"
#include "launch/MegatronLaunch.h"
#include "launch/TorchtitanLaunch.h"
#include "model/Candidate.h"
#include "model/Configuration.h"
#include "model/LlmSpec.h"
#include "model/Prediction.h"

#include <QFile>
#include <QHash>
#include <QTemporaryDir>
#include <QtTest>

// Launch files (cli.md "Launch files"): every exported key and value type is one the pinned framework source
// defines (tests/data/launch/*_keys.tsv, extracted by scripts/extract-launch-keys.py), every format
// round-trips the golden jobs, and bad files give one clear error each.

namespace {

struct KeyType
{
    QString type;
    QStringList values;
};

/// key → (type, allowed values) of one extracted key list.
QHash<QString, KeyType> keyList(const QString &name)
{
    QFile file(QStringLiteral(COASTLINE_TEST_DATA_DIR "/launch/%1_keys.tsv").arg(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing key list %s", qPrintable(name));
    QHash<QString, KeyType> keys;
    bool header = true;
    for (const QByteArray &raw : file.readAll().split('\n')) {
        const QString line = QString::fromUtf8(raw);
        if (line.startsWith(u'#') || line.isEmpty())
            continue;
        if (header) { // key, type, values
            header = false;
            continue;
        }
        const QStringList cells = line.split(u'\t');
        keys.insert(cells.value(0),
            {cells.value(1), cells.value(2).isEmpty() ? QStringList() : cells.value(2).split(u',')});
    }
    return keys;
}

/// The extracted key list a key of `format`'s table is checked against, and the key there.
QPair<QString, QString> sourceOf(LaunchFormat format, const QString &key)
{
    static const QHash<QString, KeyType> transformers = keyList(QStringLiteral("transformers"));
    switch (format) {
    case LaunchFormat::Megatron:
        return {QStringLiteral("megatron"), key};
    case LaunchFormat::Deepspeed:
        return {QStringLiteral("deepspeed"), key};
    case LaunchFormat::Accelerate:
        if (key.startsWith(u"args.")) {
            const QString k = key.mid(5);
            return {transformers.contains(k) ? QStringLiteral("transformers") : QStringLiteral("trl"), k};
        }
        return {QStringLiteral("accelerate"), key};
    default:
        return {QStringLiteral("torchtitan"), key};
    }
}

/// Whether a key list's type word admits a table row's type (an empty type: the source states none).
bool admits(const QString &source, LaunchKeyType type)
{
    if (source.isEmpty())
        return true;
    const QString t = LaunchKeys::typeName(type);
    if (source == t)
        return true;
    if (type == LaunchKeyType::Dict)
        return source.contains(u"dict");
    if (type == LaunchKeyType::Float)
        return source == u"number";
    return false;
}

const Catalog &catalog()
{
    return Catalog::bundled();
}

LaunchPlan planOf(const QString &llm, const QString &method, const QString &gpu, qint64 tokens, qint64 batch,
    int gpn, int nodes, const ParallelLayout &layout, const TrainingSetup &training)
{
    Configuration config;
    config.workload = {llm, method, gpu, tokens, batch, gpn, nodes};
    config.training = training;
    Candidate candidate {gpn * nodes, gpn, nodes, batch, layout};
    LaunchPlan plan
        = LaunchPlan::of(config, candidate, catalog().llm(catalog().resolveLlmName(llm)), std::nullopt);
    plan.throughputTokensPerSecond = 12345.5;
    plan.uncertaintyPercent = 10;
    plan.throughputSource = QStringLiteral("roofline");
    return plan;
}

/// The golden jobs: the embedded default job and the layout, LoRA and QLoRA jobs of the golden cases.
QList<QPair<QString, LaunchPlan>> goldenPlans()
{
    using T = TrainingSetup;
    QList<QPair<QString, LaunchPlan>> plans;
    plans.append({QStringLiteral("default"),
        planOf(QStringLiteral("granite-3.1-8b-instruct"), QStringLiteral("full"),
            QStringLiteral("NVIDIA-A100-SXM4-80GB"), 7621, 4, 8, 1, {}, {})});
    T fp8;
    fp8.precision = T::Precision::Fp8;
    fp8.fsdpVersion = T::FsdpVersion::Fsdp2;
    fp8.gradientAccumulationSteps = 8;
    fp8.tpCommOverlap = true;
    plans.append({QStringLiteral("70b tp4pp2vp2 fp8"),
        planOf(QStringLiteral("llama3.1-70b"), QStringLiteral("full"), QStringLiteral("H100-SXM"), 4096, 1, 8,
            4, ParallelLayout {4, 2, 1, 2}, fp8)});
    T mixed;
    mixed.precision = T::Precision::Mixed;
    mixed.sharding = T::Sharding::ShardGradOp;
    mixed.checkpointing = TrainingSetup::Checkpointing::Off;
    mixed.gradientAccumulationSteps = 4;
    plans.append({QStringLiteral("8b cp2 mixed zero2"),
        planOf(QStringLiteral("llama3-8b"), QStringLiteral("full"), QStringLiteral("H100-SXM"), 16384, 2, 8,
            2, ParallelLayout {1, 1, 2, 1}, mixed)});
    T lora;
    lora.loraRank = 16;
    lora.loraTargets = T::loraTargetNames();
    lora.offload = T::Offload::OptimizerAndParams;
    plans.append({QStringLiteral("7b lora dp"),
        planOf(QStringLiteral("llama-7b"), QStringLiteral("lora"), QStringLiteral("NVIDIA-A100-SXM4-80GB"),
            2048, 8, 4, 1, {}, lora)});
    T qlora;
    qlora.gradientAccumulationSteps = 2;
    qlora.sharding = T::Sharding::NoShard;
    qlora.fsdpVersion = T::FsdpVersion::Fsdp2;
    plans.append({QStringLiteral("13b qlora ddp"),
        planOf(QStringLiteral("llama-13b"), QStringLiteral("qlora"), QStringLiteral("NVIDIA-A100-SXM4-80GB"),
            4096, 2, 8, 1, {}, qlora)});
    // Megatron-LM's own settings: Llama 3.1 405B's 126 layers with the embedding and the loss counted as
    // layers over 8 × 8 virtual stages (Megatron-Bridge's GB200 recipe), MXFP8 with FP8 parameters and the
    // distributed optimizer.
    T megatron;
    megatron.precision = T::Precision::Mxfp8;
    megatron.fp8Params = true;
    megatron.sharding = T::Sharding::DistributedOptimizer;
    megatron.tpCommOverlap = true;
    megatron.pipelineEmbeddingAsLayer = true;
    megatron.pipelineLossAsLayer = true;
    megatron.gradientAccumulationSteps = 16;
    plans.append({QStringLiteral("405b tp8pp8vp8 mxfp8 split"),
        planOf(QStringLiteral("Llama-3.1-405B"), QStringLiteral("full"), QStringLiteral("B200"), 8192, 1, 8,
            16, ParallelLayout {8, 8, 1, 8}, megatron)});
    T nvfp4;
    nvfp4.precision = T::Precision::Nvfp4;
    nvfp4.sharding = T::Sharding::DistributedOptimizer;
    nvfp4.pipelineFirstStageLayers = 18;
    nvfp4.pipelineLastStageLayers = 22;
    plans.append({QStringLiteral("70b tp2pp4 nvfp4 uneven"),
        planOf(QStringLiteral("llama3.1-70b"), QStringLiteral("full"), QStringLiteral("B200"), 8192, 1, 8, 2,
            ParallelLayout {2, 4, 1, 1}, nvfp4)});
    // The distributed optimizer on data parallelism alone: DeepSpeed's ZeRO stage 1 too.
    T zero1;
    zero1.precision = T::Precision::Mixed;
    zero1.sharding = T::Sharding::DistributedOptimizer;
    plans.append({QStringLiteral("8b zero1 dp"),
        planOf(QStringLiteral("llama3-8b"), QStringLiteral("full"), QStringLiteral("H100-SXM"), 8192, 2, 8, 2,
            {}, zero1)});
    return plans;
}

/// Whether `format` can express `plan` (the others must refuse it with an error naming the field).
bool expressible(LaunchFormat format, const LaunchPlan &plan)
{
    using T = TrainingSetup;
    const T &t = plan.training;
    const bool dataParallel = plan.layout.isDataParallel();
    // what only Megatron-LM's arguments set (LaunchPlan::refuseMegatronOnly)
    const bool blockScaled = t.precision == T::Precision::Mxfp8 || t.precision == T::Precision::Nvfp4;
    const bool megatronOnly = blockScaled || t.fp8Params || t.pipelineFirstStageLayers > 0
        || t.pipelineLastStageLayers > 0 || t.pipelineEmbeddingAsLayer || t.pipelineLossAsLayer;
    const bool distributedOptimizer = t.sharding == T::Sharding::DistributedOptimizer;
    switch (format) {
    case LaunchFormat::Torchtitan:
    case LaunchFormat::Slurm:
        return plan.workload.method == u"full" && !megatronOnly && !distributedOptimizer;
    case LaunchFormat::Megatron:
        return plan.workload.method == u"full" && t.offload != T::Offload::OptimizerAndParams
            && t.sharding != T::Sharding::ShardGradOp && t.sharding != T::Sharding::HybridShard;
    case LaunchFormat::Accelerate:
        return dataParallel && !megatronOnly && !distributedOptimizer;
    case LaunchFormat::Deepspeed:
        return dataParallel && t.precision != T::Precision::Fp8 && !megatronOnly;
    }
    return false;
}

/// The plan as the framework runs it: what the file describes when it warned of a close variant.
LaunchPlan asRun(LaunchFormat format, LaunchPlan plan)
{
    using T = TrainingSetup;
    T &t = plan.training;
    if ((format == LaunchFormat::Torchtitan && t.sharding != T::Sharding::NoShard)
        || (format == LaunchFormat::Megatron && t.sharding == T::Sharding::FullShard))
        t.fsdpVersion = T::FsdpVersion::Fsdp2;
    if (format == LaunchFormat::Megatron && t.precision == T::Precision::Bf16)
        t.precision = T::Precision::Mixed;
    if (plan.layout.tp == 1)
        t.tpCommOverlap = false;
    return plan;
}

QString write(const QString &path, const QString &text)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(path));
    file.write(text.toUtf8());
    return path;
}

/// The base configuration a file is read on: what the format does not carry comes from it (as from flags).
Configuration baseFor(const LaunchPlan &plan)
{
    Configuration base;
    base.workload = plan.workload;
    base.training.loraRank = plan.training.loraRank;
    base.training.loraTargets = plan.training.loraTargets;
    base.training.fsdpVersion = plan.training.fsdpVersion;
    base.training.optimizer = plan.training.optimizer;
    return base;
}

QString suffix(LaunchFormat format)
{
    static const QStringList suffixes {QStringLiteral("toml"), QStringLiteral("args"), QStringLiteral("yaml"),
        QStringLiteral("json"), QStringLiteral("sbatch")};
    return suffixes.at(int(format));
}

/// The file's values as its reader parses them (Slurm: the TOML between the heredoc markers).
QList<LaunchValue> parsed(LaunchFormat format, const QString &text, const QString &path)
{
    switch (format) {
    case LaunchFormat::Torchtitan:
        return TorchtitanLaunch::values(text.toUtf8(), path);
    case LaunchFormat::Slurm: {
        const qsizetype from = text.indexOf(QStringLiteral("<<'COASTLINE_TOML'\n")) + 19;
        const qsizetype to = text.indexOf(QStringLiteral("\nCOASTLINE_TOML\n"));
        return TorchtitanLaunch::values(text.mid(from, to - from).toUtf8(), path);
    }
    case LaunchFormat::Megatron:
        return MegatronLaunch::values(text.toUtf8(), path, nullptr);
    case LaunchFormat::Deepspeed:
        return LaunchJson::values(text.toUtf8(), path);
    case LaunchFormat::Accelerate:
        return AccelerateLaunch::values(text.toUtf8(), path);
    }
    return {};
}

} // namespace

class TestLaunchFiles : public QObject
{
    Q_OBJECT
private slots:
    void tablesAreFrameworkKeys();
    void exportedKeysAndTypes();
    void roundTrip();
    void cannotExpress();
    void headerStatesThePlan();
    void megatronBuildsTheCatalogModel();
    void badFiles_data();
    void badFiles();
    void unknownKeysWarn();
    void publishedConfigurations();
};

void TestLaunchFiles::tablesAreFrameworkKeys()
{
    for (const LaunchFormat format : {LaunchFormat::Torchtitan, LaunchFormat::Megatron,
             LaunchFormat::Accelerate, LaunchFormat::Deepspeed}) {
        for (const LaunchKey &row : LaunchKeys::table(format)) {
            const auto [list, key] = sourceOf(format, row.key);
            const QHash<QString, KeyType> keys = keyList(list);
            QVERIFY2(keys.contains(key),
                qPrintable(
                    QStringLiteral("%1: %2 not in %3_keys.tsv").arg(LaunchFormats::name(format), key, list)));
            QVERIFY2(admits(keys.value(key).type, row.type),
                qPrintable(QStringLiteral("%1: %2 is %3 in the table, %4 in %5_keys.tsv")
                               .arg(LaunchFormats::name(format), key, LaunchKeys::typeName(row.type),
                                   keys.value(key).type, list)));
        }
    }
}

void TestLaunchFiles::exportedKeysAndTypes()
{
    QTemporaryDir dir;
    for (const auto &[name, plan] : goldenPlans()) {
        for (int f = 0; f <= int(LaunchFormat::Slurm); ++f) {
            const LaunchFormat format = LaunchFormat(f);
            if (!expressible(format, plan))
                continue;
            QStringList warnings;
            const QString path = dir.filePath(QStringLiteral("x.") + suffix(format));
            const QList<LaunchFile::Output> files = LaunchFile::render(format, plan, path, &warnings);
            QList<LaunchValue> values = parsed(format, files.first().text, path);
            if (format == LaunchFormat::Accelerate)
                values += LaunchJson::values(
                    files.at(1).text.toUtf8(), files.at(1).path, QStringLiteral("args."));
            QVERIFY(!values.isEmpty());
            for (const LaunchValue &v : values) {
                const auto [list, key] = sourceOf(format, v.key);
                const QHash<QString, KeyType> keys = keyList(list);
                const QString where = QStringLiteral("%1 / %2: %3 = %4")
                                          .arg(name, LaunchFormats::name(format), v.key, v.text());
                QVERIFY2(keys.contains(key), qPrintable(where + QStringLiteral(": not a key of ") + list));
                const KeyType want = keys.value(key);
                const bool textual = format == LaunchFormat::Megatron || format == LaunchFormat::Accelerate;
                const bool typeOk = admits(want.type, v.kind)
                    || (textual && want.type == u"str" && v.kind != LaunchKeyType::List)
                    || (want.type == u"number"
                        && (v.kind == LaunchKeyType::Int || v.kind == LaunchKeyType::Float));
                QVERIFY2(typeOk,
                    qPrintable(where
                        + QStringLiteral(": %1 where %2 defines %3")
                              .arg(LaunchKeys::typeName(v.kind), list, want.type)));
                if (!want.values.isEmpty() && v.kind != LaunchKeyType::List)
                    QVERIFY2(want.values.contains(v.text()),
                        qPrintable(where + QStringLiteral(": not one of ") + want.values.join(u',')));
            }
        }
    }
}

void TestLaunchFiles::roundTrip()
{
    QTemporaryDir dir;
    int checked = 0;
    for (const auto &[name, plan] : goldenPlans()) {
        for (const LaunchFormat format : {LaunchFormat::Torchtitan, LaunchFormat::Megatron,
                 LaunchFormat::Accelerate, LaunchFormat::Deepspeed}) {
            if (!expressible(format, plan))
                continue;
            const QString path = dir.filePath(name.section(u' ', 0, 0) + u'.' + suffix(format));
            QStringList warnings;
            for (const LaunchFile::Output &file : LaunchFile::render(format, plan, path, &warnings))
                write(file.path, file.text);
            const LaunchReading r = LaunchFile::read(path, baseFor(plan), catalog());
            const LaunchPlan want = asRun(format, plan);
            const QString where = name + QStringLiteral(" / ") + LaunchFormats::name(format);
            const Workload &w = r.config.workload;
            QVERIFY2(r.warnings.isEmpty(), qPrintable(where + QStringLiteral(": ") + r.warnings.join(u';')));
            QCOMPARE(w.llmModel, want.workload.llmModel);
            QCOMPARE(w.method, want.workload.method);
            QCOMPARE(w.tokensPerSample, want.workload.tokensPerSample);
            QCOMPARE(w.batchSize, want.workload.batchSize);
            QCOMPARE(w.gpusPerNode, want.workload.gpusPerNode);
            QCOMPARE(w.numberOfNodes, want.workload.numberOfNodes);
            const ParallelLayout layout = r.config.search.layouts.isDataParallel()
                ? ParallelLayout {}
                : r.config.search.layouts.layouts.value(0);
            QVERIFY2(layout == want.layout, qPrintable(where + QStringLiteral(": ") + layout.name()));
            QVERIFY2(r.config.training == want.training,
                qPrintable(where
                    + QStringLiteral(": precision %1 ckpt %2 sharding %3 fsdp %4 G %5 offload %6")
                          .arg(TrainingSetup::name(r.config.training.precision))
                          .arg(TrainingSetup::name(r.config.training.checkpointing))
                          .arg(TrainingSetup::name(r.config.training.sharding))
                          .arg(TrainingSetup::name(r.config.training.fsdpVersion))
                          .arg(r.config.training.gradientAccumulationSteps)
                          .arg(TrainingSetup::name(r.config.training.offload))));
            QVERIFY(!LaunchFile::fieldLines(r).isEmpty());
            ++checked;
        }
    }
    // default ×4; 70b ×2 (torchtitan, megatron); 8b cp2 zero2 ×1 (torchtitan); 7b lora, 13b qlora ×2
    // (accelerate, deepspeed); 405b and 70b nvfp4 ×1 (megatron); 8b zero1 ×2 (megatron, deepspeed)
    QCOMPARE(checked, 15);
}

void TestLaunchFiles::cannotExpress()
{
    const QList<QPair<QString, LaunchPlan>> plans = goldenPlans();
    const auto refusal = [](LaunchFormat format, const LaunchPlan &plan) {
        try {
            QStringList warnings;
            LaunchFile::render(format, plan, QString(), &warnings);
        } catch (const CoastlineError &e) {
            return e.message();
        }
        return QString();
    };
    QCOMPARE(refusal(LaunchFormat::Torchtitan, plans.at(3).second),
        QStringLiteral(
            "--to torchtitan: torchtitan cannot express the method 'lora': torchtitan v0.2.2 trains full "
            "models only (no LoRA / QLoRA)"));
    QVERIFY(
        refusal(LaunchFormat::Deepspeed, plans.at(1).second)
            .startsWith(QStringLiteral("--to deepspeed: DeepSpeed cannot express the layout 'tp4pp2vp2'")));
    QVERIFY(
        refusal(LaunchFormat::Accelerate, plans.at(2).second).contains(QStringLiteral("the layout 'cp2'")));
    LaunchPlan fp8 = plans.at(0).second;
    fp8.training.precision = TrainingSetup::Precision::Fp8;
    QVERIFY(refusal(LaunchFormat::Deepspeed, fp8).contains(QStringLiteral("training.precision 'fp8'")));
    // Megatron-LM's own settings are refused by the others, naming the field; ZeRO-2 by Megatron-LM.
    LaunchPlan mxfp8 = plans.at(5).second; // its distributed optimizer would be refused first
    mxfp8.training.sharding = TrainingSetup::Sharding::FullShard;
    QVERIFY(refusal(LaunchFormat::Torchtitan, mxfp8)
                .startsWith(QStringLiteral("--to torchtitan: torchtitan cannot express training.precision "
                                           "'mxfp8': only Megatron-LM's arguments (--to megatron) set it")));
    LaunchPlan uneven = plans.at(6).second;
    uneven.training.precision = TrainingSetup::Precision::Mixed;
    uneven.training.sharding = TrainingSetup::Sharding::FullShard;
    QVERIFY(
        refusal(LaunchFormat::Torchtitan, uneven).contains(QStringLiteral("the pipeline split 'uneven'")));
    QVERIFY(refusal(LaunchFormat::Accelerate, plans.at(7).second)
                .contains(QStringLiteral("training.sharding 'distributed-optimizer'")));
    QVERIFY(refusal(LaunchFormat::Megatron, plans.at(2).second)
                .contains(QStringLiteral("training.sharding 'shard-grad-op'")));
    LaunchPlan gptq = plans.at(3).second;
    gptq.workload.method = QStringLiteral("gptq-lora");
    QVERIFY(refusal(LaunchFormat::Accelerate, gptq).contains(QStringLiteral("the method 'gptq-lora'")));
    QVERIFY(
        refusal(LaunchFormat::Megatron, plans.at(3).second).contains(QStringLiteral("the method 'lora'")));
    // torchtitan's op-level selective checkpointing: its job file says so; the others refuse it by name.
    LaunchPlan selective = plans.at(0).second;
    selective.training.checkpointing = TrainingSetup::Checkpointing::Selective;
    for (const LaunchFormat format :
        {LaunchFormat::Megatron, LaunchFormat::Accelerate, LaunchFormat::Deepspeed})
        QVERIFY(refusal(format, selective)
                    .contains(QStringLiteral("training.activation_checkpointing 'selective'")));
    QStringList titanWarnings;
    const QString toml
        = LaunchFile::render(LaunchFormat::Torchtitan, selective, QString(), &titanWarnings).value(0).text;
    QVERIFY2(toml.contains(QStringLiteral("mode = \"selective\"")), qPrintable(toml));
    QVERIFY2(toml.contains(QStringLiteral("selective_ac_option = \"op\"")), qPrintable(toml));
    // What the framework runs differently is a warning naming the field, never a silent change.
    QStringList warnings;
    LaunchFile::render(LaunchFormat::Megatron, plans.at(0).second, QString(), &warnings);
    QCOMPARE(warnings.size(), 2);
    QVERIFY(warnings.at(0).startsWith(QStringLiteral("training.precision bf16:")));
    QVERIFY(warnings.at(1).startsWith(QStringLiteral("training.fsdp_version 1:")));
}

void TestLaunchFiles::headerStatesThePlan()
{
    const LaunchPlan plan = goldenPlans().first().second;
    QStringList warnings;
    const QString toml
        = LaunchFile::render(LaunchFormat::Torchtitan, plan, QString(), &warnings).first().text;
    QVERIFY(
        toml.startsWith(QStringLiteral("# torchtitan v0.2.2 job launch configuration written by coastline")));
    QVERIFY(toml.contains(
        QStringLiteral("# plan: granite-3.1-8b-instruct full, 7621 tokens per sample, per-device "
                       "batch 4, gradient accumulation 1\n")));
    QVERIFY(toml.contains(
        QStringLiteral("# GPUs: 8 x NVIDIA-A100-SXM4-80GB (8 per node x 1 nodes), layout dp (dp 8)\n")));
    QVERIFY(toml.contains(
        QStringLiteral("# predicted throughput: 12346 tokens/s (11111 to 13580, ± 10.0 %), roofline\n")));
    const QString megatron
        = LaunchFile::render(LaunchFormat::Megatron, plan, QString(), &warnings).first().text;
    QVERIFY(megatron.contains(QStringLiteral("# predicted throughput: 12346 tokens/s")));
    const QString sbatch = LaunchFile::render(LaunchFormat::Slurm, plan, QString(), &warnings).first().text;
    QVERIFY(sbatch.contains(QStringLiteral("#SBATCH --nodes=1\n")));
    QVERIFY(sbatch.contains(QStringLiteral("#SBATCH --gpus-per-node=8\n")));
    QVERIFY(sbatch.contains(QStringLiteral("srun torchrun --nnodes=\"$SLURM_NNODES\" --nproc-per-node=8")));
}

void TestLaunchFiles::megatronBuildsTheCatalogModel()
{
    // Megatron-LM's defaults build GPT (multi-head attention, a GeLU MLP at 4 × hidden, tied embeddings):
    // the file states Llama 3.1 70B's block as the catalog describes it, and FP8 as current scaling.
    TrainingSetup fp8;
    fp8.precision = TrainingSetup::Precision::Fp8;
    const LaunchPlan plan = planOf(QStringLiteral("llama3.1-70b"), QStringLiteral("full"),
        QStringLiteral("H100-SXM"), 8192, 1, 8, 8, {8, 1, 1, 1}, fp8);
    QStringList warnings;
    const QString text = LaunchFile::render(LaunchFormat::Megatron, plan, QString(), &warnings).first().text;
    for (const char *line : {"--ffn-hidden-size 28672", "--group-query-attention", "--num-query-groups 8",
             "--swiglu", "--normalization RMSNorm", "--position-embedding-type rope", "--disable-bias-linear",
             "--untie-embeddings-and-output-weights", "--max-position-embeddings 8192",
             "--fp8-recipe tensorwise"})
        QVERIFY2(text.contains(QLatin1String(line) + u'\n'), line);
    QVERIFY(!text.contains(QStringLiteral("--kv-channels"))); // 8192 / 64 heads = 128, the default
    // A GPT-style model (MPT: ungated MLP, tied embeddings, multi-head attention) gets none of them.
    Configuration config = ConfigurationIo::load(
        QStringLiteral(COASTLINE_TEST_DATA_DIR "/measured/mpt_catalog.yaml"), &warnings);
    const Catalog mpt = Catalog::effective(config);
    config.workload
        = {QStringLiteral("mpt-7b"), QStringLiteral("full"), QStringLiteral("H100-SXM"), 2048, 1, 8, 1};
    const LaunchPlan gpt
        = LaunchPlan::of(config, Candidate {8, 8, 1, 1, {}}, mpt.llm(QStringLiteral("mpt-7b")), std::nullopt);
    const QString gptText
        = LaunchFile::render(LaunchFormat::Megatron, gpt, QString(), &warnings).first().text;
    for (const char *line : {"--swiglu", "--group-query-attention", "--untie-embeddings-and-output-weights"})
        QVERIFY2(!gptText.contains(QLatin1String(line)), line);
    QVERIFY(gptText.contains(QStringLiteral("--ffn-hidden-size 16384\n")));
    // Read back, the shape arguments are known keys: roundTrip() checks that no "keys not read" warning
    // comes.
}

void TestLaunchFiles::badFiles_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("toml malformed") << "a.toml"
                                    << "[training]\nlocal_batch_size = = 4\n"
                                    << "a.toml:2: TOML: ";
    QTest::newRow("toml wrong type") << "a.toml"
                                     << "[training]\nseq_len = \"long\"\n"
                                     << "a.toml:2: training.seq_len: expected a whole number, got 'long'";
    QTest::newRow("toml bad value") << "a.toml"
                                    << "[activation_checkpoint]\nmode = \"some\"\n"
                                    << "a.toml:2: activation_checkpoint.mode: expected \"selective\"";
    QTest::newRow("toml contradiction") << "a.toml"
                                        << "[training]\nlocal_batch_size = 4\nglobal_batch_size = "
                                           "30\n[parallelism]\ndata_parallel_shard_degree = 8\n"
                                        << "a.toml:3: training.global_batch_size contradicts the per-device "
                                           "batch: a global batch of 30 is not a "
                                           "whole number of steps of 4 samples x 8 data-parallel ranks";
    QTest::newRow("megatron quote") << "a.args"
                                    << "--tokenizer-model 'meta\n"
                                    << "a.args:1: arguments: unterminated";
    QTest::newRow("megatron wrong type") << "a.args"
                                         << "--micro-batch-size\n--seq-length 4096\n"
                                         << "a.args:1: --micro-batch-size: expected a whole number, got ''";
    QTest::newRow("megatron contradiction")
        << "a.args"
        << "--use-torch-fsdp2\n--use-distributed-optimizer\n"
        << "a.args:2: --use-distributed-optimizer contradicts --use-torch-fsdp2";
    QTest::newRow("megatron stray")
        << "a.args"
        << "tensor-model-parallel-size 2\n"
        << "a.args:1: tensor-model-parallel-size: expected an argument starting with --";
    QTest::newRow("deepspeed malformed") << "a.json"
                                         << "{\n \"train_batch_size\": 8,\n}\n"
                                         << "a.json:3: JSON: ";
    QTest::newRow("deepspeed wrong type")
        << "a.json"
        << "{\"train_micro_batch_size_per_gpu\": \"4\"}"
        << "a.json:1: train_micro_batch_size_per_gpu: expected a whole number";
    QTest::newRow("deepspeed contradiction")
        << "a.json"
        << "{\n\"train_batch_size\": 30,\n\"train_micro_batch_size_per_gpu\": "
           "4,\n\"gradient_accumulation_steps\": 2\n}"
        << "a.json:2: train_batch_size contradicts train_micro_batch_size_per_gpu x "
           "gradient_accumulation_steps";
    QTest::newRow("yaml malformed") << "a.yaml"
                                    << "distributed_type: FSDP\nfsdp_config: [a\n"
                                    << "a.yaml:";
    QTest::newRow("yaml wrong type") << "a.yaml"
                                     << "distributed_type: FSDP\nnum_processes: eight\n"
                                     << "a.yaml:2: num_processes: expected a whole number, got 'eight'";
    QTest::newRow("yaml contradiction") << "a.yaml"
                                        << "distributed_type: FSDP\nnum_machines: 3\nnum_processes: 8\n"
                                        << "a.yaml:3: num_processes contradicts num_machines";
    QTest::newRow("args contradiction") << "a.args.json"
                                        << "{\"use_peft\": false,\n \"load_in_4bit\": true}"
                                        << "a.args.json:2: args.load_in_4bit contradicts args.use_peft";
    QTest::newRow("unknown format") << "a.txt"
                                    << "hello\n"
                                    << "a.txt: not a launch file this version reads";
}

void TestLaunchFiles::badFiles()
{
    QFETCH(QString, name);
    QFETCH(QString, text);
    QFETCH(QString, error);
    QTemporaryDir dir;
    const QString path = write(dir.filePath(name), text);
    try {
        LaunchFile::read(path, Configuration {}, catalog());
        QFAIL("no error");
    } catch (const CoastlineError &e) {
        const QString message = e.message().replace(dir.path() + u'/', QString());
        QVERIFY2(message.startsWith(error), qPrintable(message));
        QVERIFY(!message.contains(u'\n'));
    }
}

void TestLaunchFiles::unknownKeysWarn()
{
    QTemporaryDir dir;
    const QString path = write(dir.filePath(QStringLiteral("a.toml")),
        QStringLiteral("[training]\nlocal_batch_size = 2\nlr_warmup = 3\n[metrics]\nlog_freq = 5\n"));
    const LaunchReading r = LaunchFile::read(path, Configuration {}, catalog());
    QCOMPARE(r.warnings.size(), 1);
    QVERIFY2(r.warnings.first().endsWith(QStringLiteral("2 keys not read (coastline does not model them): "
                                                        "training.lr_warmup, metrics.log_freq")),
        qPrintable(r.warnings.first()));
    QCOMPARE(r.config.workload.batchSize, 2);
}

void TestLaunchFiles::publishedConfigurations()
{
    // Held-out published configurations read back to their layout, batch and precision:
    // torchtitan's llama3_70b.toml (v0.2.2, torchtitan/models/llama3/train_configs), Megatron-LM's
    // examples/llama/train_llama3_8b_h100_fp8.sh arguments, and DeepSpeed's ZeRO-3 offload example of the
    // transformers docs. Their values are in tests/data/launch/published/ with their sources.
    QTemporaryDir dir;
    Configuration base;
    base.workload.gpusPerNode = 8;
    base.workload.numberOfNodes = 8;
    const LaunchReading tt = LaunchFile::read(
        QStringLiteral(COASTLINE_TEST_DATA_DIR "/launch/published/torchtitan_llama3_70b.toml"), base,
        catalog());
    QCOMPARE(tt.config.workload.llmModel, QStringLiteral("llama3.1-70b"));
    QCOMPARE(tt.config.search.layouts.layouts.value(0).tp, 8);
    QCOMPARE(tt.config.workload.batchSize, 8);
    QCOMPARE(tt.config.workload.tokensPerSample, 8192);
    QCOMPARE(tt.config.training.precision, TrainingSetup::Precision::Mixed);
    QCOMPARE(tt.config.training.checkpointing, TrainingSetup::Checkpointing::Full);
    base.workload.numberOfNodes = 1;
    base.workload.llmModel
        = QStringLiteral("llama3-8b"); // the script's tokenizer is a mock: the model from --llm
    const LaunchReading mg = LaunchFile::read(
        QStringLiteral(COASTLINE_TEST_DATA_DIR "/launch/published/megatron_llama3_8b_fp8.sh"), base,
        catalog());
    QCOMPARE(mg.config.training.precision, TrainingSetup::Precision::Fp8);
    QCOMPARE(mg.config.workload.batchSize, 1);
    QCOMPARE(mg.config.workload.tokensPerSample, 8192);
    QCOMPARE(mg.config.training.gradientAccumulationSteps, 128 / 8);
    // --use-distributed-optimizer: Megatron's distributed optimizer (ZeRO-1), not ZeRO-2
    QCOMPARE(mg.config.training.sharding, TrainingSetup::Sharding::DistributedOptimizer);
}

QTEST_GUILESS_MAIN(TestLaunchFiles)
#include "test_launch_files.moc"
