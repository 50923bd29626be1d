#include "CliRunner.h"
#include "TestFiles.h"
#include "io/CsvTable.h"
#include "support/ExitCode.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

// coastline-cli's training-setup flags and the avoid-oom / min-gpu-fixed-batch goals (cli.md
// "Training-setup flags"; training-setups.md; issue 11), run in-process.

namespace {

CsvTable csvOf(const CliRun &r)
{
    return CsvTable::parse(r.out, QStringLiteral("stdout"));
}

const QStringList kAcceptanceJob {QStringLiteral("simulate"), QStringLiteral("--llm"),
    QStringLiteral("llama-7b"), QStringLiteral("--method"), QStringLiteral("full"), QStringLiteral("--gpu"),
    QStringLiteral("A100-40GB"), QStringLiteral("--batch"), QStringLiteral("4"),
    QStringLiteral("--gpus-per-node"), QStringLiteral("4"), QStringLiteral("--format"),
    QStringLiteral("csv")};

} // namespace

class TestCliTraining : public QObject
{
    Q_OBJECT
private slots:
    void acceptancePair();
    void explainShowsEveryTerm();
    void badFlags_data();
    void badFlags();
    void badConfigValue();
    void avoidOom();
    void minGpuFixedBatch();
    void explainListsFixes();
    void evaluateMemory();
    void importedMixtralLoraOnTwoGpus();
    void smallestChangeUnderTheMargin();
    void memorySavers();
    void fsdpVersionWholeNumbers();
    void torchtuneFlagNames_data();
    void torchtuneFlagNames();
    void emptyConfigKeys();
    void implausibleGpusPerNode();
};

void TestCliTraining::acceptancePair()
{
    const CliRun fits = CliRunner::run(kAcceptanceJob
        + QStringList {QStringLiteral("--tokens"), QStringLiteral("256"), QStringLiteral("--precision"),
            QStringLiteral("bf16")});
    QVERIFY2(fits.exitCode == cli::ExitSuccess, qPrintable(fits.err));
    const CsvTable a = csvOf(fits);
    QCOMPARE(a.cell(0, QStringLiteral("feasible")), QStringLiteral("true"));
    // The §5.3 total 16.72 GB + 1.61 GB CUDA context and NCCL, against the device's 42.95 GB (40,960 MiB).
    QCOMPARE(a.cell(0, QStringLiteral("reason")),
        QStringLiteral(
            "fits: 18.33 GB of 42.95 GB per GPU (memory model standing in for AutoConf); note: assumes "
            "pure bf16 AdamW (8 B/param), activation checkpointing on, standard loss; mixed precision "
            "would need 39.61 GB"));
    QCOMPARE(a.number(0, QStringLiteral("optimizer_gb")), 2 * a.number(0, QStringLiteral("weights_gb")));
    QCOMPARE(a.number(0, QStringLiteral("optimizer_step_gb")), 0.0);

    const CliRun oom = CliRunner::run(kAcceptanceJob
        + QStringList {QStringLiteral("--tokens"), QStringLiteral("2048"), QStringLiteral("--precision"),
            QStringLiteral("mixed"), QStringLiteral("--activation-checkpointing"), QStringLiteral("off")});
    QVERIFY2(oom.exitCode == cli::ExitSuccess, qPrintable(oom.err));
    const CsvTable b = csvOf(oom);
    QCOMPARE(b.cell(0, QStringLiteral("feasible")), QStringLiteral("false"));
    // Off the calibrated stack the logits are physical (12 bytes per vocabulary entry: 3.15 GB) and the
    // allocator headroom is 10 % of the transient terms (activations 42.41 + logits 3.15 + step 6.74).
    QCOMPARE(b.cell(0, QStringLiteral("reason")),
        QStringLiteral(
            "out of memory: 86.18 GB needed, 42.95 GB available per GPU; note: assumes mixed-precision "
            "AdamW (16 B/param), activation checkpointing off, standard loss"));
    QCOMPARE(b.number(0, QStringLiteral("logits_gb")), 12.0 * 32000 * 8192 / 1e9);
    // Issue 37: the allocator reserve is κ = 1.30 × the distinct transient blocks: the fp32 logits (4 of the
    // loss's 12 bytes per entry), one layer's MLP intermediate (8,192 tokens × I 11,008 × 2) and FSDP's
    // all-gather bucket, one layer's bf16 weights and gradients ((P − P_emb) / 32 × 4; P = 2 × the
    // weights per GPU × 4 GPUs / 2 bytes, P_emb = 2 × 32,000 × 4,096 untied).
    const double parameters = b.number(0, QStringLiteral("weights_gb")) * 4 / 2 * 1e9;
    const double bucket = (parameters - 2.0 * 32000 * 4096) / 32 * 4;
    QVERIFY(qAbs(b.number(0, QStringLiteral("allocator_gb"))
                - 1.30 * (b.number(0, QStringLiteral("logits_gb")) / 3 + (8192.0 * 11008 * 2 + bucket) / 1e9))
        < 1e-6);
    // mixed: optimizer = fp32 master + m + v = 12 bytes vs 2 bytes of weights; the step transient 4 bytes.
    QCOMPARE(b.number(0, QStringLiteral("optimizer_gb")), 6 * b.number(0, QStringLiteral("weights_gb")));
    QCOMPARE(b.number(0, QStringLiteral("optimizer_step_gb")), 2 * b.number(0, QStringLiteral("weights_gb")));
    double sum = 0;
    for (const char *term : {"weights_gb", "gradients_gb", "optimizer_gb", "working_set_gb", "activations_gb",
             "optimizer_step_gb", "logits_gb", "frozen_gradients_gb", "dequant_gb"})
        sum += b.number(0, QString::fromLatin1(term));
    QVERIFY(qAbs(sum - b.number(0, QStringLiteral("peak_allocated_gb"))) < 1e-9);
    sum += b.number(0, QStringLiteral("allocator_gb")) + b.number(0, QStringLiteral("context_gb"));
    QVERIFY(qAbs(sum - b.number(0, QStringLiteral("memory_gb_per_gpu"))) < 1e-9);
}

