// Widgets and helpers of the desktop app that do not need a pipeline run.
#include "batch/BatchResultsModel.h"
#include "charts/ChartStyle.h"
#include "charts/ParetoFront.h"
#include "common/DialogHooks.h"
#include "common/MessageBar.h"
#include "common/Settings.h"
#include "inputs/ConfigurationEditCommand.h"
#include "inputs/GridForm.h"
#include "inputs/PolicyPanel.h"
#include "pipeline/BatchRecommendation.h"
#include "pipeline/WorkloadRow.h"
#include "report/RecommendationSummary.h"
#include "results/SummaryBanner.h"
#include "shell/HowItWorksDialog.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

class TestUiWidgets : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void linkedSliders();
    void goalPresetsMoveSliders();
    void policyRoundTrip();
    void gridLists_data();
    void gridLists();
    void paretoFront_data();
    void paretoFront();
    void messageBarActions();
    void summaryBannerSentences();
    void settingsRecentFiles();
    void dialogHooks();
    void undoCommandMerges();
    void batchResultsModel();
    void howItWorksRendersHeadings();

private:
    QTemporaryDir m_dir;
};

void TestUiWidgets::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Settings::useFileForTests(m_dir.filePath(QStringLiteral("settings.ini")));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestUiWidgets::linkedSliders()
{
    PolicyPanel panel;
    panel.setConfiguration(Configuration {});
    auto *alpha = panel.findChild<QSlider *>(QStringLiteral("alphaSlider"));
    auto *beta = panel.findChild<QSlider *>(QStringLiteral("betaSlider"));
    auto *goal = panel.findChild<QComboBox *>(QStringLiteral("goalComboBox"));
    QVERIFY(alpha && beta && goal);
    QCOMPARE(alpha->value(), 80);
    QCOMPARE(beta->value(), 20);
    QCOMPARE(panel.goal(), Goal::Performance);

    QSignalSpy edited(&panel, &PolicyPanel::edited);
    alpha->setValue(70);
    QCOMPARE(beta->value(), 30);
    QCOMPARE(panel.findChild<QLabel *>(QStringLiteral("alphaValueLabel"))->text(), QStringLiteral("70 %"));
    QCOMPARE(panel.findChild<QLabel *>(QStringLiteral("betaValueLabel"))->text(), QStringLiteral("30 %"));
    QCOMPARE(panel.goal(), Goal::Custom);
    QCOMPARE(edited.count(), 1);
    QCOMPARE(edited.first().first().toString(), QStringLiteral("alphaSlider"));

    beta->setValue(90);
    QCOMPARE(alpha->value(), 10);
    QTest::keyClick(alpha, Qt::Key_Right);
    QCOMPARE(alpha->value(), 11);
    QCOMPARE(beta->value(), 89);
    QCOMPARE(edited.count(), 3);

    Configuration config;
    panel.apply(&config);
    QCOMPARE(config.strategy.goal, Goal::Custom);
    QCOMPARE(*config.strategy.alpha, 0.11);
    QCOMPARE(*config.strategy.beta, 0.89);
}

void TestUiWidgets::goalPresetsMoveSliders()
{
    PolicyPanel panel;
    panel.setConfiguration(Configuration {});
    auto *alpha = panel.findChild<QSlider *>(QStringLiteral("alphaSlider"));
    auto *goal = panel.findChild<QComboBox *>(QStringLiteral("goalComboBox"));
    QSignalSpy edited(&panel, &PolicyPanel::edited);
    goal->setCurrentIndex(goal->findData(int(Goal::Energy)));
    QCOMPARE(alpha->value(), 20);
    QCOMPARE(panel.goal(), Goal::Energy); // a preset stays a preset
    QCOMPARE(edited.count(), 1);
    goal->setCurrentIndex(goal->findData(int(Goal::Balanced)));
    QCOMPARE(alpha->value(), 50);
    goal->setCurrentIndex(goal->findData(int(Goal::MinGpu)));
    QVERIFY(!alpha->isEnabled());
    Configuration config;
    panel.apply(&config);
    QCOMPARE(config.strategy.goal, Goal::MinGpu);
    QVERIFY(!config.strategy.alpha);
}

