// Process-level smoke tests: one per verb, spawning the real coastline-cli binary (the other CLI tests
// run the commands in-process; test_cli_golden compares the binary's bytes).
#include "CliRunner.h"
#include "TestData.h"

#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

class TestCliSmoke : public QObject
{
    Q_OBJECT
private slots:
    void verbRuns_data();
    void verbRuns();
    void badInputExitsTwo();
    void outputOverAnInputIsRefused_data();
    void outputOverAnInputIsRefused();
    void lostStandardOutputFails_data();
    void lostStandardOutputFails();
    void traceVerbsRun();
};

namespace {
CliRun spawnCli(const QStringList &arguments)
{
    return CliRunner::spawn(QStringLiteral(COASTLINE_CLI_PATH), arguments, TestData::directory());
}
} // namespace

void TestCliSmoke::verbRuns_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("firstLine");
    QTest::newRow("recommend") << QStringList {QStringLiteral("recommend"), QStringLiteral("--format"),
        QStringLiteral("csv")} << QByteArray("rank,total_gpus,");
    QTest::newRow("explain") << QStringList {QStringLiteral("explain"), QStringLiteral("--format"),
        QStringLiteral("csv")}
                             << QByteArray("rank,total_gpus,");
    QTest::newRow("simulate") << QStringList {QStringLiteral("simulate"), QStringLiteral("--format"),
        QStringLiteral("csv")} << QByteArray("llm_model,fine_tuning_method,gpu_model,");
    QTest::newRow("catalog") << QStringList {QStringLiteral("catalog"), QStringLiteral("gpus"),
        QStringLiteral("--format"), QStringLiteral("csv")}
                             << QByteArray("gpu_name,aliases,");
}

void TestCliSmoke::verbRuns()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, firstLine);
    const CliRun r = spawnCli(arguments);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.startsWith(firstLine), r.out.left(200).constData());
    // in-process and spawned runs write the same bytes
    QCOMPARE(r.out, CliRunner::run(arguments, TestData::directory()).out);
}

void TestCliSmoke::outputOverAnInputIsRefused_data()
{
    QTest::addColumn<QString>("verb");
    QTest::addColumn<QString>("inputFlag");
    QTest::addColumn<QString>("fixture");
    QTest::newRow("tune --data") << "tune"
                                 << "--data"
                                 << "measured/run_database.csv";
    QTest::newRow("evaluate --data") << "evaluate"
                                     << "--data"
                                     << "measured/run_database.csv";
    QTest::newRow("recommend --input") << "recommend"
                                       << "--input"
                                       << "workloads/sample_workloads.csv";
    QTest::newRow("recommend --config") << "recommend"
                                        << "--config"
                                        << "configs/demo.yaml";
}

void TestCliSmoke::outputOverAnInputIsRefused()
{
    QFETCH(QString, verb);
    QFETCH(QString, inputFlag);
    QFETCH(QString, fixture);
    QTemporaryDir dir;
    const QString path = dir.filePath(QFileInfo(fixture).fileName());
    QVERIFY(QFile::copy(TestData::path(fixture), path));
    QFile before(path);
    QVERIFY(before.open(QIODevice::ReadOnly));
    const QByteArray bytes = before.readAll();
    QStringList arguments {verb, inputFlag, path, QStringLiteral("--output"), path};
    if (verb == u"tune")
        arguments << QStringLiteral("--model") << QStringLiteral("knn");
    if (verb == u"evaluate")
        arguments << QStringLiteral("--predictor") << QStringLiteral("kavier");
    const CliRun r = CliRunner::run(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith(QStringLiteral("error: --output: '")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("is also the %1 input").arg(inputFlag)), qPrintable(r.err));
    QFile after(path);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), bytes); // the input is untouched
}

void TestCliSmoke::badInputExitsTwo()
{
    const CliRun r = spawnCli({QStringLiteral("recommend"), QStringLiteral("--batch"), QStringLiteral("0")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.err, QStringLiteral("error: --batch: must be at least 1, got 0\n"));
}

void TestCliSmoke::lostStandardOutputFails_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("recommend table") << QStringList {QStringLiteral("recommend")};
    QTest::newRow("explain csv") << QStringList {
        QStringLiteral("explain"), QStringLiteral("--format"), QStringLiteral("csv")};
    QTest::newRow("catalog json") << QStringList {QStringLiteral("catalog"), QStringLiteral("llms"),
        QStringLiteral("--format"), QStringLiteral("json")};
    QTest::newRow("--help") << QStringList {QStringLiteral("--help")};
    QTest::newRow("--version") << QStringList {QStringLiteral("--version")};
}

// Issue 15: `coastline-cli … > /dev/full` used to exit 0 with nothing on stderr.
void TestCliSmoke::lostStandardOutputFails()
{
    QFETCH(QStringList, arguments);
    if (!QFileInfo::exists(QStringLiteral("/dev/full")))
        QSKIP("no /dev/full on this system");
    QProcess process;
    process.setStandardOutputFile(QStringLiteral("/dev/full"));
    process.start(QStringLiteral(COASTLINE_CLI_PATH), arguments);
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 2);
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(err.endsWith(QStringLiteral("error: cannot write standard output: No space left on device\n")),
        qPrintable(err));
}

void TestCliSmoke::traceVerbsRun()
{
    // one spawned run per trace verb; simulate-trace --plot also checks that the binary draws offscreen
    // without a display (it creates its QApplication on the offscreen platform itself)
    QTemporaryDir dir;
    const QString trace = TestData::path(QStringLiteral("traces/sample_trace.csv"));
    const QStringList cluster {QStringLiteral("--cluster-gpus"), QStringLiteral("64"),
        QStringLiteral("--max-gpus-per-node"), QStringLiteral("8")};
    const CliRun rec
        = spawnCli(QStringList {QStringLiteral("recommend-trace"), QStringLiteral("--input"), trace,
                       QStringLiteral("--output"), dir.filePath(QStringLiteral("rec.csv"))}
            + cluster);
    QVERIFY2(rec.exitCode == 0, qPrintable(rec.err));
    QVERIFY(rec.out.startsWith("wrote "));
    const CliRun runs = spawnCli({QStringLiteral("trace-to-runs"), QStringLiteral("--input"), trace,
        QStringLiteral("--output"), dir.filePath(QStringLiteral("runs.csv"))});
    QVERIFY2(runs.exitCode == 0, qPrintable(runs.err));
    QVERIFY(runs.out.contains("in the flat measured-runs schema"));
    qputenv("QT_QPA_PLATFORM", "none-such"); // the child must not depend on the caller's platform
    const CliRun sim
        = spawnCli(QStringList {QStringLiteral("simulate-trace"), QStringLiteral("--input"), trace,
                       QStringLiteral("--recommended"), dir.filePath(QStringLiteral("rec.csv")),
                       QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--plot"),
                       dir.filePath(QStringLiteral("p.png"))}
            + cluster);
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QVERIFY2(sim.exitCode == 0, qPrintable(sim.err));
    QVERIFY(sim.out.startsWith("metric,unit,baseline,recommended,change_percent"));
    QCOMPARE(QImage(dir.filePath(QStringLiteral("p.png"))).size(), QSize(1200, 650));
}

QTEST_GUILESS_MAIN(TestCliSmoke)
#include "test_cli_smoke.moc"