void TestCliTraining::explainShowsEveryTerm()
{
    const CliRun r = CliRunner::run({QStringLiteral("explain"), QStringLiteral("--precision"),
        QStringLiteral("mixed"), QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(r.exitCode == cli::ExitSuccess, qPrintable(r.err));
    const CsvTable t = csvOf(r);
    QVERIFY(t.header().contains(QStringLiteral("optimizer_step_gb")));
    // Seed job, 8 GPUs at 4 per device: 16 bytes/param instead of 8 adds 8·P/8 = 8.17 GB plus a 4.09 GB step.
    for (int row = 0; row < t.rowCount(); ++row)
        if (t.cell(row, QStringLiteral("total_gpus")) == u"8"
            && t.cell(row, QStringLiteral("batch_size")) == u"4")
            QVERIFY2(qAbs(t.number(row, QStringLiteral("optimizer_step_gb")) - 4.0854) < 0.001,
                qPrintable(t.cell(row, QStringLiteral("optimizer_step_gb"))));
}

void TestCliTraining::badFlags_data()
{
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<QString>("expected");
    QTest::newRow("lora rank 0") << QStringList {QStringLiteral("--lora-rank"), QStringLiteral("0")}
                                 << "error: --lora-rank: ";
    QTest::newRow("precision")
        << QStringList {QStringLiteral("--precision"), QStringLiteral("fp16")}
        << "error: --precision: unknown precision 'fp16'; choose from bf16, mixed, fp32, fp8, mxfp8, nvfp4 "
           "(did you mean 'bf16'?)";
    // Issue 33: FP8 training is refused up front (exit 2) on a GPU without FP8 tensor cores.
    QTest::newRow("fp8 on A100")
        << QStringList {QStringLiteral("--precision"), QStringLiteral("fp8"), QStringLiteral("--gpu"),
               QStringLiteral("NVIDIA-A100-SXM4-80GB")}
        << "error: precision fp8 needs FP8 tensor cores, and NVIDIA-A100-SXM4-80GB has none";
    QTest::newRow("reserve") << QStringList {QStringLiteral("--reserve-gib"), QStringLiteral("-1")}
                             << "error: --reserve-gib: ";
    QTest::newRow("loss") << QStringList {QStringLiteral("--loss"), QStringLiteral("maybe")}
                          << "error: --loss: unknown loss 'maybe'; choose from standard, chunked, fp32-fused";
    QTest::newRow("fsdp version") << QStringList {QStringLiteral("--fsdp-version"), QStringLiteral("3")}
                                  << "error: --fsdp-version: unknown FSDP version '3'; must be 1 or 2\n";
    // No "did you mean '1'" for values that share nothing with 1 or 2.
    for (const char *value : {"x", "yes", "-1"})
        QTest::addRow("fsdp version %s", value)
            << QStringList {QStringLiteral("--fsdp-version"), QString::fromLatin1(value)}
            << QStringLiteral("error: --fsdp-version: unknown FSDP version '%1'; must be 1 or 2\n")
                   .arg(QString::fromLatin1(value));
    QTest::newRow("fsdp version empty") << QStringList {QStringLiteral("--fsdp-version"), QString()}
                                        << "error: --fsdp-version: the name is empty; must be 1 or 2\n";
    QTest::newRow("loss empty") << QStringList {QStringLiteral("--loss"),
        QString()} << "error: --loss: the name is empty; choose from standard, chunked, fp32-fused\n";
    // The hint is a listed name, never the alias 'false' or 'yes'.
    QTest::newRow("activation offload yess")
        << QStringList {QStringLiteral("--activation-offload"), QStringLiteral("yess")}
        << "error: --activation-offload: unknown activation-offload value 'yess'; choose from on, off\n";
    QTest::newRow("torch compile maybe exact")
        << QStringList {QStringLiteral("--torch-compile"), QStringLiteral("maybe")}
        << "error: --torch-compile: unknown torch-compile value 'maybe'; choose from on, off\n";
    QTest::newRow("torch compile") << QStringList {QStringLiteral("--torch-compile"),
        QStringLiteral(
            "maybe")} << "error: --torch-compile: unknown torch-compile value 'maybe'; choose from on, off";
    QTest::newRow("activation offload") << QStringList {QStringLiteral("--activation-offload"),
        QStringLiteral("2")} << "error: --activation-offload: unknown activation-offload value '2'";
    QTest::newRow("sharding") << QStringList {QStringLiteral("--sharding"), QStringLiteral("zero4")}
                              << "error: --sharding: unknown sharding 'zero4'";
    QTest::newRow("targets") << QStringList {QStringLiteral("--lora-targets"), QStringLiteral("q_proj,attn")}
                             << "error: --lora-targets: unknown LoRA target 'attn'";
}

void TestCliTraining::badFlags()
{
    QFETCH(QStringList, flags);
    QFETCH(QString, expected);
    for (const QString &verb :
        {QStringLiteral("simulate"), QStringLiteral("recommend"), QStringLiteral("explain")}) {
        const CliRun r = CliRunner::run(QStringList {verb} + flags);
        QCOMPARE(r.exitCode, int(cli::ExitBadInput));
        QVERIFY2(r.err.startsWith(expected), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }
}

void TestCliTraining::badConfigValue()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.yaml"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("training:\n  reserve_gib: -1\n");
    file.close();
    const CliRun r = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--config"), path});
    QCOMPARE(r.exitCode, int(cli::ExitBadInput));
    QVERIFY2(r.err.contains(QStringLiteral("bad.yaml:2: training.reserve_gib")), qPrintable(r.err));

    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("training:\n  loss: maybe\n");
    file.close();
    const CliRun loss = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--config"), path});
    QCOMPARE(loss.exitCode, int(cli::ExitBadInput));
    QVERIFY2(loss.err.startsWith(QStringLiteral("error: ")), qPrintable(loss.err));
    QVERIFY2(loss.err.contains(QStringLiteral("bad.yaml:2: training.loss")), qPrintable(loss.err));
    QVERIFY2(loss.err.contains(QStringLiteral("unknown loss 'maybe'")), qPrintable(loss.err));

    // fp8 set in the file on an A100.
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("workload:\n  gpu_model: NVIDIA-A100-SXM4-80GB\ntraining:\n  precision: fp8\n");
    file.close();
    const CliRun fp8 = CliRunner::run({QStringLiteral("simulate"), QStringLiteral("--config"), path});
    QCOMPARE(fp8.exitCode, int(cli::ExitBadInput));
    // Named by its file, line and key (issue 35's fresh-user pass: it had no location).
    QVERIFY2(fp8.err.contains(QStringLiteral("\nerror: ") + path
                 + QStringLiteral(":4: training.precision: precision fp8 needs FP8 tensor cores")),
        qPrintable(fp8.err));
    QVERIFY(fp8.out.isEmpty());
}

void TestCliTraining::avoidOom()
{
    // The seed job (8 GPUs × 4 per device) fits: avoid-oom returns it as submitted.
    const CliRun own = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--goal"),
        QStringLiteral("avoid-oom"), QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(own.exitCode == cli::ExitSuccess, qPrintable(own.err));
    const CsvTable a = csvOf(own);
    QCOMPARE(a.rowCount(), 1);
    QCOMPARE(a.cell(0, QStringLiteral("total_gpus")), QStringLiteral("8"));
    QCOMPARE(a.cell(0, QStringLiteral("batch_size")), QStringLiteral("4"));
    // Under mixed precision without checkpointing it does not fit: more GPUs at the same total batch 32.
    const CliRun grown = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--goal"),
        QStringLiteral("avoid_oom"), QStringLiteral("--precision"), QStringLiteral("mixed"),
        QStringLiteral("--activation-checkpointing"), QStringLiteral("off"), QStringLiteral("--format"),
        QStringLiteral("csv")});
    QVERIFY2(grown.exitCode == cli::ExitSuccess, qPrintable(grown.err));
    const CsvTable b = csvOf(grown);
    QVERIFY(b.cell(0, QStringLiteral("total_gpus")).toInt() > 8);
    QCOMPARE(b.cell(0, QStringLiteral("total_batch")), QStringLiteral("32"));
}