void TestUiWidgets::policyRoundTrip()
{
    Configuration config;
    config.strategy.goal = Goal::Performance;
    config.strategy.alpha = 3.0;
    config.strategy.beta = 1.0;
    config.strategy.maxSlowdown = 1.5;
    config.grid.topK = 7;
    PolicyPanel panel;
    panel.setConfiguration(config);
    QCOMPARE(panel.goal(), Goal::Custom); // explicit weights override the preset
    QCOMPARE(panel.findChild<QSlider *>(QStringLiteral("alphaSlider"))->value(), 75);
    Configuration back;
    panel.apply(&back);
    QCOMPARE(*back.strategy.maxSlowdown, 1.5);
    QCOMPARE(*back.grid.topK, 7);
    QCOMPARE(*back.strategy.alpha, 0.75);
    panel.findChild<QSpinBox *>(QStringLiteral("topKSpinBox"))->setValue(0);
    panel.apply(&back);
    QVERIFY(!back.grid.topK); // "automatic"
}

void TestUiWidgets::gridLists_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QList<qint64>>("values");
    QTest::newRow("commas") << QStringLiteral("4, 8, 16") << true << QList<qint64> {4, 8, 16};
    QTest::newRow("spaces") << QStringLiteral("1 2  4") << true << QList<qint64> {1, 2, 4};
    QTest::newRow("empty") << QString() << true << QList<qint64> {};
    QTest::newRow("zero") << QStringLiteral("0, 4") << false << QList<qint64> {};
    QTest::newRow("text") << QStringLiteral("4, eight") << false << QList<qint64> {};
    QTest::newRow("fraction") << QStringLiteral("4.5") << false << QList<qint64> {};
    QTest::newRow("range") << QStringLiteral("1-4") << true << QList<qint64> {1, 2, 3, 4};
    QTest::newRow("series and list") << QStringLiteral("2, 8-32:8") << true
                                     << QList<qint64> {2, 8, 16, 24, 32};
    QTest::newRow("pow2") << QStringLiteral("pow2:1-16") << true << QList<qint64> {1, 2, 4, 8, 16};
    QTest::newRow("reversed range") << QStringLiteral("8-4") << false << QList<qint64> {};
    QTest::newRow("too many") << QStringLiteral("1-10001") << false << QList<qint64> {};
}

void TestUiWidgets::gridLists()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(QList<qint64>, values);
    const auto parsed = GridForm::parseList(text, 1'000'000, 10'000);
    QCOMPARE(parsed.has_value(), valid);
    if (valid)
        QCOMPARE(*parsed, values);
}

void TestUiWidgets::paretoFront_data()
{
    QTest::addColumn<QList<QPointF>>("points");
    QTest::addColumn<QList<int>>("front");
    QTest::newRow("empty") << QList<QPointF> {} << QList<int> {};
    QTest::newRow("one") << QList<QPointF> {{1, 1}} << QList<int> {0};
    QTest::newRow("dominated") << QList<QPointF> {{100, 10}, {200, 30}, {150, 5}, {300, 25}, {50, 2}}
                               << QList<int> {4, 0, 1};
    QTest::newRow("same cost keeps the best") << QList<QPointF> {{100, 10}, {100, 20}} << QList<int> {1};
}

void TestUiWidgets::paretoFront()
{
    QFETCH(QList<QPointF>, points);
    QFETCH(QList<int>, front);
    QCOMPARE(::paretoFront(points), front);
}

void TestUiWidgets::messageBarActions()
{
    MessageBar bar;
    QVERIFY(bar.isHidden());
    bar.showMessage(QStringLiteral("Unknown GPU"), MessageBar::Type::Error);
    QVERIFY(!bar.isHidden());
    QCOMPARE(bar.text(), QStringLiteral("Unknown GPU"));
    QCOMPARE(bar.messageType(), MessageBar::Type::Error);
    QAction action(QStringLiteral("NVIDIA-A100-SXM4-80GB"));
    action.setObjectName(QStringLiteral("suggestion"));
    QSignalSpy triggered(&action, &QAction::triggered);
    bar.addAction(&action);
    auto *button = bar.findChild<QPushButton *>(QStringLiteral("suggestionButton"));
    QVERIFY(button);
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(triggered.count(), 1);
    bar.showMessage(QStringLiteral("Other"), MessageBar::Type::Warning);
    QVERIFY(!bar.findChild<QPushButton *>(QStringLiteral("suggestionButton")));
    bar.clearMessage();
    QVERIFY(bar.isHidden());
}

