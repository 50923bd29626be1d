#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "io/CsvTable.h"
#include "predict/kavier/CalibrationTable.h"
#include "predict/kavier/KavierModel.h"

#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

namespace {

const QString kData = QStringLiteral(COASTLINE_TEST_DATA_DIR);

double relativeError(double actual, double expected)
{
    return std::fabs(actual - expected) / std::fabs(expected);
}

const KavierModel &defaultModel()
{
    static const KavierModel model(CalibrationTable::load(QStringLiteral("default")));
    return model;
}

KavierResult run(const KavierModel &model, const QString &llm, const QString &method, const QString &gpu,
    qint64 tokens, qint64 batch, int gpusPerNode, int nodes)
{
    const Catalog &c = Catalog::bundled();
    return model.simulate(c.llm(llm), c.gpu(gpu), method, tokens, batch, gpusPerNode, nodes);
}

// Fills a data table with one row per line of a reference CSV (columns of reference_predictions.csv).
void addReferenceRows(const QString &fileName)
{
    QTest::addColumn<QString>("llm");
    QTest::addColumn<QString>("method");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<qint64>("tokens");
    QTest::addColumn<qint64>("batch");
    QTest::addColumn<int>("totalGpus");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("row");
    const CsvTable t = CsvTable::read(kData + u'/' + fileName);
    for (int r = 0; r < t.rowCount(); ++r) {
        const QString name
            = QStringLiteral("line %1: %2 %3 %4 S=%5 B=%6 %7x%8")
                  .arg(t.lineOf(r))
                  .arg(t.cell(r, QStringLiteral("llm_model")),
                      t.cell(r, QStringLiteral("fine_tuning_method")), t.cell(r, QStringLiteral("gpu_model")),
                      t.cell(r, QStringLiteral("tokens_per_sample")), t.cell(r, QStringLiteral("batch_size")),
                      t.cell(r, QStringLiteral("gpus_per_node")),
                      t.cell(r, QStringLiteral("number_of_nodes")));
        QTest::newRow(qPrintable(name))
            << t.cell(r, QStringLiteral("llm_model")) << t.cell(r, QStringLiteral("fine_tuning_method"))
            << t.cell(r, QStringLiteral("gpu_model")) << t.integer(r, QStringLiteral("tokens_per_sample"))
            << t.integer(r, QStringLiteral("batch_size")) << int(t.integer(r, QStringLiteral("total_gpus")))
            << int(t.integer(r, QStringLiteral("number_of_nodes"))) << r;
    }
}

} // namespace

class TestKavier : public QObject
{
    Q_OBJECT
private slots:
    void referencePredictions_data();
    void referencePredictions();
    void referenceDetail_data();
    void referenceDetail();
    void referenceBitIdentical();
    void workedExampleA();
    void workedExampleB();
    void rawPhysicsOracle();
    void coastlineMultiNodeOracle();
    void nearestCountSnapping_data();
    void nearestCountSnapping();
    void qloraIsLoraWithUnitScale();
    void powerMemoryBranchAndClamp();
    void validationErrors_data();
    void validationErrors();
    void methodNamesAreCaseInsensitive();
    void builtInTables();
    void alternativeTablesDiffer();
    void badCalibrationFiles_data();
    void badCalibrationFiles();
    void unknownCalibrationName();
};

void TestKavier::referencePredictions_data()
{
    addReferenceRows(QStringLiteral("kavier/reference_predictions.csv"));
}

