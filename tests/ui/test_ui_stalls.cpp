// Issue 14 items 4–6 (the desktop window): a window that never stalls on a large grid, forgiving
// inputs, and exports that name their file. Every test drives the real MainWindow by objectName.
#include "GridConfig.h"
#include "MainWindowProbe.h"
#include "SlowPredictor.h"
#include "StallWatchdog.h"
#include "batch/BatchResultsModel.h"
#include "batch/BatchWindow.h"
#include "charts/ChartsPage.h"
#include "charts/MemoryChartView.h"
#include "charts/ParetoChartView.h"
#include "charts/ScalingChartView.h"
#include "common/DialogHooks.h"
#include "common/ItemRoles.h"
#include "common/MessageBar.h"
#include "common/Settings.h"
#include "inputs/FieldHighlight.h"
#include "pipeline/Pipeline.h"
#include "results/RankingTableModel.h"
#include "results/RejectedTableModel.h"
#include "results/ResultsPage.h"
#include "shell/MainWindow.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QProgressBar>
#include <QScrollBar>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>
#include <QXYSeries>
#include <QtTest>

using namespace MainWindowProbe;

namespace {

QString dataFile(const char *name)
{
    return QStringLiteral(COASTLINE_TEST_DATA_DIR "/") + QLatin1String(name);
}

/// With COASTLINE_TEST_SHOT_DIR set, saves the window as `name` there (for the user guide).
void saveShot(QWidget &w, const char *name)
{
    const QString dir = qEnvironmentVariable("COASTLINE_TEST_SHOT_DIR");
    if (!dir.isEmpty())
        w.grab().save(dir + QLatin1Char('/') + QLatin1String(name));
}

} // namespace

class TestUiStalls : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void sliderDragWith10kCandidatesNeverRanksOnTheGuiThread();
    void cancelStopsARunAndKeepsThePreviousResults();
    void rankOneSelectedAfterEachRun();
    void staleResultsMarkedWhileInputsInvalid();
    void wheelOverUnfocusedSpinBoxChangesNothing();
    void typedNameCheckedAfterAPause();
    void messageBarNeverShiftsTheLayout();
    void noEmptyStripAboveTheBanner();
    void batchPerDeviceDisabledWhenTheGoalIgnoresIt();
    void minGpuUnneededCandidatesAreNotRejected();
    void exportSuggestsANameAndAddsCsv();
    void batchWindowAfterNewUsesTheNewGrid();
    void chartsGroupManySeries();
    void largeResultsPreparedOffTheGuiThread();

private:
    QTemporaryDir m_dir;
};

void TestUiStalls::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Settings::useFileForTests(m_dir.filePath(QStringLiteral("settings.ini")));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestUiStalls::init()
{
    DialogHooks::reset();
}

