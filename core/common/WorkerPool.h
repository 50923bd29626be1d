#pragma once

class QThreadPool;

/// The one worker-pool helper (issue 20): a private QThreadPool per nesting level of parallel work.
/// None is the global pool, and the levels never share one: callers often run the outer level itself
/// on the global pool (AsyncJob, Pipeline, the batch window), and a blocking map on a pool whose
/// threads all wait on the same pool deadlocks. A trace job runs a recommendation whose candidates
/// run on the next level down, as does a batch row.
namespace WorkerPool {

enum class Level {
    Candidates, ///< Recommender: the candidates of one job, in blocks
    BatchRows, ///< BatchRecommendation: the rows of a CSV of jobs
    TraceJobs, ///< TraceRecommender: the distinct jobs of a trace
};

/// The pool of `level`, created on first use and kept until exit (idle threads expire). Threads:
/// max(2, QThread::idealThreadCount()) for Candidates and TraceJobs, max(1, …) for BatchRows.
/// Thread-safe.
QThreadPool *pool(Level level);

} // namespace WorkerPool
