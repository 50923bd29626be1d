#include "../support/ThrownError.h"
#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "config/ConfigurationIo.h"
#include "feasibility/AutoconfChecker.h"
#include "feasibility/MemoryModel.h"
#include "io/CsvTable.h"
#include "model/TrainingFields.h"
#include "model/TrainingSetup.h"
#include "pipeline/Recommender.h"
#include "search/SearchSpace.h"

#include <QtTest>

// Training setups in the memory model (training-setups.md; memory-model.md §5.3; issue 11): each
// setting moves the breakdown by the spec's accounting on hand-computed examples, the default stack
// is AutoConf's (every reference verdict unchanged), the `training:` config section, and the goals
// avoid_oom and min_gpu_fixed_batch.

namespace {

constexpr double kLlama2Params = 6738415616.0; // P of Llama-2-7B (config.json, tied tensors once)
constexpr double kGib = 1024.0 * 1024.0 * 1024.0;
const QString kLlama2 = QStringLiteral("Llama-2-7B");
const QString kA100 = QStringLiteral("NVIDIA-A100-SXM4-80GB");

Candidate layout(int totalGpus, int gpusPerNode, qint64 perDeviceBatch = 1)
{
    return {totalGpus, gpusPerNode, totalGpus / gpusPerNode, perDeviceBatch};
}

MemoryModel llama2()
{
    return MemoryModel(Catalog::bundled().llm(kLlama2), Catalog::bundled().gpu(kA100));
}

} // namespace

class TestTrainingSetup : public QObject
{
    Q_OBJECT
private slots:
    void defaultsAreAutoconfStack();
    void defaultStackKeepsEveryReferenceVerdict();
    void bytesPerParameter_data();
    void bytesPerParameter();
    void sharding();
    void offload();
    void loraTrainableParameters();
    void loraAdapterBytes();
    void activationsWithoutCheckpointing();
    void reserve();
    void acceptanceExamples();
    void parsing();
    void unknownNameHints();
    void fsdpVersionForms();
    void configSection();
    void fieldsTable();
    void everyFieldRoundTrips();
    void configHintsTorchtuneKeys();
    void configErrors_data();
    void configErrors();
    void configErrorsWhole_data();
    void configErrorsWhole();
    void avoidOomWalk();
    void fixedBatchWalk();
    void goalsOnTheSeedJob();
};

void TestTrainingSetup::defaultsAreAutoconfStack()
{
    const TrainingSetup t;
    QCOMPARE(t.precision, TrainingSetup::Precision::Bf16);
    QCOMPARE(t.optimizer, TrainingSetup::Optimizer::AdamW);
    QCOMPARE(t.checkpointing, TrainingSetup::Checkpointing::Full);
    QCOMPARE(t.sharding, TrainingSetup::Sharding::FullShard);
    QCOMPARE(t.loraRank, 4);
    QCOMPARE(t.loraTargets, (QStringList {QStringLiteral("q_proj"), QStringLiteral("v_proj")}));
    QCOMPARE(t.offload, TrainingSetup::Offload::None);
    QCOMPARE(t.reserveGib, 1.5);
    QVERIFY(t.isAutoconfStack());
    QCOMPARE(ConfigurationIo::embeddedDefault().training, t);
}

// Every row of analytic_model_check.csv through a configuration whose `training:` section spells out
// the defaults: the same verdict, and bit for bit the same total as the default-constructed checker.
void TestTrainingSetup::defaultStackKeepsEveryReferenceVerdict()
{
    QStringList warnings;
    const Configuration config = ConfigurationIo::parse(
        "training:\n  precision: bf16\n  optimizer: adamw\n  activation_checkpointing: on\n"
        "  sharding: full-shard\n  lora_rank: 4\n  lora_targets: [q_proj, v_proj]\n  offload: none\n"
        "  reserve_gib: 1.5\n",
        QStringLiteral("defaults.yaml"), &warnings);
    QVERIFY(config.training.isAutoconfStack());
    const Catalog &catalog = Catalog::bundled();
    const CsvTable t
        = CsvTable::read(QStringLiteral(COASTLINE_TEST_DATA_DIR "/memory/analytic_model_check.csv"));
    int checked = 0;
    for (int r = 0; r < t.rowCount(); ++r) {
        const QString llm = t.cell(r, QStringLiteral("model_name"));
        if (catalog.findLlmName(llm).isEmpty())
            continue;
        const QString gpu = t.cell(r, QStringLiteral("gpu_model"));
        const int gpus = int(t.integer(r, QStringLiteral("number_gpus")));
        const qint64 perDevice = t.integer(r, QStringLiteral("batch_size_total")) / gpus;
        Workload w;
        w.llmModel = llm;
        w.method = t.cell(r, QStringLiteral("method"));
        w.gpuModel = gpu;
        w.tokensPerSample = t.integer(r, QStringLiteral("tokens_per_sample"));
        w.batchSize = perDevice;
        const Candidate c = *SearchSpace::layoutFor(gpus, 8);
        Candidate candidate = c;
        candidate.batchSize = perDevice;
        const AutoconfChecker withSection(catalog.llm(llm), catalog.gpu(gpu), config.training);
        const AutoconfChecker plain(catalog.llm(llm), catalog.gpu(gpu));
        const FeasibilityVerdict v = withSection.check(w, candidate);
        QCOMPARE(v.feasible, t.integer(r, QStringLiteral("verdict_beta5.5")) == 1);
        QCOMPARE(v.memory->totalGb, plain.check(w, candidate).memory->totalGb);
        QCOMPARE(v.memory->optimizerStepGb, 0.0);
        ++checked;
    }
    QVERIFY2(checked >= 70, qPrintable(QString::number(checked)));
}

