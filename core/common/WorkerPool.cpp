#include "common/WorkerPool.h"

#include <QThread>
#include <QThreadPool>
#include <algorithm>

namespace {

QThreadPool *makePool(int minimumThreads)
{
    auto *pool = new QThreadPool; // lives until exit; idle threads expire
    pool->setMaxThreadCount(std::max(minimumThreads, QThread::idealThreadCount()));
    return pool;
}

} // namespace

QThreadPool *WorkerPool::pool(Level level)
{
    static QThreadPool *const candidates = makePool(2);
    static QThreadPool *const batchRows = makePool(1);
    static QThreadPool *const traceJobs = makePool(2);
    switch (level) {
    case Level::Candidates:
        return candidates;
    case Level::BatchRows:
        return batchRows;
    case Level::TraceJobs:
        return traceJobs;
    }
    return candidates;
}
