#pragma once

#include "common/AsyncJobControl.h"

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QPromise>
#include <QString>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>
#include <atomic>
#include <exception>
#include <functional>
#include <memory>
#include <optional>

/// Runs one function at a time on QtConcurrent and hands its result back on the context object's
/// thread (style.md example 4: keepassxc's AsyncTask::runThenCallback with hotspot's job numbers;
/// never a nested event loop).
///
/// - The QFutureWatcher of a job is a child of `context`: when the context dies, no handler runs.
/// - Jobs are numbered 1, 2, …; start() supersedes the running job: it is cancelled and whatever it
///   returns is dropped, so handlers only ever see the newest job.
/// - cancel() stops the running job without any handler being called.
/// - Progress reported through AsyncJobControl arrives at the progress handler, queued and throttled.
/// - An exception escaping the work function is reported to the failure handler with its what().
///
/// The work function runs on a worker thread: it should capture what it needs by value. Create,
/// use and destroy an AsyncJob on the context's thread.
template<typename Result> class AsyncJob
{
public:
    using Work = std::function<Result(const AsyncJobControl &control)>;
    using ResultHandler = std::function<void(Result result)>;
    using ProgressHandler = std::function<void(int done, int total)>;
    using FailureHandler = std::function<void(const QString &message)>;

    /// Handlers run as slots of `context` (not null). `pool` defaults to QThreadPool::globalInstance().
    /// Once the context is destroyed, start() does nothing but return 0 and no job reports again.
    explicit AsyncJob(QObject *context, QThreadPool *pool = nullptr)
        : m_context(context)
        , m_pool(pool ? pool : QThreadPool::globalInstance())
    {
        Q_ASSERT(context);
    }
    /// Cancels the running job and waits for its work function to return (it should poll
    /// isCancelled()). Superseded jobs are not waited for.
    ~AsyncJob()
    {
        if (!m_watcher)
            return;
        QFuture<Outcome> future = m_watcher->future();
        stop();
        future.waitForFinished();
    }
    AsyncJob(const AsyncJob &) = delete;
    AsyncJob &operator=(const AsyncJob &) = delete;

    /// Called with (done, total) of the current job's progress reports.
    void setProgressHandler(ProgressHandler handler) { m_onProgress = std::move(handler); }
    /// Called with the message of an exception that escaped the current job's work function.
    void setFailureHandler(FailureHandler handler) { m_onFailed = std::move(handler); }

    /// Starts `work` on the pool and returns the new job's number (≥ 1). `onResult` gets the value it
    /// returns unless the job is cancelled or superseded first, or the context is destroyed.
    quint64 start(Work work, ResultHandler onResult)
    {
        stop();
        if (!m_context)
            return 0;
        const quint64 id = ++m_lastJob;
        m_currentJob = id;
        m_cancelled = std::make_shared<std::atomic_bool>(false);
        auto *watcher = new QFutureWatcher<Outcome>(m_context);
        m_watcher = watcher;
        QObject::connect(
            watcher, &QFutureWatcherBase::progressValueChanged, m_context, [this, watcher](int done) {
                if (m_onProgress)
                    m_onProgress(done, watcher->progressMaximum());
            });
        QObject::connect(watcher, &QFutureWatcherBase::finished, m_context,
            [this, id, onResult = std::move(onResult)] { finish(id, onResult); });
        watcher->setFuture(QtConcurrent::run(m_pool, &AsyncJob::runWork, std::move(work), m_cancelled));
        return id;
    }

    /// Cancels the running job: its work sees isCancelled(), no handler is called for it.
    void cancel() { stop(); }
    /// True from start() until the job's handler has been called (or cancel()).
    bool isRunning() const { return m_currentJob != 0; }
    /// The number of the running job, 0 when none runs.
    quint64 currentJob() const { return m_currentJob; }

private:
    struct Outcome
    {
        std::optional<Result> value;
        QString error;
    };

    static void runWork(
        QPromise<Outcome> &promise, const Work &work, std::shared_ptr<std::atomic_bool> cancelled)
    {
        const AsyncJobControl control(std::move(cancelled), [&promise](int done, int total) {
            if (promise.future().progressMaximum() != total)
                promise.setProgressRange(0, total);
            promise.setProgressValue(done);
        });
        Outcome outcome;
        try {
            outcome.value = work(control);
        } catch (const std::exception &e) {
            outcome.error = QString::fromUtf8(e.what());
        } catch (...) {
            outcome.error = QStringLiteral("unknown error");
        }
        if (!control.isCancelled())
            promise.addResult(std::move(outcome));
    }

    /// Cancels and forgets the running job (its watcher goes, so nothing it reports arrives).
    void stop()
    {
        if (m_cancelled)
            m_cancelled->store(true);
        if (m_watcher) {
            m_watcher->disconnect();
            m_watcher->future().cancel();
            m_watcher->deleteLater();
        }
        m_watcher = nullptr;
        m_currentJob = 0;
    }

    void finish(quint64 id, const ResultHandler &onResult)
    {
        if (id != m_currentJob || !m_watcher)
            return; // superseded or cancelled: drop the stale result
        const QFuture<Outcome> future = m_watcher->future();
        m_watcher->deleteLater();
        m_watcher = nullptr;
        m_currentJob = 0;
        if (future.isCanceled() || future.resultCount() == 0)
            return;
        Outcome outcome = future.result();
        if (outcome.value)
            onResult(std::move(*outcome.value));
        else if (m_onFailed)
            m_onFailed(outcome.error);
    }

    QPointer<QObject> m_context;
    QThreadPool *m_pool;
    QPointer<QFutureWatcher<Outcome>> m_watcher;
    std::shared_ptr<std::atomic_bool> m_cancelled;
    ProgressHandler m_onProgress;
    FailureHandler m_onFailed;
    quint64 m_lastJob = 0;
    quint64 m_currentJob = 0;
};
