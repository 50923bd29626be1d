#include "pipeline/Pipeline.h"

#include "common/CoastlineError.h"
#include "pipeline/Recommender.h"

#include <utility>

Pipeline::Pipeline(QObject *parent)
    : QObject(parent)
{
    m_job.setProgressHandler([this](int done, int total) { emit progress(done, total); });
    m_job.setFailureHandler([this](const QString &message) { onJobFailed(message); });
    m_rerankJob.setFailureHandler([this](const QString &message) { onRerankFailed(message); });
}

Pipeline::~Pipeline() = default;

bool Pipeline::isRunning() const
{
    return m_job.isRunning(); // until its result (or failure) has been delivered
}

void Pipeline::cancel()
{
    if (!m_job.isRunning())
        return;
    m_job.cancel(); // the worker finishes on its own; its result is dropped
    emit cancelled();
}

void Pipeline::start(const Configuration &config)
{
    m_jobClock.start();
    const quint64 id = m_job.start(
        [config, predictor = m_throughputOverride](const AsyncJobControl &control) {
            Recommender recommender(config, predictor);
            const auto report = [&control](int done, int total) { control.reportProgress(done, total); };
            return std::make_shared<const Evaluation>(recommender.evaluate(control.cancelledFlag(), report));
        },
        [this](std::shared_ptr<const Evaluation> evaluation) { onEvaluated(std::move(evaluation)); });
    emit started(id);
}

void Pipeline::onJobFailed(const QString &message)
{
    m_lastElapsedMs = m_jobClock.elapsed();
    emit failed(message, false);
}

void Pipeline::onEvaluated(std::shared_ptr<const Evaluation> evaluation)
{
    m_lastElapsedMs = m_jobClock.elapsed();
    m_rerankJob.cancel(); // re-ranks of the previous evaluation are out of date
    m_pendingRerank.reset();
    m_evaluation = std::move(evaluation);
    emit evaluated(m_evaluation);
    try {
        m_ranking = Ranker::rank(*m_evaluation, RankingPolicy::fromConfiguration(m_evaluation->config));
        emit ranked(m_ranking, false);
    } catch (const CoastlineError &e) {
        m_ranking = Ranking {};
        emit failed(e.message(), false);
    }
}

bool Pipeline::rerank(const RankingPolicy &policy)
{
    if (!m_evaluation)
        return false;
    const bool wasMinGpu = m_evaluation->minGpu;
    if (wasMinGpu || isGpuCountGoal(policy.goal))
        return false; // the min-GPU walk depends on the goal and top_k: needs a re-run
    if (m_evaluation->candidates.size() > m_backgroundRerankThreshold) {
        if (m_rerankJob.isRunning())
            m_pendingRerank = policy; // coalesced: replaces any earlier waiting policy
        else
            startRerank(policy);
        return true;
    }
    m_rerankJob.cancel(); // a synchronous re-rank is newer than any background one
    m_pendingRerank.reset();
    try {
        m_ranking = Ranker::rank(*m_evaluation, policy);
        emit ranked(m_ranking, true);
    } catch (const CoastlineError &e) {
        m_ranking = Ranking {};
        emit failed(e.message(), true);
    }
    return true;
}

void Pipeline::startRerank(const RankingPolicy &policy)
{
    m_rerankJob.start([evaluation = m_evaluation, policy](
                          const AsyncJobControl &) { return Ranker::rank(*evaluation, policy); },
        [this](Ranking ranking) { onReranked(ranking); });
}

void Pipeline::onReranked(const Ranking &ranking)
{
    m_ranking = ranking;
    if (m_pendingRerank) {
        startRerank(*std::exchange(m_pendingRerank, std::nullopt));
        // Show this intermediate order meanwhile: a dragged slider's table follows it.
    }
    emit ranked(m_ranking, true);
}

void Pipeline::onRerankFailed(const QString &message)
{
    m_ranking = Ranking {};
    if (m_pendingRerank)
        startRerank(*std::exchange(m_pendingRerank, std::nullopt));
    emit failed(message, true);
}
