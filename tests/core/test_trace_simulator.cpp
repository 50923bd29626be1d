// The schedule simulator (traces.md "The schedule simulation"): hand-made traces with known schedules,
// invariants on seeded random traces, and the summary metrics.
#include "trace/ScenarioComparison.h"
#include "trace/ScheduleSimulator.h"
#include "trace/ScheduleSummary.h"

#include <QRandomGenerator>
#include <QtTest>
#include <algorithm>
#include <map>

namespace {

SimulationJob job(int id, double submit, double duration, int nodes, int gpusPerNode, double watts = 0)
{
    SimulationJob j;
    j.id = id;
    j.submitSeconds = submit;
    j.durationSeconds = duration;
    j.nodes = nodes;
    j.gpusPerNode = gpusPerNode;
    if (watts > 0)
        j.powerWattsPerGpu = watts;
    return j;
}

/// Start time of job `id` (fails the test when it did not run).
double startOf(const Schedule &schedule, int id)
{
    for (const ScheduledJob &j : schedule.jobs)
        if (j.job.id == id)
            return j.startSeconds;
    qFatal("job %d did not run", id);
}

Schedule simulate(ClusterShape cluster, const QList<SimulationJob> &jobs, SchedulingPolicy policy)
{
    return ScheduleSimulator(cluster, policy).run(jobs);
}

} // namespace

class TestTraceSimulator : public QObject
{
    Q_OBJECT
private slots:
    void fcfsOrder();
    void backfillFitsInTheHole();
    void backfillThatWouldDelayTheHeadWaits();
    void backfillOnNodesTheHeadDoesNotNeed();
    void jobLargerThanTheClusterIsSkipped();
    void simultaneousSubmissions();
    void zeroLengthJobs();
    void randomTraceInvariants_data();
    void randomTraceInvariants();
    void summaryMetrics();
    void tables();
    void policyNames();
    void scenariosCompareTheSameJobs();
};

void TestTraceSimulator::fcfsOrder()
{
    const QList<SimulationJob> jobs {job(1, 0, 100, 1, 4), job(2, 1, 50, 1, 4), job(3, 2, 10, 1, 4)};
    for (SchedulingPolicy policy : {SchedulingPolicy::Easy, SchedulingPolicy::Fcfs}) {
        const Schedule s = simulate({1, 4}, jobs, policy);
        QCOMPARE(s.jobs.size(), 3);
        QCOMPARE(startOf(s, 1), 0.0);
        QCOMPARE(startOf(s, 2), 100.0);
        QCOMPARE(startOf(s, 3), 150.0);
        QCOMPARE(s.jobs.at(2).endSeconds, 160.0);
        QCOMPARE(s.jobs.at(2).waitSeconds(), 148.0);
    }
}

void TestTraceSimulator::backfillFitsInTheHole()
{
    // A holds 2 of 4 GPUs until 100; B (all 4) waits with a reservation at 100; C (2 GPUs, ends at 52)
    // fits in the hole.
    const QList<SimulationJob> jobs {job(1, 0, 100, 1, 2), job(2, 1, 50, 1, 4), job(3, 2, 50, 1, 2)};
    const Schedule easy = simulate({1, 4}, jobs, SchedulingPolicy::Easy);
    QCOMPARE(startOf(easy, 3), 2.0);
    QCOMPARE(startOf(easy, 2), 100.0);
    QCOMPARE(easy.jobs.at(1).reservationSeconds.value_or(-1), 100.0);
    const Schedule fcfs = simulate({1, 4}, jobs, SchedulingPolicy::Fcfs);
    QCOMPARE(startOf(fcfs, 2), 100.0);
    QCOMPARE(startOf(fcfs, 3), 150.0);
    QVERIFY(!fcfs.jobs.at(1).reservationSeconds);
}

void TestTraceSimulator::backfillThatWouldDelayTheHeadWaits()
{
    // Same, but C would run until 202 and hold 2 of the head's GPUs at 100: it must not start.
    const QList<SimulationJob> jobs {job(1, 0, 100, 1, 2), job(2, 1, 50, 1, 4), job(3, 2, 200, 1, 2)};
    const Schedule s = simulate({1, 4}, jobs, SchedulingPolicy::Easy);
    QCOMPARE(startOf(s, 2), 100.0);
    QCOMPARE(startOf(s, 3), 150.0);
    // Across nodes: B needs both nodes whole at 100; a long 1 × 2 job on either would delay it.
    const QList<SimulationJob> wide {job(1, 0, 100, 2, 2), job(2, 1, 50, 2, 4), job(3, 2, 500, 1, 2)};
    const Schedule w = simulate({2, 4}, wide, SchedulingPolicy::Easy);
    QCOMPARE(startOf(w, 2), 100.0);
    QCOMPARE(startOf(w, 3), 150.0);
}

