// Issue 12 item 6: QBENCHMARK "slider move → table and charts updated" with 10⁴ candidates. A benchmark,
// not a timed test: one iteration is a slider value change, the re-rank, the table model and the
// visible charts updated, and the paint that follows processed (the visible view's viewport painted).
// QtTest reports the wall time per move (or CPU ticks with -tickcounter); the test also prints the GUI
// thread's CPU time per move (median), which a loaded machine inflates less. It asserts only that every
// move was shown and painted. Run it alone, in the release build, for figures:
//   QT_QPA_PLATFORM=offscreen build-release/tests/test_ui_rerank_benchmark -iterations 50
#include "charts/ParetoChartView.h"
#include "pipeline/Pipeline.h"
#include "shell/MainWindow.h"
#include "shell/Settings.h"

#include <QAbstractScrollArea>
#include <QSlider>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <ctime>

namespace {

/// CPU time of the calling thread, ms.
double threadCpuMs()
{
    timespec t {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

/// Counts the paint events of one widget.
class PaintCounter : public QObject
{
public:
    explicit PaintCounter(QWidget *widget) { widget->installEventFilter(this); }
    int paints = 0;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        paints += event->type() == QEvent::Paint ? 1 : 0;
        return false;
    }
};

} // namespace

class TestUiRerankBenchmark : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void sliderMoveToTableAndCharts_data();
    void sliderMoveToTableAndCharts();

private:
    QTemporaryDir m_dir;
    QString m_config;
};

void TestUiRerankBenchmark::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Settings::useFileForTests(m_dir.filePath(QStringLiteral("settings.ini")));
    // 100 GPU counts × 100 batch sizes = 10⁴ candidates, Kavier + structural rules: all ranked.
    m_config = m_dir.filePath(QStringLiteral("grid.yaml"));
    QFile file(m_config);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("workload:\n  llm_model: mistral-7b-v0.1\n  fine_tuning_method: lora\n"
               "  gpu_model: NVIDIA-A100-SXM4-80GB\n  tokens_per_sample: 1024\n  batch_size: 8\n"
               "predictors:\n  performance: kavier\n  feasibility: rules\n"
               "grid:\n  batch_sizes: 1-100\n  total_gpus: 1-100\n"
               "infrastructure:\n  total_gpus: 1024\n  max_nodes: 128\n  max_gpus_per_node: 8\n");
}

void TestUiRerankBenchmark::sliderMoveToTableAndCharts_data()
{
    QTest::addColumn<int>("threshold");
    QTest::addColumn<int>("tab");
    const int ranking = int(MainWindow::Tab::Ranking);
    const int charts = int(MainWindow::Tab::Charts);
    QTest::newRow("synchronous re-rank, ranking tab") << 1'000'000 << ranking;
    QTest::newRow("synchronous re-rank, charts tab") << 1'000'000 << charts;
    QTest::newRow("background re-rank, ranking tab") << Pipeline::defaultBackgroundRerankThreshold << ranking;
    QTest::newRow("background re-rank, charts tab") << Pipeline::defaultBackgroundRerankThreshold << charts;
}

void TestUiRerankBenchmark::sliderMoveToTableAndCharts()
{
    QFETCH(int, threshold);
    QFETCH(int, tab);
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openFile(m_config));
    QTRY_VERIFY_WITH_TIMEOUT(!w.isBusy() && w.pipeline()->evaluation(), 300000);
    QCOMPARE(w.pipeline()->evaluation()->candidates.size(), 10000);
    w.pipeline()->setBackgroundRerankThreshold(threshold);
    w.showTab(MainWindow::Tab(tab)); // what is visible is repainted
    QWidget *visible = tab == int(MainWindow::Tab::Charts)
        ? static_cast<QAbstractScrollArea *>(w.findChild<ParetoChartView *>())->viewport()
        : w.findChild<QTableView *>(QStringLiteral("rankingTableView"))->viewport();
    QVERIFY(visible);
    QTest::qWait(200); // the tab's first paint is not a slider move
    auto *alpha = w.findChild<QSlider *>(QStringLiteral("alphaSlider"));
    QVERIFY(alpha);
    QSignalSpy updated(&w, &MainWindow::resultsUpdated);
    PaintCounter painted(visible);
    QList<double> cpuMs;
    int moves = 0;
    QBENCHMARK
    {
        const double cpuBefore = threadCpuMs();
        const int paintsBefore = painted.paints;
        alpha->setValue(alpha->value() == 30 ? 70 : 30);
        ++moves;
        // Turn the event loop until the new order is shown and painted (no QTRY: its 50 ms polling
        // would be measured).
        while (updated.count() < moves || w.isBusy() || painted.paints == paintsBefore)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        cpuMs << threadCpuMs() - cpuBefore;
    }
    QCOMPARE(int(updated.count()), moves);
    std::sort(cpuMs.begin(), cpuMs.end());
    qInfo("GUI-thread CPU per slider move: median %.2f ms, min %.2f ms, max %.2f ms (%d moves)",
        cpuMs.at(cpuMs.size() / 2), cpuMs.first(), cpuMs.last(), int(cpuMs.size()));
}

QTEST_MAIN(TestUiRerankBenchmark)
#include "test_ui_rerank_benchmark.moc"