void TestUiStalls::sliderDragWith10kCandidatesNeverRanksOnTheGuiThread()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openFile(writeGridConfig(m_dir, 100, 100)));
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    QCOMPARE(rankingModel(w)->rowCount(), 10000);
    QVERIFY(w.pipeline()->evaluation()->candidates.size() > w.pipeline()->backgroundRerankThreshold());
    const int calls = w.pipeline()->evaluation()->predictorCalls;
    auto *view = child<QTableView>(w, "rankingTableView");
    view->selectRow(2);
    const int selected = view->currentIndex().data(ItemRoles::CandidateIndexRole).toInt();
    QSignalSpy started(w.pipeline(), &Pipeline::started);
    QSignalSpy updated(&w, &MainWindow::resultsUpdated);
    QSignalSpy resets(rankingModel(w), &QAbstractItemModel::modelReset);
    QSignalSpy layouts(rankingModel(w), &QAbstractItemModel::layoutChanged);

    // A drag: 60 slider positions, one every 4 ms.
    StallWatchdog watchdog;
    auto *alpha = child<QSlider>(w, "alphaSlider");
    int rankedSynchronously = 0;
    for (int value = 79; value >= 20; --value) {
        const int before = int(updated.count());
        alpha->setValue(value);
        rankedSynchronously += int(updated.count()) - before; // the order arrived inside setValue()
        QVERIFY(w.isBusy()); // ... or it is on its way from a worker thread
        QTest::qWait(4);
    }
    QTRY_VERIFY_WITH_TIMEOUT(!w.isBusy(), runTimeoutMs);
    const qint64 longestStallMs = watchdog.longestMs();
    const int shown = int(updated.count());
    QTest::qWait(300); // released: nothing keeps moving after the last position
    qInfo("slider drag over 10,000 candidates: 60 positions, %d orders shown, longest GUI-thread stall "
          "%lld ms (informative: a loaded Debug build; the assertions are structural)",
        shown, longestStallMs);
    QCOMPARE(rankedSynchronously, 0); // never ranked on the GUI thread
    QCOMPARE(int(updated.count()), shown);
    QVERIFY(shown >= 1);
    QCOMPARE(rankingModel(w)->ranking().policy.weights.alpha, 0.2); // the last position won

    // Positions faster than re-ranks (no event loop turn between them) are coalesced: the first
    // starts a re-rank, only the latest of the others waits for it.
    for (int value = 21; value <= 50; ++value)
        alpha->setValue(value);
    QTRY_VERIFY_WITH_TIMEOUT(!w.isBusy(), runTimeoutMs);
    QVERIFY2(updated.count() - shown <= 2, qPrintable(QString::number(updated.count() - shown)));
    QCOMPARE(rankingModel(w)->ranking().policy.weights.alpha, 0.5);

    QCOMPARE(started.count(), 0);
    QCOMPARE(w.pipeline()->evaluation()->predictorCalls, calls);
    QCOMPARE(resets.count(), 0); // only the order changed: layout changes, no reset
    QVERIFY(layouts.count() >= 1);
    // The selection follows the pick after a re-rank (issue 25): the memory chart shows what the banner says.
    QCOMPARE(view->currentIndex().data(ItemRoles::CandidateIndexRole).toInt(),
        rankingModel(w)->candidateIndexAt(0));
    QVERIFY(selected >= 0);
}

void TestUiStalls::cancelStopsARunAndKeepsThePreviousResults()
{
    MainWindow w;
    w.show();
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    const auto previous = rankingModel(w)->evaluation();
    auto slow = std::make_shared<SlowPredictor>();
    w.pipeline()->setThroughputOverride(slow);
    QSignalSpy progress(w.session(), &RecommendationSession::progress);
    QVERIFY(w.openFile(writeGridConfig(m_dir, 40, 50))); // 2,000 candidates × 1 ms
    auto *bar = child<QProgressBar>(w, "statusProgressBar");
    auto *cancel = child<QToolButton>(w, "cancelRunButton");
    QTRY_VERIFY_WITH_TIMEOUT(progress.count() > 0 && bar->value() > 0, runTimeoutMs);
    QVERIFY(!bar->isHidden());
    QCOMPARE(bar->maximum(), 2000); // determinate: candidates evaluated of all
    QVERIFY(bar->text().endsWith(QLatin1String("%")));
    QVERIFY(!cancel->isHidden());
    saveShot(w, "run-progress.png");

    QElapsedTimer clock;
    clock.start();
    QTest::mouseClick(cancel, Qt::LeftButton);
    QVERIFY(!w.isBusy()); // at once: the click returns with the run stopped
    QVERIFY(bar->isHidden());
    qInfo("cancel took effect in %lld ms", clock.elapsed());
    QTest::qWait(200);
    QCOMPARE(rankingModel(w)->evaluation(), previous); // the previous results stay ...
    auto *outOfDate = child<QLabel>(w, "outOfDateLabel");
    QVERIFY(!outOfDate->isHidden()); // ... marked as such
    QVERIFY2(outOfDate->text().contains(QStringLiteral("cancelled")), qPrintable(outOfDate->text()));
    const int callsAfterCancel = slow->calls();
    QTest::qWait(300);
    QVERIFY2(slow->calls() - callsAfterCancel < 50, "the cancelled run stopped predicting");
}

