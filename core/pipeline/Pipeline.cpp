#include "pipeline/Pipeline.h"

#include "common/CoastlineError.h"
#include "pipeline/Recommender.h"

#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

/// One background evaluation. The worker owns a copy of the configuration; the GUI thread keeps the
/// job alive through m_job until its watcher reports, and drops the result if a newer job started.
struct Pipeline::Job
{
    quint64 id = 0;
    std::atomic_bool cancelled {false};
    QFutureWatcher<void> watcher;
    std::shared_ptr<const Evaluation> evaluation;
    QString error;
    QElapsedTimer timer;
};

Pipeline::Pipeline(QObject *parent)
    : QObject(parent)
{ }

Pipeline::~Pipeline()
{
    if (m_job) {
        m_job->cancelled = true;
        m_job->watcher.disconnect(this);
        m_job->watcher.waitForFinished();
    }
}

bool Pipeline::isRunning() const
{
    return m_job != nullptr; // until its result (or failure) has been delivered
}

void Pipeline::cancel()
{
    if (!m_job)
        return;
    m_job->cancelled = true;
    m_job->watcher.disconnect(this);
    // The worker finishes on its own; the job object lives on in the lambda's shared_ptr.
    m_job.reset();
    emit cancelled();
}

void Pipeline::start(const Configuration &config)
{
    if (m_job) {
        m_job->cancelled = true;
        m_job->watcher.disconnect(this);
    }
    auto job = std::make_shared<Job>();
    job->id = m_nextJobId++;
    job->timer.start();
    m_job = job;
    const quint64 id = job->id;
    connect(&job->watcher, &QFutureWatcher<void>::finished, this, [this, id] { onJobFinished(id); });
    QPointer<Pipeline> self(this);
    auto report = [self, id](int done, int total) {
        QMetaObject::invokeMethod(
            self,
            [self, id, done, total] {
                if (self && self->m_job && self->m_job->id == id)
                    emit self->progress(done, total);
            },
            Qt::QueuedConnection);
    };
    job->watcher.setFuture(QtConcurrent::run([job, config, report, predictor = m_throughputOverride] {
        try {
            Recommender recommender(config, predictor);
            auto evaluation = std::make_shared<Evaluation>(recommender.evaluate(&job->cancelled, report));
            job->evaluation = std::move(evaluation);
        } catch (const CoastlineError &e) {
            job->error = e.message();
        } catch (const std::exception &e) {
            job->error = QString::fromUtf8(e.what());
        }
    }));
    emit started(id);
}

void Pipeline::onJobFinished(quint64 jobId)
{
    if (!m_job || m_job->id != jobId)
        return; // superseded: drop the stale result
    std::shared_ptr<Job> job = std::move(m_job);
    m_lastElapsedMs = job->timer.elapsed();
    if (job->cancelled)
        return;
    if (!job->evaluation) {
        emit failed(job->error);
        return;
    }
    m_evaluation = job->evaluation;
    emit evaluated(m_evaluation);
    try {
        m_ranking = Ranker::rank(*m_evaluation, RankingPolicy::fromConfiguration(m_evaluation->config));
        emit ranked(m_ranking);
    } catch (const CoastlineError &e) {
        m_ranking = Ranking {};
        emit failed(e.message());
    }
}

bool Pipeline::rerank(const RankingPolicy &policy)
{
    if (!m_evaluation)
        return false;
    const bool wasMinGpu = m_evaluation->minGpu;
    if (wasMinGpu || policy.goal == Goal::MinGpu)
        return false; // the min-GPU walk depends on the goal and top_k: needs a re-run
    try {
        m_ranking = Ranker::rank(*m_evaluation, policy);
        emit ranked(m_ranking);
    } catch (const CoastlineError &e) {
        m_ranking = Ranking {};
        emit failed(e.message());
    }
    return true;
}
