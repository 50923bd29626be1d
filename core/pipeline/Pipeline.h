#pragma once

#include "common/AsyncJob.h"
#include "model/Configuration.h"
#include "model/Evaluation.h"
#include "predict/ThroughputPredictor.h"
#include "rank/Ranking.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <memory>
#include <optional>

/// A GUI-facing facade over Recommender + Ranker (style.md examples 3–4): start() runs the
/// evaluation and its first ranking on QtConcurrent through an AsyncJob and never blocks the caller; a
/// newer start() cancels and supersedes a running one (its result is dropped by job number). rerank()
/// re-ranks the cached evaluation with a new policy: pure arithmetic, no predictor call, through one
/// Reranker per evaluation (its arrays are built once, on the worker, with the evaluation). Small
/// evaluations re-rank synchronously; larger ones (more candidates than backgroundRerankThreshold()) on
/// a worker thread, coalesced: while one re-rank runs, only the latest requested policy waits for it,
/// so a dragged slider never queues up work and the last position always wins.
class Pipeline : public QObject
{
    Q_OBJECT
public:
    explicit Pipeline(QObject *parent = nullptr);
    ~Pipeline() override;

    /// Starts evaluating `config` in the background. Emits started(), progress(), then evaluated()
    /// and ranked(), or failed().
    void start(const Configuration &config);
    /// Cancels a running evaluation (no signal but cancelled()).
    void cancel();
    /// True from start() until the result or failure signal has been emitted (or cancel()).
    bool isRunning() const;

    /// Re-ranks the last evaluation under `policy` and emits ranked() (or failed()) with `fromRerank`
    /// set: at once for small evaluations, when the worker is done for large ones. Returns false when
    /// there is no evaluation yet or `policy` needs a re-run (switching to or from min-GPU).
    bool rerank(const RankingPolicy &policy);
    /// True while a background re-rank runs or waits to run.
    bool isReranking() const { return m_rerankJob.isRunning() || m_pendingRerank.has_value(); }
    /// Evaluations with more candidates than this re-rank on a worker thread (default
    /// defaultBackgroundRerankThreshold; ≥ 0, 0 = always in the background).
    int backgroundRerankThreshold() const { return m_backgroundRerankThreshold; }
    void setBackgroundRerankThreshold(int candidates) { m_backgroundRerankThreshold = qMax(0, candidates); }
    /// Re-ranking this many candidates on the GUI thread and showing them stays well under one 16 ms
    /// frame (derivation: docs/performance.md "Slider re-rank in the window"); above it the GUI thread
    /// only receives the finished order.
    static constexpr int defaultBackgroundRerankThreshold = 2000;

    /// Replaces the configured throughput predictor in every later start() (null restores it). A hook for
    /// tests (counting or slow predictors) and for embedding applications.
    void setThroughputOverride(std::shared_ptr<const ThroughputPredictor> predictor)
    {
        m_throughputOverride = std::move(predictor);
    }

    /// The last completed evaluation and ranking (null before the first).
    std::shared_ptr<const Evaluation> evaluation() const { return m_evaluation; }
    const Ranking &ranking() const { return m_ranking; }
    qint64 lastElapsedMs() const { return m_lastElapsedMs; }

signals:
    void started(quint64 jobId);
    void progress(int done, int total);
    void evaluated(std::shared_ptr<const Evaluation> evaluation);
    /// A ranking of evaluation(): a run's (`fromRerank` false) or a re-rank's.
    void ranked(const Ranking &ranking, bool fromRerank);
    void failed(const QString &message, bool fromRerank);
    void cancelled();

private:
    struct RankedEvaluation;
    struct RunOutcome;
    void onEvaluated(const RunOutcome &outcome);
    void onJobFailed(const QString &message);
    void startRerank(const RankingPolicy &policy);
    void onReranked(const Ranking &ranking);
    void onRerankFailed(const QString &message);

    AsyncJob<std::shared_ptr<RunOutcome>> m_job {this};
    AsyncJob<Ranking> m_rerankJob {this};
    std::optional<RankingPolicy> m_pendingRerank; ///< requested while a background re-rank ran
    int m_backgroundRerankThreshold = defaultBackgroundRerankThreshold;
    QElapsedTimer m_jobClock;
    std::shared_ptr<const Evaluation> m_evaluation;
    /// The Reranker of m_evaluation, shared with the worker re-ranking it.
    std::shared_ptr<RankedEvaluation> m_reranker;
    std::shared_ptr<const ThroughputPredictor> m_throughputOverride;
    Ranking m_ranking;
    qint64 m_lastElapsedMs = 0;
};