void TestKavier::referencePredictions()
{
    QFETCH(QString, llm);
    QFETCH(QString, method);
    QFETCH(QString, gpu);
    QFETCH(qint64, tokens);
    QFETCH(qint64, batch);
    QFETCH(int, totalGpus);
    QFETCH(int, nodes);
    QFETCH(int, row);
    static const CsvTable t = CsvTable::read(kData + QStringLiteral("/kavier/reference_predictions.csv"));
    // As Coastline feeds Kavier (kavier.md §8): per-node width max(1, total // nodes).
    const int gpusPerNode = std::max(1, totalGpus / nodes);
    const KavierResult r = run(defaultModel(), llm, method, gpu, tokens, batch, gpusPerNode, nodes);
    const double tps = t.number(row, QStringLiteral("throughput_tokens_per_s"));
    const double watts = t.number(row, QStringLiteral("power_w_per_gpu"));
    QVERIFY2(relativeError(r.throughputTokensPerSecond, tps) <= 1e-9,
        qPrintable(QStringLiteral("throughput %1 vs %2")
                       .arg(r.throughputTokensPerSecond, 0, 'g', 17)
                       .arg(tps, 0, 'g', 17)));
    QVERIFY2(relativeError(r.powerWattsPerGpu, watts) <= 1e-9,
        qPrintable(
            QStringLiteral("power %1 vs %2").arg(r.powerWattsPerGpu, 0, 'g', 17).arg(watts, 0, 'g', 17)));
}

void TestKavier::referenceDetail_data()
{
    addReferenceRows(QStringLiteral("kavier/reference_predictions_detail.csv"));
}

void TestKavier::referenceDetail()
{
    QFETCH(QString, llm);
    QFETCH(QString, method);
    QFETCH(QString, gpu);
    QFETCH(qint64, tokens);
    QFETCH(qint64, batch);
    QFETCH(int, totalGpus);
    QFETCH(int, nodes);
    QFETCH(int, row);
    static const CsvTable t
        = CsvTable::read(kData + QStringLiteral("/kavier/reference_predictions_detail.csv"));
    const KavierResult r
        = run(defaultModel(), llm, method, gpu, tokens, batch, std::max(1, totalGpus / nodes), nodes);
    auto close = [&](double actual, const char *column) {
        const double expected = t.number(row, QString::fromLatin1(column));
        const bool ok = expected == 0 ? actual == 0 : relativeError(actual, expected) <= 1e-9;
        if (!ok)
            qWarning("%s: %.17g vs %.17g", column, actual, expected);
        return ok;
    };
    QCOMPARE(r.simulatedTotalGpus, int(t.integer(row, QStringLiteral("kavier_total_gpus"))));
    QVERIFY(close(r.stepTimeSeconds * 1000, "step_time_ms"));
    QVERIFY(close(r.mfu * 100, "gpu_compute_utilization_pct"));
    QVERIFY(close(r.memoryUtilization * 100, "gpu_memory_utilization_pct"));
    QVERIFY(close(r.trainableParams, "trainable_params"));
    QVERIFY(close(r.optimizerTimeSeconds, "optimizer_time_s"));
    QVERIFY(close(r.commTimeSeconds, "comm_time_s"));
    QVERIFY(close(r.multiGpuCorrection, "mgc"));
    QVERIFY(close(r.methodScale, "method_scale"));
    QVERIFY(close(r.modelScale, "model_scale"));
    QVERIFY(close(r.interactionScale, "interaction_scale"));
    QVERIFY(close(r.mfuMultiplier, "mfu_multiplier"));
    QCOMPARE(r.uncalibratedParts().join(u';'), t.cell(row, QStringLiteral("uncalibrated_parts")));
}

void TestKavier::referenceBitIdentical()
{
    // Stronger than the 1e-9 contract: with the engine's operation order the doubles are identical.
    const CsvTable t = CsvTable::read(kData + QStringLiteral("/kavier/reference_predictions.csv"));
    int identical = 0;
    for (int row = 0; row < t.rowCount(); ++row) {
        const int nodes = int(t.integer(row, QStringLiteral("number_of_nodes")));
        const int total = int(t.integer(row, QStringLiteral("total_gpus")));
        const KavierResult r = run(defaultModel(), t.cell(row, QStringLiteral("llm_model")),
            t.cell(row, QStringLiteral("fine_tuning_method")), t.cell(row, QStringLiteral("gpu_model")),
            t.integer(row, QStringLiteral("tokens_per_sample")), t.integer(row, QStringLiteral("batch_size")),
            std::max(1, total / nodes), nodes);
        identical += r.throughputTokensPerSecond == t.number(row, QStringLiteral("throughput_tokens_per_s"));
        identical += r.powerWattsPerGpu == t.number(row, QStringLiteral("power_w_per_gpu"));
    }
    QCOMPARE(t.rowCount(), 322);
    QCOMPARE(identical, 2 * 322);
}

