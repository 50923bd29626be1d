// BatchRecommendation, the one CSV-of-jobs engine of `recommend --input` and the batch window:
// row validation with file:line:column errors, results in input order, the output columns.
#include "common/CoastlineError.h"
#include "config/ConfigurationIo.h"
#include "io/CsvTable.h"
#include "pipeline/BatchRecommendation.h"
#include "pipeline/WorkloadRow.h"
#include "predict/LearningSetup.h"
#include "predict/kavier/CalibrationTable.h"

#include <QBuffer>
#include <QDir>
#include <QtTest>

class TestBatchRecommendation : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QDir::setCurrent(QStringLiteral(COASTLINE_TEST_DATA_DIR)); }
    void recommendsEveryRowInOrder();
    void rowErrorsNameFileLineAndColumn();
    void outputColumns();
    void missingColumnIsAnError();
    void workloadRowParsing();
    void simulateModeMatchesOneDeclaredConfiguration();
    void contextUsesPreparedInputs();
    void learningUsesPreparedInputs();
};

void TestBatchRecommendation::simulateModeMatchesOneDeclaredConfiguration()
{
    // `simulate --input` runs through the engine: each row is its declared layout, simulated exactly as
    // `simulate` of that one configuration (BatchRecommendation::simulate).
    Configuration config = ConfigurationIo::embeddedDefault();
    config.predictors.performance = QStringLiteral("kavier");
    const auto context = std::make_shared<const RecommenderContext>(config);
    const BatchRecommendation batch(config, QStringLiteral("kavier/reference_predictions_cases.csv"), context,
        BatchRecommendation::Mode::Simulate);
    const QList<BatchResult> results = batch.recommendAll();
    QCOMPARE(results.size(), batch.rowCount());
    QVERIFY(results.size() >= 3);
    const BatchResult &first = results.at(0); // granite-3.1-8b-instruct full, 7621 tokens, batch 32, 4 x 4
    QVERIFY2(first.ok(), qPrintable(first.error));
    QVERIFY(first.simulated.has_value());
    QVERIFY(!first.evaluation); // no ranking
    QCOMPARE(first.simulated->candidate.totalGpus, 16);
    QCOMPARE(first.simulated->candidate.gpusPerNode, 4);
    QCOMPARE(first.simulated->candidate.numberOfNodes, 4);
    QCOMPARE(first.simulated->candidate.batchSize, qint64(32));
    QVERIFY(first.simulated->prediction);

    Configuration job = config;
    job.workload.llmModel = QStringLiteral("granite-3.1-8b-instruct");
    job.workload.method = QStringLiteral("full");
    job.workload.gpuModel = QStringLiteral("NVIDIA-A100-SXM4-80GB");
    job.workload.tokensPerSample = 7621;
    job.workload.batchSize = 32;
    job.workload.gpusPerNode = 4;
    job.workload.numberOfNodes = 4;
    QStringList warnings;
    const EvaluatedCandidate declared = BatchRecommendation::simulate(job, context, &warnings);
    QCOMPARE(declared.prediction->throughputTokensPerSecond,
        first.simulated->prediction->throughputTokensPerSecond);
    QCOMPARE(declared.prediction->powerWattsPerGpu.value_or(-1),
        first.simulated->prediction->powerWattsPerGpu.value_or(-1));
    QCOMPARE(declared.verdict.feasible, first.simulated->verdict.feasible);
    QCOMPARE(warnings, first.warnings);

    // A layout over Limits::maxGpus is refused by name.
    job.workload.gpusPerNode = 1 << 20;
    QVERIFY_THROWS_EXCEPTION(CoastlineError, BatchRecommendation::simulate(job, context, nullptr));
}

void TestBatchRecommendation::contextUsesPreparedInputs()
{
    // What a front end has loaded is taken over, not read again: a Kavier table prepared for the
    // configured name is the one the predictors use (here with every step 1000 s longer).
    Configuration config = ConfigurationIo::embeddedDefault();
    config.predictors.performance = QStringLiteral("kavier");
    config.workload.gpusPerNode = 8;
    config.workload.numberOfNodes = 1;
    QStringList warnings;
    const double plain
        = BatchRecommendation::simulate(config, std::make_shared<const RecommenderContext>(config), &warnings)
              .prediction->throughputTokensPerSecond;
    RecommenderContext::Inputs inputs;
    const Catalog &catalog = inputs.catalogOf(config);
    QCOMPARE(catalog.findLlmName(config.workload.llmModel), config.workload.llmModel);
    inputs.kavierCalibration = CalibrationTable::load(config.predictors.kavierCalibration);
    inputs.kavierCalibration->trainingOverheadSeconds = 1000;
    inputs.kavierCalibrationName = config.predictors.kavierCalibration;
    const auto prepared = std::make_shared<const RecommenderContext>(config, inputs);
    const double slowed
        = BatchRecommendation::simulate(config, prepared, &warnings).prediction->throughputTokensPerSecond;
    QVERIFY2(slowed < plain / 10, qPrintable(QStringLiteral("%1 vs %2").arg(slowed).arg(plain)));
    // Prepared for another name: not used.
    inputs.kavierCalibrationName = QStringLiteral("another.json");
    const double other = BatchRecommendation::simulate(
        config, std::make_shared<const RecommenderContext>(config, inputs), &warnings)
                             .prediction->throughputTokensPerSecond;
    QCOMPARE(other, plain);
}