void TestUiStalls::rankOneSelectedAfterEachRun()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openFile(writeGridConfig(m_dir, 30, 20)));
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    auto *view = child<QTableView>(w, "rankingTableView");
    view->selectRow(400);
    view->scrollTo(view->currentIndex());
    QVERIFY(view->verticalScrollBar()->value() > 0);
    QVERIFY(view->currentIndex().data(ItemRoles::CandidateIndexRole).toInt()
        != rankingModel(w)->candidateIndexAt(0));

    QSignalSpy updated(&w, &MainWindow::resultsUpdated);
    child<QSpinBox>(w, "tokensSpinBox")->setValue(2048); // a run
    QTRY_VERIFY_WITH_TIMEOUT(updated.count() == 1 && !w.isBusy(), runTimeoutMs);
    const int pick = rankingModel(w)->candidateIndexAt(0);
    QCOMPARE(view->currentIndex().data(ItemRoles::CandidateIndexRole).toInt(), pick);
    QCOMPARE(view->verticalScrollBar()->value(), 0);
    auto *charts = child<ChartsPage>(w, "chartsPage");
    QCOMPARE(charts->paretoChart()->selectedCandidate(), pick);
    QVERIFY(charts->memoryChart()->shownCandidate().has_value());
    QVERIFY(*charts->memoryChart()->shownCandidate()
        == rankingModel(w)->evaluation()->candidates.at(pick).candidate);
}

void TestUiStalls::staleResultsMarkedWhileInputsInvalid()
{
    MainWindow w;
    w.show();
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    auto *label = child<QLabel>(w, "outOfDateLabel");
    QVERIFY(label->isHidden());
    auto *gpu = child<QComboBox>(w, "gpuComboBox");
    gpu->setCurrentText(QStringLiteral("NVIDIA-A100-SXM4-80G"));
    QTRY_VERIFY_WITH_TIMEOUT(!label->isHidden(), 5000);
    QVERIFY2(label->text().startsWith(QStringLiteral("Out of date")), qPrintable(label->text()));
    auto *table = child<QTableView>(w, "rankingTableView");
    const auto greyed = [table] {
        return table->palette().color(QPalette::Active, QPalette::Text)
            == table->palette().color(QPalette::Disabled, QPalette::Text);
    };
    QVERIFY(greyed());
    QVERIFY(!child<ChartsPage>(w, "chartsPage")->isEnabled());
    QVERIFY(rankingModel(w)->rowCount() > 0); // still there to read
    saveShot(w, "out-of-date.png");

    gpu->setCurrentText(QStringLiteral("NVIDIA-A100-SXM4-80GB"));
    QTRY_VERIFY_WITH_TIMEOUT(label->isHidden() && idleWithResults(w), runTimeoutMs);
    QVERIFY(!greyed());
    QVERIFY(child<ChartsPage>(w, "chartsPage")->isEnabled());
}

void TestUiStalls::wheelOverUnfocusedSpinBoxChangesNothing()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    QSignalSpy started(w.pipeline(), &Pipeline::started);
    auto *tokens = child<QSpinBox>(w, "tokensSpinBox");
    QCOMPARE(tokens->focusPolicy(), Qt::StrongFocus);
    QCOMPARE(child<QComboBox>(w, "goalComboBox")->focusPolicy(), Qt::StrongFocus);
    child<QTableView>(w, "rankingTableView")->setFocus();
    QVERIFY(!tokens->hasFocus());
    const int before = tokens->value();
    const auto wheel = [](QWidget *target) {
        const QPointF at(target->width() / 2.0, target->height() / 2.0);
        QWheelEvent event(at, target->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
            Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(target, &event);
    };
    wheel(tokens);
    wheel(child<QComboBox>(w, "goalComboBox"));
    QCOMPARE(tokens->value(), before);
    QCOMPARE(child<QComboBox>(w, "goalComboBox")->currentData().toInt(), int(Goal::Performance));
    QCOMPARE(w.undoStack()->count(), 0);
    QTest::qWait(300);
    QCOMPARE(started.count(), 0);

    // Clicked into, the field takes the wheel as usual.
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    tokens->setFocus();
    QTRY_VERIFY(tokens->hasFocus());
    wheel(tokens);
    QVERIFY(tokens->value() > before);
}

