// The real main window driven by objectName (style.md example 11): runs, re-ranks without
// re-simulation, min-GPU, unknown names, files, exports, prompts, undo, selection, screenshots.
#include "MainWindowProbe.h"
#include "batch/BatchResultsModel.h"
#include "batch/BatchWindow.h"
#include "charts/ChartsPage.h"
#include "charts/MemoryChartView.h"
#include "charts/ParetoChartView.h"
#include "charts/TimeToTrainChartView.h"
#include "common/DialogHooks.h"
#include "common/Formatting.h"
#include "common/ItemRoles.h"
#include "common/MessageBar.h"
#include "common/Settings.h"
#include "config/ConfigurationIo.h"
#include "inputs/FieldHighlight.h"
#include "io/CsvTable.h"
#include "pipeline/Pipeline.h"
#include "report/RecommendationRows.h"
#include "results/RankingTableModel.h"
#include "results/RejectedTableModel.h"
#include "results/SummaryBanner.h"
#include "shell/MainWindow.h"

#include <QAction>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QDropEvent>
#include <QHeaderView>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QMimeData>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace MainWindowProbe;

namespace {

QString dataFile(const char *name)
{
    return QStringLiteral(COASTLINE_TEST_DATA_DIR "/") + QLatin1String(name);
}

/// "gpus×batch" of every ranked row, in rank order.
QStringList rankOrder(const MainWindow &w)
{
    const RankingTableModel *model = rankingModel(w);
    QStringList order;
    for (int row = 0; row < model->rowCount(); ++row) {
        const Candidate &c = model->evaluation()->candidates.at(model->candidateIndexAt(row)).candidate;
        order << QStringLiteral("%1x%2").arg(c.totalGpus).arg(c.batchSize);
    }
    return order;
}

Candidate topCandidate(const MainWindow &w)
{
    const RankingTableModel *model = rankingModel(w);
    return model->evaluation()->candidates.at(model->candidateIndexAt(0)).candidate;
}

bool messageShown(const MainWindow &w)
{
    return !child<MessageBar>(w, "messageBar")->isHidden();
}

} // namespace

class TestUiMainWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void defaultRunShowsRanking();
    void measuredRunsThatCannotMatchAreSaid();
    void editsRerunThePipeline();
    void alphaSliderReranksWithoutSimulation();
    void goalPresetsRerankOnly();
    void minGpuNeedsARun();
    void deadlineGoalInPlannerWords();
    void importModelIsOneUndoableEdit();
    void unknownGpuShowsSuggestions();
    void unknownLlmDoesNotRun();
    void unknownNameFromAFileNamesItsLine();
    void openEachUpstreamYaml_data();
    void openEachUpstreamYaml();
    void openBrokenFileReportsInline();
    void saveReopenCompare();
    void exportCsvMatchesCli();
    void exportJson();
    void closeWithUnsavedChangesAsks();
    void undoRedoFormEdits();
    void tableAndChartSelectionFollowEachOther();
    void dropYamlOpensIt();
    void batchWindowRunsRows();
    void screenshotMode_data();
    void screenshotMode();

private:
    QTemporaryDir m_dir;
};

void TestUiMainWindow::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Settings::useFileForTests(m_dir.filePath(QStringLiteral("settings.ini")));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestUiMainWindow::init()
{
    DialogHooks::reset();
}

void TestUiMainWindow::defaultRunShowsRanking()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    QVERIFY2(!messageShown(w), qPrintable(w.messageText()));
    QVERIFY(w.windowTitle().startsWith(QStringLiteral("Untitled")));
    QVERIFY(!w.isWindowModified());
    const QString headline = child<SummaryBanner>(w, "summaryBanner")->headline();
    QVERIFY2(headline.contains(QStringLiteral(" per device — ")), qPrintable(headline));
    QVERIFY(child<QLabel>(w, "statusCountsLabel")->text().contains(QStringLiteral("42 candidates")));
    QCOMPARE(child<QTabWidget>(w, "resultsTabWidget")->count(), 3);
    // The embedded default: 7 batch sizes × 6 GPU counts, top 5 highlighted.
    const RankingTableModel *model = rankingModel(w);
    QCOMPARE(model->evaluation()->candidates.size(), 42);
    int topK = 0;
    for (int row = 0; row < model->rowCount(); ++row)
        topK += model->index(row, 0).data(ItemRoles::InTopKRole).toBool() ? 1 : 0;
    QCOMPARE(topK, qMin(5, model->rowCount()));
    // Runtime/energy columns are hidden without a job size.
    auto *view = child<QTableView>(w, "rankingTableView");
    QVERIFY(view->isColumnHidden(RankingTableModel::RuntimeColumn));
    QVERIFY(!view->isColumnHidden(RankingTableModel::ThroughputColumn));
    // The layout columns only when layouts are searched (the default searches data parallel only).
    QVERIFY(view->isColumnHidden(RankingTableModel::TensorParallelColumn));
    QVERIFY(view->isColumnHidden(RankingTableModel::DataParallelColumn));
    // The rejected tab lists every candidate that is not ranked.
    auto *rejected = child<QTableView>(w, "rejectedTableView");
    QCOMPARE(rejected->model()->rowCount() + model->rowCount(), 42);
}

