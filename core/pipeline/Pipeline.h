#pragma once

#include "common/AsyncJob.h"
#include "config/Configuration.h"
#include "model/Evaluation.h"
#include "predict/ThroughputPredictor.h"
#include "rank/Ranking.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <memory>

/// A GUI-facing facade over Recommender + Ranker (style.md examples 3–4): start() runs the
/// evaluation on QtConcurrent through an AsyncJob and never blocks the caller; a newer start() cancels
/// and supersedes a running one (its result is dropped by job number). rerank() re-ranks the cached
/// evaluation with a new policy: pure arithmetic, no predictor call, synchronous.
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

    /// Re-ranks the last evaluation under `policy` and emits ranked() (or failed()). Returns false when
    /// there is no evaluation yet or `policy` needs a re-run (switching to or from min-GPU).
    bool rerank(const RankingPolicy &policy);

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
    void ranked(const Ranking &ranking);
    void failed(const QString &message);
    void cancelled();

private:
    void onEvaluated(std::shared_ptr<const Evaluation> evaluation);
    void onJobFailed(const QString &message);

    AsyncJob<std::shared_ptr<const Evaluation>> m_job {this};
    QElapsedTimer m_jobClock;
    std::shared_ptr<const Evaluation> m_evaluation;
    std::shared_ptr<const ThroughputPredictor> m_throughputOverride;
    Ranking m_ranking;
    qint64 m_lastElapsedMs = 0;
};
