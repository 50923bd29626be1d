// `tune`, `evaluate` and the learned predictors in `recommend` (cli.md "Verbs added in the second
// release"; learned-predictors.md), in-process: files written atomically, evaluate's summary recomputed
// from its own rows, bad data and unavailable models refused with `error:` and exit 2, nothing written.

#include "CliRunner.h"
#include "TestData.h"
#include "io/CsvTable.h"
#include "predict/AccuracyMetrics.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const QString kRuns = TestData::path(QStringLiteral("measured/run_database.csv"));

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(bytes);
    return path;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// The summary evaluate prints, recomputed from its per-row measured and predicted throughputs.
AccuracyMetrics recomputed(const QJsonArray &rows)
{
    QList<double> measured, predicted;
    for (const QJsonValue &row : rows) {
        measured << row[QStringLiteral("measured_throughput_tokens_per_s")].toDouble();
        predicted << row[QStringLiteral("predicted_throughput_tokens_per_s")].toDouble();
    }
    return AccuracyMetrics::of(measured, predicted);
}

} // namespace

class TestCliLearned : public QObject
{
    Q_OBJECT

private slots:
    void tuneWritesAModelThatEvaluateScores()
    {
        QTemporaryDir dir;
        const QString model = dir.filePath(QStringLiteral("knn.json"));
        const CliRun tune = CliRunner::run({QStringLiteral("tune"), QStringLiteral("--data"), kRuns,
            QStringLiteral("--model"), QStringLiteral("knn"), QStringLiteral("--output"), model});
        QCOMPARE(tune.exitCode, 0);
        QVERIFY2(tune.out.contains("knn: k-fold cross-validation (5 folds, seed 42) on 70 measured runs"),
            tune.out);
        QVERIFY(tune.out.contains("roofline")); // the base model's row beside the learned one
        const QByteArray bytes = readAll(model);
        QVERIFY(bytes.contains("\"model\": \"knn\""));
        // The same seed writes the same bytes.
        const QString again = dir.filePath(QStringLiteral("again.json"));
        QCOMPARE(CliRunner::run(
                     {QStringLiteral("tune"), QStringLiteral("--data"), kRuns, QStringLiteral("--model"),
                         QStringLiteral("knn"), QStringLiteral("--output"), again})
                     .exitCode,
            0);
        QCOMPARE(readAll(again), bytes);

        const CliRun json = CliRunner::run({QStringLiteral("evaluate"), QStringLiteral("--data"), kRuns,
            QStringLiteral("--model-file"), model, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject document = QJsonDocument::fromJson(json.out).object();
        const QJsonObject summary = document[QStringLiteral("summary")].toObject();
        const QJsonArray rows = document[QStringLiteral("rows")].toArray();
        QCOMPARE(rows.size(), 70);
        QCOMPARE(summary[QStringLiteral("rows")].toInt(), 70);
        QCOMPARE(summary[QStringLiteral("skipped")].toInt(), 0);
        const AccuracyMetrics m = recomputed(rows);
        QCOMPARE(summary[QStringLiteral("mdape_percent")].toDouble(), m.mdapePercent);
        QCOMPARE(summary[QStringLiteral("mape_percent")].toDouble(), m.mapePercent);
        QCOMPARE(summary[QStringLiteral("max_ape_percent")].toDouble(), m.maxApePercent);
        QCOMPARE(summary[QStringLiteral("r2_log")].toDouble(), m.r2Log);
        for (const QJsonValue &row : rows) {
            QCOMPARE(row[QStringLiteral("source")].toString(), QStringLiteral("knn"));
            QCOMPARE(row[QStringLiteral("in_domain")].toBool(), true);
        }
        // Scoring the very file the model was trained on (same SHA-256) says the figures are in-sample.
        QVERIFY2(json.err.contains(QStringLiteral("warning: ") + kRuns
                     + QStringLiteral(
                         ": the model file was trained on this very file (same SHA-256): the figures are "
                         "in-sample")),
            qPrintable(json.err));
        // Another file (here: the same runs with one row less) is out-of-sample: no such warning.
        QByteArray fewer = readAll(kRuns);
        fewer.chop(1);
        fewer.truncate(fewer.lastIndexOf('\n') + 1);
        const QString other = write(dir, QStringLiteral("other.csv"), fewer);
        const CliRun outOfSample
            = CliRunner::run({QStringLiteral("evaluate"), QStringLiteral("--data"), other,
                QStringLiteral("--model-file"), model, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(outOfSample.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(outOfSample.out)[QStringLiteral("summary")][QStringLiteral("rows")]
                     .toInt(),
            69);
        QVERIFY2(!outOfSample.err.contains(u"in-sample"), qPrintable(outOfSample.err));
    }

    void simulateShowsUncertaintyAndDomain()
    {
        // The seed's job (8 GPUs on one node, 4 per device) lies inside the bundled runs; 64 GPUs on 8 nodes
        // does not. The Gaussian process gives its own standard deviation, larger far from the runs.
        auto simulate = [](const QString &nodes) {
            const CliRun run = CliRunner::run({QStringLiteral("simulate"), QStringLiteral("--predictor"),
                QStringLiteral("gaussian_process"), QStringLiteral("--lookup"), QStringLiteral("default"),
                QStringLiteral("--nodes"), nodes, QStringLiteral("--format"), QStringLiteral("csv")});
            return std::pair {run, CsvTable::parse(run.out, QStringLiteral("out.csv"))};
        };
        const auto [inRun, inside] = simulate(QStringLiteral("1"));
        QCOMPARE(inRun.exitCode, 0);
        QCOMPARE(inside.rowCount(), 1);
        QCOMPARE(inside.cell(0, QStringLiteral("in_domain")), QStringLiteral("true"));
        const double near = inside.number(0, QStringLiteral("throughput_uncertainty_percent"));
        QVERIFY2(near > 0 && near < 100, qPrintable(QString::number(near)));
        const auto [outRun, outside] = simulate(QStringLiteral("8"));
        QCOMPARE(outRun.exitCode, 0);
        QCOMPARE(outside.cell(0, QStringLiteral("total_gpus")), QStringLiteral("64"));
        QCOMPARE(outside.cell(0, QStringLiteral("in_domain")), QStringLiteral("false"));
        QVERIFY(outside.number(0, QStringLiteral("throughput_uncertainty_percent")) > near);
        // Kavier alone: both cells empty.
        const CliRun kavier = CliRunner::run({QStringLiteral("simulate"), QStringLiteral("--predictor"),
            QStringLiteral("kavier"), QStringLiteral("--format"), QStringLiteral("csv")});
        const CsvTable plain = CsvTable::parse(kavier.out, QStringLiteral("out.csv"));
        QCOMPARE(plain.cell(0, QStringLiteral("throughput_uncertainty_percent")), QString());
        QCOMPARE(plain.cell(0, QStringLiteral("in_domain")), QString());
    }

    void aLearnedModelFileIsNotACalibrationTable()
    {
        QTemporaryDir dir;
        const QString model = dir.filePath(QStringLiteral("br.json"));
        QCOMPARE(CliRunner::run(
                     {QStringLiteral("tune"), QStringLiteral("--data"), kRuns, QStringLiteral("--model"),
                         QStringLiteral("bayesian_ridge"), QStringLiteral("--output"), model})
                     .exitCode,
            0);
        const QString output = dir.filePath(QStringLiteral("out.csv"));
        const CliRun run = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--calibration"),
            model, QStringLiteral("--output"), output});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith(QStringLiteral("error: --calibration: ") + model
                     + QStringLiteral(
                         ": format: this is a learned model file (model 'bayesian_ridge'), not a Kavier "
                         "calibration table; give it with --model-file")),
            qPrintable(run.err));
        QVERIFY(!QFile::exists(output));

        // The same file with the default (Kavier) predictor: used by nothing, and the run says so.
        const CliRun ignored
            = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--model-file"), model});
        QCOMPARE(ignored.exitCode, 0);
        QVERIFY2(ignored.err.contains(QStringLiteral(
                     "warning: predictors.model_file (--model-file) is ignored: the throughput comes from "
                     "'intelligent', not a learned model")),
            qPrintable(ignored.err));
        // With a learned fallback it is used: no such warning.
        const CliRun used = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--fallback"),
            QStringLiteral("bayesian_ridge"), QStringLiteral("--model-file"), model});
        QCOMPARE(used.exitCode, 0);
        QVERIFY2(!used.err.contains(QStringLiteral("is ignored")), qPrintable(used.err));
        // The default grid's total batch 256 is outside the 70 runs' 1-128: handed to Kavier, and the
        // summary says so (not "uncalibrated Kavier factors").
        QVERIFY2(used.err.contains(QStringLiteral(
                     "warning: 1 of 22 predictions were outside the learned model's training domain and "
                     "came from its base model, e.g. outside the bayesian_ridge model's training domain "
                     "(total_batch "
                     "256")),
            qPrintable(used.err));
        QVERIFY2(!used.err.contains(QStringLiteral("uncalibrated Kavier factors, e.g. outside")),
            qPrintable(used.err));
        // A folder is named as one, not as a missing file.
        const CliRun folder
            = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--model-file"), dir.path()});
        QCOMPARE(folder.exitCode, 2);
        QCOMPARE(folder.err.trimmed(),
            QStringLiteral("error: --model-file: %1: it is a folder, not a file").arg(dir.path()));
    }

    void evaluateKavierCsvColumnsAndSummary()
    {
        const CliRun csv = CliRunner::run(
            {QStringLiteral("evaluate"), QStringLiteral("--data"), kRuns, QStringLiteral("--predictor"),
                QStringLiteral("kavier"), QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(csv.exitCode, 0);
        const CsvTable table = CsvTable::parse(csv.out, QStringLiteral("out.csv"));
        table.requireColumns({QStringLiteral("measured_throughput_tokens_per_s"),
            QStringLiteral("predicted_throughput_tokens_per_s"), QStringLiteral("ape_percent"),
            QStringLiteral("source"), QStringLiteral("in_domain")});
        QCOMPARE(table.rowCount(), 70);
        QList<double> measured, predicted;
        for (int r = 0; r < table.rowCount(); ++r) {
            measured << table.number(r, QStringLiteral("measured_throughput_tokens_per_s"));
            predicted << table.number(r, QStringLiteral("predicted_throughput_tokens_per_s"));
            QCOMPARE(table.cell(r, QStringLiteral("source")), QStringLiteral("kavier"));
        }
        // Kavier on the bundled runs (learned-predictors.md): MdAPE 11.4 %.
        QVERIFY(std::abs(AccuracyMetrics::of(measured, predicted).mdapePercent - 11.4) < 0.05);
        const CliRun text = CliRunner::run({QStringLiteral("evaluate"), QStringLiteral("--data"), kRuns,
            QStringLiteral("--predictor"), QStringLiteral("kavier")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("worst rows:"));
    }

    void tuneKavierWritesACalibrationTheFlagReads()
    {
        QTemporaryDir dir;
        const QString calibration = dir.filePath(QStringLiteral("cal.json"));
        const CliRun tune = CliRunner::run({QStringLiteral("tune"), QStringLiteral("--data"), kRuns,
            QStringLiteral("--model"), QStringLiteral("kavier"), QStringLiteral("--output"), calibration});
        QCOMPARE(tune.exitCode, 0);
        const CliRun tuned = CliRunner::run({QStringLiteral("evaluate"), QStringLiteral("--data"), kRuns,
            QStringLiteral("--predictor"), QStringLiteral("kavier"), QStringLiteral("--calibration"),
            calibration, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(tuned.exitCode, 0);
        const double mdape
            = QJsonDocument::fromJson(tuned.out)[QStringLiteral("summary")][QStringLiteral("mdape_percent")]
                  .toDouble();
        QVERIFY2(
            mdape < 11.4, qPrintable(QString::number(mdape))); // in-sample, better than the shipped table
    }

    void unavailableModelsAndBadDataExitTwoWritingNothing_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<QString>("error");
        const QByteArray header
            = "model_name,method,gpu_model,number_nodes,number_gpus,tokens_per_sample,batch_size,"
              "dataset_tokens_per_second,train_runtime,is_valid\n";
        QByteArray nine = header;
        for (int i = 1; i <= 9; ++i)
            nine += "granite-3.1-2b,full,NVIDIA-A100-SXM4-80GB,1,1,4096," + QByteArray::number(i)
                + ",5000,100,1\n";
        const QByteArray runs = readAll(kRuns);
        QTest::newRow("lightgbm") << "lightgbm" << runs
                                  << "error: --model: 'lightgbm' is a data-driven predictor";
        QTest::newRow("catboost") << "catboost" << runs
                                  << "error: --model: 'catboost' is a data-driven predictor";
        QTest::newRow("tabpfn") << "tabpfn" << runs << "error: --model: 'tabpfn' is a data-driven predictor";
        QTest::newRow("no usable rows") << "knn" << header << "only 0 usable rows";
        QTest::newRow("9 rows") << "knn" << nine << "only 9 usable rows";
        QTest::newRow("missing column") << "knn" << QByteArray(runs).replace("batch_size,", "batch,")
                                        << "missing required columns: batch_size";
        QTest::newRow("unknown GPU") << "knn"
                                     << runs + "granite-3.1-2b,full,A100-SXM9,1,1,4096,1,5000,100,1\n"
                                     << "column 'gpu_model': unknown GPU 'A100-SXM9'; closest:";
        QTest::newRow("NaN") << "knn"
                             << runs + "granite-3.1-2b,full,NVIDIA-A100-SXM4-80GB,1,1,4096,1,nan,100,1\n"
                             << "column 'dataset_tokens_per_second': expected a number, got 'nan'";
        QTest::newRow("negative") << "svr"
                                  << runs + "granite-3.1-2b,full,NVIDIA-A100-SXM4-80GB,1,1,4096,1,-3,100,1\n"
                                  << "throughput must not be negative";
    }
    void unavailableModelsAndBadDataExitTwoWritingNothing()
    {
        QFETCH(QString, model);
        QFETCH(QByteArray, csv);
        QFETCH(QString, error);
        QTemporaryDir dir;
        const QString data = write(dir, QStringLiteral("runs.csv"), csv);
        const QString output = dir.filePath(QStringLiteral("model.json"));
        const CliRun run = CliRunner::run({QStringLiteral("tune"), QStringLiteral("--data"), data,
            QStringLiteral("--model"), model, QStringLiteral("--output"), output});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith(u"error: ") && run.err.contains(error), qPrintable(run.err));
        QVERIFY(!QFile::exists(output));
        if (model == u"lightgbm")
            QVERIFY(run.err.contains(
                u"available: kavier, roofline, xgboost, random_forest, svr, knn, gaussian_process, "
                "bayesian_ridge, deep_learning"));
    }

    void recommendWithALearnedPredictor()
    {
        const CliRun run = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--predictor"),
            QStringLiteral("gaussian_process"), QStringLiteral("--lookup"), QStringLiteral("default"),
            QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(
            run.err.contains(u"warning: no model file: the gaussian_process predictor was trained on the 70 "
                             "measured runs"),
            qPrintable(run.err));
        const CsvTable table = CsvTable::parse(run.out, QStringLiteral("out.csv"));
        table.requireColumns({QStringLiteral("throughput_uncertainty_percent"), QStringLiteral("in_domain"),
            QStringLiteral("throughput_source")});
        QVERIFY(table.rowCount() > 0);
        for (int r = 0; r < table.rowCount(); ++r) {
            QCOMPARE(table.cell(r, QStringLiteral("throughput_source")), QStringLiteral("gaussian_process"));
            QVERIFY(table.number(r, QStringLiteral("throughput_uncertainty_percent")) > 0);
        }
        // A model file written by tune is used instead, without the warning.
        QTemporaryDir dir;
        const QString model = dir.filePath(QStringLiteral("gp.json"));
        QCOMPARE(CliRunner::run(
                     {QStringLiteral("tune"), QStringLiteral("--data"), kRuns, QStringLiteral("--model"),
                         QStringLiteral("gaussian_process"), QStringLiteral("--output"), model})
                     .exitCode,
            0);
        const CliRun withFile = CliRunner::run(
            {QStringLiteral("recommend"), QStringLiteral("--predictor"), QStringLiteral("gaussian_process"),
                QStringLiteral("--model-file"), model, QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(withFile.exitCode, 0);
        QVERIFY(!withFile.err.contains(u"no model file"));
        const CliRun wrong = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--predictor"),
            QStringLiteral("knn"), QStringLiteral("--model-file"), model});
        QCOMPARE(wrong.exitCode, 2);
        QVERIFY2(wrong.err.contains(u"holds a 'gaussian_process' model, not 'knn'"), qPrintable(wrong.err));
    }
};

QTEST_GUILESS_MAIN(TestCliLearned)
#include "test_cli_learned.moc"
