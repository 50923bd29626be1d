// Measured-runs cache (spec decision 6) and upstream-behaviour.md §10 cases 44–48, translated to our
// semantics: number_gpus is the TOTAL GPU count and batch_size the TOTAL batch (per device × GPUs),
// so upstream's config A (2 nodes × 8 GPUs, per-device 16) is written number_gpus 16, batch_size 256.
#include "common/CoastlineError.h"
#include "feasibility/MemoryCheck.h"
#include "predict/learned/data/TrainingRuns.h"
#include "predict/measured/MeasuredRuns.h"
#include "predict/roofline/RooflineRuns.h"
#include "runs/MeasuredRunsCsv.h"

#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

namespace {
QString data(const char *name)
{
    return QStringLiteral(COASTLINE_TEST_DATA_DIR "/") + QString::fromUtf8(name);
}

Workload job(const char *model, const char *method, const char *gpu, qint64 tokens)
{
    Workload w;
    w.llmModel = QString::fromUtf8(model);
    w.method = QString::fromUtf8(method);
    w.gpuModel = QString::fromUtf8(gpu);
    w.tokensPerSample = tokens;
    return w;
}
} // namespace

class TestMeasuredRuns : public QObject
{
    Q_OBJECT
private slots:
    void firstRunAndStatistics();
    void firstRunNotMedian();
    void singleRun();
    void missesOnAnyDifference();
    void namesNormalised();
    void bundledRunDatabaseHit();
    void resolutionOrder();
    void badFiles();
    void oneIsValidRule();
    void oneReaderForEveryUse();
    void onePrecisionRule();
};

void TestMeasuredRuns::firstRunAndStatistics()
{
    const MeasuredRuns runs = MeasuredRuns::load(data("measured/cache_cases.csv"), Catalog::bundled());
    QCOMPARE(runs.rowsRead(), 12);
    QCOMPARE(runs.validRows(), 9); // is_valid 0, zero throughput, missing runtime dropped
    const auto hit
        = runs.lookup(job("mistral-7b-v0.1", "lora", "NVIDIA-A100-SXM4-80GB", 512), {16, 8, 2, 16});
    QVERIFY(hit);
    QCOMPARE(hit->source, QStringLiteral("cache"));
    QCOMPARE(hit->throughputTokensPerSecond, 100.0);
    QCOMPARE(*hit->measuredRuntimeSeconds, 1000.0);
    QCOMPARE(hit->runCount, 3);
    QCOMPARE(hit->throughputMin, 100.0);
    QCOMPARE(hit->throughputMax, 300.0);
    QVERIFY(std::fabs(hit->throughputStd - 81.649658) < 1e-6);
    QVERIFY(!hit->powerWattsPerGpu);
}

void TestMeasuredRuns::firstRunNotMedian()
{
    const MeasuredRuns runs = MeasuredRuns::load(data("measured/cache_cases.csv"), Catalog::bundled());
    const auto hit = runs.lookup(job("phi-4", "lora", "NVIDIA-A100-SXM4-80GB", 256), {2, 2, 1, 32});
    QVERIFY(hit);
    QCOMPARE(hit->throughputTokensPerSecond, 200.0);
    QCOMPARE(*hit->measuredRuntimeSeconds, 1500.0);
    QCOMPARE(hit->runCount, 4);
}

void TestMeasuredRuns::singleRun()
{
    const MeasuredRuns runs = MeasuredRuns::load(data("measured/cache_cases.csv"), Catalog::bundled());
    const auto hit = runs.lookup(job("granite-3.1-2b", "full", "L40S", 1024), {1, 1, 1, 8});
    QVERIFY(hit);
    QCOMPARE(hit->runCount, 1);
    QCOMPARE(hit->throughputStd, 0.0);
    QCOMPARE(hit->throughputMin, 555.0);
    QCOMPARE(hit->throughputMax, 555.0);
}

