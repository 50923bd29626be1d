// The cluster what-if window (Tools → Cluster what-if…): the sample trace runs in the background and fills
// the cards, the chart and the jobs table; exports write both CSVs. With COASTLINE_WHATIF_SCREENSHOT=FILE.png
// the finished window is also saved there (docs/images).

#include "TestData.h"
#include "common/DialogHooks.h"
#include "common/Formatting.h"
#include "common/ItemRoles.h"
#include "common/Settings.h"
#include "io/CsvTable.h"
#include "trace/JobTrace.h"
#include "trace/ScheduleSimulator.h"
#include "trace/ScheduleSummary.h"
#include "trace/TraceRecommender.h"
#include "trace/WhatIfJobsModel.h"
#include "trace/WhatIfWindow.h"

#include <QAbstractItemModelTester>
#include <QChartView>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

namespace {

/// "baseline → recommended" as the card shows it.
QString pair(const QString &baseline, const QString &recommended)
{
    return baseline + QStringLiteral(" → ") + recommended;
}

QString hours(double seconds)
{
    return Formatting::decimal(seconds / 3600.0, 2) + QStringLiteral(" h");
}

} // namespace

class TestUiWhatIf : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void runsTheSampleTrace();
    void missingTraceSaysSo();

private:
    QTemporaryDir m_settingsDir;
};

void TestUiWhatIf::initTestCase()
{
    QVERIFY(m_settingsDir.isValid());
    Settings::useFileForTests(m_settingsDir.filePath(QStringLiteral("settings.ini")));
    DialogHooks::reset();
}