void TestUiStalls::typedNameCheckedAfterAPause()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    auto *llm = child<QComboBox>(w, "llmComboBox");
    llm->setFocus();
    llm->lineEdit()->selectAll();
    QTest::keyClicks(llm->lineEdit(), QStringLiteral("mistral"));
    QTest::qWait(300); // typing pauses shorter than JobForm::nameEditPauseMs
    QVERIFY(child<MessageBar>(w, "messageBar")->isHidden());
    QVERIFY(!FieldHighlight::isInvalid(llm));
    QCOMPARE(w.undoStack()->count(), 0);
    // After the pause the name counts: unknown, with suggestions.
    QTRY_VERIFY_WITH_TIMEOUT(!child<MessageBar>(w, "messageBar")->isHidden(), 5000);
    QVERIFY2(w.messageText().contains(QStringLiteral("Unknown LLM 'mistral'")), qPrintable(w.messageText()));
    QVERIFY(FieldHighlight::isInvalid(llm));
}

void TestUiStalls::messageBarNeverShiftsTheLayout()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    auto *tabs = child<QTabWidget>(w, "resultsTabWidget");
    QTest::qWait(50); // the banner's new text is laid out
    const QPoint before = tabs->mapTo(&w, QPoint(0, 0));
    child<QComboBox>(w, "gpuComboBox")->setCurrentText(QStringLiteral("A100-nope"));
    QTRY_VERIFY_WITH_TIMEOUT(!child<MessageBar>(w, "messageBar")->isHidden(), 5000);
    QTest::qWait(50);
    QCOMPARE(tabs->mapTo(&w, QPoint(0, 0)), before);
}

void TestUiStalls::noEmptyStripAboveTheBanner()
{
    // Issue 45 item 7: no room is kept for the message bar. The banner starts at the top of the content
    // area, and a message lies over the bottom of the results instead of pushing them down (the banner's
    // headline stays readable).
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    auto *central = child<QWidget>(w, "centralWidget");
    auto *banner = child<QWidget>(w, "summaryBanner");
    auto *bar = child<MessageBar>(w, "messageBar");
    QVERIFY(bar->isHidden());
    const QRect content = central->layout()->contentsRect();
    QCOMPARE(banner->mapTo(central, QPoint(0, 0)).y(), content.top());
    child<QComboBox>(w, "gpuComboBox")->setCurrentText(QStringLiteral("A100-nope"));
    QTRY_VERIFY_WITH_TIMEOUT(!bar->isHidden(), 5000);
    QTest::qWait(50);
    QCOMPARE(banner->mapTo(central, QPoint(0, 0)).y(), content.top());
    const QRect now = central->layout()->contentsRect(); // across the content area as it is now
    QCOMPARE(bar->geometry(),
        QRect(QPoint(now.left(), now.bottom() + 1 - bar->height()), QSize(now.width(), bar->height())));
    QVERIFY(!bar->geometry().intersects(QRect(banner->mapTo(central, QPoint(0, 0)), banner->size())));
    QWidget *atCentre = central->childAt(bar->geometry().center()); // on top of the results
    QVERIFY(atCentre == bar || bar->isAncestorOf(atCentre));
}

void TestUiStalls::batchPerDeviceDisabledWhenTheGoalIgnoresIt()
{
    MainWindow w;
    auto *batch = child<QSpinBox>(w, "batchSpinBox");
    auto *goal = child<QComboBox>(w, "goalComboBox");
    for (Goal g : {Goal::Performance, Goal::Balanced, Goal::Energy, Goal::Custom}) {
        goal->setCurrentIndex(goal->findData(int(g)));
        QVERIFY(!batch->isEnabled());
        QVERIFY2(batch->toolTip().contains(QStringLiteral("Not used")), qPrintable(batch->toolTip()));
        QCOMPARE(goalReadsPerDeviceBatch(g), false);
    }
    goal->setCurrentIndex(goal->findData(int(Goal::MinGpu)));
    QVERIFY(batch->isEnabled());
    QVERIFY(goalReadsPerDeviceBatch(Goal::MinGpu));
}