void TestBatchRecommendation::learningUsesPreparedInputs()
{
    // tune and evaluate (issue 32): the catalog the flag checks built and the calibrations they loaded
    // are handed to LearningSetup, not built or read again; a calibration loaded for another name is not.
    Configuration config = ConfigurationIo::embeddedDefault();
    RecommenderContext::Inputs inputs;
    const Catalog *built = &inputs.catalogOf(config);
    QVERIFY(built);
    inputs.kavierCalibration = CalibrationTable::load(config.predictors.kavierCalibration);
    inputs.kavierCalibration->trainingOverheadSeconds = 1000;
    inputs.kavierCalibrationName = config.predictors.kavierCalibration;
    const LearningSetup::Prepared prepared = inputs.forLearning(config);
    QVERIFY(prepared.catalog);
    QCOMPARE(&inputs.catalogOf(config), prepared.catalog.get()); // one catalog from here on
    QCOMPARE(prepared.kavierCalibration, &*inputs.kavierCalibration);
    QCOMPARE(prepared.rooflineCalibration, nullptr); // none was loaded
    // The Kavier base model reads the prepared table: every step 1000 s longer.
    const Candidate candidate {8, 8, 1, 4};
    const auto plain = LearningSetup::basePredictor(config, *prepared.catalog, LearningSetup::Base::Kavier);
    const auto slowed
        = LearningSetup::basePredictor(config, *prepared.catalog, LearningSetup::Base::Kavier, prepared);
    const double plainThroughput = plain->predict(config.workload, candidate)->throughputTokensPerSecond;
    const double slowedThroughput = slowed->predict(config.workload, candidate)->throughputTokensPerSecond;
    QVERIFY2(slowedThroughput < plainThroughput / 10,
        qPrintable(QStringLiteral("%1 vs %2").arg(slowedThroughput).arg(plainThroughput)));
    config.predictors.kavierCalibration = QStringLiteral("another.json");
    QCOMPARE(inputs.forLearning(config).kavierCalibration, nullptr);
}

void TestBatchRecommendation::recommendsEveryRowInOrder()
{
    const BatchRecommendation batch(
        ConfigurationIo::embeddedDefault(), QStringLiteral("workloads/sample_workloads.csv"));
    QCOMPARE(batch.rowCount(), 3);
    const QList<BatchResult> results = batch.recommendAll();
    QCOMPARE(results.size(), 3);
    for (int row = 0; row < results.size(); ++row) {
        const BatchResult &result = results.at(row);
        QCOMPARE(result.row, row);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY(result.bestCandidate());
        QCOMPARE(result.best.rank, 1);
    }
    QCOMPARE(results.at(1).inputCells.first(), QStringLiteral("granite-3.3-8b"));
    QCOMPARE(results.at(1).evaluation->config.workload.method, QStringLiteral("full"));
}

void TestBatchRecommendation::rowErrorsNameFileLineAndColumn()
{
    const BatchRecommendation batch(
        ConfigurationIo::embeddedDefault(), QStringLiteral("workloads/workloads_bad_rows.csv"));
    const QList<BatchResult> results = batch.recommendAll();
    QCOMPARE(results.size(), 6);
    QVERIFY(results.at(0).ok());
    QVERIFY(results.at(5).ok());
    QVERIFY(results.at(1).error.startsWith(
        QStringLiteral("workloads/workloads_bad_rows.csv:3: column 'gpu_model': unknown name 'H200-XYZ'")));
    QCOMPARE(results.at(2).error,
        QStringLiteral("workloads/workloads_bad_rows.csv:4: column 'batch_size': must be at least 1, got 0"));
    QCOMPARE(results.at(3).error,
        QStringLiteral(
            "workloads/workloads_bad_rows.csv:5: column 'tokens_per_sample': expected a number, got 'abc'"));
    QVERIFY(results.at(4).error.startsWith(
        QStringLiteral("workloads/workloads_bad_rows.csv:6: no feasible configuration could be predicted")));
}