// Llama-2-7B full on 4 GPUs (one node): bytes per trained parameter on the GPU = state × 4 / P.
void TestTrainingSetup::bytesPerParameter_data()
{
    QTest::addColumn<QString>("precision");
    QTest::addColumn<QString>("optimizer");
    QTest::addColumn<double>("weights"); // bytes per parameter, unsharded
    QTest::addColumn<double>("gradients");
    QTest::addColumn<double>("optimizerBytes");
    QTest::addColumn<double>("stepBytes"); // optimizer-step transient per parameter, unsharded
    // ZeRO SC'20 §3.1: mixed 2 + 2 + (4 master + 4 m + 4 v) = 16; pure bf16 2 + 2 + 2 + 2 = 8.
    QTest::newRow("bf16 adamw (AutoConf)") << "bf16"
                                           << "adamw" << 2.0 << 2.0 << 4.0 << 0.0;
    QTest::newRow("mixed adamw") << "mixed"
                                 << "adamw" << 2.0 << 2.0 << 12.0 << 4.0;
    QTest::newRow("fp32 adamw") << "fp32"
                                << "adamw" << 4.0 << 4.0 << 8.0 << 4.0;
    // Dettmers et al. ICLR'22: m and v one byte each.
    QTest::newRow("mixed adamw-8bit") << "mixed"
                                      << "adamw-8bit" << 2.0 << 2.0 << 6.0 << 1.0;
    QTest::newRow("bf16 paged-adamw-8bit") << "bf16"
                                           << "paged-adamw-8bit" << 2.0 << 2.0 << 2.0 << 1.0;
    QTest::newRow("bf16 sgd") << "bf16"
                              << "sgd" << 2.0 << 2.0 << 0.0 << 0.0;
    QTest::newRow("mixed sgd-momentum") << "mixed"
                                        << "sgd-momentum" << 2.0 << 2.0 << 8.0 << 4.0;
}

void TestTrainingSetup::bytesPerParameter()
{
    QFETCH(QString, precision);
    QFETCH(QString, optimizer);
    QFETCH(double, weights);
    QFETCH(double, gradients);
    QFETCH(double, optimizerBytes);
    QFETCH(double, stepBytes);
    TrainingSetup t;
    t.precision = TrainingSetup::parsePrecision(precision, QStringLiteral("test"));
    t.optimizer = TrainingSetup::parseOptimizer(optimizer, QStringLiteral("test"));
    const MemoryModel::Estimate e = llama2().estimate(MemoryModel::Method::Full, t, 1024, layout(4, 4));
    const double P = kLlama2Params;
    QCOMPARE(e.stateBytes, (weights + gradients + optimizerBytes) * P / 4);
    QCOMPARE(e.breakdown.weightsGb, weights * P / 4 / 1e9);
    QCOMPARE(e.breakdown.gradientsGb, gradients * P / 4 / 1e9);
    QCOMPARE(e.breakdown.optimizerGb, optimizerBytes * P / 4 / 1e9);
    QCOMPARE(e.optimizerStepBytes, stepBytes * P / 4);
    QCOMPARE(e.breakdown.optimizerStepGb, e.optimizerStepBytes / 1e9);
    QCOMPARE(e.peakAllocatedBytes,
        e.stateBytes + e.workingSetBytes + e.activationBytes + e.optimizerStepBytes + e.logitsBytes);
    QCOMPARE(e.totalBytes, e.peakAllocatedBytes + e.allocatorBytes + e.contextBytes);
    if (precision == u"mixed" && optimizer == u"adamw")
        QCOMPARE(e.stateBytes * 4 / P, 16.0); // the "8 → 16 bytes per parameter"
}

void TestTrainingSetup::sharding()
{
    const MemoryModel m = llama2();
    const double P = kLlama2Params;
    TrainingSetup t;
    const MemoryModel::Estimate full = m.estimate(MemoryModel::Method::Full, t, 1024, layout(4, 2));
    QCOMPARE(full.stateBytes, 8 * P / 4);

    t.sharding = TrainingSetup::Sharding::HybridShard; // ÷ GPUs per node: 2 of 2 × 2
    const MemoryModel::Estimate hybrid = m.estimate(MemoryModel::Method::Full, t, 1024, layout(4, 2));
    QCOMPARE(hybrid.stateBytes, 8 * P / 2);
    QCOMPARE(hybrid.workingSetBytes, full.workingSetBytes); // still gathered within the node
    QCOMPARE(m.estimate(MemoryModel::Method::Full, t, 1024, layout(4, 4)).stateBytes, full.stateBytes);
    const MemoryModel::Estimate hybridOnePerNode
        = m.estimate(MemoryModel::Method::Full, t, 1024, layout(4, 1));
    QCOMPARE(hybridOnePerNode.stateBytes, 8 * P); // nothing to shard within a node: DDP
    QCOMPARE(hybridOnePerNode.workingSetBytes, 0.0);

    t.sharding = TrainingSetup::Sharding::NoShard; // DDP: nothing divided, no gathering
    const MemoryModel::Estimate ddp = m.estimate(MemoryModel::Method::Full, t, 1024, layout(4, 2));
    QCOMPARE(ddp.stateBytes, 8 * P);
    QCOMPARE(ddp.workingSetBytes, 0.0);
    QCOMPARE(ddp.activationBytes, full.activationBytes);

    t.sharding = TrainingSetup::Sharding::ShardGradOp; // ZeRO-2: weights replicated, G and O ÷ 4
    const MemoryModel::Estimate zero2 = m.estimate(MemoryModel::Method::Full, t, 1024, layout(4, 2));
    QCOMPARE(zero2.stateBytes, 2 * P + 6 * P / 4);
    QCOMPARE(zero2.breakdown.weightsGb, 2 * P / 1e9);
    const double embedding = 2 * 32000.0 * 4096; // untied: V·h twice
    const double layerBody = (P - embedding) / 32;
    QCOMPARE(zero2.workingSetBytes, (2 * layerBody + embedding) * 2);

    // One GPU: nothing is sharded whatever the setting (§5.3a rule 6).
    for (const auto s : {TrainingSetup::Sharding::FullShard, TrainingSetup::Sharding::NoShard}) {
        t.sharding = s;
        QCOMPARE(m.estimate(MemoryModel::Method::Full, t, 1024, layout(1, 1)).stateBytes, 8 * P);
    }
}

