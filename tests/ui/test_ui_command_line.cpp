// The desktop app's command line (GuiCommandLine): its values, and its errors with cli.md's exit
// codes (2 = bad usage or bad input), also for the real `coastline` binary.
#include "common/Settings.h"
#include "results/RejectedTableModel.h"
#include "shell/GuiCommandLine.h"
#include "shell/MainWindow.h"

#include <QFile>
#include <QImage>
#include <QLabel>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

class TestUiCommandLine : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void readsTheValues();
    void badArguments_data();
    void badArguments();
    void badConfigurationNamesTheFileOnce();
    void binaryExitsTwoOnBadInput_data();
    void binaryExitsTwoOnBadInput();
    void nothingFeasibleIsStillCaptured();
    void failedRunLeavesNoRunningStatus();

private:
    QString writeBrokenYaml();
    static void writeNothingFitsYaml(const QString &path);
    /// Starts the `coastline` binary with `arguments`, offscreen, its settings in m_dir.
    void startGui(QProcess &app, const QStringList &arguments);
    QTemporaryDir m_dir;
};

void TestUiCommandLine::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Settings::useFileForTests(m_dir.filePath(QStringLiteral("settings.ini")));
}

QString TestUiCommandLine::writeBrokenYaml()
{
    const QString path = m_dir.filePath(QStringLiteral("bad.yaml"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write("workload: [\n") != 12)
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

void TestUiCommandLine::writeNothingFitsYaml(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    file.write("workload:\n  llm_model: llama3-70b\n  fine_tuning_method: full\n"
               "  gpu_model: NVIDIA-A100-SXM4-40GB\n  tokens_per_sample: 4096\n  batch_size: 4\n"
               "grid:\n  batch_sizes: [4, 8]\n  total_gpus: [1, 2]\n");
}

void TestUiCommandLine::startGui(QProcess &app, const QStringList &arguments)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.path());
    app.setProcessEnvironment(env);
    app.start(QStringLiteral(COASTLINE_GUI_PATH), arguments);
}

void TestUiCommandLine::readsTheValues()
{
    GuiCommandLine line;
    QVERIFY(line.parse({QStringLiteral("coastline")}));
    QCOMPARE(line.tab(), ResultsPage::Tab::Ranking);
    QCOMPARE(line.timeoutSeconds(), 120);
    QVERIFY(line.file().isEmpty());
    QVERIFY(!line.languageGiven());
    QVERIFY(!line.dark());

    QVERIFY2(line.parse({QStringLiteral("coastline"), QStringLiteral("given.yaml"), QStringLiteral("--tab"),
                 QStringLiteral("Charts"), QStringLiteral("--screenshot"), QStringLiteral("/tmp/a.png"),
                 QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--timeout"),
                 QStringLiteral("30"), QStringLiteral("--dark")}),
        qPrintable(line.error()));
    QCOMPARE(line.file(), QStringLiteral("given.yaml"));
    QCOMPARE(line.tab(), ResultsPage::Tab::Charts);
    QCOMPARE(line.screenshot(), QStringLiteral("/tmp/a.png"));
    QVERIFY(line.languageGiven());
    QCOMPARE(line.language(), QStringLiteral("de"));
    QCOMPARE(line.timeoutSeconds(), 30);
    QVERIFY(line.dark());

    // --config wins over the positional file.
    QVERIFY(line.parse({QStringLiteral("coastline"), QStringLiteral("given.yaml"), QStringLiteral("--config"),
        QStringLiteral("other.yaml"), QStringLiteral("--tab"), QStringLiteral("rejected")}));
    QCOMPARE(line.file(), QStringLiteral("other.yaml"));
    QCOMPARE(line.tab(), ResultsPage::Tab::Rejected);
}

void TestUiCommandLine::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("error");
    QTest::newRow("unknown tab") << QStringList {QStringLiteral("--tab"), QStringLiteral("bogus")}
                                 << QStringLiteral("--tab: unknown value 'bogus'; choose from ranking, "
                                                   "rejected, charts");
    QTest::newRow("misspelt tab") << QStringList {QStringLiteral("--tab"), QStringLiteral("chart")}
                                  << QStringLiteral("--tab: unknown value 'chart' (did you mean 'charts'?); "
                                                    "choose from ranking, rejected, charts");
    QTest::newRow("zero timeout") << QStringList {QStringLiteral("--timeout"),
        QStringLiteral("0")} << QStringLiteral("--timeout: expected a whole number of seconds >= 1, got '0'");
    QTest::newRow("unknown option") << QStringList {QStringLiteral("--bogus")}
                                    << QStringLiteral("unknown option 'bogus' (see coastline --help)");
    QTest::newRow("--language is --lang")
        << QStringList {QStringLiteral("--language"), QStringLiteral("de")}
        << QStringLiteral("unknown option 'language'; did you mean --lang? (see coastline --help)");
    // Empty file names: `--screenshot ""` opened the window and never exited; `--config ""` was ignored.
    QTest::newRow("empty screenshot") << QStringList {QStringLiteral("--screenshot"), QString()}
                                      << QStringLiteral("--screenshot: expected a file name");
    QTest::newRow("empty config") << QStringList {QStringLiteral("--config=")}
                                  << QStringLiteral("--config: expected a file name");
    QTest::newRow("missing value") << QStringList {QStringLiteral("--tab")}
                                   << QStringLiteral("missing value after '--tab' (see coastline --help)");
}