void TestUiMainWindow::editsRerunThePipeline()
{
    MainWindow w;
    w.show();
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    QSignalSpy started(w.pipeline(), &Pipeline::started);
    const QStringList before = rankOrder(w);

    child<QSpinBox>(w, "tokensSpinBox")->setValue(1024);
    QVERIFY(w.isBusy()); // debounced
    QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, 5000);
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    QCOMPARE(w.configuration().workload.tokensPerSample, 1024);
    QVERIFY(w.isWindowModified());
    QVERIFY(rankOrder(w) != before);
    QCOMPARE(rankingModel(w)->evaluation()->config.workload.tokensPerSample, 1024);

    // Several quick edits are debounced into one run.
    auto *llm = child<QComboBox>(w, "llmComboBox");
    llm->setCurrentText(QStringLiteral("mistral-7b-v0.1"));
    child<QComboBox>(w, "methodComboBox")->setCurrentText(QStringLiteral("lora"));
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    QCOMPARE(started.count(), 2);
    QCOMPARE(rankingModel(w)->evaluation()->config.workload.llmModel, QStringLiteral("mistral-7b-v0.1"));
    QCOMPARE(rankingModel(w)->evaluation()->config.workload.method, QStringLiteral("lora"));

    // The GPU too, on the seed's chain (Kavier), whose uncalibrated factors make a caveat.
    child<QComboBox>(w, "fallbackComboBox")->setCurrentText(QStringLiteral("kavier"));
    child<QComboBox>(w, "gpuComboBox")->setCurrentText(QStringLiteral("H100-SXM"));
    QTRY_VERIFY_WITH_TIMEOUT(started.count() == 3 && !w.isBusy(), 60000);
    // No error, but the run's caveat is shown as the CLI prints it: H100-SXM has no Kavier calibration.
    QVERIFY(messageShown(w));
    QVERIFY2(
        w.messageText().contains(QStringLiteral("uncalibrated Kavier factors")), qPrintable(w.messageText()));
}

void TestUiMainWindow::alphaSliderReranksWithoutSimulation()
{
    MainWindow w;
    w.show();
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    QSignalSpy started(w.pipeline(), &Pipeline::started);
    QSignalSpy updated(&w, &MainWindow::resultsUpdated);
    const int calls = w.pipeline()->evaluation()->predictorCalls;
    const QStringList performance = rankOrder(w);
    auto *alpha = child<QSlider>(w, "alphaSlider");
    auto *beta = child<QSlider>(w, "betaSlider");

    alpha->setValue(0); // all weight on energy
    // Re-ranked synchronously: the table changed before any event loop turn.
    QCOMPARE(updated.count(), 1);
    QCOMPARE(beta->value(), 100);
    QCOMPARE(child<QComboBox>(w, "goalComboBox")->currentData().toInt(), int(Goal::Custom));
    const QStringList energy = rankOrder(w);
    QVERIFY(energy != performance);
    QCOMPARE(rankingModel(w)->ranking().policy.weights.beta, 1.0);

    QTest::keyClick(alpha, Qt::Key_PageUp); // keyboard works too: 10 %
    QCOMPARE(alpha->value(), 10);
    QCOMPARE(beta->value(), 90);
    QCOMPARE(updated.count(), 2);
    QCOMPARE(rankingModel(w)->ranking().policy.weights.alpha, 0.1);

    QTest::qWait(500); // nothing is scheduled behind our back either
    QCOMPARE(started.count(), 0);
    QCOMPARE(w.pipeline()->evaluation()->predictorCalls, calls);
    QVERIFY(!w.isBusy());
}

void TestUiMainWindow::goalPresetsRerankOnly()
{
    MainWindow w;
    w.show();
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    QSignalSpy started(w.pipeline(), &Pipeline::started);
    auto *goal = child<QComboBox>(w, "goalComboBox");
    goal->setCurrentIndex(goal->findData(int(Goal::Energy)));
    QCOMPARE(child<QSlider>(w, "alphaSlider")->value(), 20);
    QCOMPARE(rankingModel(w)->ranking().policy.goal, Goal::Energy);
    goal->setCurrentIndex(goal->findData(int(Goal::Balanced)));
    QCOMPARE(rankingModel(w)->ranking().policy.goal, Goal::Balanced);
    auto *topK = child<QSpinBox>(w, "topKSpinBox");
    topK->setValue(2);
    QCOMPARE(rankingModel(w)->ranking().policy.topK, 2);
    QVERIFY(rankingModel(w)->index(1, 0).data(ItemRoles::InTopKRole).toBool());
    QVERIFY(!rankingModel(w)->index(2, 0).data(ItemRoles::InTopKRole).toBool());
    child<QCheckBox>(w, "maxSlowdownCheckBox")->setChecked(true);
    child<QDoubleSpinBox>(w, "maxSlowdownSpinBox")->setValue(1.2);
    QCOMPARE(rankingModel(w)->ranking().policy.maxSlowdown.value_or(0), 1.2);
    QVERIFY(!rankingModel(w)->ranking().droppedBySlowdown.isEmpty());
    QTest::qWait(300);
    QCOMPARE(started.count(), 0);
}

