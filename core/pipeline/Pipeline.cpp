#include "pipeline/Pipeline.h"

#include "common/CoastlineError.h"
#include "pipeline/Recommender.h"
#include "rank/Reranker.h"
#include "report/RecommendationSummary.h"

#include <mutex>
#include <utility>

/// An evaluation and its Reranker (arrays built once per evaluation). The GUI thread and a background
/// re-rank may both hold it; the mutex keeps to the Reranker's one rank() at a time.
struct Pipeline::RankedEvaluation
{
    explicit RankedEvaluation(std::shared_ptr<const Evaluation> e)
        : evaluation(std::move(e))
        , reranker(*evaluation)
    { }
    Ranking rank(const RankingPolicy &policy)
    {
        const std::lock_guard lock(mutex);
        return reranker.rank(policy);
    }

    const std::shared_ptr<const Evaluation> evaluation;
    std::mutex mutex;
    Reranker reranker;
};

/// What a run's worker hands back: the evaluation, its Reranker, and its ranking under the
/// configuration's own policy (or why nothing could be ranked).
struct Pipeline::RunOutcome
{
    std::shared_ptr<RankedEvaluation> ranked;
    std::optional<Ranking> ranking;
    QString rankingError;
};

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
            auto outcome = std::make_shared<RunOutcome>();
            outcome->ranked = std::make_shared<RankedEvaluation>(
                std::make_shared<const Evaluation>(recommender.evaluate(control.cancelledFlag(), report)));
            // The first ranking too is made here: the GUI thread only receives it.
            try {
                outcome->ranking = outcome->ranked->rank(RankingPolicy::fromConfiguration(config));
            } catch (const CoastlineError &e) {
                outcome->rankingError = e.translatedMessage();
                // Nothing fits: the message names the smallest change that would make one fit (issue 36).
                if (const QString fit = RecommendationSummary::whatWouldFit(*outcome->ranked->evaluation);
                    e.kind() == CoastlineError::Kind::NoResult && !fit.isEmpty())
                    outcome->rankingError += QStringLiteral(". ") + fit;
            }
            return outcome;
        },
        [this](const std::shared_ptr<RunOutcome> &outcome) { onEvaluated(*outcome); });
    emit started(id);
}

void Pipeline::onJobFailed(const QString &message)
{
    m_lastElapsedMs = m_jobClock.elapsed();
    emit failed(message, false);
}

void Pipeline::onEvaluated(const RunOutcome &outcome)
{
    m_lastElapsedMs = m_jobClock.elapsed();
    m_rerankJob.cancel(); // re-ranks of the previous evaluation are out of date
    m_pendingRerank.reset();
    m_reranker = outcome.ranked;
    m_evaluation = m_reranker->evaluation;
    emit evaluated(m_evaluation);
    if (outcome.ranking) {
        m_ranking = *outcome.ranking;
        emit ranked(m_ranking, false);
    } else {
        m_ranking = Ranking {};
        emit failed(outcome.rankingError, false);
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
        m_ranking = m_reranker->rank(policy);
        emit ranked(m_ranking, true);
    } catch (const CoastlineError &e) {
        m_ranking = Ranking {};
        emit failed(e.translatedMessage(), true);
    }
    return true;
}

void Pipeline::startRerank(const RankingPolicy &policy)
{
    m_rerankJob.start([ranked = m_reranker, policy](const AsyncJobControl &) { return ranked->rank(policy); },
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