void TestTrainingSetup::offload()
{
    const MemoryModel m = llama2();
    const double P = kLlama2Params;
    TrainingSetup t;
    t.precision = TrainingSetup::Precision::Mixed;
    t.offload = TrainingSetup::Offload::Optimizer; // states and master weights on the CPU
    const MemoryModel::Estimate opt = m.estimate(MemoryModel::Method::Full, t, 1024, layout(4, 4));
    QCOMPARE(opt.breakdown.optimizerGb, 0.0);
    QCOMPARE(opt.optimizerStepBytes, 0.0); // the step runs on the CPU
    QCOMPARE(opt.stateBytes, 4 * P / 4);
    t.offload = TrainingSetup::Offload::OptimizerAndParams;
    const MemoryModel::Estimate params = m.estimate(MemoryModel::Method::Full, t, 1024, layout(4, 4));
    QCOMPARE(params.breakdown.weightsGb, 0.0);
    QCOMPARE(params.stateBytes, 2 * P / 4);
    QCOMPARE(params.workingSetBytes, opt.workingSetBytes); // layers are still gathered on the GPU
}

// Hu et al. 2021: trainable = L · Σ r·(d_in + d_out) over the targeted matrices.
void TestTrainingSetup::loraTrainableParameters()
{
    TrainingSetup t;
    // Default r = 4 on q, v of Llama-2-7B (h 4096, 32 heads of 128, 32 KV heads): 32 · 4 · 2 · 8192.
    QCOMPARE(llama2().loraTrainableParameters(t), 32.0 * 4 * 2 * (4096 + 4096));
    t.loraRank = 32;
    t.loraTargets = TrainingSetup::loraTargetNames(); // all-linear
    // q, k, v, o: 4 · (4096 + 4096); gate, up: 2 · (4096 + 11008); down: 11008 + 4096.
    const double perRank = 4 * (4096 + 4096) + 3 * (4096 + 11008);
    QCOMPARE(llama2().loraTrainableParameters(t), 32.0 * 32 * perRank);
    QCOMPARE(llama2().loraTrainableParameters(t), 79953920.0); // as PEFT prints for this model
    // GQA: Qwen2.5-7B, 28 heads of 128, 4 KV heads (k and v are 3584 → 512), r = 8 on q, k, v, o.
    t.loraRank = 8;
    t.loraTargets = TrainingSetup::parseLoraTargets(QStringLiteral("q,k,v,o"), QStringLiteral("test"));
    const MemoryModel qwen(
        Catalog::bundled().llm(QStringLiteral("Qwen2.5-7B")), Catalog::bundled().gpu(kA100));
    QCOMPARE(qwen.loraTrainableParameters(t), 28.0 * 8 * ((3584 + 3584) * 2 + (3584 + 512) * 2));
}

void TestTrainingSetup::loraAdapterBytes()
{
    const MemoryModel m = llama2();
    const double P = kLlama2Params;
    TrainingSetup t;
    // AutoConf's r = 4 q/v adapters under bf16 AdamW are absorbed (§5.3: frozen weights 2·P only).
    QCOMPARE(m.estimate(MemoryModel::Method::Lora, t, 1024, layout(4, 4)).stateBytes, 2 * P / 4);
    t.loraRank = 32;
    t.loraTargets = TrainingSetup::loraTargetNames();
    const double A = 79953920.0;
    const MemoryModel::Estimate bf16 = m.estimate(MemoryModel::Method::Lora, t, 1024, layout(4, 4));
    QCOMPARE(bf16.stateBytes, (2 * P + (2 + 2 + 4) * A) / 4); // adapters: bf16 weight, grad, m, v
    QCOMPARE(bf16.optimizerStepBytes, 0.0); // bf16 AdamW: absorbed in β
    t.precision = TrainingSetup::Precision::Mixed; // adapters in fp32 with fp32 Adam: 16 bytes each
    const MemoryModel::Estimate mixed = m.estimate(MemoryModel::Method::Lora, t, 1024, layout(4, 4));
    QCOMPARE(mixed.breakdown.weightsGb, (2 * P + 4 * A) / 4 / 1e9);
    QCOMPARE(mixed.breakdown.gradientsGb, 4 * A / 4 / 1e9);
    QCOMPARE(mixed.breakdown.optimizerGb, 8 * A / 4 / 1e9);
    QCOMPARE(mixed.optimizerStepBytes, 4 * A / 4);
}