void TestUiStalls::minGpuUnneededCandidatesAreNotRejected()
{
    MainWindow w;
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    auto *goal = child<QComboBox>(w, "goalComboBox");
    goal->setCurrentIndex(goal->findData(int(Goal::MinGpu)));
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w) && rankingModel(w)->evaluation()->minGpu, runTimeoutMs);
    // The seed job: 32 total batch, 32 GPUs; g = 8 is the first feasible (memory-model example), 16 and
    // 32 are feasible but not needed.
    auto *view = child<QTableView>(w, "rejectedTableView");
    const QAbstractItemModel *model = view->model();
    int notNeeded = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QString stage = model->index(row, RejectedTableModel::StageColumn).data().toString();
        if (stage == QStringLiteral("not needed")) {
            ++notNeeded;
            QVERIFY(model->index(row, RejectedTableModel::ReasonColumn)
                        .data()
                        .toString()
                        .startsWith(QStringLiteral("feasible, not needed")));
        }
    }
    QVERIFY(notNeeded >= 1);
    const QString tab = child<QTabWidget>(w, "resultsTabWidget")->tabText(1);
    QVERIFY2(tab.contains(QStringLiteral("not needed (%1)").arg(notNeeded)), qPrintable(tab));
    QCOMPARE(rankingModel(w)->evaluation()->rejectedCount() + notNeeded, model->rowCount());
}

void TestUiStalls::exportSuggestsANameAndAddsCsv()
{
    MainWindow w;
    QVERIFY(w.openFile(dataFile("configs/demo.yaml")));
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    const QString chosen = m_dir.filePath(QStringLiteral("my-ranking")); // typed without an extension
    DialogHooks::setNextFileName(chosen);
    QVERIFY(w.exportCsv());
    QVERIFY(DialogHooks::lastSuggestedPath().endsWith(QStringLiteral("/demo-ranking.csv")));
    QVERIFY(!QFileInfo::exists(chosen));
    QFile file(chosen + QStringLiteral(".csv"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), rankingModel(w)->rowCount() + 1); // header + every ranked row, not only top_k
    QVERIFY(rankingModel(w)->rowCount() > rankingModel(w)->ranking().policy.topK);
}

void TestUiStalls::batchWindowAfterNewUsesTheNewGrid()
{
    MainWindow w;
    QVERIFY(w.openFile(writeGridConfig(m_dir, 3, 2)));
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    w.showBatchWindow();
    BatchWindow *batch = w.batchWindow();
    QVERIFY(batch);
    batch->setWorkloadsFile(dataFile("workloads/sample_workloads.csv"));
    QSignalSpy finished(batch, &BatchWindow::finished);
    QVERIFY(batch->start());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, runTimeoutMs);
    QVERIFY(batch->resultsModel()->rowCount() > 0);
    for (const BatchResult &result : batch->resultsModel()->results())
        if (result.ok())
            QCOMPARE(result.evaluation->config.grid.totalGpus, QList<int>({1, 2, 3}));
    QVERIFY2(batch->settingsText().contains(QStringLiteral("total GPUs 1, 2, 3")),
        qPrintable(batch->settingsText()));

    QVERIFY(w.newDocument());
    QCOMPARE(batch->resultsModel()->rowCount(), 0); // the old settings' results are gone
    const QString shown = child<QLabel>(*batch, "batchSettingsLabel")->text();
    QVERIFY2(shown.contains(QStringLiteral("total GPUs 1, 2, 4, 8, 16, 32")), qPrintable(shown));
    QVERIFY(batch->start());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, runTimeoutMs);
    int ok = 0;
    for (const BatchResult &result : batch->resultsModel()->results()) {
        if (!result.ok())
            continue;
        ++ok;
        QCOMPARE(result.evaluation->config.grid.totalGpus, QList<int>({1, 2, 4, 8, 16, 32}));
    }
    QVERIFY(ok > 0);
}