void TestKavier::workedExampleA()
{
    // kavier.md §9 A: the seed's workload.
    const auto a = run(defaultModel(), QStringLiteral("granite-3.1-8b-instruct"), QStringLiteral("full"),
        QStringLiteral("NVIDIA-A100-SXM4-80GB"), 7621, 4, 8, 1);
    QVERIFY(std::fabs(a.mfu - 0.402161) < 5e-7);
    QVERIFY(std::fabs(a.forwardTimeSeconds - 3.935791) < 5e-7);
    QVERIFY(std::fabs(a.optimizerTimeSeconds - 0.079451) < 5e-7);
    QVERIFY(std::fabs(a.commTimeSeconds - 0.058116) < 5e-7);
    QVERIFY(std::fabs(a.stepTimeSeconds - 11.944940) < 5e-7);
    QVERIFY(std::fabs(a.throughputTokensPerSecond - 17626.02) < 0.005);
    QVERIFY(std::fabs(a.powerWattsPerGpu - 205.70) < 0.005);
    QVERIFY(std::fabs(a.memoryUtilization - 0.00334) < 5e-6);
    QCOMPARE(a.interactionScale, 0.9423);
    QVERIFY(a.uncalibratedParts().isEmpty());
    // The same job on one GPU: interaction_scale 0.5605, so 1 → 8 GPUs is a 12.1× speed-up.
    const auto one = run(defaultModel(), QStringLiteral("granite-3.1-8b-instruct"), QStringLiteral("full"),
        QStringLiteral("NVIDIA-A100-SXM4-80GB"), 7621, 4, 1, 1);
    QVERIFY(std::fabs(one.throughputTokensPerSecond - 1457.74) < 0.005);
    QCOMPARE(one.commTimeSeconds, 0.0);
    QCOMPARE(one.multiGpuCorrection, 1.0);
    QCOMPARE(qRound(a.throughputTokensPerSecond / one.throughputTokensPerSecond * 10), 121);
}

void TestKavier::workedExampleB()
{
    // kavier.md §9 B: 8 GPUs/node × 2 nodes, hierarchical all-reduce.
    const auto b = run(defaultModel(), QStringLiteral("mistral-7b-v0.1"), QStringLiteral("lora"),
        QStringLiteral("NVIDIA-A100-SXM4-80GB"), 1024, 32, 8, 2);
    QCOMPARE(b.simulatedTotalGpus, 16);
    QCOMPARE(b.trainableParams, 8388608.0);
    QVERIFY(std::fabs(b.mfu - 0.448759) < 5e-7);
    QVERIFY(std::fabs(b.commTimeSeconds - 9.293e-4) < 5e-8);
    QVERIFY(std::fabs(b.stepTimeSeconds - 9.830512) < 5e-7);
    QCOMPARE(b.multiGpuCorrection, 2.28);
    QCOMPARE(b.interactionScale, 1.0); // no cell at 16 GPUs
    QVERIFY(std::fabs(b.throughputTokensPerSecond - 27129.31) < 0.005);
    QVERIFY(std::fabs(b.powerWattsPerGpu - 220.85) < 0.005);
    const auto eight = run(defaultModel(), QStringLiteral("mistral-7b-v0.1"), QStringLiteral("lora"),
        QStringLiteral("NVIDIA-A100-SXM4-80GB"), 1024, 32, 8, 1);
    QVERIFY(std::fabs(eight.throughputTokensPerSecond - 37577.53) < 0.005);
}

