// BatchRecommendation, the one CSV-of-jobs engine of `recommend --input` and the batch window:
// row validation with file:line:column errors, results in input order, the output columns.
#include "common/CoastlineError.h"
#include "config/ConfigurationIo.h"
#include "io/CsvTable.h"
#include "pipeline/BatchRecommendation.h"
#include "pipeline/WorkloadRow.h"

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
};

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