void TestTraceSimulator::backfillOnNodesTheHeadDoesNotNeed()
{
    // 3 nodes × 4. A takes 2 GPUs on every node until 100. B (1 node × 4) reserves one whole node at 100,
    // so two nodes are spare: C (2 nodes × 2, long) starts now; D (1 × 2, long) would take the last one
    // and waits. At 100 B and D start.
    const QList<SimulationJob> jobs {
        job(1, 0, 100, 3, 2), job(2, 1, 50, 1, 4), job(3, 2, 500, 2, 2), job(4, 3, 500, 1, 2)};
    const Schedule s = simulate({3, 4}, jobs, SchedulingPolicy::Easy);
    QCOMPARE(startOf(s, 3), 2.0);
    QCOMPARE(startOf(s, 2), 100.0);
    QCOMPARE(startOf(s, 4), 100.0);
}

void TestTraceSimulator::jobLargerThanTheClusterIsSkipped()
{
    const QList<SimulationJob> jobs {job(1, 0, 10, 3, 4), job(2, 0, 10, 1, 8), job(3, 0, 10, 1, 4),
        job(4, 0, 10, 0, 4), job(5, 0, std::nan(""), 1, 1)};
    const Schedule s = simulate({2, 4}, jobs, SchedulingPolicy::Easy);
    QCOMPARE(s.jobs.size(), 1);
    QCOMPARE(startOf(s, 3), 0.0);
    QCOMPARE(s.skipped.size(), 4);
    QCOMPARE(s.skipped.at(0).id, 1);
    QVERIFY2(s.skipped.at(0).reason.contains(u"larger than the cluster: needs 3 nodes × 4 GPUs"),
        qPrintable(s.skipped.at(0).reason));
    QCOMPARE(s.skipped.at(1).id, 2);
    QCOMPARE(s.skipped.at(2).reason, QStringLiteral("no GPUs: 0 nodes × 4 GPUs"));
    QCOMPARE(s.skipped.at(3).reason, QStringLiteral("no duration"));
    QCOMPARE(ScheduleSummary::of(s).skipped, 4);
}

void TestTraceSimulator::simultaneousSubmissions()
{
    // Same submission time: the order given decides.
    const QList<SimulationJob> jobs {job(7, 5, 10, 1, 2), job(8, 5, 10, 1, 2), job(9, 5, 10, 1, 2)};
    const Schedule s = simulate({1, 4}, jobs, SchedulingPolicy::Easy);
    QCOMPARE(startOf(s, 7), 5.0);
    QCOMPARE(startOf(s, 8), 5.0);
    QCOMPARE(startOf(s, 9), 15.0);
    QCOMPARE(s.samples.first().timeSeconds, 5.0);
    QCOMPARE(s.samples.first().gpusInUse, 4);
    QCOMPARE(s.samples.first().queuedJobs, 1);
}

void TestTraceSimulator::zeroLengthJobs()
{
    const QList<SimulationJob> jobs {
        job(1, 0, 0, 1, 4), job(2, 0, 10, 1, 4), job(3, 1, 0, 1, 4), job(4, 1, 5, 1, 4)};
    for (SchedulingPolicy policy : {SchedulingPolicy::Easy, SchedulingPolicy::Fcfs}) {
        const Schedule s = simulate({1, 4}, jobs, policy);
        QCOMPARE(s.jobs.size(), 4);
        QCOMPARE(startOf(s, 1), 0.0);
        QCOMPARE(s.jobs.at(0).endSeconds, 0.0);
        QCOMPARE(startOf(s, 2), 0.0);
        QCOMPARE(startOf(s, 3), 10.0);
        QCOMPARE(startOf(s, 4), 10.0);
    }
}

void TestTraceSimulator::randomTraceInvariants_data()
{
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("policy");
    for (quint32 seed : {1u, 2u, 3u, 42u})
        for (SchedulingPolicy policy : {SchedulingPolicy::Easy, SchedulingPolicy::Fcfs})
            QTest::addRow("seed %u %s", seed, qPrintable(ScheduleSimulator::policyName(policy)))
                << seed << int(policy);
}