void TestMeasuredRuns::missesOnAnyDifference()
{
    const MeasuredRuns runs = MeasuredRuns::load(data("measured/cache_cases.csv"), Catalog::bundled());
    const Workload w = job("mistral-7b-v0.1", "lora", "NVIDIA-A100-SXM4-80GB", 512);
    QVERIFY(!runs.lookup(job("unknown-model", "lora", "NVIDIA-A100-SXM4-80GB", 512), {16, 8, 2, 16}));
    QVERIFY(!runs.lookup(job("mistral-7b-v0.1", "full", "NVIDIA-A100-SXM4-80GB", 512), {16, 8, 2, 16}));
    QVERIFY(!runs.lookup(job("mistral-7b-v0.1", "lora", "L40S", 512), {16, 8, 2, 16}));
    QVERIFY(!runs.lookup(job("mistral-7b-v0.1", "lora", "NVIDIA-A100-SXM4-80GB", 1024), {16, 8, 2, 16}));
    QVERIFY(!runs.lookup(w, {16, 16, 1, 16})); // same GPUs on one node
    QVERIFY(!runs.lookup(w, {16, 8, 2, 8})); // other per-device batch
    QVERIFY(!runs.lookup(w, {8, 8, 1, 32})); // same total batch, other GPU count
}

void TestMeasuredRuns::namesNormalised()
{
    // case 48: upper-case model, "LoRA", GPU alias in the CSV still hit.
    const MeasuredRuns runs = MeasuredRuns::load(data("measured/cache_cases.csv"), Catalog::bundled());
    const auto hit = runs.lookup(job("mistral-7b-v0.1", "lora", "NVIDIA-A100-SXM4-80GB", 1024), {4, 4, 1, 8});
    QVERIFY(hit);
    QCOMPARE(hit->throughputTokensPerSecond, 777.0);
}

void TestMeasuredRuns::bundledRunDatabaseHit()
{
    // Issue example: granite-3.1-2b full, 8 GPUs, 8 per device, 4096 tokens → total batch 64.
    const MeasuredRuns runs
        = MeasuredRuns::load(MeasuredRuns::resolvePath(QStringLiteral("default")), Catalog::bundled());
    QCOMPARE(runs.rowsRead(), 70);
    QCOMPARE(runs.validRows(), 70);
    const auto hit = runs.lookup(job("granite-3.1-2b", "full", "NVIDIA-A100-SXM4-80GB", 4096), {8, 8, 1, 8});
    QVERIFY(hit);
    QCOMPARE(hit->throughputTokensPerSecond, 54897.6914);
    QCOMPARE(hit->runCount, 1);
}

void TestMeasuredRuns::resolutionOrder()
{
    QCOMPARE(
        MeasuredRuns::resolvePath(QStringLiteral(" Default ")), QStringLiteral(":/data/run_database.csv"));
    QCOMPARE(MeasuredRuns::resolvePath(data("measured/cache_cases.csv")), data("measured/cache_cases.csv"));
    qunsetenv("DATA_DIR");
    QCOMPARE(MeasuredRuns::resolvePath({}), QStringLiteral(":/data/sample_raw_trace.csv"));
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("profiling-dataset")));
    QFile::copy(
        data("measured/cache_cases.csv"), dir.path() + QStringLiteral("/profiling-dataset/raw_trace.csv"));
    qputenv("DATA_DIR", dir.path().toUtf8());
    QCOMPARE(MeasuredRuns::resolvePath({}), dir.path() + QStringLiteral("/profiling-dataset/raw_trace.csv"));
    qunsetenv("DATA_DIR");
    try {
        MeasuredRuns::resolvePath(QStringLiteral("/nonexistent/runs.csv"));
        QFAIL("expected an error");
    } catch (const CoastlineError &e) {
        QCOMPARE(
            e.message(), QStringLiteral("predictors.lookup: lookup CSV not found: /nonexistent/runs.csv"));
    }
    const MeasuredRuns sample = MeasuredRuns::load(MeasuredRuns::resolvePath({}), Catalog::bundled());
    QCOMPARE(sample.validRows(), 5);
}

