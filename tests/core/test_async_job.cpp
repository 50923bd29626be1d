// AsyncJob (style.md example 4): results on the context's thread, stale results dropped, nothing
// after the context dies, cancel, progress, failures.
#include "common/AsyncJob.h"
#include "common/WorkerPool.h"

#include <QSemaphore>
#include <QThread>
#include <QThreadPool>
#include <QtTest>
#include <atomic>
#include <stdexcept>

class TestAsyncJob : public QObject
{
    Q_OBJECT
private slots:
    // WorkerPool (issue 20): one private pool per nesting level, none the global pool, each the same
    // pool on every call, with at least 2 threads where a level nests another (candidates, trace jobs).
    void workerPoolsPerLevel()
    {
        using L = WorkerPool::Level;
        QThreadPool *candidates = WorkerPool::pool(L::Candidates);
        QThreadPool *rows = WorkerPool::pool(L::BatchRows);
        QThreadPool *trace = WorkerPool::pool(L::TraceJobs);
        QVERIFY(candidates != rows && rows != trace && candidates != trace);
        for (QThreadPool *pool : {candidates, rows, trace})
            QVERIFY(pool != QThreadPool::globalInstance());
        QCOMPARE(WorkerPool::pool(L::Candidates), candidates);
        QCOMPARE(candidates->maxThreadCount(), std::max(2, QThread::idealThreadCount()));
        QCOMPARE(trace->maxThreadCount(), std::max(2, QThread::idealThreadCount()));
        QCOMPARE(rows->maxThreadCount(), std::max(1, QThread::idealThreadCount()));
    }

    void resultArrivesOnTheContextThread();
    void newerStartDropsTheStaleResult();
    void noCallbackAfterTheContextDies();
    void cancelCallsNothing();
    void progressIsReported();
    void exceptionIsAFailure();
    void runsOnTheGivenPool();
};

void TestAsyncJob::resultArrivesOnTheContextThread()
{
    QObject context;
    AsyncJob<int> job(&context);
    QThread *worker = nullptr;
    QThread *receiver = nullptr;
    int result = 0;
    const quint64 id = job.start(
        [&worker](const AsyncJobControl &) {
            worker = QThread::currentThread();
            return 42;
        },
        [&](int value) {
            receiver = QThread::currentThread();
            result = value;
        });
    QCOMPARE(id, quint64(1));
    QVERIFY(job.isRunning());
    QCOMPARE(job.currentJob(), id);
    QTRY_COMPARE(result, 42);
    QVERIFY(!job.isRunning());
    QCOMPARE(job.currentJob(), quint64(0));
    QVERIFY(worker != QThread::currentThread());
    QCOMPARE(receiver, QThread::currentThread());
}

void TestAsyncJob::newerStartDropsTheStaleResult()
{
    QObject context;
    AsyncJob<int> job(&context);
    QSemaphore running;
    QSemaphore release;
    std::atomic_bool sawCancel = false;
    QList<int> results;
    const quint64 first = job.start(
        [&](const AsyncJobControl &control) {
            running.release();
            release.acquire();
            sawCancel = control.isCancelled();
            return 1;
        },
        [&](int value) { results << value; });
    running.acquire(); // the first job runs
    const quint64 second
        = job.start([](const AsyncJobControl &) { return 2; }, [&](int value) { results << value; });
    QVERIFY(second > first);
    release.release(); // the first job returns only now, after being superseded
    QTRY_COMPARE(results, QList<int> {2});
    QTRY_VERIFY(sawCancel.load());
    QTest::qWait(50);
    QCOMPARE(results, QList<int> {2});
}

void TestAsyncJob::noCallbackAfterTheContextDies()
{
    auto *context = new QObject;
    AsyncJob<int> job(context);
    QSemaphore release;
    bool called = false;
    job.start(
        [&release](const AsyncJobControl &) {
            release.acquire();
            return 1;
        },
        [&called](int) { called = true; });
    delete context;
    release.release();
    QThreadPool::globalInstance()->waitForDone();
    QTest::qWait(50);
    QVERIFY(!called);
    QCOMPARE(
        job.start([](const AsyncJobControl &) { return 2; }, [&called](int) { called = true; }), quint64(0));
}

void TestAsyncJob::cancelCallsNothing()
{
    QObject context;
    AsyncJob<int> job(&context);
    bool called = false;
    bool failed = false;
    job.setFailureHandler([&failed](const QString &) { failed = true; });
    job.start(
        [](const AsyncJobControl &control) {
            while (!control.isCancelled() && !control.cancelledFlag()->load())
                QThread::msleep(1);
            return 1;
        },
        [&called](int) { called = true; });
    QVERIFY(job.isRunning());
    job.cancel();
    QVERIFY(!job.isRunning());
    QThreadPool::globalInstance()->waitForDone(); // the worker saw the flag and returned
    QTest::qWait(50);
    QVERIFY(!called);
    QVERIFY(!failed);
}

void TestAsyncJob::progressIsReported()
{
    QObject context;
    AsyncJob<QString> job(&context);
    QList<QPair<int, int>> reports;
    job.setProgressHandler([&reports](int done, int total) { reports.append({done, total}); });
    QString result;
    job.start(
        [](const AsyncJobControl &control) {
            for (int done = 1; done <= 3; ++done) {
                QThread::msleep(60); // slower than the throttle (25 reports per second)
                control.reportProgress(done, 3);
            }
            return QStringLiteral("done");
        },
        [&result](QString value) { result = value; });
    QTRY_COMPARE(result, QStringLiteral("done"));
    QVERIFY(!reports.isEmpty());
    QCOMPARE(reports.constLast(), qMakePair(3, 3));
    for (int i = 1; i < reports.size(); ++i)
        QVERIFY(reports.at(i).first > reports.at(i - 1).first);
}

void TestAsyncJob::exceptionIsAFailure()
{
    QObject context;
    AsyncJob<int> job(&context);
    QString message;
    bool called = false;
    job.setFailureHandler([&message](const QString &text) { message = text; });
    job.start([](const AsyncJobControl &) -> int { throw std::runtime_error("no feasible configuration"); },
        [&called](int) { called = true; });
    QTRY_COMPARE(message, QStringLiteral("no feasible configuration"));
    QVERIFY(!called);
    QVERIFY(!job.isRunning());
}

void TestAsyncJob::runsOnTheGivenPool()
{
    QThreadPool pool;
    pool.setMaxThreadCount(1);
    QObject context;
    AsyncJob<int> job(&context, &pool);
    int result = 0;
    job.start([](const AsyncJobControl &) { return 7; }, [&result](int value) { result = value; });
    QTRY_COMPARE(result, 7);
    QVERIFY(pool.waitForDone(1000));
}

QTEST_GUILESS_MAIN(TestAsyncJob)
#include "test_async_job.moc"
