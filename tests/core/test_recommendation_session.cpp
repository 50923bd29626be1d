// RecommendationSession without widgets: debounced runs, re-ranks without predictor calls, runs
// superseded by edits, policy edits during a run, failures, min-GPU switches, the run guard.
#include "CountingPredictor.h"
#include "model/Configuration.h"
#include "pipeline/Pipeline.h"
#include "pipeline/RecommendationSession.h"
#include "predict/kavier/KavierPredictor.h"

#include <QSignalSpy>
#include <QThread>
#include <QtTest>
#include <atomic>

namespace {

constexpr int runTimeoutMs = 60000;

/// Kavier with the default calibration, counting predict() calls and sleeping `delayMs` in each;
/// with `predicts` false it predicts nothing.
std::shared_ptr<CountingPredictor> countingKavier(int delayMs = 0, bool predicts = true)
{
    auto kavier = std::make_shared<KavierPredictor>(
        Catalog::bundled(), KavierModel(CalibrationTable::load(QStringLiteral("default"))));
    return std::make_shared<CountingPredictor>(predicts ? kavier : nullptr, delayMs);
}

/// The embedded default job (30 candidates) on the rules check, so that the stub is the only predictor.
Configuration seedJob()
{
    Configuration c;
    c.predictors.performance = QStringLiteral("kavier");
    c.predictors.feasibility = QStringLiteral("rules");
    return c;
}

Configuration withTokens(qint64 tokens)
{
    Configuration c = seedJob();
    c.workload.tokensPerSample = tokens;
    return c;
}

Configuration withGoal(Configuration c, Goal goal)
{
    c.strategy.goal = goal;
    return c;
}

std::shared_ptr<const Evaluation> evaluationOf(const QSignalSpy &spy, int i)
{
    return spy.at(i).at(0).value<std::shared_ptr<const Evaluation>>();
}

Ranking rankingOf(const QSignalSpy &spy, int i)
{
    return spy.at(i).at(1).value<Ranking>();
}

} // namespace

class TestRecommendationSession : public QObject
{
    Q_OBJECT
private slots:
    void debounceCoalescesEdits();
    void policyEditRerankWithoutPredictorCalls();
    void editDuringARunSupersedesIt();
    void policyEditDuringARunReranksItsResult();
    void failures();
    void invalidPolicyIsRejected();
    void minGpuSwitchReruns();
    void guardCanStopARun();
    void cancelStopsEverything();
};

void TestRecommendationSession::debounceCoalescesEdits()
{
    RecommendationSession session;
    session.setDebounceInterval(50);
    auto counting = countingKavier();
    session.pipeline()->setThroughputOverride(counting);
    QSignalSpy started(&session, &RecommendationSession::runStarted);
    QSignalSpy results(&session, &RecommendationSession::resultsReady);

    session.setConfiguration(withTokens(1000), RecommendationSession::Change::Run);
    session.setConfiguration(withTokens(2000), RecommendationSession::Change::Run);
    session.setConfiguration(withTokens(3000), RecommendationSession::Change::Run);
    QVERIFY(session.isBusy());
    QVERIFY(!session.isRunning());
    QCOMPARE(started.count(), 0); // nothing before the debounce interval
    QTRY_VERIFY_WITH_TIMEOUT(!session.isBusy(), runTimeoutMs);
    QCOMPARE(started.count(), 1);
    QCOMPARE(results.count(), 1);
    QCOMPARE(evaluationOf(results, 0)->config.workload.tokensPerSample, qint64(3000));
    QCOMPARE(counting->calls.load(), evaluationOf(results, 0)->predictorCalls);
    QVERIFY(session.elapsedMs() >= 0);
    QVERIFY(session.lastRunSeconds() >= 0);
}