void TestMeasuredRuns::badFiles()
{
    try {
        MeasuredRuns::load(data("measured/cache_bad_cell.csv"), Catalog::bundled());
        QFAIL("expected an error");
    } catch (const CoastlineError &e) {
        QVERIFY2(e.message().endsWith(
                     QStringLiteral("cache_bad_cell.csv:3: column 'number_gpus': expected a number, "
                                    "got 'two'")),
            qPrintable(e.message()));
    }
    try {
        MeasuredRuns::load(data("measured/cache_missing_column.csv"), Catalog::bundled());
        QFAIL("expected an error");
    } catch (const CoastlineError &e) {
        QVERIFY2(e.message().endsWith(QStringLiteral("missing required columns: batch_size, train_runtime")),
            qPrintable(e.message()));
    }
}

// MeasuredRunsCsv (issue 20): one is_valid rule for the cache, the learned data and the roofline runs.
void TestMeasuredRuns::oneIsValidRule()
{
    for (const char *text : {"1", "1.0", " 1 ", "1e0"})
        QVERIFY2(MeasuredRunsCsv::isValidText(QString::fromLatin1(text)), text);
    for (const char *text : {"0", "0.0", "", "yes", "2", "nan"})
        QVERIFY2(!MeasuredRunsCsv::isValidText(QString::fromLatin1(text)), text);
    // Rows 2 and 3 have is_valid 1 and 1.0; rows 4 (empty), 5 (0) and 6 (non-numeric) are not runs.
    const QByteArray csv
        = "model_name,method,gpu_model,number_nodes,number_gpus,tokens_per_sample,batch_size,"
          "dataset_tokens_per_second,train_runtime,is_valid\n"
          "granite-3.1-2b,full,L40S,1,1,1024,8,555,4242,1\n"
          "granite-3.1-2b,full,L40S,1,2,1024,16,900,4242,1.0\n"
          "granite-3.1-2b,full,L40S,1,4,1024,32,1500,4242,\n"
          "granite-3.1-2b,full,L40S,1,8,1024,64,2500,4242,0\n"
          "granite-3.1-2b,full,L40S,2,16,1024,128,4000,4242,ok\n";
    const MeasuredRuns runs = MeasuredRuns::parse(csv, QStringLiteral("runs.csv"), Catalog::bundled());
    QCOMPARE(runs.rowsRead(), 5);
    QCOMPARE(runs.validRows(), 2);
    const CsvTable table = CsvTable::parse(csv, QStringLiteral("runs.csv"));
    const MeasuredRunsCsv view(table, {MeasuredRunsCsv::throughputColumn()});
    QCOMPARE(view.validText(2), QString());
    QCOMPARE(view.validText(4), QStringLiteral("ok"));
    try {
        const CsvTable missing = CsvTable::parse(QByteArray("model_name,method\n"), QStringLiteral("m.csv"));
        const MeasuredRunsCsv view2(missing, {MeasuredRunsCsv::runtimeColumn()});
        Q_UNUSED(view2);
        QFAIL("expected an error");
    } catch (const CoastlineError &e) {
        QVERIFY2(e.message().contains(QStringLiteral("gpu_model")), qPrintable(e.message()));
    }
}