void TestUiWidgets::summaryBannerSentences()
{
    Evaluation e;
    const auto add = [&e](int gpus, int perNode, qint64 batch, double tput, double watts) {
        EvaluatedCandidate c;
        c.candidate = {gpus, perNode, gpus / perNode, batch};
        Prediction p;
        p.throughputTokensPerSecond = tput;
        p.powerWattsPerGpu = watts;
        p.source = QStringLiteral("kavier");
        c.prediction = p;
        e.candidates << c;
    };
    add(4, 4, 8, 21000, 300);
    add(2, 2, 8, 10000, 300);
    Ranking r;
    r.policy.goal = Goal::Performance;
    r.policy.weights = {0.8, 0.2};
    r.rows << RankedConfiguration {0, 1, 1, 0, 0.8, true} << RankedConfiguration {1, 2, 0, 1, 0.2, true};
    // The banner shows the core's summary sentence (the CLI prints the same one).
    const QString summary = RecommendationSummary::summary(e, r);
    QCOMPARE(SummaryBanner::headlineFor(e, r), summary.section(QLatin1Char('\n'), 0, 0));
    QVERIFY2(
        SummaryBanner::headlineFor(e, r).startsWith(QStringLiteral("4 GPUs (4 × 1), batch 8 per device — ")),
        qPrintable(SummaryBanner::headlineFor(e, r)));
    QVERIFY2(
        SummaryBanner::headlineFor(e, r).contains(QStringLiteral("2.10× the throughput of the runner-up")),
        qPrintable(SummaryBanner::headlineFor(e, r)));
    const QString detail = SummaryBanner::detailFor(e, r);
    // the policy line, the summary's last (an "Assumed: …" line comes between: issue 36)
    QVERIFY2(detail.startsWith(summary.section(QLatin1Char('\n'), -1)), qPrintable(detail));
    QVERIFY2(summary.section(QLatin1Char('\n'), 1, 1).startsWith(QStringLiteral("Assumed: ")),
        qPrintable(summary));
    QVERIFY2(detail.contains(QStringLiteral("standing in for IBM AutoConf")), qPrintable(detail));
}

void TestUiWidgets::settingsRecentFiles()
{
    Settings &settings = Settings::instance();
    settings.clearRecentFiles();
    QSignalSpy changed(&settings, &Settings::recentFilesChanged);
    for (int i = 0; i < Settings::maxRecentFiles + 2; ++i)
        settings.addRecentFile(m_dir.filePath(QStringLiteral("f%1.yaml").arg(i)));
    QCOMPARE(settings.recentFiles().size(), Settings::maxRecentFiles);
    QCOMPARE(settings.recentFiles().first(), m_dir.filePath(QStringLiteral("f9.yaml")));
    settings.addRecentFile(m_dir.filePath(QStringLiteral("f9.yaml"))); // already first: no change
    QCOMPARE(changed.count(), Settings::maxRecentFiles + 2);
    settings.setLastFolder(Settings::Folder::Export, m_dir.path());
    QCOMPARE(settings.lastFolder(Settings::Folder::Export), m_dir.path());
    QSignalSpy language(&settings, &Settings::languageChanged);
    settings.setLanguage(QStringLiteral("de"));
    settings.setLanguage(QStringLiteral("de"));
    QCOMPARE(language.count(), 1);
    settings.setLanguage(QString());
}

void TestUiWidgets::dialogHooks()
{
    DialogHooks::reset();
    DialogHooks::setNextAnswer(DialogHooks::Answer::Discard);
    QCOMPARE(DialogHooks::askSaveChanges(nullptr, QStringLiteral("x.yaml")), DialogHooks::Answer::Discard);
    QCOMPARE(DialogHooks::promptCount(), 1);
    DialogHooks::setNextFileName(QStringLiteral("/tmp/out.csv"));
    QCOMPARE(DialogHooks::saveFileName(nullptr, {}, {}, {}), QStringLiteral("/tmp/out.csv"));
    DialogHooks::setNextFileName(QString());
    QCOMPARE(DialogHooks::openFileName(nullptr, {}, {}, {}), QString()); // "cancelled"
    DialogHooks::reset();
}

void TestUiWidgets::undoCommandMerges()
{
    QUndoStack stack;
    QList<qint64> applied;
    const auto apply = [&applied](const Configuration &c, bool) { applied << c.workload.tokensPerSample; };
    Configuration a, b, c, d;
    b.workload.tokensPerSample = 2000;
    c.workload.tokensPerSample = 3000;
    d.workload.tokensPerSample = 4000;
    stack.push(new ConfigurationEditCommand(a, b, QStringLiteral("tokensSpinBox"), true, apply));
    stack.push(new ConfigurationEditCommand(b, c, QStringLiteral("tokensSpinBox"), true, apply));
    stack.push(new ConfigurationEditCommand(c, d, QStringLiteral("batchSpinBox"), true, apply));
    QVERIFY(applied.isEmpty()); // pushing does not re-apply what the form already shows
    QCOMPARE(stack.count(), 2);
    QCOMPARE(stack.undoText(), QStringLiteral("Change batch per device")); // words, not identifiers
    QCOMPARE(ConfigurationEditCommand(a, b, QStringLiteral("maxGpusPerNodeSpinBox"), true, apply).text(),
        QStringLiteral("Change GPUs per node"));
    QCOMPARE(ConfigurationEditCommand(a, b, QStringLiteral("alphaSlider"), false, apply).text(),
        QStringLiteral("Change runtime weight α"));
    stack.undo();
    stack.undo();
    QCOMPARE(applied, QList<qint64>({3000, 7621}));
    stack.redo();
    QCOMPARE(applied.last(), 3000);
}