void TestRecommendationSession::policyEditRerankWithoutPredictorCalls()
{
    RecommendationSession session;
    auto counting = countingKavier();
    session.pipeline()->setThroughputOverride(counting);
    QSignalSpy results(&session, &RecommendationSession::resultsReady);
    session.setConfiguration(seedJob(), RecommendationSession::Change::Run);
    session.runNow();
    QTRY_VERIFY_WITH_TIMEOUT(!session.isBusy(), runTimeoutMs);
    QCOMPARE(results.count(), 1);
    const int calls = counting->calls;
    QSignalSpy started(&session, &RecommendationSession::runStarted);

    session.setConfiguration(withGoal(seedJob(), Goal::Energy), RecommendationSession::Change::Rerank);
    QCOMPARE(results.count(), 2); // synchronous
    QCOMPARE(rankingOf(results, 1).policy.goal, Goal::Energy);
    QCOMPARE(evaluationOf(results, 1), evaluationOf(results, 0)); // the cached evaluation
    QVERIFY(!session.isBusy());
    QTest::qWait(300);
    QCOMPARE(started.count(), 0);
    QCOMPARE(counting->calls.load(), calls);
}

void TestRecommendationSession::editDuringARunSupersedesIt()
{
    RecommendationSession session;
    session.setDebounceInterval(0);
    auto slow = countingKavier(20);
    session.pipeline()->setThroughputOverride(slow);
    QSignalSpy started(&session, &RecommendationSession::runStarted);
    QSignalSpy results(&session, &RecommendationSession::resultsReady);

    session.setConfiguration(withTokens(1000), RecommendationSession::Change::Run);
    QTRY_COMPARE(started.count(), 1);
    QVERIFY(session.isRunning());
    session.setConfiguration(withTokens(2000), RecommendationSession::Change::Run);
    QTest::qWait(50); // the debounce fired during the run: the new run waits for it
    QCOMPARE(started.count(), 1);
    QVERIFY(session.isBusy());
    QTRY_VERIFY_WITH_TIMEOUT(!session.isBusy(), runTimeoutMs);
    QCOMPARE(started.count(), 2);
    QCOMPARE(results.count(), 1); // the first run's result was out of date: never shown
    QCOMPARE(evaluationOf(results, 0)->config.workload.tokensPerSample, qint64(2000));
}

void TestRecommendationSession::policyEditDuringARunReranksItsResult()
{
    RecommendationSession session;
    session.setDebounceInterval(0);
    auto slow = countingKavier(10);
    session.pipeline()->setThroughputOverride(slow);
    QSignalSpy started(&session, &RecommendationSession::runStarted);
    QSignalSpy results(&session, &RecommendationSession::resultsReady);

    session.setConfiguration(seedJob(), RecommendationSession::Change::Run);
    QTRY_COMPARE(started.count(), 1);
    session.setConfiguration(withGoal(seedJob(), Goal::Energy), RecommendationSession::Change::Rerank);
    QCOMPARE(results.count(), 0); // nothing to re-rank yet
    QTRY_VERIFY_WITH_TIMEOUT(!session.isBusy(), runTimeoutMs);
    QCOMPARE(started.count(), 1); // no second run
    QCOMPARE(results.count(), 1);
    QCOMPARE(rankingOf(results, 0).policy.goal, Goal::Energy); // the run's result, re-ranked
    QCOMPARE(evaluationOf(results, 0)->config.strategy.goal, Goal::Performance);
    QCOMPARE(slow->calls.load(), evaluationOf(results, 0)->predictorCalls);
}

void TestRecommendationSession::failures()
{
    RecommendationSession session;
    session.setDebounceInterval(0);
    QSignalSpy failed(&session, &RecommendationSession::failed);
    QSignalSpy results(&session, &RecommendationSession::resultsReady);

    // The evaluation itself fails: no evaluation comes with the message.
    Configuration unknown = seedJob();
    unknown.workload.gpuModel = QStringLiteral("A100");
    session.setConfiguration(unknown, RecommendationSession::Change::Run);
    QTRY_VERIFY_WITH_TIMEOUT(!session.isBusy(), runTimeoutMs);
    QCOMPARE(failed.count(), 1);
    QVERIFY2(failed.at(0).at(0).toString().contains(QStringLiteral("A100")),
        qPrintable(failed.at(0).at(0).toString()));
    QVERIFY(!failed.at(0).at(1).value<std::shared_ptr<const Evaluation>>());

    // Only the ranking fails (nothing could be predicted): the evaluation comes along.
    session.pipeline()->setThroughputOverride(countingKavier(0, false));
    session.setConfiguration(seedJob(), RecommendationSession::Change::Run);
    QTRY_VERIFY_WITH_TIMEOUT(!session.isBusy(), runTimeoutMs);
    QCOMPARE(failed.count(), 2);
    const auto evaluation = failed.at(1).at(1).value<std::shared_ptr<const Evaluation>>();
    QVERIFY(evaluation);
    QCOMPARE(evaluation->candidates.size(), 42); // 6 GPU counts × 7 batch sizes
    QCOMPARE(results.count(), 0);
}