// MeasuredRunsCsv::read (issue 32): the cache, the learned data, the roofline runs and evaluate-memory read
// a row the same way. batch_size is the total batch (its published meaning) and per_device_batch one GPU's;
// each is derived from the other when a row lacks it.
void TestMeasuredRuns::oneReaderForEveryUse()
{
    const QByteArray csv
        = "model_name,method,gpu_model,number_nodes,number_gpus,tokens_per_sample,batch_size,"
          "per_device_batch,dataset_tokens_per_second,train_runtime,outcome,precision\n"
          "granite-3.1-2b,full,L40S,1,8,1024,32,,5000,100,ran,fp16 AMP over a quantized base\n"
          "granite-3.1-2b,full,L40S,2,16,1024,,2,9000,100,ran,bf16\n";
    const CsvTable table = CsvTable::parse(csv, QStringLiteral("runs.csv"));
    const MeasuredRunsCsv view(table, {MeasuredRunsCsv::throughputColumn()});
    const MeasuredRun first
        = view.read(0, MeasuredRunsCsv::throughputColumn(), MeasuredRunsCsv::runtimeColumn());
    QCOMPARE(first.line, 2);
    QCOMPARE(first.totalGpus, 8);
    QCOMPARE(first.totalBatch, 32); // batch_size
    QCOMPARE(first.perDeviceBatch, 4); // 32 / 8
    QCOMPARE(first.throughputTokensPerSecond, 5000.0);
    QCOMPARE(*first.runtimeSeconds, 100.0);
    QCOMPARE(first.outcome, QStringLiteral("ran"));
    QCOMPARE(view.readStack(0, {}).precision, TrainingSetup::Precision::Mixed);
    const MeasuredRun second = view.read(1);
    QCOMPARE(second.perDeviceBatch, 2); // per_device_batch
    QCOMPARE(second.totalBatch, 32); // 2 × 16
    QCOMPARE(second.gpusPerNode(), 8);
    QVERIFY(!second.runtimeSeconds); // no runtime column asked for

    // The cache keys on the total batch: per-device 4 on 8 GPUs and per-device 2 on 16 GPUs.
    const Catalog &catalog = Catalog::bundled();
    const MeasuredRuns cache = MeasuredRuns::parse(csv, QStringLiteral("runs.csv"), catalog);
    QCOMPARE(
        cache.lookup(job("granite-3.1-2b", "full", "L40S", 1024), {8, 8, 1, 4})->throughputTokensPerSecond,
        5000.0);
    QCOMPARE(
        cache.lookup(job("granite-3.1-2b", "full", "L40S", 1024), {16, 8, 2, 2})->throughputTokensPerSecond,
        9000.0);
    // The learned data.
    const TrainingRuns training = TrainingRuns::parse(csv, QStringLiteral("runs.csv"), catalog);
    QCOMPARE(training.size(), 2);
    QCOMPARE(training.runs().at(0).perDeviceBatch, 4);
    QCOMPARE(training.runs().at(1).perDeviceBatch, 2);
    QCOMPARE(training.runs().at(1).totalBatch, 32);
    // The roofline runs.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("runs.csv"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(csv);
    file.close();
    const RooflineRuns roofline = RooflineRuns::load(path, catalog);
    QCOMPARE(roofline.runs().size(), 2);
    QCOMPARE(roofline.runs().at(0).candidate, (Candidate {8, 8, 1, 4}));
    QCOMPARE(roofline.runs().at(0).setup.precision, TrainingSetup::Precision::Mixed);
    QCOMPARE(roofline.runs().at(1).candidate, (Candidate {16, 8, 2, 2}));
    // evaluate-memory.
    const MemoryCheck::Result memory = MemoryCheck::run(table, catalog, TrainingSetup {});
    QCOMPARE(memory.rows.size(), 2);
    QCOMPARE(memory.rows.at(0).perDeviceBatch, 4);
    QCOMPARE(memory.rows.at(0).setup.precision, TrainingSetup::Precision::Mixed);
    QCOMPARE(memory.rows.at(1).perDeviceBatch, 2);
    QCOMPARE(memory.rows.at(1).numberOfNodes, 2);
}

// MeasuredRunsCsv::precision (issue 32): the one rule for a precision cell, for the roofline runs and
// evaluate-memory alike: the two published fms-acceleration cells, else a training-setups.md value.
void TestMeasuredRuns::onePrecisionRule()
{
    const QString where = QStringLiteral("runs.csv:2: column 'precision'");
    QCOMPARE(MeasuredRunsCsv::precision(QStringLiteral("fp16/bf16 pure (torch_dtype, no AMP)"), where),
        TrainingSetup::Precision::Bf16);
    QCOMPARE(MeasuredRunsCsv::precision(QStringLiteral(" FP16  amp over a QUANTIZED base "), where),
        TrainingSetup::Precision::Mixed);
    QCOMPARE(MeasuredRunsCsv::precision(QStringLiteral("mixed"), where), TrainingSetup::Precision::Mixed);
    QCOMPARE(MeasuredRunsCsv::precision(QStringLiteral("fp32"), where), TrainingSetup::Precision::Fp32);
    try {
        MeasuredRunsCsv::precision(QStringLiteral("fp16 AMP, probably"), where);
        QFAIL("an unknown precision cell was accepted");
    } catch (const CoastlineError &e) {
        QVERIFY2(e.message().contains(where), qPrintable(e.message()));
    }
}

QTEST_GUILESS_MAIN(TestMeasuredRuns)
#include "test_measured_runs.moc"