void TestTraceSimulator::randomTraceInvariants()
{
    QFETCH(quint32, seed);
    QFETCH(int, policy);
    QRandomGenerator random(seed);
    const ClusterShape cluster {4, 8};
    QList<SimulationJob> jobs;
    double submit = 0;
    for (int i = 1; i <= 2000; ++i) {
        submit += random.bounded(60) * (random.bounded(4) == 0 ? 0 : 1); // bursts of simultaneous jobs
        const int nodes = 1 + int(random.bounded(random.bounded(5) == 0 ? 5 : 2)); // some too large
        const int gpn = 1 << random.bounded(4); // 1, 2, 4, 8
        jobs.append(job(i, submit, random.bounded(10) == 0 ? 0 : random.bounded(1, 3600), nodes, gpn, 300));
    }
    const Schedule s = simulate(cluster, jobs, SchedulingPolicy(policy));
    QVERIFY(!s.skipped.isEmpty());
    QCOMPARE(s.jobs.size() + s.skipped.size(), jobs.size());

    std::multimap<double, int> delta; // GPUs in use changes; ends before starts at the same time
    double lastStart = -1;
    for (const ScheduledJob &j : s.jobs) {
        QVERIFY(j.startSeconds >= j.job.submitSeconds);
        QCOMPARE(j.endSeconds - j.startSeconds, j.job.durationSeconds);
        QVERIFY(j.job.nodes <= cluster.nodes && j.job.gpusPerNode <= cluster.gpusPerNode);
        if (j.reservationSeconds) // EASY never delays the head's reservation
            QVERIFY2(j.startSeconds <= *j.reservationSeconds,
                qPrintable(QStringLiteral("job %1 reserved %2 started %3")
                               .arg(j.job.id)
                               .arg(*j.reservationSeconds)
                               .arg(j.startSeconds)));
        if (SchedulingPolicy(policy) == SchedulingPolicy::Fcfs) { // FCFS: starts in submission order
            QVERIFY(j.startSeconds >= lastStart);
            lastStart = j.startSeconds;
        }
        if (j.job.durationSeconds > 0) {
            delta.emplace(j.endSeconds, -j.job.gpus());
            delta.emplace(j.startSeconds, j.job.gpus());
        }
    }
    int inUse = 0;
    for (auto it = delta.begin(); it != delta.end();) {
        const double t = it->first;
        for (; it != delta.end() && it->first == t; ++it)
            inUse += it->second;
        QVERIFY2(inUse <= cluster.totalGpus(), qPrintable(QStringLiteral("%1 GPUs at %2").arg(inUse).arg(t)));
    }
    QCOMPARE(inUse, 0);
    for (const ScheduleSample &sample : s.samples)
        QVERIFY(sample.gpusInUse >= 0 && sample.gpusInUse <= cluster.totalGpus());
    QCOMPARE(s.samples.last().gpusInUse, 0);
    QCOMPARE(s.samples.last().queuedJobs, 0);
}

void TestTraceSimulator::summaryMetrics()
{
    // 1 × 4: A 0–100 (4 GPUs, 250 W); B submitted at 0 runs 100–105 (2 GPUs, power unknown); C 200–300.
    const QList<SimulationJob> jobs {
        job(1, 0, 100, 1, 4, 250), job(2, 0, 5, 1, 2), job(3, 200, 100, 1, 2, 100)};
    const Schedule s = simulate({1, 4}, jobs, SchedulingPolicy::Easy);
    const ScheduleSummary m = ScheduleSummary::of(s);
    QCOMPARE(m.jobs, 3);
    QCOMPARE(m.makespanSeconds, 300.0);
    QCOMPARE(m.meanWaitSeconds, 100.0 / 3);
    QCOMPARE(m.medianWaitSeconds, 0.0);
    QCOMPARE(m.p95WaitSeconds, 90.0); // 0, 0, 100 → rank 1.9
    // Slowdowns: A 1, B (100 + 5) / 10 = 10.5, C 1.
    QCOMPARE(m.meanBoundedSlowdown, 12.5 / 3);
    QCOMPARE(m.gpuHours, (400.0 + 10 + 200) / 3600);
    QCOMPARE(m.gpuUtilisation, 610.0 / (4 * 300));
    QCOMPARE(m.energyKwh, (250.0 * 4 * 100 + 100.0 * 2 * 100) / 3.6e6);
    QCOMPARE(m.jobsWithoutPower, 1);
    QCOMPARE(m.peakGpusInUse, 4);
    QCOMPARE(m.peakQueuedJobs, 1);
}