void TestBatchRecommendation::outputColumns()
{
    const BatchRecommendation batch(
        ConfigurationIo::embeddedDefault(), QStringLiteral("workloads/workloads_bad_rows.csv"));
    const QList<BatchResult> results = batch.recommendAll();
    const OutputTable table = BatchRecommendation::table(batch.inputColumns(), results);
    QCOMPARE(table.columns().mid(0, 7),
        QStringList({QStringLiteral("llm_model"), QStringLiteral("fine_tuning_method"),
            QStringLiteral("gpu_model"), QStringLiteral("tokens_per_sample"), QStringLiteral("batch_size"),
            QStringLiteral("rank"), QStringLiteral("total_gpus")}));
    QVERIFY(!BatchRecommendation::resultColumns().contains(QStringLiteral("llm_model")));
    QCOMPARE(table.rowCount(), 6);
    const int feasible = int(table.columns().indexOf(QStringLiteral("feasible")));
    const int error = int(table.columns().indexOf(QStringLiteral("error")));
    QCOMPARE(table.row(0).at(feasible), QVariant(true));
    QCOMPARE(table.row(2).at(feasible), QVariant(false));
    QCOMPARE(table.row(2).at(error).toString(), results.at(2).error);
    QCOMPARE(table.row(2).at(4), QVariant(qint64(0))); // the input cell, as a number
    QCOMPARE(table.row(3).at(3), QVariant(QStringLiteral("abc")));
}

void TestBatchRecommendation::missingColumnIsAnError()
{
    try {
        BatchRecommendation(
            ConfigurationIo::embeddedDefault(), QStringLiteral("workloads/workloads_missing_column.csv"));
        QFAIL("expected an error");
    } catch (const CoastlineError &e) {
        QVERIFY2(e.message().contains(QStringLiteral("missing required columns")), qPrintable(e.message()));
    }
    QVERIFY_THROWS_EXCEPTION(
        CoastlineError, BatchRecommendation(ConfigurationIo::embeddedDefault(), QStringLiteral("none.csv")));
}

void TestBatchRecommendation::workloadRowParsing()
{
    QBuffer buffer;
    buffer.setData("llm_model,fine_tuning_method,gpu_model,tokens_per_sample,batch_size,number_of_nodes\n"
                   "mistralai/Mistral-7B-v0.1, GPTQ_LoRA ,A100-SXM4-80GB,1024,4.0,\n"
                   "mistral-7b-v0.1,adapter,A100-SXM4-80GB,1024,4,\n"
                   "mistral-7b-v0.1,lora,A100-SXM4-80GB,99999999,4,\n");
    buffer.open(QIODevice::ReadOnly);
    const CsvTable table = CsvTable::parse(buffer, QStringLiteral("jobs.csv"));
    const Catalog &catalog = Catalog::bundled();
    const Workload w = WorkloadRow::parse(table, 0, catalog, false);
    QCOMPARE(w.llmModel, QStringLiteral("mistral-7b-v0.1"));
    QCOMPARE(w.method, QStringLiteral("gptq-lora"));
    QCOMPARE(w.gpuModel, QStringLiteral("NVIDIA-A100-SXM4-80GB"));
    QCOMPARE(w.batchSize, 4);
    QVERIFY(!w.numberOfNodes);
    QCOMPARE(WorkloadRow::parse(table, 0, catalog, true).numberOfNodes, 1);
    try {
        WorkloadRow::parse(table, 1, catalog, false);
        QFAIL("expected an error");
    } catch (const CoastlineError &e) {
        QCOMPARE(e.message(),
            QStringLiteral(
                "jobs.csv:3: column 'fine_tuning_method': unknown method 'adapter'; valid methods: "
                "full, lora, qlora, gptq-lora"));
    }
    try {
        WorkloadRow::parse(table, 2, catalog, false);
        QFAIL("expected an error");
    } catch (const CoastlineError &e) {
        QCOMPARE(e.message(),
            QStringLiteral("jobs.csv:4: column 'tokens_per_sample': 99999999 is above the maximum 10000000"));
    }
    QCOMPARE(WorkloadRow::located(table, 1, QStringLiteral("oops")), QStringLiteral("jobs.csv:3: oops"));
    QCOMPARE(WorkloadRow::located(table, 1, QStringLiteral("jobs.csv:3: oops")),
        QStringLiteral("jobs.csv:3: oops"));
    QCOMPARE(WorkloadRow::outputCell(QStringLiteral("4.0")), QVariant(qint64(4)));
    QCOMPARE(WorkloadRow::outputCell(QStringLiteral("x")), QVariant(QStringLiteral("x")));
    QVERIFY(WorkloadRow::outputCell(QString()).isNull());
}

QTEST_GUILESS_MAIN(TestBatchRecommendation)
#include "test_batch_recommendation.moc"