// Korthikanti et al. 2022 Table 2 without the attention-score terms: 34·h per token per layer for a
// standard block; gated MLP 18·h + 8·I (see MemoryModel's class comment).
void TestTrainingSetup::activationsWithoutCheckpointing()
{
    TrainingSetup t;
    const MemoryModel m = llama2();
    QCOMPARE(m.activationBytesPerToken(t), 2.0 * 32 * 4096 + 2 * (4 * 4096 + 4 * 11008) + 5.5 * 32000);
    t.checkpointing = TrainingSetup::Checkpointing::Off;
    // Off the calibrated stack the logits are physical: three fp32 tensors in the loss's backward, 12 bytes
    // per entry.
    QCOMPARE(m.activationBytesPerToken(t), 32.0 * (18 * 4096 + 8 * 11008) + 12.0 * 32000); // 5,561,344
    QCOMPARE(m.activationBytesPerToken(t), 5561344.0);
    QCOMPARE(m.layerActivationBytesPerToken(t), 32.0 * (18 * 4096 + 8 * 11008));
    // Falcon-7B has a GeLU MLP of 4·h: exactly Korthikanti's 34·h per layer.
    const MemoryModel falcon(
        Catalog::bundled().llm(QStringLiteral("Falcon-7B")), Catalog::bundled().gpu(kA100));
    QCOMPARE(falcon.activationBytesPerToken(t), 32.0 * 34 * 4544 + 12.0 * 65024);
    // fp32 activations double the per-layer bytes (the logits term stays).
    t.precision = TrainingSetup::Precision::Fp32;
    QCOMPARE(m.activationBytesPerToken(t), 2 * 32.0 * (18 * 4096 + 8 * 11008) + 12.0 * 32000);
    const MemoryModel::Estimate e = m.estimate(MemoryModel::Method::Full, t, 2048, layout(4, 4, 4));
    QCOMPARE(e.activationBytes, 8192 * m.layerActivationBytesPerToken(t));
    QCOMPARE(e.logitsBytes, 8192 * m.logitBytesPerToken(t));
}

void TestTrainingSetup::reserve()
{
    TrainingSetup t;
    t.reserveGib = 4;
    const MemoryModel::Estimate e = llama2().estimate(MemoryModel::Method::Full, t, 1024, layout(4, 4));
    // The reserve is the CUDA context and NCCL term; the capacity is the whole device.
    QCOMPARE(e.contextBytes, 4 * kGib);
    QCOMPARE(e.capacityBytes, 81920.0 * 1024 * 1024);
    QCOMPARE(e.totalBytes, e.peakAllocatedBytes + e.allocatorBytes + 4 * kGib);
    t.reserveGib = 0;
    QCOMPARE(llama2().estimate(MemoryModel::Method::Full, t, 1024, layout(4, 4)).contextBytes, 0.0);
}

// The acceptance pair on llama-7b, A100-40GB, 4 GPUs on one node, batch 4.
void TestTrainingSetup::acceptanceExamples()
{
    const Catalog &c = Catalog::bundled();
    const MemoryModel m(c.llm(QStringLiteral("llama-7b")), c.gpu(QStringLiteral("A100-40GB")));
    TrainingSetup bf16;
    const MemoryModel::Estimate fits = m.estimate(MemoryModel::Method::Full, bf16, 256, layout(4, 4, 4));
    QVERIFY(fits.fits());
    // §5.3's 16.72 GB is the torch peak; the driver figure adds the 1.61 GB context.
    QVERIFY2(qAbs(fits.breakdown.peakAllocatedGb - 16.72) < 0.005,
        qPrintable(QString::number(fits.breakdown.peakAllocatedGb)));
    QVERIFY2(
        qAbs(fits.breakdown.totalGb - 18.33) < 0.005, qPrintable(QString::number(fits.breakdown.totalGb)));
    TrainingSetup mixed;
    mixed.precision = TrainingSetup::Precision::Mixed;
    mixed.checkpointing = TrainingSetup::Checkpointing::Off;
    const MemoryModel::Estimate oom = m.estimate(MemoryModel::Method::Full, mixed, 2048, layout(4, 4, 4));
    QVERIFY(!oom.fits());
    // 80.21 GB before issue 22 (logits at β = 5.5); now the loss's three fp32 tensors (3.15 GB), the
    // allocator reserve (issue 37: 1.30 × (fp32 logits 0.52 + MLP block 0.18 + all-gather bucket 1.34) =
    // 2.65 GB) and the 1.61 GB context: 86.18 GB.
    QVERIFY2(qAbs(oom.breakdown.totalGb - 86.18) < 0.005, qPrintable(QString::number(oom.breakdown.totalGb)));
    QVERIFY(oom.breakdown.optimizerStepGb > 6.7 && oom.breakdown.optimizerStepGb < 6.8); // P/4 × 4 bytes
}