void TestKavier::rawPhysicsOracle()
{
    // kavier.md §9 C: calibrated=False ⇔ a table with no factors.
    const KavierModel raw {CalibrationTable {}};
    const auto full = run(raw, QStringLiteral("mistral-7b-v0.1"), QStringLiteral("full"),
        QStringLiteral("NVIDIA-A100-SXM4-80GB"), 1024, 64, 1, 1);
    QVERIFY(relativeError(full.stepTimeSeconds * 1000, 19616.974527739105) <= 1e-12);
    QVERIFY(relativeError(full.throughputTokensPerSecond, 3340.7801956071135) <= 1e-12);
    const auto fullB4 = run(raw, QStringLiteral("mistral-7b-v0.1"), QStringLiteral("full"),
        QStringLiteral("NVIDIA-A100-SXM4-80GB"), 1024, 4, 1, 1);
    const auto loraB4 = run(raw, QStringLiteral("mistral-7b-v0.1"), QStringLiteral("lora"),
        QStringLiteral("NVIDIA-A100-SXM4-80GB"), 1024, 4, 1, 1);
    QVERIFY(std::fabs((fullB4.stepTimeSeconds - loraB4.stepTimeSeconds) * 1000 - 68.5788) < 5e-5);
}

void TestKavier::coastlineMultiNodeOracle()
{
    // kavier.md §9 C: Coastline's test_kavier_multinode (16 GPUs on 1 node vs 8 × 2 nodes).
    const auto oneNode = run(defaultModel(), QStringLiteral("mistral-7b-v0.1"), QStringLiteral("lora"),
        QStringLiteral("NVIDIA-A100-SXM4-80GB"), 2048, 16, 16, 1);
    const auto twoNodes = run(defaultModel(), QStringLiteral("mistral-7b-v0.1"), QStringLiteral("lora"),
        QStringLiteral("NVIDIA-A100-SXM4-80GB"), 2048, 16, 8, 2);
    QVERIFY(std::fabs(oneNode.throughputTokensPerSecond - 26192.46) < 0.005);
    QVERIFY(std::fabs(twoNodes.throughputTokensPerSecond - 26190.39) < 0.005);
}

void TestKavier::nearestCountSnapping_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("snappedTo");
    QTest::newRow("3 -> 2") << 3 << 2;
    QTest::newRow("6 -> 4") << 6 << 4;
    QTest::newRow("12 -> 8") << 12 << 8;
    QTest::newRow("24 -> 16") << 24 << 16;
    QTest::newRow("48 -> 32") << 48 << 32;
    QTest::newRow("96 -> 64") << 96 << 64;
    QTest::newRow("200 -> 128") << 200 << 128;
    QTest::newRow("5 -> 4") << 5 << 4;
    QTest::newRow("7 -> 8") << 7 << 8;
    QTest::newRow("exact 8") << 8 << 8;
    QTest::newRow("exact 128") << 128 << 128;
}

void TestKavier::nearestCountSnapping()
{
    QFETCH(int, gpus);
    QFETCH(int, snappedTo);
    const auto r = run(defaultModel(), QStringLiteral("mistral-7b-v0.1"), QStringLiteral("full"),
        QStringLiteral("NVIDIA-A100-SXM4-80GB"), 1024, 8, gpus, 1);
    QCOMPARE(r.simulatedTotalGpus, gpus);
    QCOMPARE(r.multiGpuCorrection, defaultModel().calibration().multiGpuCorrection.at(snappedTo));
    QCOMPARE(r.uncalibratedParts().contains(QStringLiteral("mgc_snapped")), gpus != snappedTo);
}

void TestKavier::qloraIsLoraWithUnitScale()
{
    // Newest engine (kavier.md §4.3): qlora = adapter physics, c_method = 1.0 (not in method_scale).
    const auto lora = run(defaultModel(), QStringLiteral("llama3.2-3b"), QStringLiteral("lora"),
        QStringLiteral("NVIDIA-A100-80GB-PCIe"), 2048, 8, 4, 1);
    const auto qlora = run(defaultModel(), QStringLiteral("llama3.2-3b"), QStringLiteral("qlora"),
        QStringLiteral("NVIDIA-A100-80GB-PCIe"), 2048, 8, 4, 1);
    QCOMPARE(qlora.trainableParams, lora.trainableParams);
    QCOMPARE(qlora.stepTimeSeconds, lora.stepTimeSeconds);
    QCOMPARE(qlora.methodScale, 1.0);
    QVERIFY(qlora.uncalibratedParts().contains(QStringLiteral("method_scale")));
    QVERIFY(relativeError(qlora.throughputTokensPerSecond * lora.methodScale, lora.throughputTokensPerSecond)
        <= 1e-12);
}