void TestUiWhatIf::runsTheSampleTrace()
{
    WhatIfWindow window;
    Configuration config;
    config.predictors.performance = QStringLiteral("kavier");
    window.setBaseConfiguration(config);
    window.setTraceFile(TestData::path(QStringLiteral("traces/sample_trace.csv")));
    window.setCluster(4, 8); // 32 GPUs: the baseline queues, so the waits are not 0
    window.setGoal(Goal::MinGpu);
    window.resize(1360, 860);
    window.show();
    // the jobs model through its reset with the run's rows (a const view of it is all the window gives)
    QAbstractItemModelTester tester(const_cast<WhatIfJobsModel *>(window.jobsModel()),
        QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy finished(&window, &WhatIfWindow::finished);
    QVERIFY(window.start());
    QVERIFY(window.isRunning());
    QVERIFY(finished.wait(60000));
    QVERIFY(!window.isRunning());

    // the same run through the core: the cards show exactly its summaries
    const ClusterShape cluster {4, 8};
    Configuration goalConfig = config;
    goalConfig.strategy.goal = Goal::MinGpu;
    const RecommendedTrace trace = TraceRecommender::recommend(
        JobTrace::read(TestData::path(QStringLiteral("traces/sample_trace.csv"))), cluster,
        TraceRecommender::pipelineFunction(goalConfig, cluster), config.predictors.performance);
    const ScheduleSimulator simulator(cluster, SchedulingPolicy::Easy);
    const ScheduleSummary b = ScheduleSummary::of(simulator.run(trace.baselineJobs()));
    const ScheduleSummary r = ScheduleSummary::of(simulator.run(trace.recommendedJobs()));
    QVERIFY(b.meanWaitSeconds > 0);
    QVERIFY(trace.recommendedCount() > 0);
    const QString makespan = window.cardText(QStringLiteral("makespan"));
    QVERIFY2(
        makespan.startsWith(pair(hours(b.makespanSeconds), hours(r.makespanSeconds))), qPrintable(makespan));
    const QString change
        = Formatting::decimal((r.makespanSeconds - b.makespanSeconds) / b.makespanSeconds * 100.0, 1);
    QVERIFY2(makespan.contains(change + QStringLiteral(" %")), qPrintable(makespan));
    QVERIFY(window.cardText(QStringLiteral("mean_wait"))
                .startsWith(pair(hours(b.meanWaitSeconds), hours(r.meanWaitSeconds))));
    QVERIFY(window.cardText(QStringLiteral("p95_wait"))
                .startsWith(pair(hours(b.p95WaitSeconds), hours(r.p95WaitSeconds))));
    QVERIFY(window.cardText(QStringLiteral("utilisation"))
                .startsWith(pair(Formatting::decimal(b.gpuUtilisation * 100.0, 1) + QStringLiteral(" %"),
                    Formatting::decimal(r.gpuUtilisation * 100.0, 1) + QStringLiteral(" %"))));
    QVERIFY(window.cardText(QStringLiteral("gpu_hours"))
                .startsWith(pair(Formatting::decimal(b.gpuHours, 1), Formatting::decimal(r.gpuHours, 1))));
    QVERIFY(window.cardText(QStringLiteral("energy"))
                .startsWith(pair(Formatting::decimal(b.energyKwh, 1) + QStringLiteral(" kWh"),
                    Formatting::decimal(r.energyKwh, 1) + QStringLiteral(" kWh"))));

    // Issue 25: the window names the predictor, its calibration and the job counts, and the durations
    // follow the ratio rule (observed × predicted original ÷ predicted recommended).
    QCOMPARE(window.basisText(),
        QStringLiteral(
            "Predictor: kavier with calibration default. Jobs: 5 in the trace, %1 given a recommended "
            "layout, 5 compared (scheduled in both scenarios). Recommended durations = observed "
            "duration × predicted(original layout) ÷ predicted(recommended layout).")
            .arg(trace.recommendedCount()));
    for (const RecommendedJob &job : trace.jobs())
        if (job.recommended)
            QCOMPARE(*job.durationSeconds,
                *job.original.observedDuration() * *job.originalThroughputTokensPerSecond
                    / *job.throughputTokensPerSecond);
    // A new predictor (e.g. Use This Model in the Predictor Lab) does not change the result silently.
    Configuration roofline = config;
    roofline.predictors.performance = QStringLiteral("roofline");
    window.setBaseConfiguration(roofline);
    QCOMPARE(window.messageText(),
        QStringLiteral(
            "The predictor is now roofline with calibration default; the result shown is from kavier "
            "with calibration default. Run again to update it."));

    // the table: one row per trace row with the recommended layout, sortable in the proxy by the raw value
    const WhatIfJobsModel *model = window.jobsModel();
    QCOMPARE(model->rowCount(), 5);
    QCOMPARE(model->data(model->index(0, WhatIfJobsModel::OriginalLayoutColumn)).toString(),
        QStringLiteral("2 × 8"));
    for (int row = 0; row < model->rowCount(); ++row) {
        const RecommendedJob &job = trace.jobs().at(row);
        QCOMPARE(model->data(model->index(row, WhatIfJobsModel::RecommendedLayoutColumn)).toString(),
            QStringLiteral("%1 × %2").arg(job.numNodes()).arg(job.gpusPerNode()));
        QCOMPARE(
            model->data(
                     model->index(row, WhatIfJobsModel::RecommendedDurationColumn), ItemRoles::RawValueRole)
                .toDouble(),
            job.durationSeconds.value_or(0) / 3600.0);
    }
    auto *table = window.findChild<QTableView *>(QStringLiteral("jobsTable"));
    QVERIFY(table);
    table->sortByColumn(WhatIfJobsModel::BaselineDurationColumn, Qt::DescendingOrder);
    const QAbstractItemModel *proxy = table->model();
    for (int row = 1; row < proxy->rowCount(); ++row)
        QVERIFY(proxy->index(row - 1, WhatIfJobsModel::BaselineDurationColumn)
                    .data(ItemRoles::RawValueRole)
                    .toDouble()
            >= proxy->index(row, WhatIfJobsModel::BaselineDurationColumn)
                   .data(ItemRoles::RawValueRole)
                   .toDouble());
    QVERIFY(window.findChild<QChartView *>()->chart()->series().size() >= 5);

    const QString shot = qEnvironmentVariable("COASTLINE_WHATIF_SCREENSHOT");
    if (!shot.isEmpty()) {
        table->sortByColumn(WhatIfJobsModel::JobColumn, Qt::AscendingOrder);
        QTest::qWait(200);
        QVERIFY(window.grab().save(shot));
    }

    QTemporaryDir dir;
    QVERIFY(window.exportRecommendedTrace(dir.filePath(QStringLiteral("rec.csv"))));
    QCOMPARE(CsvTable::read(dir.filePath(QStringLiteral("rec.csv"))).rowCount(), 5);
    QVERIFY(window.exportSchedule(dir.filePath(QStringLiteral("s.csv"))));
    const CsvTable schedule = CsvTable::read(dir.filePath(QStringLiteral("s.csv")));
    QCOMPARE(schedule.header().last(), QStringLiteral("scenario"));
    QCOMPARE(schedule.rowCount(), b.jobs + r.jobs);

    // Without a path the file comes from the save dialog (DialogHooks), and its folder is remembered as
    // the export folder (Settings), as the other windows' exports do.
    DialogHooks::setNextFileName(dir.filePath(QStringLiteral("picked.csv")));
    QVERIFY(window.exportRecommendedTrace());
    QCOMPARE(CsvTable::read(dir.filePath(QStringLiteral("picked.csv"))).rowCount(), 5);
    QCOMPARE(
        Settings::instance().lastFolder(Settings::Folder::Export), QFileInfo(dir.path()).absoluteFilePath());
}

void TestUiWhatIf::missingTraceSaysSo()
{
    WhatIfWindow window;
    window.setTraceFile(QStringLiteral("/nonexistent/trace.csv"));
    QSignalSpy finished(&window, &WhatIfWindow::finished);
    QVERIFY(window.start());
    QVERIFY(finished.wait(20000));
    QCOMPARE(window.jobsModel()->rowCount(), 0);
    QVERIFY(!window.isRunning());
}

QTEST_MAIN(TestUiWhatIf)
#include "test_ui_whatif.moc"