void TestRecommendationSession::invalidPolicyIsRejected()
{
    RecommendationSession session;
    session.pipeline()->setThroughputOverride(countingKavier());
    QSignalSpy results(&session, &RecommendationSession::resultsReady);
    QSignalSpy rejected(&session, &RecommendationSession::policyRejected);
    session.setConfiguration(seedJob(), RecommendationSession::Change::Run);
    session.runNow();
    QTRY_VERIFY_WITH_TIMEOUT(!session.isBusy(), runTimeoutMs);
    QCOMPARE(results.count(), 1);

    Configuration negative = seedJob();
    negative.strategy.alpha = -1;
    session.setConfiguration(negative, RecommendationSession::Change::Rerank);
    QCOMPARE(rejected.count(), 1);
    QCOMPARE(results.count(), 1);
    QVERIFY(!session.isBusy());
}

void TestRecommendationSession::minGpuSwitchReruns()
{
    RecommendationSession session;
    auto counting = countingKavier();
    session.pipeline()->setThroughputOverride(counting);
    QSignalSpy started(&session, &RecommendationSession::runStarted);
    QSignalSpy results(&session, &RecommendationSession::resultsReady);
    session.setConfiguration(seedJob(), RecommendationSession::Change::Run);
    session.runNow();
    QTRY_VERIFY_WITH_TIMEOUT(!session.isBusy(), runTimeoutMs);
    QCOMPARE(started.count(), 1);

    session.setConfiguration(withGoal(seedJob(), Goal::MinGpu), RecommendationSession::Change::Rerank);
    QCOMPARE(started.count(), 2); // a re-rank cannot do it: a new run at once
    QVERIFY(session.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!session.isBusy(), runTimeoutMs);
    QCOMPARE(results.count(), 2);
    QVERIFY(evaluationOf(results, 1)->minGpu);
    QCOMPARE(rankingOf(results, 1).policy.goal, Goal::MinGpu);

    session.setConfiguration(seedJob(), RecommendationSession::Change::Rerank); // and back
    QCOMPARE(started.count(), 3);
    QTRY_VERIFY_WITH_TIMEOUT(!session.isBusy(), runTimeoutMs);
    QVERIFY(!evaluationOf(results, 2)->minGpu);
}

void TestRecommendationSession::guardCanStopARun()
{
    RecommendationSession session;
    session.setDebounceInterval(0);
    session.pipeline()->setThroughputOverride(countingKavier());
    bool allowed = false;
    int asked = 0;
    session.setRunGuard([&] {
        ++asked;
        return allowed;
    });
    QSignalSpy started(&session, &RecommendationSession::runStarted);
    session.setConfiguration(seedJob(), RecommendationSession::Change::Run);
    QTRY_COMPARE(asked, 1);
    QVERIFY(!session.isBusy());
    QCOMPARE(started.count(), 0);
    allowed = true;
    session.runNow();
    QCOMPARE(started.count(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(!session.isBusy(), runTimeoutMs);
}

void TestRecommendationSession::cancelStopsEverything()
{
    RecommendationSession session;
    session.setDebounceInterval(0);
    session.pipeline()->setThroughputOverride(countingKavier(10));
    QSignalSpy results(&session, &RecommendationSession::resultsReady);
    QSignalSpy failed(&session, &RecommendationSession::failed);
    session.setConfiguration(seedJob(), RecommendationSession::Change::Run);
    QTRY_VERIFY(session.isRunning());
    session.setConfiguration(withTokens(2000), RecommendationSession::Change::Run);
    session.cancel();
    QVERIFY(!session.isBusy());
    QTest::qWait(500);
    QCOMPARE(results.count(), 0);
    QCOMPARE(failed.count(), 0);
}

QTEST_GUILESS_MAIN(TestRecommendationSession)
#include "test_recommendation_session.moc"