void TestKavier::powerMemoryBranchAndClamp()
{
    // kavier.md §4.2: mem_util wins for granite-4.0-h-tiny lora at S = 512, B = 1, and clamps to 1 (TDP).
    const auto tdp = run(defaultModel(), QStringLiteral("granite-4.0-h-tiny"), QStringLiteral("lora"),
        QStringLiteral("NVIDIA-A100-SXM4-80GB"), 512, 1, 1, 1);
    QCOMPARE(tdp.memoryUtilization, 1.0);
    QCOMPARE(tdp.powerWattsPerGpu, 400.0);
    // Ordinary regime: power = idle + (max − idle) · MFU, 195.606 W at B = 1.
    const auto b1 = run(defaultModel(), QStringLiteral("mistral-7b-v0.1"), QStringLiteral("full"),
        QStringLiteral("NVIDIA-A100-SXM4-80GB"), 2048, 1, 1, 1);
    QVERIFY(b1.mfu > b1.memoryUtilization);
    QVERIFY(std::fabs(b1.powerWattsPerGpu - 195.606) < 0.0005);
}

void TestKavier::validationErrors_data()
{
    QTest::addColumn<QString>("method");
    QTest::addColumn<qint64>("tokens");
    QTest::addColumn<qint64>("batch");
    QTest::addColumn<int>("gpusPerNode");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<QString>("messagePart");
    QTest::newRow("batch 0") << "full" << qint64(1024) << qint64(0) << 1 << 1 << "batch size";
    QTest::newRow("batch -4") << "full" << qint64(1024) << qint64(-4) << 1 << 1 << "batch size";
    QTest::newRow("tokens 0") << "full" << qint64(0) << qint64(4) << 1 << 1 << "tokens per sample";
    QTest::newRow("tokens -1") << "full" << qint64(-1) << qint64(4) << 1 << 1 << "tokens per sample";
    QTest::newRow("gpus per node 0") << "full" << qint64(1024) << qint64(4) << 0 << 1 << "GPUs per node";
    QTest::newRow("nodes 0") << "full" << qint64(1024) << qint64(4) << 1 << 0 << "number of nodes";
    QTest::newRow("nodes -2") << "full" << qint64(1024) << qint64(4) << 1 << -2 << "number of nodes";
    QTest::newRow("unknown method") << "dora" << qint64(1024) << qint64(4) << 1 << 1
                                    << "unknown fine-tuning method 'dora'";
    QTest::newRow("empty method") << "" << qint64(1024) << qint64(4) << 1 << 1 << "known methods: full, lora";
}

void TestKavier::validationErrors()
{
    QFETCH(QString, method);
    QFETCH(qint64, tokens);
    QFETCH(qint64, batch);
    QFETCH(int, gpusPerNode);
    QFETCH(int, nodes);
    QFETCH(QString, messagePart);
    try {
        run(defaultModel(), QStringLiteral("mistral-7b-v0.1"), method, QStringLiteral("L40S"), tokens, batch,
            gpusPerNode, nodes);
        QFAIL("expected a CoastlineError");
    } catch (const CoastlineError &e) {
        QVERIFY2(e.message().contains(messagePart), qPrintable(e.message()));
        QCOMPARE(e.kind(), CoastlineError::Kind::BadInput);
    }
}

