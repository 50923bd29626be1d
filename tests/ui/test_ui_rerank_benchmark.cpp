// Issue 12 item 6: QBENCHMARK "slider move → table and charts updated" with 10⁴ candidates. A benchmark,
// not a timed test: it reports the time per slider move (QtTest's walltime) and asserts only that
// every move was shown. Run it alone for figures:
//   QT_QPA_PLATFORM=offscreen build/tests/test_ui_rerank_benchmark -iterations 20
#include "pipeline/Pipeline.h"
#include "results/RankingTableModel.h"
#include "shell/MainWindow.h"
#include "shell/Settings.h"

#include <QSlider>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

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
    QStringList values;
    for (int v = 1; v <= 100; ++v)
        values << QString::number(v);
    const QString list = values.join(QStringLiteral(", "));
    m_config = m_dir.filePath(QStringLiteral("grid.yaml"));
    QFile file(m_config);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(
        QStringLiteral("workload:\n  llm_model: mistral-7b-v0.1\n  fine_tuning_method: lora\n"
                       "  gpu_model: NVIDIA-A100-SXM4-80GB\n  tokens_per_sample: 1024\n  batch_size: 8\n"
                       "predictors:\n  performance: kavier\n  feasibility: rules\n"
                       "grid:\n  batch_sizes: [%1]\n  total_gpus: [%1]\n"
                       "infrastructure:\n  total_gpus: 1024\n  max_nodes: 128\n  max_gpus_per_node: 8\n")
            .arg(list)
            .toUtf8());
}

void TestUiRerankBenchmark::sliderMoveToTableAndCharts_data()
{
    QTest::addColumn<int>("threshold");
    QTest::addColumn<int>("tab");
    const int ranking = int(MainWindow::Tab::Ranking);
    const int charts = int(MainWindow::Tab::Charts);
    QTest::newRow("background re-rank, ranking tab") << Pipeline::defaultBackgroundRerankThreshold << ranking;
    QTest::newRow("background re-rank, charts tab") << Pipeline::defaultBackgroundRerankThreshold << charts;
    QTest::newRow("synchronous re-rank, ranking tab") << 1'000'000 << ranking;
    QTest::newRow("synchronous re-rank, charts tab") << 1'000'000 << charts;
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
    auto *alpha = w.findChild<QSlider *>(QStringLiteral("alphaSlider"));
    QVERIFY(alpha);
    QSignalSpy updated(&w, &MainWindow::resultsUpdated);
    int moves = 0;
    QBENCHMARK
    {
        alpha->setValue(alpha->value() == 30 ? 70 : 30);
        ++moves;
        // Turn the event loop until the new order is shown (no QTRY: its 50 ms polling would be measured).
        while (updated.count() < moves || w.isBusy())
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        QCoreApplication::processEvents(); // the repaint the update scheduled
    }
    QCOMPARE(int(updated.count()), moves);
}

QTEST_MAIN(TestUiRerankBenchmark)
#include "test_ui_rerank_benchmark.moc"