void TestCliTraining::minGpuFixedBatch()
{
    const CliRun r = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--goal"),
        QStringLiteral("min-gpu-fixed-batch"), QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(r.exitCode == cli::ExitSuccess, qPrintable(r.err));
    const CsvTable t = csvOf(r);
    QCOMPARE(t.cell(0, QStringLiteral("total_gpus")), QStringLiteral("2")); // 1 GPU at 4 needs 87.72 GB
    QCOMPARE(t.cell(0, QStringLiteral("batch_size")), QStringLiteral("4"));
    QCOMPARE(t.cell(0, QStringLiteral("total_batch")), QStringLiteral("8"));
}

// explain --format json: an out-of-memory candidate lists its fixes, least disruptive first, each with
// the per-GPU total it gives; a candidate that fits has none (cli.md "Memory model").
void TestCliTraining::explainListsFixes()
{
    const CliRun r = CliRunner::run({QStringLiteral("explain"), QStringLiteral("--llm"),
        QStringLiteral("llama3-8b"), QStringLiteral("--method"), QStringLiteral("full"),
        QStringLiteral("--gpu"), QStringLiteral("NVIDIA-A100-SXM4-80GB"), QStringLiteral("--tokens"),
        QStringLiteral("4096"), QStringLiteral("--batch"), QStringLiteral("4"),
        QStringLiteral("--gpus-per-node"), QStringLiteral("1"), QStringLiteral("--precision"),
        QStringLiteral("mixed"), QStringLiteral("--predictor"), QStringLiteral("kavier"),
        QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(r.exitCode == cli::ExitSuccess || r.exitCode == cli::ExitNoResult, qPrintable(r.err));
    const QJsonArray rows = QJsonDocument::fromJson(r.out).array();
    QVERIFY(!rows.isEmpty());
    bool sawRejected = false;
    for (const QJsonValue &value : rows) {
        const QJsonObject row = value.toObject();
        const QJsonArray fixes = row.value(QStringLiteral("fixes")).toArray();
        if (row.value(QStringLiteral("feasible")).toBool()) {
            QVERIFY(fixes.isEmpty());
            continue;
        }
        if (row.value(QStringLiteral("total_gpus")).toInt() != 1
            || row.value(QStringLiteral("batch_size")).toInt() != 4)
            continue;
        sawRejected = true;
        // 1 GPU x 4: 187.20 GB; chunked loss 175.00, 8-bit AdamW 114.93 (too big), optimizer offload 58.72
        // (fits; issue 37: the gradients are not allocated yet while the loss runs, and the allocator reserve
        // follows the transient blocks).
        QCOMPARE(fixes.at(0).toObject().value(QStringLiteral("change")).toString(),
            QStringLiteral("chunked loss"));
        QVERIFY(!fixes.at(0).toObject().value(QStringLiteral("fits")).toBool());
        QCOMPARE(fixes.at(2).toObject().value(QStringLiteral("change")).toString(),
            QStringLiteral("optimizer offload to the CPU"));
        QVERIFY(fixes.at(2).toObject().value(QStringLiteral("fits")).toBool());
        QVERIFY(qAbs(fixes.at(2).toObject().value(QStringLiteral("memory_gb_per_gpu")).toDouble() - 58.72)
            < 0.01);
        QCOMPARE(row.value(QStringLiteral("fix")).toString(), QStringLiteral("optimizer offload to the CPU"));
        QVERIFY(row.value(QStringLiteral("max_per_device_batch")).isNull());
    }
    QVERIFY(sawRejected);
}

void TestCliTraining::evaluateMemory()
{
    const QString data = QStringLiteral(COASTLINE_TEST_DATA_DIR "/measured/hf_trainer_memory_check.csv");
    const CliRun r = CliRunner::run({QStringLiteral("evaluate-memory"), QStringLiteral("--data"), data,
        QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(r.exitCode == cli::ExitSuccess, qPrintable(r.err));
    const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
    const QJsonObject summary = doc.value(QStringLiteral("summary")).toObject();
    QCOMPARE(summary.value(QStringLiteral("rows")).toInt(), 51);
    // Issue 37: 70B QLoRA on 2 L40s went out of memory at a predicted 85 %, inside the risk band (tight,
    // feasible by default); no run that went out of memory is `fits` (the families' out_of_memory_fits).
    QCOMPARE(summary.value(QStringLiteral("agree")).toInt(), 50);
    QCOMPARE(summary.value(QStringLiteral("fits_but_out_of_memory")).toInt(), 1);
    const QJsonArray families = doc.value(QStringLiteral("families")).toArray();
    QCOMPARE(families.last().toObject().value(QStringLiteral("family")).toString(), QStringLiteral("all"));
    QCOMPARE(families.last().toObject().value(QStringLiteral("out_of_memory_fits")).toInt(), 0);
    QCOMPARE(families.last().toObject().value(QStringLiteral("out_of_memory_tight")).toInt(), 1);
    QCOMPARE(doc.value(QStringLiteral("rows")).toArray().size(), 51);
    // --memory-margin 1 rejects the whole tight band: that out-of-memory 70B QLoRA run is predicted out of
    // memory, and the tight runs that ran become the misses instead (the flag is not a no-op).
    const CliRun strict = CliRunner::run(
        {QStringLiteral("evaluate-memory"), QStringLiteral("--data"), data, QStringLiteral("--format"),
            QStringLiteral("json"), QStringLiteral("--memory-margin"), QStringLiteral("1")});
    QVERIFY2(strict.exitCode == cli::ExitSuccess, qPrintable(strict.err));
    const QJsonObject strictSummary
        = QJsonDocument::fromJson(strict.out).object().value(QStringLiteral("summary")).toObject();
    QCOMPARE(strictSummary.value(QStringLiteral("fits_but_out_of_memory")).toInt(), 0);
    QCOMPARE(strictSummary.value(QStringLiteral("out_of_memory_but_ran")).toInt(),
        summary.value(QStringLiteral("out_of_memory_but_ran")).toInt()
            + 6); // 7 tight rows, 1 went out of memory

    const CliRun missing = CliRunner::run({QStringLiteral("evaluate-memory")});
    QCOMPARE(missing.exitCode, int(cli::ExitBadInput));
    QVERIFY2(missing.err.startsWith(QStringLiteral("error: --data")), qPrintable(missing.err));
    const CliRun badLoss = CliRunner::run({QStringLiteral("evaluate-memory"), QStringLiteral("--data"), data,
        QStringLiteral("--loss"), QStringLiteral("maybe")});
    QCOMPARE(badLoss.exitCode, int(cli::ExitBadInput));
    QVERIFY2(badLoss.err.startsWith(QStringLiteral("error: --loss: unknown loss 'maybe'")),
        qPrintable(badLoss.err));
}

// Issue 37, end to end: `catalog import --hf-config` of Mixtral-8x7B's public config.json
// (tests/data/hf_configs/mixtral-8x7b.json, provenance in its README), then `simulate` LoRA on 2 A100-80GB
// in the fms-acceleration benchmark's setting (a100_80gb_moe.csv: r = 16 on q, k, v, o, bf16, FSDP full
// shard, checkpointing, 279 tokens per sample, 8 per device). The issue quotes 57–65 GB of torch peak
// measured for Mixtral LoRA on 2 GPUs (held-out runs; the previous release predicted 113–118 GB): the
// imported model's peak is within ±15 % of that range (48.5–74.8 GB).
// The imported model gives 54.53 GB (4.3 % under the range's low end; 53.27 GB at 1 per device, 55.98 GB
// at 16), 60.45 GB as the driver would report it: `fits`.
void TestCliTraining::importedMixtralLoraOnTwoGpus()
{
    QTemporaryDir dir;
    const QString base = TestFiles::baseConfig(dir);
    const QString withMixtral = dir.filePath(QStringLiteral("with-mixtral.yaml"));
    const CliRun imported
        = CliRunner::run({QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral("--hf-config"),
            QStringLiteral(COASTLINE_TEST_DATA_DIR "/hf_configs/mixtral-8x7b.json"), QStringLiteral("--name"),
            QStringLiteral("my-mixtral"), QStringLiteral("--config"), base, QStringLiteral("--output"),
            withMixtral});
    QVERIFY2(imported.exitCode == cli::ExitSuccess, qPrintable(imported.err));
    const CliRun r = CliRunner::run({QStringLiteral("simulate"), QStringLiteral("--config"), withMixtral,
        QStringLiteral("--llm"), QStringLiteral("my-mixtral"), QStringLiteral("--method"),
        QStringLiteral("lora"), QStringLiteral("--gpu"), QStringLiteral("NVIDIA-A100-SXM4-80GB"),
        QStringLiteral("--gpus-per-node"), QStringLiteral("2"), QStringLiteral("--batch"),
        QStringLiteral("8"), QStringLiteral("--tokens"), QStringLiteral("279"), QStringLiteral("--lora-rank"),
        QStringLiteral("16"), QStringLiteral("--lora-targets"), QStringLiteral("q,k,v,o"),
        QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(r.exitCode == cli::ExitSuccess, qPrintable(r.err));
    const CsvTable t = csvOf(r);
    const double peak = t.number(0, QStringLiteral("peak_allocated_gb"));
    QVERIFY2(peak >= 0.85 * 57 && peak <= 1.15 * 65, qPrintable(QString::number(peak)));
    QCOMPARE(QString::number(peak, 'f', 2), QStringLiteral("54.53"));
    QCOMPARE(t.cell(0, QStringLiteral("memory_verdict")), QStringLiteral("fits"));
    QCOMPARE(t.number(0, QStringLiteral("frozen_gradients_gb")), 0.0);
}

// Issue 37: the summary's smallest change is judged under --memory-margin like the configurations. The seed
// job on 1 A100-80GB at 16 and 32 per device fits nowhere; by default the smallest change is per-device
// batch 2 with 8x accumulation at 78.15 GB (91 % of 85.90: inside the band, and the summary says so); with
// margin 1 (accept ≤ 66.14 GB) a smaller batch is not enough (batch 1 is 72.57 GB) and the change offered
// is 4 GPUs at batch 4 (42.70 GB, `fits`, no "tight").
void TestCliTraining::smallestChangeUnderTheMargin()
{
    const QStringList job {QStringLiteral("recommend"), QStringLiteral("--total-gpus"), QStringLiteral("1"),
        QStringLiteral("--batch-sizes"), QStringLiteral("16,32")};
    const CliRun byDefault = CliRunner::run(job);
    QCOMPARE(byDefault.exitCode, 1);
    QVERIFY2(byDefault.err.contains(
                 QStringLiteral("The smallest change that would make one fit: per-device batch 2 with 8x "
                                "gradient accumulation, from 1 GPU (1 × 1), batch 16 per device (78.15 GB "
                                "per GPU of 85.90 GB, tight: inside the memory risk band).")),
        qPrintable(byDefault.err));
    const CliRun strict
        = CliRunner::run(job + QStringList {QStringLiteral("--memory-margin"), QStringLiteral("1")});
    QCOMPARE(strict.exitCode, 1);
    QVERIFY2(strict.err.contains(QStringLiteral(
                 "The smallest change that would make one fit: 4 GPUs at batch 4 per device "
                 "(same total batch), from 1 GPU (1 × 1), batch 16 per device (42.70 GB per GPU "
                 "of 85.90 GB).")),
        qPrintable(strict.err));
    QVERIFY(!strict.err.contains(QStringLiteral("tight")));
}

// torchtune's Llama-3.1-70B LoRA on 8 A100s (tests/data/measured/torchtune_peak_memory.csv, 29.6 GB
// measured): neither FSDP allocates gradients for the frozen base (issue 37); the note names FSDP2.
void TestCliTraining::memorySavers()
{
    const QStringList job {QStringLiteral("simulate"), QStringLiteral("--llm"),
        QStringLiteral("llama3.1-70b"), QStringLiteral("--method"), QStringLiteral("lora"),
        QStringLiteral("--gpu"), QStringLiteral("NVIDIA-A100-SXM4-80GB"), QStringLiteral("--gpus-per-node"),
        QStringLiteral("8"), QStringLiteral("--batch"), QStringLiteral("2"), QStringLiteral("--tokens"),
        QStringLiteral("2048"), QStringLiteral("--lora-rank"), QStringLiteral("16"),
        QStringLiteral("--lora-targets"), QStringLiteral("q,v,o,gate,up,down"), QStringLiteral("--loss"),
        QStringLiteral("chunked"), QStringLiteral("--format"), QStringLiteral("csv")};
    const CliRun fsdp1 = CliRunner::run(job);
    const CliRun fsdp2
        = CliRunner::run(job + QStringList {QStringLiteral("--fsdp-version"), QStringLiteral("2")});
    QCOMPARE(fsdp1.exitCode, 0);
    QCOMPARE(fsdp2.exitCode, 0);
    const CsvTable a = csvOf(fsdp1);
    const CsvTable b = csvOf(fsdp2);
    QCOMPARE(a.number(0, QStringLiteral("frozen_gradients_gb")), 0.0);
    QCOMPARE(b.number(0, QStringLiteral("frozen_gradients_gb")), 0.0);
    // 32.04 GB torch peak with FSDP2 against the 29.6 GB measured: +8.1 %.
    QCOMPARE(
        QString::number(b.number(0, QStringLiteral("peak_allocated_gb")), 'f', 2), QStringLiteral("32.04"));
    QVERIFY2(b.cell(0, QStringLiteral("reason")).contains(QStringLiteral("chunked loss, FSDP2")),
        qPrintable(b.cell(0, QStringLiteral("reason"))));
}

void TestCliTraining::fsdpVersionWholeNumbers()
{
    // As every integer flag: a whole number may be written 2.0 or 2e0 (cli.md).
    for (const char *value : {"2", "2.0", "2e0", "fsdp2"}) {
        const CliRun r = CliRunner::run(kAcceptanceJob
            + QStringList {QStringLiteral("--tokens"), QStringLiteral("256"),
                QStringLiteral("--fsdp-version"), QString::fromLatin1(value), QStringLiteral("--method"),
                QStringLiteral("lora")});
        QVERIFY2(r.exitCode == cli::ExitSuccess, qPrintable(r.err));
        QVERIFY2(csvOf(r).cell(0, QStringLiteral("reason")).contains(QStringLiteral("FSDP2")),
            qPrintable(csvOf(r).cell(0, QStringLiteral("reason"))));
    }
    const CliRun one = CliRunner::run(kAcceptanceJob
        + QStringList {QStringLiteral("--tokens"), QStringLiteral("256"), QStringLiteral("--fsdp-version"),
            QStringLiteral("1e0"), QStringLiteral("--method"), QStringLiteral("lora")});
    QVERIFY2(one.exitCode == cli::ExitSuccess, qPrintable(one.err));
    QVERIFY(!csvOf(one).cell(0, QStringLiteral("reason")).contains(QStringLiteral("FSDP2")));
}

void TestCliTraining::torchtuneFlagNames_data()
{
    QTest::addColumn<QString>("flag");
    QTest::addColumn<QString>("ours");
    QTest::newRow("optimizer_in_bwd") << "optimizer-in-bwd"
                                      << "optimizer-in-backward";
    QTest::newRow("enable_activation_offloading") << "enable-activation-offloading"
                                                  << "activation-offload";
    QTest::newRow("compile") << "compile"
                             << "torch-compile";
    QTest::newRow("fsdp") << "fsdp"
                          << "fsdp-version";
}

void TestCliTraining::torchtuneFlagNames()
{
    QFETCH(QString, flag);
    QFETCH(QString, ours);
    for (const QString &verb :
        {QStringLiteral("simulate"), QStringLiteral("recommend"), QStringLiteral("explain")}) {
        const CliRun r = CliRunner::run({verb, QStringLiteral("--") + flag, QStringLiteral("on")});
        QCOMPARE(r.exitCode, int(cli::ExitBadInput));
        QCOMPARE(r.err,
            QStringLiteral(
                "error: %1: unknown option '%2'; did you mean --%3? (see coastline-cli %1 --help)\n")
                .arg(verb, flag, ours));
    }
    // A verb without the training flags gets no hint to a flag it does not have.
    const CliRun tune = CliRunner::run({QStringLiteral("tune"), QStringLiteral("--compile")});
    QCOMPARE(tune.exitCode, int(cli::ExitBadInput));
    QVERIFY2(!tune.err.contains(QStringLiteral("torch-compile")), qPrintable(tune.err));
}

void TestCliTraining::emptyConfigKeys()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("empty.yaml"));
    const auto run = [&](const QByteArray &yaml) {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return CliRun {};
        file.write(yaml);
        file.close();
        return CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--config"), path});
    };
    const CliRun fsdp = run("training:\n  precision: bf16\n  fsdp_version:\n");
    QCOMPARE(fsdp.exitCode, int(cli::ExitBadInput));
    QCOMPARE(fsdp.err,
        QStringLiteral("error: %1:3: training.fsdp_version: the value is empty; must be 1 or 2\n").arg(path));
    const CliRun compile = run("training:\n  torch_compile: maybe\n");
    QCOMPARE(compile.exitCode, int(cli::ExitBadInput));
    QCOMPARE(compile.err,
        QStringLiteral(
            "error: %1:2: training.torch_compile: unknown torch_compile value 'maybe'; choose from "
            "on, off\n")
            .arg(path));
    const CliRun hint = run("training:\n  optimizer_in_bwd: true\n");
    QVERIFY2(
        hint.err.contains(QStringLiteral(
            "warning: %1:2: unknown key 'training.optimizer_in_bwd' (did you mean 'optimizer_in_backward'?)")
                              .arg(path)),
        qPrintable(hint.err));
}

void TestCliTraining::implausibleGpusPerNode()
{
    const QStringList job {QStringLiteral("simulate"), QStringLiteral("--llm"), QStringLiteral("llama-7b"),
        QStringLiteral("--method"), QStringLiteral("lora"), QStringLiteral("--gpu"),
        QStringLiteral("A100-40GB"), QStringLiteral("--batch"), QStringLiteral("1"),
        QStringLiteral("--tokens"), QStringLiteral("256"), QStringLiteral("--format"), QStringLiteral("csv"),
        QStringLiteral("--gpus-per-node")};
    const QString warning = QStringLiteral(
        "warning: --gpus-per-node: 100000 GPUs per node is implausible; expected at most 64 (a larger node "
        "needs infrastructure.max_gpus_per_node)\n");
    const CliRun huge = CliRunner::run(job + QStringList {QStringLiteral("100000")});
    QVERIFY2(huge.exitCode == cli::ExitSuccess, qPrintable(huge.err));
    QVERIFY2(huge.err.contains(warning), qPrintable(huge.err));
    const CliRun recommend = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--gpus-per-node"),
        QStringLiteral("100000"), QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(recommend.err.contains(warning), qPrintable(recommend.err));
    // A real node is not warned about; 64 is the bound.
    for (const char *count : {"8", "16", "64"}) {
        const CliRun real = CliRunner::run(job + QStringList {QString::fromLatin1(count)});
        QVERIFY2(real.exitCode == cli::ExitSuccess, qPrintable(real.err));
        QVERIFY2(!real.err.contains(QStringLiteral("implausible")), qPrintable(real.err));
    }
    QVERIFY(CliRunner::run(job + QStringList {QStringLiteral("65")})
                .err.contains(QStringLiteral(
                    "warning: --gpus-per-node: 65 GPUs per node is implausible; expected at most 64")));
}

QTEST_GUILESS_MAIN(TestCliTraining)
#include "test_cli_training.moc"