void TestTrainingSetup::parsing()
{
    const QString what = QStringLiteral("--sharding");
    QCOMPARE(TrainingSetup::parseSharding(QStringLiteral("ZeRO3"), what), TrainingSetup::Sharding::FullShard);
    QCOMPARE(
        TrainingSetup::parseSharding(QStringLiteral("zero2"), what), TrainingSetup::Sharding::ShardGradOp);
    QCOMPARE(TrainingSetup::parseSharding(QStringLiteral("DDP"), what), TrainingSetup::Sharding::NoShard);
    QCOMPARE(TrainingSetup::parseSharding(QStringLiteral("hybrid_shard"), what),
        TrainingSetup::Sharding::HybridShard);
    QCOMPARE(TrainingSetup::parseOptimizer(QStringLiteral("Paged AdamW 8bit"), what),
        TrainingSetup::Optimizer::PagedAdamW8Bit);
    QCOMPARE(TrainingSetup::parseOffload(QStringLiteral("optimizer+params"), what),
        TrainingSetup::Offload::OptimizerAndParams);
    QCOMPARE(
        TrainingSetup::parseCheckpointing(QStringLiteral("off"), what), TrainingSetup::Checkpointing::Off);
    QCOMPARE(
        TrainingSetup::parseCheckpointing(QStringLiteral("Full"), what), TrainingSetup::Checkpointing::Full);
    QCOMPARE(TrainingSetup::parseCheckpointing(QStringLiteral("selective"), what),
        TrainingSetup::Checkpointing::Selective);
    QCOMPARE(TrainingSetup::parseLoraTargets(QStringLiteral("all-linear"), what),
        TrainingSetup::loraTargetNames());
    QCOMPARE(TrainingSetup::parseLoraTargets(QStringLiteral("v_proj, q, q_proj"), what),
        (QStringList {QStringLiteral("q_proj"), QStringLiteral("v_proj")}));
    QCOMPARE(
        errorOf([] { TrainingSetup::parsePrecision(QStringLiteral("fp16"), QStringLiteral("--precision")); }),
        QStringLiteral("--precision: unknown precision 'fp16'; choose from bf16, mixed, fp32, fp8, mxfp8, "
                       "nvfp4 (did you mean 'bf16'?)"));
    QVERIFY(errorOf([] {
        TrainingSetup::parseLoraTargets(QStringLiteral("q_prj"), QStringLiteral("--lora-targets"));
    }).contains(QStringLiteral("(did you mean 'q_proj'?)")));
    QVERIFY(errorOf([] {
        TrainingSetup::parseLoraTargets(QStringLiteral(","), QStringLiteral("--lora-targets"));
    }).startsWith(QStringLiteral("--lora-targets: no LoRA target given")));
}

void TestTrainingSetup::unknownNameHints()
{
    // The hint is one of the names the message lists, never an alias it does not show.
    const auto switchError = [](const char *text) {
        return errorOf([text] {
            TrainingSetup::parseSwitch(QString::fromLatin1(text), QStringLiteral("--torch-compile"),
                QStringLiteral("torch-compile value"));
        });
    };
    QCOMPARE(switchError("maybe"),
        QStringLiteral("--torch-compile: unknown torch-compile value 'maybe'; choose from on, off"));
    QCOMPARE(switchError("yess"),
        QStringLiteral("--torch-compile: unknown torch-compile value 'yess'; choose from on, off"));
    QCOMPARE(switchError("offf"),
        QStringLiteral("--torch-compile: unknown torch-compile value 'offf'; choose from on, off (did you "
                       "mean 'off'?)"));
    QVERIFY(TrainingSetup::parseSwitch(QStringLiteral("Yes"), QStringLiteral("x"), QStringLiteral("v")));
    // `fused` (an alias of chunked) is not listed, so it is not suggested; a listed alias is.
    QCOMPARE(errorOf([] { TrainingSetup::parseLoss(QStringLiteral("fusd"), QStringLiteral("--loss")); }),
        QStringLiteral("--loss: unknown loss 'fusd'; choose from standard, chunked, fp32-fused"));
    QCOMPARE(errorOf([] { TrainingSetup::parseLoss(QStringLiteral("chunkd"), QStringLiteral("--loss")); }),
        QStringLiteral("--loss: unknown loss 'chunkd'; choose from standard, chunked, fp32-fused (did you "
                       "mean 'chunked'?)"));
    QCOMPARE(
        errorOf([] { TrainingSetup::parseSharding(QStringLiteral("zero4"), QStringLiteral("--sharding")); }),
        QStringLiteral(
            "--sharding: unknown sharding 'zero4'; choose from full-shard, hybrid-shard, "
            "shard-grad-op, no-shard, distributed-optimizer (aliases zero3, zero2, ddp, zero1) (did "
            "you mean 'zero3'?)"));
    // An empty name says so.
    QCOMPARE(errorOf([] { TrainingSetup::parseLoss(QString(), QStringLiteral("--loss")); }),
        QStringLiteral("--loss: the name is empty; choose from standard, chunked, fp32-fused"));
    QCOMPARE(
        errorOf([] { TrainingSetup::parseOptimizer(QStringLiteral("  "), QStringLiteral("--optimizer")); }),
        QStringLiteral("--optimizer: the name is empty; choose from adamw, adamw-8bit, paged-adamw-8bit, "
                       "sgd, sgd-momentum"));
}

void TestTrainingSetup::fsdpVersionForms()
{
    using F = TrainingSetup::FsdpVersion;
    const QString what = QStringLiteral("--fsdp-version");
    for (const char *text : {"1", "1.0", "1e0", "fsdp1", " 1 "})
        QCOMPARE(TrainingSetup::parseFsdpVersion(QString::fromLatin1(text), what), F::Fsdp1);
    for (const char *text : {"2", "2.0", "2e0", "0.2e1", "FSDP2", "+2"})
        QCOMPARE(TrainingSetup::parseFsdpVersion(QString::fromLatin1(text), what), F::Fsdp2);
    // No far-fetched "did you mean '1'" for a value that shares nothing with 1 or 2.
    const auto error = [&](const char *text) {
        return errorOf([&] { TrainingSetup::parseFsdpVersion(QString::fromLatin1(text), what); });
    };
    QCOMPARE(error("x"), QStringLiteral("--fsdp-version: unknown FSDP version 'x'; must be 1 or 2"));
    QCOMPARE(error("yes"), QStringLiteral("--fsdp-version: unknown FSDP version 'yes'; must be 1 or 2"));
    QCOMPARE(error("-1"), QStringLiteral("--fsdp-version: unknown FSDP version '-1'; must be 1 or 2"));
    QCOMPARE(error("3"), QStringLiteral("--fsdp-version: unknown FSDP version '3'; must be 1 or 2"));
    QCOMPARE(error("1.5"), QStringLiteral("--fsdp-version: unknown FSDP version '1.5'; must be 1 or 2"));
    QCOMPARE(error(""), QStringLiteral("--fsdp-version: the name is empty; must be 1 or 2"));
}