void TestUiWidgets::batchResultsModel()
{
    BatchResultsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    BatchResult failed;
    failed.row = 1;
    failed.inputCells = {QStringLiteral("nope"), QStringLiteral("full"), QStringLiteral("A100"),
        QStringLiteral("1024"), QStringLiteral("4")};
    failed.error = QStringLiteral("unknown LLM 'nope'");
    model.addResult(failed);

    BatchResult ok;
    ok.row = 0;
    ok.inputCells = {QStringLiteral("mistral-7b-v0.1"), QStringLiteral("lora"), QStringLiteral("A100"),
        QStringLiteral("1024"), QStringLiteral("16")};
    auto e = std::make_shared<Evaluation>();
    EvaluatedCandidate c;
    c.candidate = {8, 8, 1, 16};
    Prediction p;
    p.throughputTokensPerSecond = 12345.6;
    p.powerWattsPerGpu = 250;
    p.source = QStringLiteral("kavier");
    c.prediction = p;
    e->candidates << c;
    ok.evaluation = e;
    ok.best = {0, 1, 1, 1, 1, true};
    ok.ranking.rows << ok.best;
    model.addResult(ok);

    QCOMPARE(model.rowCount(), 2);
    using B = BatchResultsModel;
    QCOMPARE(model.index(0, B::StatusColumn).data().toString(), QStringLiteral("unknown LLM 'nope'"));
    QVERIFY(model.index(0, B::TotalGpusColumn).data().toString().isEmpty());
    QCOMPARE(model.index(1, B::TotalGpusColumn).data().toString(), QStringLiteral("8"));
    QCOMPARE(model.index(1, B::LayoutColumn).data().toString(), QStringLiteral("8 × 1"));
    QCOMPARE(model.index(1, B::ThroughputColumn).data().toString(), QStringLiteral("12,345.6"));
    QCOMPARE(model.index(1, B::ClusterPowerColumn).data().toString(), QStringLiteral("2,000.0"));
    QCOMPARE(model.index(1, B::StatusColumn).data().toString(), QStringLiteral("ok"));

    const QByteArray csv
        = BatchRecommendation::table(WorkloadRow::requiredColumns(), model.results()).toCsv().toUtf8();
    const QList<QByteArray> lines = csv.split('\n');
    QVERIFY2(
        lines.at(0).startsWith("llm_model,fine_tuning_method,gpu_model,tokens_per_sample,batch_size,rank,"
                               "total_gpus,recommended_gpus_per_node,recommended_number_of_nodes,"
                               "recommended_batch_size"),
        lines.at(0).constData());
    QVERIFY2(lines.at(1).startsWith("nope,full,A100,1024,4,,"), lines.at(1).constData());
    QVERIFY2(lines.at(1).contains(",false,,unknown LLM 'nope',"), lines.at(1).constData());
    QVERIFY2(
        lines.at(2).startsWith("mistral-7b-v0.1,lora,A100,1024,16,1,8,8,1,16,128,12345.6,kavier,250,2000,"),
        lines.at(2).constData());
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestUiWidgets::howItWorksRendersHeadings()
{
    const QString html = HowItWorksDialog::renderedText();
    QVERIFY(html.startsWith(QStringLiteral("<h2>How Coastline Desktop makes a recommendation</h2>")));
    QVERIFY(html.contains(QStringLiteral("<h3>2. Feasibility: will it fit in GPU memory?</h3>")));
    // The seed text, one level down in the appendix.
    const QString seed = HowItWorksDialog::seedText();
    QVERIFY(seed.startsWith(QStringLiteral("<h3>How a recommendation is made</h3>")));
    QVERIFY(seed.contains(QStringLiteral("<h4>2. Feasibility</h4>")));
    QVERIFY(html.endsWith(seed));
    QVERIFY(!html.contains(QChar(0x00B6)));
}

QTEST_MAIN(TestUiWidgets)
#include "test_ui_widgets.moc"