void TestKavier::methodNamesAreCaseInsensitive()
{
    QCOMPARE(defaultModel().normaliseMethod(QStringLiteral("QLoRA")), QStringLiteral("qlora"));
    QCOMPARE(defaultModel().normaliseMethod(QStringLiteral(" GPTQ-LoRA ")), QStringLiteral("gptq-lora"));
    const auto upper = run(defaultModel(), QStringLiteral("mistral-7b-v0.1"), QStringLiteral("LORA"),
        QStringLiteral("L40S"), 1024, 4, 2, 1);
    const auto lower = run(defaultModel(), QStringLiteral("mistral-7b-v0.1"), QStringLiteral("lora"),
        QStringLiteral("L40S"), 1024, 4, 2, 1);
    QCOMPARE(upper.throughputTokensPerSecond, lower.throughputTokensPerSecond);
    QCOMPARE(KavierModel::knownMethods().size(), 5);
}

void TestKavier::builtInTables()
{
    QCOMPARE(CalibrationTable::builtInNames(),
        (QStringList {QStringLiteral("default"), QStringLiteral("6model"), QStringLiteral("4model"),
            QStringLiteral("allmodels")}));
    const CalibrationTable d = CalibrationTable::load(QStringLiteral("default"));
    QCOMPARE(d.name, QStringLiteral("default"));
    QCOMPARE(d.commScale, 1.2292033887946043);
    QCOMPARE(d.trainingOverheadSeconds, 0.0);
    QCOMPARE(d.mfuBatchAlpha, 0.0341);
    QCOMPARE(d.mfuBatchBeta, 0.8147);
    QCOMPARE(d.mfuMultiplier.size(), 4);
    QCOMPARE(d.mfuMultiplier.value(QStringLiteral("NVIDIA-A100-SXM4-80GB")), 1.0093073787198485);
    QCOMPARE(d.methodScale.size(), 3);
    QCOMPARE(d.modelScale.size(), 6);
    QCOMPARE(d.interactionScale.size(), 52);
    QCOMPARE(d.multiGpuCorrection.size(), std::size_t(7)); // the "_note" key is ignored
    QCOMPARE(d.multiGpuCorrection.at(16), 2.28);
    QCOMPARE(d.multiGpuCorrection.at(128), 15.4837);
    const CalibrationTable six = CalibrationTable::load(QStringLiteral("6model"));
    QCOMPARE(six.interactionScale, d.interactionScale);
    QCOMPARE(six.commScale, d.commScale);
    const CalibrationTable four = CalibrationTable::load(QStringLiteral("4model"));
    QCOMPARE(four.name, QStringLiteral("4model"));
    QCOMPARE(four.modelScale.size(), 4);
    QCOMPARE(four.interactionScale.size(), 36);
    const CalibrationTable all = CalibrationTable::load(QStringLiteral("AllModels"));
    QCOMPARE(all.name, QStringLiteral("allmodels"));
    QCOMPARE(all.interactionScale.size(), 208);
    QVERIFY(std::fabs(all.commScale - 1.005) < 0.001);
    QVERIFY(std::fabs(all.multiGpuCorrection.at(16) - 1.0) < 1e-6);
    QVERIFY(std::fabs(all.multiGpuCorrection.at(32) - 2.0) < 0.01);
    // A JSON path with the same schema loads the same numbers.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("copy.json"));
    QVERIFY(QFile::copy(QStringLiteral(":/calibration/4model.json"), path));
    const CalibrationTable fromPath = CalibrationTable::load(path);
    QCOMPARE(fromPath.name, path);
    QCOMPARE(fromPath.interactionScale, four.interactionScale);
    QCOMPARE(fromPath.multiGpuCorrection, four.multiGpuCorrection);
}