void TestUiMainWindow::minGpuNeedsARun()
{
    MainWindow w;
    w.show();
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    QSignalSpy started(w.pipeline(), &Pipeline::started);
    auto *goal = child<QComboBox>(w, "goalComboBox");
    goal->setCurrentIndex(goal->findData(int(Goal::MinGpu)));
    QCOMPARE(started.count(), 1); // rerank() refused: a new run
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w) && w.pipeline()->evaluation()->minGpu, runTimeoutMs);
    // The seed's example: 8 GPUs × 4 per device (total batch 32) → 4 GPUs at 8 per device.
    const Candidate top = topCandidate(w);
    QCOMPARE(top.totalGpus, 4);
    QCOMPARE(top.batchSize, qint64(8));
    QVERIFY(child<SummaryBanner>(w, "summaryBanner")->headline().contains(QStringLiteral("fewest GPUs")));
    QVERIFY(!child<QSlider>(w, "alphaSlider")->isEnabled());

    goal->setCurrentIndex(goal->findData(int(Goal::Performance)));
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w) && !w.pipeline()->evaluation()->minGpu, runTimeoutMs);
    QCOMPARE(started.count(), 2);
}

void TestUiMainWindow::deadlineGoalInPlannerWords()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("deadline.yaml"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("workload:\n  llm_model: granite-3.1-8b-instruct\n  fine_tuning_method: full\n"
               "  gpu_model: NVIDIA-A100-SXM4-80GB\n  tokens_per_sample: 7621\n  batch_size: 4\n"
               "  total_tokens: 2.0e10\nstrategy:\n  name: deadline\n  deadline: 4d\n"
               "infrastructure:\n  price_per_gpu_hour: 2.5\n  currency: USD\n");
    file.close();
    MainWindow w;
    w.show();
    // Before a job size, the runtime/cost chart's empty axes show no numbers (issue 45 item 7: a 0–1
    // range read "0, 0, 1, 1, 1").
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    const auto axisLabels = [&w] {
        QList<bool> shown;
        for (QAbstractAxis *axis :
            w.resultsPage()->findChild<ChartsPage *>()->timeToTrainChart()->chart()->axes())
            shown << axis->labelsVisible();
        return shown;
    };
    QCOMPARE(axisLabels(), QList<bool>({false, false, false}));
    QVERIFY(w.openFile(path));
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    QCOMPARE(axisLabels(), QList<bool>({true, true, true}));
    QVERIFY2(!messageShown(w), qPrintable(w.messageText()));
    auto *goal = child<QComboBox>(w, "goalComboBox");
    auto *deadline = child<QLineEdit>(w, "deadlineLineEdit");
    QCOMPARE(goal->currentData().toInt(), int(Goal::Deadline));
    QCOMPARE(deadline->text(), QStringLiteral("4d"));
    QVERIFY(deadline->isEnabled());
    QVERIFY(!child<QLineEdit>(w, "budgetLineEdit")->isEnabled());
    QVERIFY(!child<QSlider>(w, "alphaSlider")->isEnabled());
    const auto *banner = child<SummaryBanner>(w, "summaryBanner");
    // The 32-GPU pick costs within 1 % of the cheapest that finishes in time: a tie, won by fewer GPUs
    // (issue 36 item 5).
    QVERIFY2(
        banner->headline().startsWith(QStringLiteral(
            "32 GPUs (8 × 4), batch 8 per device — the fewest GPUs at the lowest cost (within 1 %) of ")),
        qPrintable(banner->headline()));
    QVERIFY2(banner->headline().endsWith(QStringLiteral("configurations that finish within 96 h.")),
        qPrintable(banner->headline()));
    QVERIFY2(banner->notes().startsWith(QStringLiteral("Finishes in ")), qPrintable(banner->notes()));
    QVERIFY2(banner->notes().contains(QStringLiteral(" GPU-h, $")), qPrintable(banner->notes()));
    QCOMPARE(rankingModel(w)->ranking().policy.goal, Goal::Deadline);
    QVERIFY(rankingModel(w)->hasCost());
    // Issue 36 item 7: at 1280 × 800 the deciding runtime, GPU-hours and cost stand right after the
    // layout and the α/β scores (not used by a deadline) are hidden; the time and money are good news,
    // in the text colour, not in the amber of what the score hides.
    auto *rankingView = child<QTableView>(w, "rankingTableView");
    const QHeaderView *header = rankingView->horizontalHeader();
    const int afterLayout = header->visualIndex(RankingTableModel::TotalBatchColumn) + 1;
    QCOMPARE(header->visualIndex(RankingTableModel::RuntimeColumn), afterLayout);
    QCOMPARE(header->visualIndex(RankingTableModel::GpuHoursColumn), afterLayout + 1);
    QCOMPARE(header->visualIndex(RankingTableModel::CostColumn), afterLayout + 2);
    QVERIFY(rankingView->isColumnHidden(RankingTableModel::CombinedScoreColumn));
    const auto *info = child<QLabel>(w, "summaryInfoLabel");
    const auto *amber = child<QLabel>(w, "summaryNotesLabel");
    QVERIFY2(info->text().startsWith(QStringLiteral("Finishes in ")), qPrintable(info->text()));
    QVERIFY(info->text().contains(QStringLiteral("Assumed: FSDP data parallel")));
    QVERIFY(!amber->text().contains(QStringLiteral("Finishes in ")));
    QVERIFY(info->palette().color(QPalette::WindowText) != amber->palette().color(QPalette::WindowText));

    // A shorter deadline re-ranks without a run; one nothing meets says by how much the fastest misses.
    QSignalSpy started(w.pipeline(), &Pipeline::started);
    deadline->setText(QStringLiteral("3d"));
    emit deadline->editingFinished();
    QTRY_VERIFY_WITH_TIMEOUT(messageShown(w), 5000);
    QVERIFY2(w.messageText().contains(QStringLiteral("no configuration finishes within 72 h; the fastest")),
        qPrintable(w.messageText()));
    deadline->setText(QStringLiteral("soon"));
    emit deadline->editingFinished();
    QVERIFY(deadline->toolTip().startsWith(QStringLiteral("deadline: 'soon' is not a duration")));
    deadline->setText(QStringLiteral("5d"));
    emit deadline->editingFinished();
    QTRY_VERIFY_WITH_TIMEOUT(!messageShown(w), 5000);
    QCOMPARE(*rankingModel(w)->ranking().policy.deadlineSeconds, 432'000.0);
    QCOMPARE(*w.configuration().strategy.deadlineSeconds, 432'000.0);
    QTest::qWait(300);
    QCOMPARE(started.count(), 0);
    // The chart shows the runtime and cost of each GPU count with the deadline as a line.
    auto *charts = w.resultsPage()->findChild<ChartsPage *>();
    QVERIFY(charts);
    QCOMPARE(charts->scalingModeBox()->currentIndex(), 1);
    QVERIFY(!charts->timeToTrainChart()->runtimePoints().isEmpty());
    QCOMPARE(charts->timeToTrainChart()->limit(), 120.0);
    QVERIFY(charts->timeToTrainChart()->showsCost());
    // Issue 36 item 7: the deadline's legend colour is not the runtime's.
    QColor runtimeColour, limitColour;
    for (QAbstractSeries *series : charts->timeToTrainChart()->chart()->series()) {
        if (auto *line = qobject_cast<QLineSeries *>(series); line && line->objectName() == u"runtimeSeries")
            runtimeColour = line->color();
        if (auto *line = qobject_cast<QLineSeries *>(series); line && line->objectName() == u"limitSeries")
            limitColour = line->color();
    }
    QVERIFY(runtimeColour.isValid() && limitColour.isValid());
    QVERIFY(runtimeColour != limitColour);
    // The selected configuration (the pick) in words, as in the banner.
    QVERIFY2(charts->selectedTimeMoney().startsWith(QStringLiteral("Finishes in ")),
        qPrintable(charts->selectedTimeMoney()));
    QVERIFY(banner->notes().startsWith(charts->selectedTimeMoney()));
}

void TestUiMainWindow::importModelIsOneUndoableEdit()
{
    MainWindow w;
    w.show();
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    child<QSpinBox>(w, "topKSpinBox")->setValue(3); // an edit before the import: kept
    const int catalogBefore = int(w.configuration().catalogLlms.size());
    const QString llmBefore = w.configuration().workload.llmModel;
    DialogHooks::setNextFileName(dataFile("hf_configs/mistral-7b.json"));
    w.findChild<QAction *>(QStringLiteral("importModelAction"))->trigger();
    QCOMPARE(int(w.configuration().catalogLlms.size()), catalogBefore + 1);
    const LlmSpec &imported = w.configuration().catalogLlms.last();
    QCOMPARE(w.configuration().workload.llmModel, imported.name);
    QCOMPARE(imported.architectureConfidence, QStringLiteral("computed"));
    QCOMPARE(*w.configuration().grid.topK, 3);
    QVERIFY2(w.messageText().startsWith(
                 QStringLiteral("Added %1 to the configuration's catalog").arg(imported.name)),
        qPrintable(w.messageText()));
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    w.undoStack()->undo();
    QCOMPARE(int(w.configuration().catalogLlms.size()), catalogBefore);
    QCOMPARE(w.configuration().workload.llmModel, llmBefore);
    QCOMPARE(*w.configuration().grid.topK, 3);
    // A file that is not a model configuration: an error in the message bar, nothing changed.
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("config.json"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"model_type\": \"llama\", \"hidden_size\": 4096}");
    file.close();
    DialogHooks::setNextFileName(bad);
    w.findChild<QAction *>(QStringLiteral("importModelAction"))->trigger();
    QCOMPARE(int(w.configuration().catalogLlms.size()), catalogBefore);
    QVERIFY2(w.messageText().startsWith(QStringLiteral("Model not imported: ")), qPrintable(w.messageText()));
    QCOMPARE(child<MessageBar>(w, "messageBar")->messageType(), MessageBar::Type::Error);
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
}

void TestUiMainWindow::unknownGpuShowsSuggestions()
{
    MainWindow w;
    w.show();
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    QSignalSpy started(w.pipeline(), &Pipeline::started);
    auto *gpu = child<QComboBox>(w, "gpuComboBox");
    gpu->setCurrentText(QStringLiteral("NVIDIA-A100-SXM4-80G"));
    QTRY_VERIFY_WITH_TIMEOUT(messageShown(w), 5000);
    QVERIFY2(w.messageText().contains(QStringLiteral("Unknown GPU 'NVIDIA-A100-SXM4-80G'")),
        qPrintable(w.messageText()));
    QVERIFY(w.messageText().contains(QStringLiteral("NVIDIA-A100-SXM4-80GB")));
    QVERIFY(FieldHighlight::isInvalid(gpu));
    QCOMPARE(child<MessageBar>(w, "messageBar")->messageType(), MessageBar::Type::Error);
    QTest::qWait(300);
    QCOMPARE(started.count(), 0); // no run with a bad name
    QVERIFY(QApplication::activeModalWidget() == nullptr); // inline, not a modal box

    auto *suggestion = child<QPushButton>(w, "suggestion_NVIDIA-A100-SXM4-80GBButton");
    QVERIFY(suggestion);
    QTest::mouseClick(suggestion, Qt::LeftButton);
    QCOMPARE(gpu->currentText(), QStringLiteral("NVIDIA-A100-SXM4-80GB"));
    QTRY_VERIFY_WITH_TIMEOUT(started.count() >= 1 && idleWithResults(w), runTimeoutMs);
    QVERIFY(!FieldHighlight::isInvalid(gpu));
    QVERIFY(!messageShown(w));
}

void TestUiMainWindow::unknownLlmDoesNotRun()
{
    MainWindow w;
    w.show();
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    QSignalSpy started(w.pipeline(), &Pipeline::started);
    auto *llm = child<QComboBox>(w, "llmComboBox");
    llm->setCurrentText(QString());
    QTest::keyClicks(llm, QStringLiteral("granit-8b"));
    QTRY_VERIFY_WITH_TIMEOUT(messageShown(w), 5000);
    QVERIFY2(
        w.messageText().contains(QStringLiteral("Unknown LLM 'granit-8b'")), qPrintable(w.messageText()));
    QVERIFY(FieldHighlight::isInvalid(llm));
    QTest::qWait(300);
    QCOMPARE(started.count(), 0);
    // The previous results stay visible.
    QVERIFY(rankingModel(w)->rowCount() > 0);
}

void TestUiMainWindow::unknownNameFromAFileNamesItsLine()
{
    // A file's unknown LLM is reported as the command line reports it: file, line and key, then the names.
    const QString path = m_dir.filePath(QStringLiteral("badname.yaml"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("workload:\n  llm_model: lama3-8b\n  fine_tuning_method: full\n  gpu_model: H100-SXM\n"
               "  tokens_per_sample: 4096\n  batch_size: 1\n  gpus_per_node: 8\n  number_of_nodes: 1\n");
    file.close();
    MainWindow w;
    w.show();
    w.openFile(path);
    QTRY_VERIFY_WITH_TIMEOUT(w.messageText().contains(QStringLiteral("Unknown LLM 'lama3-8b'")), 5000);
    QVERIFY2(
        w.messageText().contains(path + QStringLiteral(":2: workload.llm_model: Unknown LLM 'lama3-8b'")),
        qPrintable(w.messageText()));
    // Once edited, the field no longer holds the file's value: no file position.
    auto *llm = child<QComboBox>(w, "llmComboBox");
    llm->setCurrentText(QString());
    QTest::keyClicks(llm, QStringLiteral("granit-8b"));
    QTRY_VERIFY_WITH_TIMEOUT(w.messageText().contains(QStringLiteral("'granit-8b'")), 5000);
    QVERIFY2(!w.messageText().contains(QStringLiteral("workload.llm_model")), qPrintable(w.messageText()));
}

void TestUiMainWindow::openEachUpstreamYaml_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("experiment") << dataFile("configs/experiment.yaml");
    QTest::newRow("default_experiment") << dataFile("configs/default_experiment.yaml");
    QTest::newRow("batch_config") << dataFile("configs/batch_config.yaml");
    QTest::newRow("demo") << dataFile("configs/demo.yaml");
}

void TestUiMainWindow::openEachUpstreamYaml()
{
    QFETCH(QString, file);
    MainWindow w;
    w.show();
    QVERIFY2(w.openFile(file), qPrintable(w.messageText()));
    QVERIFY(w.windowTitle().startsWith(QFileInfo(file).fileName()));
    QVERIFY(!w.isWindowModified());
    QTRY_VERIFY_WITH_TIMEOUT(!w.isBusy(), runTimeoutMs);
    QVERIFY2(rankingModel(w)->rowCount() > 0, qPrintable(w.messageText()));
    QCOMPARE(Settings::instance().recentFiles().first(), QFileInfo(file).absoluteFilePath());
    // The forms show the file's workload.
    QStringList warnings;
    const Configuration loaded = ConfigurationIo::load(file, &warnings);
    QCOMPARE(child<QSpinBox>(w, "tokensSpinBox")->value(), int(loaded.workload.tokensPerSample));
    QCOMPARE(rankingModel(w)->ranking().policy.goal, loaded.strategy.goal);
}

void TestUiMainWindow::openBrokenFileReportsInline()
{
    const QString path = m_dir.filePath(QStringLiteral("broken.yaml"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("workload:\n  llm_model: granite-3.1-8b-instruct\n  tokens_per_sample: many\n");
    file.close();
    MainWindow w;
    w.show();
    QVERIFY(!w.openFile(path));
    QVERIFY(messageShown(w));
    QVERIFY2(w.messageText().contains(QStringLiteral("broken.yaml")), qPrintable(w.messageText()));
    QVERIFY2(w.messageText().contains(QStringLiteral("tokens_per_sample")), qPrintable(w.messageText()));
    QVERIFY(QApplication::activeModalWidget() == nullptr);
    QVERIFY(w.windowTitle().startsWith(QStringLiteral("Untitled")));
}

void TestUiMainWindow::saveReopenCompare()
{
    const QString path = m_dir.filePath(QStringLiteral("saved.yaml"));
    MainWindow w;
    w.show();
    QVERIFY2(w.openFile(dataFile("configs/experiment.yaml")), qPrintable(w.messageText()));
    child<QSpinBox>(w, "tokensSpinBox")->setValue(3000);
    child<QSpinBox>(w, "batchSpinBox")->setValue(16);
    auto *goal = child<QComboBox>(w, "goalComboBox");
    goal->setCurrentIndex(goal->findData(int(Goal::Energy)));
    QVERIFY(w.isWindowModified());
    DialogHooks::setNextFileName(path);
    QVERIFY(w.saveAs());
    QVERIFY(!w.isWindowModified());
    QVERIFY(w.windowTitle().startsWith(QStringLiteral("saved.yaml")));

    MainWindow again;
    QVERIFY2(again.openFile(path), qPrintable(again.messageText()));
    QCOMPARE(child<QSpinBox>(again, "tokensSpinBox")->value(), 3000);
    QCOMPARE(child<QSpinBox>(again, "batchSpinBox")->value(), 16);
    QCOMPARE(again.configuration().strategy.goal, Goal::Energy);
    QCOMPARE(again.configuration().workload.llmModel, w.configuration().workload.llmModel);
    QCOMPARE(
        ConfigurationIo::serialise(again.configuration()), ConfigurationIo::serialise(w.configuration()));
}

void TestUiMainWindow::exportCsvMatchesCli()
{
    QProcess probe;
    probe.start(QStringLiteral(COASTLINE_CLI_PATH), {QStringLiteral("recommend"), QStringLiteral("--help")});
    QVERIFY(probe.waitForFinished(60000));
    if (probe.exitCode() != 0)
        QSKIP("coastline-cli has no recommend verb yet");

    for (const char *name : {"configs/experiment.yaml", "configs/demo.yaml"}) {
        const QString config = dataFile(name);
        MainWindow w;
        QVERIFY2(w.openFile(config), qPrintable(w.messageText()));
        QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
        const QString out = m_dir.filePath(QStringLiteral("gui-%1.csv").arg(QFileInfo(config).fileName()));
        DialogHooks::setNextFileName(out);
        QVERIFY(w.exportCsv());
        QFile gui(out);
        QVERIFY(gui.open(QIODevice::ReadOnly));

        QProcess cli;
        cli.start(QStringLiteral(COASTLINE_CLI_PATH),
            {QStringLiteral("recommend"), QStringLiteral("--config"), config, QStringLiteral("--format"),
                QStringLiteral("csv"), QStringLiteral("--all")}); // the export writes the whole table
        QVERIFY(cli.waitForFinished(120000));
        QCOMPARE(cli.exitCode(), 0);
        const QByteArray expected = cli.readAllStandardOutput();
        const QByteArray actual = gui.readAll();
        QVERIFY(actual.startsWith(
            "rank,total_gpus,gpus_per_node,number_of_nodes,batch_size,total_batch,"
            "throughput_tokens_per_s,throughput_source,power_w_per_gpu,cluster_power_w,"
            "tokens_per_joule,runtime_score,energy_score,combined_score,feasible,memory_verdict,error"));
        QCOMPARE(actual, expected);
    }
}

void TestUiMainWindow::exportJson()
{
    MainWindow w;
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    const QString out = m_dir.filePath(QStringLiteral("ranking.json"));
    QVERIFY(w.exportJson(out));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(root.value(QStringLiteral("workload")).toObject().value(QStringLiteral("llm_model")).toString(),
        QStringLiteral("granite-3.1-8b-instruct"));
    QCOMPARE(root.value(QStringLiteral("policy")).toObject().value(QStringLiteral("goal")).toString(),
        QStringLiteral("performance"));
    const QJsonArray rows = root.value(QStringLiteral("recommendations")).toArray();
    QCOMPARE(rows.size(), rankingModel(w)->rowCount()); // the whole table, not only top_k
    QCOMPARE(rows.first().toObject().value(QStringLiteral("total_gpus")).toInt(), topCandidate(w).totalGpus);
    QVERIFY(!w.isWindowModified()); // exporting is not an edit
}

void TestUiMainWindow::closeWithUnsavedChangesAsks()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.close()); // nothing changed: no prompt
    QCOMPARE(DialogHooks::promptCount(), 0);

    MainWindow edited;
    edited.show();
    child<QSpinBox>(edited, "batchSpinBox")->setValue(8);
    QVERIFY(edited.isWindowModified());
    DialogHooks::setNextAnswer(DialogHooks::Answer::Cancel);
    QVERIFY(!edited.close());
    QVERIFY(edited.isVisible());
    QCOMPARE(DialogHooks::promptCount(), 1);
    // Opening another file asks too; Cancel keeps the edit.
    DialogHooks::setNextAnswer(DialogHooks::Answer::Cancel);
    QVERIFY(!edited.openFile(dataFile("configs/demo.yaml")));
    QCOMPARE(child<QSpinBox>(edited, "batchSpinBox")->value(), 8);
    QCOMPARE(DialogHooks::promptCount(), 2);
    // Save on an untitled document asks for a file name; an empty name cancels the close.
    DialogHooks::setNextAnswer(DialogHooks::Answer::Save);
    DialogHooks::setNextFileName(QString());
    QVERIFY(!edited.close());
    DialogHooks::setNextAnswer(DialogHooks::Answer::Discard);
    QVERIFY(edited.close());
    QCOMPARE(DialogHooks::promptCount(), 4);
}

void TestUiMainWindow::undoRedoFormEdits()
{
    MainWindow w;
    w.show();
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    auto *tokens = child<QSpinBox>(w, "tokensSpinBox");
    auto *alpha = child<QSlider>(w, "alphaSlider");
    tokens->setValue(2048);
    alpha->setValue(30);
    alpha->setValue(40); // merges with the previous slider step
    QCOMPARE(w.undoStack()->count(), 2);
    QVERIFY(w.isWindowModified());
    QSignalSpy started(w.pipeline(), &Pipeline::started);
    child<QAction>(w, "undoAction")->trigger();
    QCOMPARE(alpha->value(), 80); // back to the preset
    QCOMPARE(child<QComboBox>(w, "goalComboBox")->currentData().toInt(), int(Goal::Performance));
    child<QAction>(w, "undoAction")->trigger();
    QCOMPARE(tokens->value(), 7621);
    QVERIFY(!w.isWindowModified());
    QTRY_VERIFY_WITH_TIMEOUT(started.count() == 1 && idleWithResults(w), runTimeoutMs);
    QCOMPARE(rankingModel(w)->evaluation()->config.workload.tokensPerSample, 7621);
    child<QAction>(w, "redoAction")->trigger();
    QCOMPARE(tokens->value(), 2048);
    QVERIFY(w.isWindowModified());
}

void TestUiMainWindow::tableAndChartSelectionFollowEachOther()
{
    MainWindow w;
    w.show();
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    auto *view = child<QTableView>(w, "rankingTableView");
    auto *pareto = child<ParetoChartView>(w, "paretoChartView");
    QVERIFY(rankingModel(w)->rowCount() >= 3);
    // The pick is selected first.
    QCOMPARE(pareto->selectedCandidate(), rankingModel(w)->candidateIndexAt(0));
    QCOMPARE(pareto->pointCount(), rankingModel(w)->rowCount());
    QVERIFY(!pareto->paretoCandidates().isEmpty());

    // Table → chart.
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Down);
    QTest::keyClick(view, Qt::Key_Down);
    const int third = view->currentIndex().data(ItemRoles::CandidateIndexRole).toInt();
    QCOMPARE(pareto->selectedCandidate(), third);

    // Chart → table.
    const int second = rankingModel(w)->candidateIndexAt(1);
    pareto->activatePoint(pareto->pointOf(second));
    QCOMPARE(view->currentIndex().data(ItemRoles::CandidateIndexRole).toInt(), second);

    // Sorting keeps the selection on the same configuration.
    view->sortByColumn(RankingTableModel::ClusterPowerColumn, Qt::DescendingOrder);
    QCOMPARE(view->currentIndex().data(ItemRoles::CandidateIndexRole).toInt(), second);

    // A re-rank selects its pick, rank 1 (issue 25): the table shows it and the memory chart shows the
    // configuration the banner recommends, not the one selected before.
    child<QSlider>(w, "alphaSlider")->setValue(5);
    const int pick = rankingModel(w)->candidateIndexAt(0);
    QVERIFY(pick != second);
    QCOMPARE(view->currentIndex().data(ItemRoles::CandidateIndexRole).toInt(), pick);
    QCOMPARE(pareto->selectedCandidate(), pick);
    const auto *memory = child<MemoryChartView>(w, "memoryChartView");
    QVERIFY(memory->shownCandidate());
    QCOMPARE(*memory->shownCandidate(), rankingModel(w)->evaluation()->candidates.at(pick).candidate);
    QVERIFY2(memory->chart()->title().startsWith(
                 MemoryChartView::shortTitle(*memory->shownCandidate()) + QStringLiteral("<br>")),
        qPrintable(memory->chart()->title()));
    QVERIFY(view->visualRect(view->currentIndex()).intersects(view->viewport()->rect())); // scrolled to it
}

void TestUiMainWindow::dropYamlOpensIt()
{
    MainWindow w;
    w.show();
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(dataFile("configs/experiment.yaml"))});
    QDragEnterEvent enter(QPoint(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&w, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&w, &drop);
    QCOMPARE(w.filePath(), QFileInfo(dataFile("configs/experiment.yaml")).absoluteFilePath());

    QMimeData csv;
    csv.setUrls({QUrl::fromLocalFile(dataFile("measured/run_database.csv"))});
    QDragEnterEvent enterCsv(QPoint(20, 20), Qt::CopyAction, &csv, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&w, &enterCsv);
    QVERIFY(enterCsv.isAccepted());
    QDropEvent dropCsv(QPointF(20, 20), Qt::CopyAction, &csv, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&w, &dropCsv);
    QCOMPARE(w.configuration().predictors.lookup, dataFile("measured/run_database.csv"));
    QVERIFY(child<QLabel>(w, "lookupStatusLabel")->text().contains(QStringLiteral("rows loaded")));
    QTRY_VERIFY_WITH_TIMEOUT(!w.isBusy(), runTimeoutMs);
}

void TestUiMainWindow::measuredRunsThatCannotMatchAreSaid()
{
    // Issue 25: with no lookup the bundled 5-row sample is read; it names no catalog model. The predictor
    // panel and the banner say so, and one click sets lookup: default (the seed's order is kept).
    MainWindow w;
    w.show();
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    QVERIFY(w.configuration().predictors.lookup.isEmpty());
    const QString status = child<QLabel>(w, "lookupStatusLabel")->text();
    QVERIFY2(
        status.contains(QStringLiteral("bundled sample: 5 rows loaded, 5 valid — but no row names a catalog "
                                       "model, so no prediction comes from a measured run.")),
        qPrintable(status));
    // Issue 36 item 7: the panel says it (with its one-click fix); the banner does not repeat it on every
    // run.
    QVERIFY2(!child<SummaryBanner>(w, "summaryBanner")->text().contains(QStringLiteral("No measured run")),
        qPrintable(child<SummaryBanner>(w, "summaryBanner")->text()));
    auto *button = child<QPushButton>(w, "useDefaultLookupButton");
    QVERIFY(button->isVisible());
    button->click();
    QCOMPARE(w.configuration().predictors.lookup, QStringLiteral("default"));
    QVERIFY(!button->isVisible());
    QVERIFY2(child<QLabel>(w, "lookupStatusLabel")->text().contains(QStringLiteral("of catalog models")),
        qPrintable(child<QLabel>(w, "lookupStatusLabel")->text()));
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(
        !child<SummaryBanner>(w, "summaryBanner")->notes().contains(QStringLiteral("No measured run")),
        runTimeoutMs);
}

void TestUiMainWindow::batchWindowRunsRows()
{
    BatchWindow batch;
    batch.setBaseConfiguration(ConfigurationIo::embeddedDefault());
    batch.setWorkloadsFile(dataFile("workloads/sample_workloads.csv"));
    QSignalSpy finished(&batch, &BatchWindow::finished);
    QVERIFY(batch.start());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, runTimeoutMs);
    // Every header is shown whole (issue 25): each column is at least as wide as its header text.
    batch.resize(1600, 560);
    batch.show();
    const auto *view = batch.findChild<QTableView *>(QStringLiteral("batchResultsTableView"));
    QVERIFY(view);
    for (int c = 0; c < view->model()->columnCount() - 1; ++c)
        QVERIFY2(view->columnWidth(c) >= view->horizontalHeader()->sectionSizeHint(c),
            qPrintable(view->model()->headerData(c, Qt::Horizontal).toString()));
    if (const QString shot = qEnvironmentVariable("COASTLINE_BATCH_SCREENSHOT"); !shot.isEmpty())
        QVERIFY(batch.grab().save(shot));
    const CsvTable table = CsvTable::read(dataFile("workloads/sample_workloads.csv"));
    QCOMPARE(batch.resultsModel()->rowCount(), table.rowCount());
    int ok = 0;
    for (const BatchResult &result : batch.resultsModel()->results())
        ok += result.ok() ? 1 : 0;
    QVERIFY(ok > 0);
    const QString out = m_dir.filePath(QStringLiteral("batch.csv"));
    QVERIFY(batch.exportCsv(out));
    const CsvTable written = CsvTable::read(out);
    QCOMPARE(written.rowCount(), table.rowCount());
    QVERIFY(written.hasColumn(QStringLiteral("llm_model")));
    QVERIFY(written.hasColumn(QStringLiteral("throughput_tokens_per_s")));

    // A missing column is reported inline.
    batch.setWorkloadsFile(dataFile("measured/run_database.csv"));
    QVERIFY(!batch.start());
    QVERIFY(batch.findChild<MessageBar *>()->text().contains(QStringLiteral("missing required columns")));
}