void TestTraceSimulator::tables()
{
    const Schedule s
        = simulate({1, 4}, {job(1, 0, 100, 1, 4, 250), job(2, 0, 5, 1, 2)}, SchedulingPolicy::Easy);
    OutputTable table = ScheduleSummary::scheduleTable(s, QStringLiteral("baseline"));
    ScheduleSummary::appendScheduleRows(table, s, QStringLiteral("recommended"));
    QCOMPARE(table.toCsv(),
        QStringLiteral("job,submit_s,start_s,end_s,wait_s,nodes,gpus_per_node,energy_kwh,scenario\n"
                       "1,0,0,100,0,1,4,0.027777777777777776,baseline\n"
                       "2,0,100,105,100,1,2,,baseline\n"
                       "1,0,0,100,0,1,4,0.027777777777777776,recommended\n"
                       "2,0,100,105,100,1,2,,recommended\n"));
    ScheduleSummary base = ScheduleSummary::of(s);
    ScheduleSummary rec = base;
    rec.makespanSeconds = 52.5;
    const OutputTable comparison = ScheduleSummary::comparisonTable(base, rec);
    QCOMPARE(comparison.columns(),
        QStringList({u"metric"_qs, u"unit"_qs, u"baseline"_qs, u"recommended"_qs, u"change_percent"_qs}));
    QCOMPARE(comparison.row(2), QVariantList({u"makespan"_qs, u"s"_qs, 105.0, 52.5, -50.0}));
    QVERIFY(OutputTable::isMissing(comparison.row(1).at(4))); // skipped 0 → 0: no percentage
}

void TestTraceSimulator::scenariosCompareTheSameJobs()
{
    // Issue 25: job 4 does not fit the cluster as submitted (3 nodes) but does as recommended (1 node).
    // Compared as is, the baseline counts 3 jobs and the recommended 4; the comparison leaves job 4 out of
    // both, so the GPU-hours are those of the same three jobs.
    const QList<SimulationJob> baseline {
        job(1, 0, 3600, 1, 8), job(2, 0, 3600, 1, 8), job(3, 0, 3600, 1, 8), job(4, 0, 3600, 3, 8)};
    const QList<SimulationJob> recommended {
        job(1, 0, 3600, 1, 4), job(2, 0, 3600, 1, 4), job(3, 0, 3600, 1, 4), job(4, 0, 3600, 1, 8)};
    const ScheduleSimulator simulator({2, 8}, SchedulingPolicy::Easy);
    const ScenarioComparison c = ScenarioComparison::run(simulator, baseline, recommended);
    QCOMPARE(c.jobsGiven, 4);
    QCOMPARE(c.jobsCompared, 3);
    QCOMPARE(c.leftOutOfBoth, QList<int>({4}));
    QCOMPARE(c.baseline.jobs.size(), 3);
    QCOMPARE(c.recommended.jobs.size(), 3);
    QCOMPARE(c.baseline.skipped.size(), 1); // why job 4 is missing: the baseline's own skip
    QCOMPARE(c.baseline.skipped.first().id, 4);
    QVERIFY(c.recommended.skipped.isEmpty());
    QCOMPARE(ScheduleSummary::of(c.baseline).gpuHours, 24.0);
    QCOMPARE(ScheduleSummary::of(c.recommended).gpuHours, 12.0);

    // The same job set needs no second run.
    const ScenarioComparison same
        = ScenarioComparison::run(simulator, baseline.mid(0, 3), recommended.mid(0, 3));
    QCOMPARE(same.jobsCompared, 3);
    QVERIFY(same.leftOutOfBoth.isEmpty());
}

void TestTraceSimulator::policyNames()
{
    QCOMPARE(ScheduleSimulator::parsePolicy(QStringLiteral(" EASY ")), SchedulingPolicy::Easy);
    QCOMPARE(ScheduleSimulator::parsePolicy(QStringLiteral("fcfs")), SchedulingPolicy::Fcfs);
    QVERIFY_THROWS_EXCEPTION(CoastlineError, ScheduleSimulator::parsePolicy(QStringLiteral("sjf")));
    QVERIFY_THROWS_EXCEPTION(CoastlineError, ScheduleSimulator({0, 8}));
}

QTEST_GUILESS_MAIN(TestTraceSimulator)
#include "test_trace_simulator.moc"