void TestKavier::alternativeTablesDiffer()
{
    const KavierModel four(CalibrationTable::load(QStringLiteral("4model")));
    const KavierModel all(CalibrationTable::load(QStringLiteral("allmodels")));
    auto tps = [](const KavierModel &m) {
        return run(m, QStringLiteral("granite-3.1-8b-instruct"), QStringLiteral("full"),
            QStringLiteral("NVIDIA-A100-SXM4-80GB"), 7621, 4, 8, 1)
            .throughputTokensPerSecond;
    };
    const double d = tps(defaultModel());
    const double f = tps(four);
    const double a = tps(all);
    QVERIFY(f > 0 && a > 0);
    QVERIFY(relativeError(f, d) > 1e-3);
    QVERIFY(relativeError(a, d) > 1e-3);
    QVERIFY(relativeError(a, f) > 1e-3);
    // granite-3.1-8b-instruct is not among the 4model table's models.
    const auto r = run(four, QStringLiteral("granite-3.1-8b-instruct"), QStringLiteral("full"),
        QStringLiteral("NVIDIA-A100-SXM4-80GB"), 7621, 4, 8, 1);
    QVERIFY(r.uncalibratedParts().contains(QStringLiteral("model_scale")));
}

void TestKavier::badCalibrationFiles_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("messagePart");
    QTest::newRow("not JSON") << QByteArray("{\n  \"comm_scale\": 1.2,\n  oops\n}") << ":3: invalid JSON";
    QTest::newRow("array at top") << QByteArray("[1, 2]") << "expected a JSON object";
    QTest::newRow("comm_scale string")
        << QByteArray(R"({"comm_scale": "fast"})") << "comm_scale: expected a number, got a string";
    QTest::newRow("negative scale") << QByteArray(R"({"method_scale": {"full": -1}})")
                                    << "method_scale.full: expected a number > 0";
    QTest::newRow("mgc without by_num_gpus") << QByteArray(R"({"multi_gpu_correction": {"2": 1.1}})")
                                             << "multi_gpu_correction.by_num_gpus: missing";
    QTest::newRow("mgc bad count") << QByteArray(R"({"multi_gpu_correction": {"by_num_gpus": {"two": 1.1}}})")
                                   << "multi_gpu_correction.by_num_gpus.two: expected a GPU count";
    QTest::newRow("mgc zero") << QByteArray(R"({"multi_gpu_correction": {"by_num_gpus": {"2": 0}}})")
                              << "multi_gpu_correction.by_num_gpus.2: expected a number > 0";
    QTest::newRow("interaction key") << QByteArray(R"({"interaction_scale": {"a|b|c": 1.0}})")
                                     << "interaction_scale.a|b|c: expected a key";
    QTest::newRow("mfu_batch_scale type") << QByteArray(R"({"mfu_batch_scale": [0.03, 0.8]})")
                                          << "mfu_batch_scale: expected an object, got an array";
    QTest::newRow("schema 2") << QByteArray(R"({"schema_version": 2})") << "unsupported schema version 2";
}

void TestKavier::badCalibrationFiles()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, messagePart);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    try {
        CalibrationTable::load(path);
        QFAIL("expected a CoastlineError");
    } catch (const CoastlineError &e) {
        QVERIFY2(e.message().startsWith(path), qPrintable(e.message()));
        QVERIFY2(e.message().contains(messagePart), qPrintable(e.message()));
    }
}

void TestKavier::unknownCalibrationName()
{
    try {
        CalibrationTable::load(QStringLiteral("5model"));
        QFAIL("expected a CoastlineError");
    } catch (const CoastlineError &e) {
        QVERIFY2(e.message().contains(QStringLiteral("'5model'")), qPrintable(e.message()));
        QVERIFY2(e.message().contains(QStringLiteral("default, 6model, 4model, allmodels")),
            qPrintable(e.message()));
    }
    const QString missing = QStringLiteral("/nonexistent/dir/calibration.json");
    try {
        CalibrationTable::load(missing);
        QFAIL("expected a CoastlineError");
    } catch (const CoastlineError &e) {
        QVERIFY2(e.message().startsWith(missing + u':'), qPrintable(e.message()));
    }
    QTemporaryDir dir;
    QVERIFY_THROWS_EXCEPTION(CoastlineError, CalibrationTable::load(dir.path()));
}

QTEST_GUILESS_MAIN(TestKavier)
#include "test_kavier.moc"