void TestTrainingSetup::configSection()
{
    QStringList warnings;
    const Configuration c = ConfigurationIo::parse(
        "training:\n  precision: mixed\n  optimizer: adamw-8bit\n  activation_checkpointing: off\n"
        "  sharding: zero2\n  lora_rank: 32\n  lora_targets: all-linear\n  offload: optimizer\n"
        "  reserve_gib: 2.5\n  precison: fp32\n",
        QStringLiteral("t.yaml"), &warnings);
    const TrainingSetup &t = c.training;
    QCOMPARE(t.precision, TrainingSetup::Precision::Mixed);
    QCOMPARE(t.optimizer, TrainingSetup::Optimizer::AdamW8Bit);
    QCOMPARE(t.checkpointing, TrainingSetup::Checkpointing::Off);
    QCOMPARE(t.sharding, TrainingSetup::Sharding::ShardGradOp);
    QCOMPARE(t.loraRank, 32);
    QVERIFY(t.targetsAllLinear());
    QCOMPARE(t.offload, TrainingSetup::Offload::Optimizer);
    QCOMPARE(t.reserveGib, 2.5);
    QCOMPARE(warnings.size(), 1);
    QVERIFY2(warnings.first().contains(
                 QStringLiteral("unknown key 'training.precison' (did you mean 'precision'?)")),
        qPrintable(warnings.first()));

    // Round trip: written back and read again, the same setup.
    const QByteArray text = ConfigurationIo::serialise(c);
    QVERIFY(text.contains("training:"));
    QCOMPARE(ConfigurationIo::parse(text, QStringLiteral("again.yaml"), &warnings).training, t);
    // AutoConf's stack is not written unless the file had a training section.
    QVERIFY(!ConfigurationIo::serialise(ConfigurationIo::embeddedDefault()).contains("training:"));
}

// The one table of training-setup values (issue 32): every member once, in the config's order, with
// the flags, ranges and defaults the CLI and the config have always used.
void TestTrainingSetup::fieldsTable()
{
    QStringList keys;
    for (const TrainingFields::Field &f : TrainingFields::all()) {
        keys.append(f.key);
        QVERIFY2(f.isDefault(TrainingSetup {}), qPrintable(f.key));
        QVERIFY2(TrainingFields::find(f.key) == &f, qPrintable(f.key)); // keys are unique
    }
    // The values of the third release, in the order the config writes them and --help lists them (a value
    // added later may stand anywhere between them).
    const QStringList released {QStringLiteral("precision"), QStringLiteral("optimizer"),
        QStringLiteral("activation_checkpointing"), QStringLiteral("sharding"), QStringLiteral("lora_rank"),
        QStringLiteral("lora_targets"), QStringLiteral("offload"), QStringLiteral("loss"),
        QStringLiteral("fsdp_version"), QStringLiteral("torch_compile"),
        QStringLiteral("optimizer_in_backward"), QStringLiteral("activation_offload"),
        QStringLiteral("reserve_gib"), QStringLiteral("gradient_accumulation_steps")};
    qsizetype at = 0;
    for (const QString &key : released) {
        at = keys.indexOf(key, at);
        QVERIFY2(at >= 0, qPrintable(key));
    }
    QCOMPARE(TrainingFields::find(QStringLiteral("torch_compile"))->flag, QStringLiteral("torch-compile"));
    const TrainingFields::Field *accumulation
        = TrainingFields::find(QStringLiteral("gradient_accumulation_steps"));
    QCOMPARE(accumulation->flag, QStringLiteral("grad-accum"));
    QCOMPARE(accumulation->objectName, QStringLiteral("gradientAccumulationSpinBox"));
    keys.removeOne(accumulation->key); // the roofline's only
    keys.removeOne(QStringLiteral("memory_margin")); // the feasibility check reads it, not the memory model
    keys.removeOne(QStringLiteral("tp_comm_overlap")); // the roofline's layout step only (issue 35)
    // the stack sets other fields; the pipeline split is the layout's (step-time-model.md §8.3, §8.5)
    for (const char *key : {"stack", "decoder_first_pipeline_num_layers", "decoder_last_pipeline_num_layers",
             "account_for_embedding_in_pipeline_split", "account_for_loss_in_pipeline_split"})
        keys.removeOne(QString::fromLatin1(key));
    QCOMPARE(TrainingFields::memoryModelKeys(), keys);

    const TrainingFields::Field *reserve = TrainingFields::find(QStringLiteral("reserve_gib"));
    QVERIFY(reserve);
    QCOMPARE(reserve->type, TrainingFields::Type::Number);
    QCOMPARE(reserve->minimum, 0.0);
    QCOMPARE(reserve->maximum, 1024.0);
    QCOMPARE(reserve->unit, QStringLiteral("GiB"));
    QCOMPARE(reserve->defaultValue, QVariant(1.5));
    QCOMPARE(reserve->emptyHint, QStringLiteral("give a number of GiB from 0 to 1024"));
    QCOMPARE(QString::fromUtf8(reserve->label), QStringLiteral("Reser&ve:"));
    const TrainingFields::Field *rank = TrainingFields::find(QStringLiteral("lora_rank"));
    QVERIFY(rank);
    QCOMPARE(rank->maximum, 65536.0);
    QCOMPARE(rank->defaultValue, QVariant(4));
    QCOMPARE(errorOf([&] {
        TrainingSetup t;
        rank->setInteger(t, 0, QStringLiteral("--lora-rank"));
    }),
        QStringLiteral("--lora-rank: the LoRA rank must be between 1 and 65536, got 0"));
    const TrainingFields::Field *fsdp = TrainingFields::find(QStringLiteral("fsdp_version"));
    QVERIFY(fsdp);
    QCOMPARE(fsdp->choices, (QStringList {QStringLiteral("1"), QStringLiteral("2")}));
    QCOMPARE(fsdp->emptyHint, QStringLiteral("must be 1 or 2"));
    QCOMPARE(fsdp->otherToolKey, QStringLiteral("fsdp"));
    QVERIFY(!fsdp->alwaysWritten);
    QCOMPARE(TrainingFields::find(QStringLiteral("bogus")), nullptr);

    // saverNames() reads the table's saver names, in table order.
    TrainingSetup t;
    t.activationOffload = true;
    t.torchCompile = true;
    QCOMPARE(t.saverNames(),
        (QStringList {QStringLiteral("torch.compile"), QStringLiteral("activation offloading")}));
}

