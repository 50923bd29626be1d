#pragma once

#include <atomic>
#include <functional>
#include <memory>

/// What the work function of an AsyncJob sees while it runs on a worker thread: whether the job was
/// cancelled or superseded, and a way to report progress. Every member may be called from any thread.
class AsyncJobControl
{
public:
    using ProgressReporter = std::function<void(int done, int total)>;

    /// `cancelled` is shared with the AsyncJob that cancels; `reporter` forwards progress to it.
    AsyncJobControl(std::shared_ptr<std::atomic_bool> cancelled, ProgressReporter reporter)
        : m_cancelled(std::move(cancelled))
        , m_reporter(std::move(reporter))
    { }

    /// True once the job was cancelled or superseded by a newer start(): return soon, the result is
    /// dropped anyway.
    bool isCancelled() const { return m_cancelled->load(); }
    /// The same flag, for code that polls a std::atomic_bool (Recommender::evaluate). Valid while
    /// the work function runs.
    const std::atomic_bool *cancelledFlag() const { return m_cancelled.get(); }
    /// Reports that `done` of `total` steps (in the work's own unit, 0 ≤ done ≤ total) are finished.
    /// Delivered on the context's thread, throttled (the last step always arrives); lower values than
    /// an earlier report are ignored, so reports from several threads may come in any order.
    void reportProgress(int done, int total) const
    {
        if (m_reporter)
            m_reporter(done, total);
    }

private:
    std::shared_ptr<std::atomic_bool> m_cancelled;
    ProgressReporter m_reporter;
};