void TestUiStalls::chartsGroupManySeries()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openFile(writeGridConfig(m_dir, 64, 32)));
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    w.showTab(MainWindow::Tab::Charts); // hidden charts only keep their data
    auto *charts = child<ChartsPage>(w, "chartsPage");
    QTRY_VERIFY(!charts->paretoChart()->isBuilding() && !charts->scalingChart()->isBuilding());
    // 64 GPU counts → 7 power-of-two ranges (1, 2–3, …, 64); 32 batch sizes → 6 ranges.
    QCOMPARE(charts->scalingChart()->lineCount(), 6);
    int visible = 0;
    for (QLegendMarker *marker : charts->paretoChart()->chart()->legend()->markers())
        visible += marker->isVisible() ? 1 : 0;
    QVERIFY2(visible <= 7 + 3, qPrintable(QString::number(visible))); // ranges + front, top k, pick
    QCOMPARE(charts->paretoChart()->pointCount(), rankingModel(w)->rowCount());
}

void TestUiStalls::largeResultsPreparedOffTheGuiThread()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openFile(writeGridConfig(m_dir, 60, 50))); // 3,000 candidates
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    const auto first = rankingModel(w)->evaluation();
    QVERIFY(first->candidates.size() > ResultsPage::preparedInBackgroundAbove);
    auto *pareto = child<ParetoChartView>(w, "paretoChartView");
    auto *scaling = child<ScalingChartView>(w, "scalingChartView");
    // The Charts tab was never shown: its charts keep the data, and make no series.
    QCOMPARE(pareto->pointCount(), 3000);
    QVERIFY(pareto->chart()->series().isEmpty());
    QVERIFY(scaling->chart()->series().isEmpty());

    // A run: when its results arrive, their display is prepared on a worker while the old table stays.
    bool preparing = false;
    bool oldTableKept = false;
    connect(w.session(), &RecommendationSession::resultsReady, this, [&] { // after the window's slot
        preparing = w.resultsPage()->isPreparing();
        oldTableKept = rankingModel(w)->evaluation() == first;
    });
    QSignalSpy updated(&w, &MainWindow::resultsUpdated);
    child<QSpinBox>(w, "tokensSpinBox")->setValue(2048);
    QTRY_VERIFY_WITH_TIMEOUT(updated.count() == 1 && !w.isBusy(), runTimeoutMs);
    QVERIFY(preparing);
    QVERIFY(oldTableKept);
    QCOMPARE(rankingModel(w)->evaluation()->config.workload.tokensPerSample, 2048);
    QCOMPARE(pareto->selectedCandidate(), rankingModel(w)->candidateIndexAt(0));

    // Shown, the charts draw the prepared data; a re-rank then moves the top-k and pick markers only:
    // no series is made again, no point series replaced, the scaling chart untouched.
    w.showTab(MainWindow::Tab::Charts);
    QTRY_VERIFY(!pareto->chart()->series().isEmpty() && !pareto->isBuilding() && !scaling->isBuilding());
    const QList<QAbstractSeries *> paretoSeries = pareto->chart()->series();
    const QList<QAbstractSeries *> scalingSeries = scaling->chart()->series();
    QVERIFY(scalingSeries.size() > 2);
    int paretoReplaced = 0;
    int scalingReplaced = 0;
    for (QAbstractSeries *series : paretoSeries)
        connect(
            static_cast<QXYSeries *>(series), &QXYSeries::pointsReplaced, this, [&] { ++paretoReplaced; });
    for (QAbstractSeries *series : scalingSeries)
        connect(
            static_cast<QXYSeries *>(series), &QXYSeries::pointsReplaced, this, [&] { ++scalingReplaced; });
    child<QSlider>(w, "alphaSlider")->setValue(20);
    QTRY_VERIFY_WITH_TIMEOUT(updated.count() == 2 && !w.isBusy(), runTimeoutMs);
    QCOMPARE(pareto->chart()->series(), paretoSeries);
    QCOMPARE(scaling->chart()->series(), scalingSeries);
    // top k, pick, and the selection marker (the selection follows the new pick, issue 25)
    QVERIFY2(paretoReplaced <= 3, qPrintable(QString::number(paretoReplaced)));
    QCOMPARE(pareto->selectedCandidate(), rankingModel(w)->candidateIndexAt(0));
    QVERIFY2(scalingReplaced <= 1, qPrintable(QString::number(scalingReplaced))); // its selection marker only
}

QTEST_MAIN(TestUiStalls)
#include "test_ui_stalls.moc"