// Each value set away from its default (the last choice, the other switch position, 8, 2.5, all-linear)
// through the table's text reader is the only difference from the default stack, is written to the
// configuration under its key, and reads back the same.
void TestTrainingSetup::everyFieldRoundTrips()
{
    const TrainingFields::NumberSyntax syntax {
        [](const QString &text, const QString &, qint64, qint64) { return text.toLongLong(); },
        [](const QString &text, const QString &, double) { return text.toDouble(); }};
    for (const TrainingFields::Field &f : TrainingFields::all()) {
        QString text;
        switch (f.type) {
        case TrainingFields::Type::Choice:
            text = f.choices.last();
            break;
        case TrainingFields::Type::Switch:
            text = f.defaultValue.toBool() ? QStringLiteral("off") : QStringLiteral("on");
            break;
        case TrainingFields::Type::Integer:
            text = QStringLiteral("8");
            break;
        case TrainingFields::Type::Number:
            text = f.maximum < 2.5 ? QStringLiteral("0.5") : QStringLiteral("2.5"); // the margin is 0 … 1
            break;
        case TrainingFields::Type::TargetList:
            text = QStringLiteral("all-linear");
            break;
        }
        Configuration c = ConfigurationIo::embeddedDefault();
        f.read(c.training, text, f.flag, f.flag, syntax);
        for (const TrainingFields::Field &other : TrainingFields::all())
            QVERIFY2(other.isDefault(c.training) == (&other != &f), qPrintable(f.key + u' ' + other.key));
        const QByteArray yaml = ConfigurationIo::serialise(c);
        // the margin is written as `feasibility.margin` (FeasibilitySection.cpp)
        const QString key = f.key == TrainingFields::kMemoryMarginKey ? QStringLiteral("margin") : f.key;
        QVERIFY2(yaml.contains(key.toUtf8() + ": "), yaml.constData());
        QStringList warnings;
        QCOMPARE(ConfigurationIo::parse(yaml, QStringLiteral("again.yaml"), &warnings).training, c.training);
        QCOMPARE(warnings, QStringList {});
    }
}

void TestTrainingSetup::configHintsTorchtuneKeys()
{
    QStringList warnings;
    const Configuration c = ConfigurationIo::parse(
        "training:\n  optimizer_in_bwd: true\n  enable_activation_offloading: true\n  fsdp: 2\n"
        "  compile: true\n  fsdp_version: 2.0\n",
        QStringLiteral("t.yaml"), &warnings);
    QCOMPARE(warnings,
        (QStringList {QStringLiteral("t.yaml:2: unknown key 'training.optimizer_in_bwd' (did you mean "
                                     "'optimizer_in_backward'?) (kept on save)"),
            QStringLiteral("t.yaml:3: unknown key 'training.enable_activation_offloading' (did you mean "
                           "'activation_offload'?) (kept on save)"),
            QStringLiteral(
                "t.yaml:4: unknown key 'training.fsdp' (did you mean 'fsdp_version'?) (kept on save)"),
            QStringLiteral(
                "t.yaml:5: unknown key 'training.compile' (did you mean 'torch_compile'?) (kept on save)")}));
    QCOMPARE(c.training.fsdpVersion, TrainingSetup::FsdpVersion::Fsdp2); // 2.0 is the whole number 2
    QVERIFY(!c.training.optimizerInBackward);
}

void TestTrainingSetup::configErrors_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("expected");
    QTest::newRow("reserve -1") << QByteArray("training:\n  reserve_gib: -1\n")
                                << "bad.yaml:2: training.reserve_gib: ";
    QTest::newRow("unknown precision") << QByteArray("training:\n  precision: fp16\n")
                                       << "bad.yaml:2: training.precision: unknown precision 'fp16'; choose "
                                          "from bf16, mixed, fp32, fp8, mxfp8, nvfp4 (did you mean 'bf16'?)";
    QTest::newRow("lora rank 0") << QByteArray("training:\n  lora_rank: 0\n")
                                 << "bad.yaml:2: training.lora_rank: ";
    QTest::newRow("unknown target") << QByteArray("training:\n  lora_targets: [q_proj, qkv]\n")
                                    << "bad.yaml:2: training.lora_targets: unknown LoRA target 'qkv'";
    QTest::newRow("sharding") << QByteArray("training:\n  sharding: fsdp\n")
                              << "bad.yaml:2: training.sharding: unknown sharding 'fsdp'";
    QTest::newRow("checkpointing") << QByteArray("training:\n  activation_checkpointing: sometimes\n")
                                   << "bad.yaml:2: training.activation_checkpointing: ";
}