void TestUiMainWindow::screenshotMode_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("default charts") << QStringList {QStringLiteral("--tab"), QStringLiteral("charts")};
    QTest::newRow("experiment rejected") << QStringList {QStringLiteral("--config"),
        dataFile("configs/experiment.yaml"), QStringLiteral("--tab"), QStringLiteral("rejected")};
}

void TestUiMainWindow::screenshotMode()
{
    QFETCH(QStringList, arguments);
    const QString png = m_dir.filePath(QStringLiteral("shot.png"));
    QFile::remove(png);
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.path());
    app.setProcessEnvironment(env);
    app.start(
        QStringLiteral(COASTLINE_GUI_PATH), QStringList {QStringLiteral("--screenshot"), png} + arguments);
    QVERIFY(app.waitForFinished(120000));
    QVERIFY2(app.exitCode() == 0, app.readAllStandardError().constData());
    const QImage image(png);
    QCOMPARE(image.size(), QSize(1280, 800));

    QProcess failing;
    failing.setProcessEnvironment(env);
    failing.start(QStringLiteral(COASTLINE_GUI_PATH),
        {QStringLiteral("--screenshot"), png, QStringLiteral("--config"),
            m_dir.filePath(QStringLiteral("none.yaml"))});
    QVERIFY(failing.waitForFinished(60000));
    QVERIFY(failing.exitCode() != 0);
    QVERIFY(failing.readAllStandardError().contains("error: "));
}

QTEST_MAIN(TestUiMainWindow)
#include "test_ui_mainwindow.moc"
