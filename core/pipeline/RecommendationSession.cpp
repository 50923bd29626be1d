#include "pipeline/RecommendationSession.h"

#include "common/CoastlineError.h"
#include "pipeline/Pipeline.h"

#include <cmath>

namespace {
constexpr int defaultDebounceMs = 150;

bool samePolicy(const RankingPolicy &a, const RankingPolicy &b)
{
    return a.goal == b.goal && std::abs(a.weights.alpha - b.weights.alpha) < 1e-12
        && std::abs(a.weights.beta - b.weights.beta) < 1e-12 && a.maxSlowdown == b.maxSlowdown
        && a.topK == b.topK && a.energyMetric == b.energyMetric
        && a.scoreNormalization == b.scoreNormalization;
}
} // namespace

RecommendationSession::RecommendationSession(QObject *parent)
    : QObject(parent)
    , m_pipeline(new Pipeline(this))
{
    m_runTimer.setSingleShot(true);
    m_runTimer.setInterval(defaultDebounceMs);
    connect(&m_runTimer, &QTimer::timeout, this, &RecommendationSession::runNow);
    connect(m_pipeline, &Pipeline::started, this, [this] {
        m_runEvaluated = false;
        m_clock.start();
        emit runStarted();
    });
    connect(m_pipeline, &Pipeline::progress, this, &RecommendationSession::progress);
    connect(m_pipeline, &Pipeline::evaluated, this, [this] { m_runEvaluated = true; });
    connect(m_pipeline, &Pipeline::ranked, this, &RecommendationSession::onRanked);
    connect(m_pipeline, &Pipeline::failed, this, &RecommendationSession::onFailed);
}

RecommendationSession::~RecommendationSession() = default;

bool RecommendationSession::isBusy() const
{
    return m_runTimer.isActive() || m_awaitingResult || m_runPending || m_pipeline->isReranking();
}

double RecommendationSession::lastRunSeconds() const
{
    return m_pipeline->lastElapsedMs() / 1000.0;
}

void RecommendationSession::setConfiguration(const Configuration &config, Change change)
{
    m_config = config;
    switch (change) {
    case Change::Run:
        m_runTimer.start();
        break;
    case Change::Rerank:
        rerank();
        break;
    case Change::None:
        break;
    }
}

void RecommendationSession::runNow()
{
    m_runTimer.stop();
    if (m_runGuard && !m_runGuard())
        return;
    if (m_awaitingResult) {
        // One run at a time: two concurrent evaluations can starve the shared thread pool (each
        // waits for its own parallel map). The newer configuration starts when this run reports.
        m_runPending = true;
        return;
    }
    m_runPending = false;
    m_awaitingResult = true;
    m_pipeline->start(m_config);
}

void RecommendationSession::cancel()
{
    const bool wasRunning = m_runTimer.isActive() || m_awaitingResult || m_runPending;
    m_runTimer.stop();
    m_runPending = false;
    m_awaitingResult = false;
    m_pipeline->cancel();
    if (wasRunning)
        emit runCancelled();
}

bool RecommendationSession::startPendingRun()
{
    if (!m_runPending)
        return false;
    m_runPending = false;
    runNow();
    return true;
}

void RecommendationSession::rerank()
{
    RankingPolicy policy;
    try {
        policy = RankingPolicy::fromConfiguration(m_config);
    } catch (const CoastlineError &error) {
        emit policyRejected(error.translatedMessage());
        return;
    }
    if (m_runTimer.isActive() || m_awaitingResult) {
        // A run is coming; re-rank what is shown now, the new result is re-ranked when it lands.
        rerankPipeline(policy);
        return;
    }
    m_clock.start();
    if (!rerankPipeline(policy))
        runNow(); // min-GPU (or switching to or from it) needs a new run
}

bool RecommendationSession::rerankPipeline(const RankingPolicy &policy)
{
    return m_pipeline->rerank(policy);
}

void RecommendationSession::onRanked(const Ranking &ranking, bool fromRerank)
{
    if (!fromRerank)
        m_awaitingResult = false;
    if (startPendingRun())
        return; // this result is already out of date
    const std::shared_ptr<const Evaluation> evaluation = m_pipeline->evaluation();
    if (!evaluation)
        return;
    // A run started before the latest policy edit ranks with the policy of its own configuration.
    if (!fromRerank && !m_runTimer.isActive()) {
        try {
            const RankingPolicy policy = RankingPolicy::fromConfiguration(m_config);
            if (!samePolicy(policy, ranking.policy)) {
                if (rerankPipeline(policy))
                    return; // ranked() comes (or came) again with the current policy
                runNow(); // min-GPU changed while this run was going: run again, show this meanwhile
            }
        } catch (const CoastlineError &) {
            // reported by rerank(); keep the last valid ranking
        }
    }
    emit resultsReady(evaluation, ranking);
}

void RecommendationSession::onFailed(const QString &message, bool fromRerank)
{
    if (!fromRerank)
        m_awaitingResult = false;
    if (startPendingRun())
        return;
    emit failed(message, m_runEvaluated ? m_pipeline->evaluation() : nullptr);
}