void TestUiCommandLine::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, error);
    GuiCommandLine line;
    QVERIFY(!line.parse(QStringList {QStringLiteral("coastline")} + arguments));
    QCOMPARE(line.error(), error);
    QCOMPARE(int(GuiCommandLine::BadInput), 2); // cli.md: bad usage or bad input
}

void TestUiCommandLine::badConfigurationNamesTheFileOnce()
{
    const QString path = writeBrokenYaml();
    GuiCommandLine line;
    QVERIFY(line.parse({QStringLiteral("coastline"), QStringLiteral("--config"), path}));
    MainWindow window;
    QVERIFY(!line.openFile(window));
    QVERIFY2(line.error().startsWith(path + QStringLiteral(":1:")), qPrintable(line.error()));
    QCOMPARE(line.error().count(QStringLiteral("bad.yaml")), 1);
    // A good file opens.
    QVERIFY(line.parse({QStringLiteral("coastline"),
        QStringLiteral(COASTLINE_TEST_DATA_DIR) + QStringLiteral("/configs/experiment.yaml")}));
    QVERIFY2(line.openFile(window), qPrintable(line.error()));
    QVERIFY(window.fileError().isEmpty());
}

void TestUiCommandLine::binaryExitsTwoOnBadInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("stderrStart");
    const QString bad = writeBrokenYaml();
    QTest::newRow("broken config") << QStringList {QStringLiteral("--config"), bad}
                                   << QStringLiteral("error: %1:1: ").arg(bad);
    QTest::newRow("unknown tab") << QStringList {QStringLiteral("--tab"), QStringLiteral("bogus")}
                                 << QStringLiteral("error: --tab: unknown value 'bogus'; choose from "
                                                   "ranking, rejected, charts\n");
    QTest::newRow("unknown option") << QStringList {QStringLiteral(
        "--bogus")} << QStringLiteral("error: unknown option 'bogus' (see coastline --help)\n");
}

void TestUiCommandLine::binaryExitsTwoOnBadInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, stderrStart);
    QProcess app;
    startGui(app,
        QStringList {QStringLiteral("--screenshot"), m_dir.filePath(QStringLiteral("x.png"))} + arguments);
    QVERIFY(app.waitForFinished(60000));
    const QString err = QString::fromUtf8(app.readAllStandardError());
    QCOMPARE(app.exitStatus(), QProcess::NormalExit);
    QCOMPARE(app.exitCode(), 2);
    // One error line (Qt may print its own notes, e.g. about XDG_RUNTIME_DIR, before it).
    QCOMPARE(err.count(QStringLiteral("error: ")), 1);
    QVERIFY2(err.mid(err.indexOf(QStringLiteral("error: "))).startsWith(stderrStart), qPrintable(err));
    QCOMPARE(err.count(QStringLiteral("bad.yaml")), arguments.contains(QStringLiteral("--config")) ? 1 : 0);
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("x.png"))));
}

// A job on which nothing fits (Llama-3-70B full fine-tuning on 1 or 2 A100-40GB cards): the window
// shows the failure and the Rejected tab, and that is what --screenshot writes; the exit code is 1.
void TestUiCommandLine::nothingFeasibleIsStillCaptured()
{
    const QString config = m_dir.filePath(QStringLiteral("nothing-fits.yaml"));
    writeNothingFitsYaml(config);
    const QString png = m_dir.filePath(QStringLiteral("nothing-fits.png"));
    QProcess app;
    startGui(app,
        {QStringLiteral("--screenshot"), png, QStringLiteral("--tab"), QStringLiteral("rejected"), config});
    QVERIFY(app.waitForFinished(120000));
    const QString err = QString::fromUtf8(app.readAllStandardError());
    QCOMPARE(app.exitStatus(), QProcess::NormalExit);
    QCOMPARE(app.exitCode(), 1);
    QVERIFY2(err.contains(QStringLiteral("error: the pipeline failed: ")), qPrintable(err));
    QImage image(png);
    QVERIFY2(!image.isNull(), qPrintable(err));
    QCOMPARE(image.width(), 1280);
}

// After a run that ends without a result, the status bar says so instead of "running…" (it kept saying
// "running…" until the next run).
void TestUiCommandLine::failedRunLeavesNoRunningStatus()
{
    const QString config = m_dir.filePath(QStringLiteral("nothing-fits-window.yaml"));
    writeNothingFitsYaml(config);
    MainWindow window;
    QSignalSpy failed(&window, &MainWindow::pipelineFailed);
    QVERIFY(window.openFile(config));
    QTRY_VERIFY_WITH_TIMEOUT(failed.count() >= 1 && !window.isBusy(), 60000);
    const auto *elapsed = window.findChild<QLabel *>(QStringLiteral("statusElapsedLabel"));
    QVERIFY(elapsed);
    QCOMPARE(elapsed->text(), QStringLiteral("no result"));
    // No single change makes Llama-3-70B full fit on 1 or 2 cards of 40 GB: the Rejected tab says so
    // rather than leaving "Would fit with" blank.
    const auto *rejected = window.findChild<QAbstractItemModel *>(QStringLiteral("rejectedProxyModel"));
    QVERIFY(rejected);
    QCOMPARE(rejected->rowCount(), 4);
    for (int row = 0; row < rejected->rowCount(); ++row)
        QCOMPARE(rejected->index(row, RejectedTableModel::FixColumn).data().toString(),
            QStringLiteral("no single change"));
}

QTEST_MAIN(TestUiCommandLine)
#include "test_ui_command_line.moc"