void TestTrainingSetup::configErrors()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, expected);
    const QString message = errorOf([&] {
        QStringList warnings;
        ConfigurationIo::parse(yaml, QStringLiteral("bad.yaml"), &warnings);
    });
    QVERIFY2(message.startsWith(expected), qPrintable(message));
}

void TestTrainingSetup::configErrorsWhole_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("expected");
    QTest::newRow("checkpointing") << QByteArray("training:\n  activation_checkpointing: sometimes\n")
                                   << "bad.yaml:2: training.activation_checkpointing: unknown "
                                      "activation_checkpointing value 'sometimes'; choose from on, off, "
                                      "selective (aliases full)";
    // On/off keys are worded as the CLI words its flags.
    QTest::newRow("torch_compile maybe")
        << QByteArray("training:\n  torch_compile: maybe\n")
        << "bad.yaml:2: training.torch_compile: unknown torch_compile value 'maybe'; choose from on, off";
    QTest::newRow("fsdp_version x")
        << QByteArray("training:\n  fsdp_version: x\n")
        << "bad.yaml:2: training.fsdp_version: unknown FSDP version 'x'; must be 1 "
           "or 2";
    // An empty training key is an error at its own line, not silently the default.
    QTest::newRow("fsdp_version empty")
        << QByteArray("training:\n  precision: bf16\n  fsdp_version:\n  loss: standard\n")
        << "bad.yaml:3: training.fsdp_version: the value is empty; must be 1 or 2";
    QTest::newRow("loss empty")
        << QByteArray("training:\n  loss:\n")
        << "bad.yaml:2: training.loss: the value is empty; choose from standard, chunked, fp32-fused";
    QTest::newRow("loss quoted empty")
        << QByteArray("training:\n  loss: ''\n")
        << "bad.yaml:2: training.loss: the value is empty; choose from standard, chunked, fp32-fused";
    QTest::newRow("torch_compile ~")
        << QByteArray("training:\n  torch_compile: ~\n")
        << "bad.yaml:2: training.torch_compile: the value is empty; choose from on, off";
    QTest::newRow("sharding null")
        << QByteArray("training:\n  sharding: null\n")
        << "bad.yaml:2: training.sharding: the value is empty; choose from full-shard, "
           "hybrid-shard, shard-grad-op, no-shard, distributed-optimizer";
    QTest::newRow("lora_rank empty")
        << QByteArray("training:\n  lora_rank:\n")
        << "bad.yaml:2: training.lora_rank: the value is empty; give a whole number "
           "from 1 to 65536";
}

void TestTrainingSetup::configErrorsWhole()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, expected);
    QStringList warnings;
    QCOMPARE(errorOf([&] { ConfigurationIo::parse(yaml, QStringLiteral("bad.yaml"), &warnings); }), expected);
}

void TestTrainingSetup::avoidOomWalk()
{
    Workload w;
    w.batchSize = 4;
    w.gpusPerNode = 4;
    w.numberOfNodes = 2;
    const Infrastructure infra {32, 4, 8, {}, {}};
    const QList<Candidate> walk = SearchSpace::avoidOomCandidates(w, infra);
    // The job as submitted (its own 4 × 2 layout) first, then larger powers of two at total batch 32.
    QCOMPARE(walk.size(), 3);
    QCOMPARE(walk.at(0), (Candidate {8, 4, 2, 4}));
    QCOMPARE(walk.at(1), (Candidate {16, 8, 2, 2}));
    QCOMPARE(walk.at(2), (Candidate {32, 8, 4, 1}));
    for (const Candidate &c : walk)
        QCOMPARE(c.totalBatch(), 32);
}

void TestTrainingSetup::fixedBatchWalk()
{
    Workload w;
    w.batchSize = 4;
    const QList<Candidate> walk = SearchSpace::fixedBatchCandidates(w, Infrastructure {32, 4, 8, {}, {}});
    QCOMPARE(walk.size(), 6); // 1, 2, 4, 8, 16, 32
    for (const Candidate &c : walk)
        QCOMPARE(c.batchSize, 4);
    QCOMPARE(walk.last(), (Candidate {32, 8, 4, 4}));
}

void TestTrainingSetup::goalsOnTheSeedJob()
{
    const auto first = [](const Configuration &config) {
        const Evaluation e = Recommender(config).evaluate();
        for (const EvaluatedCandidate &c : e.candidates)
            if (c.verdict.feasible)
                return c.candidate;
        return Candidate {};
    };
    Configuration config = ConfigurationIo::embeddedDefault(); // 8 GPUs × batch 4, fits (32.92 GB)
    config.strategy.goal = Goal::AvoidOom;
    QCOMPARE(first(config), (Candidate {8, 8, 1, 4}));
    config.workload.gpusPerNode = 1; // 1 GPU × batch 32 would need 244 GB: 4 GPUs at 8 fit (§5.4)
    config.workload.batchSize = 32;
    QCOMPARE(first(config), (Candidate {4, 4, 1, 8}));
    config = ConfigurationIo::embeddedDefault();
    config.strategy.goal = Goal::MinGpuFixedBatch; // 1 GPU at 4: 87.72 GB; 2 GPUs at 4: 57.43 GB
    QCOMPARE(first(config), (Candidate {2, 2, 1, 4}));
}

QTEST_GUILESS_MAIN(TestTrainingSetup)
#include "test_training_setup.moc"
