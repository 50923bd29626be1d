#pragma once

#include "model/Configuration.h"
#include "rank/Ranking.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <functional>
#include <memory>

class Pipeline;
struct Evaluation;

/// The edit → debounced run → re-rank state machine of one document (no widgets; the main window
/// feeds it edits and shows what it reports).
///
/// - Job, grid, infrastructure and predictor edits (Change::Run) restart a debounce timer; when it
///   fires, the configuration is evaluated in the background (Pipeline).
/// - One run at a time: an edit during a run waits for that run's result, which is then dropped in
///   favour of a new run with the latest configuration.
/// - Policy edits (Change::Rerank) re-rank the cached evaluation with no predictor call: at once for
///   small evaluations, on a worker thread for large ones (Pipeline::rerank; the results shown stay
///   until the new order arrives). A run that started before the latest policy edit is re-ranked when
///   it lands. Switching to or from the min-GPU goal needs a new run, which starts at once.
class RecommendationSession : public QObject
{
    Q_OBJECT
public:
    /// What an edit of the configuration needs.
    enum class Change {
        Run, ///< the evaluation depends on it: a new run after the debounce interval
        Rerank, ///< only the ranking policy changed: re-rank now
        None, ///< nothing the results depend on (e.g. the path the document was saved to)
    };
    /// Asked just before every run starts; returning false skips the run (the caller tells the user
    /// why, e.g. an unknown GPU name).
    using RunGuard = std::function<bool()>;

    explicit RecommendationSession(QObject *parent = nullptr);
    ~RecommendationSession() override;

    /// The background evaluator (its signals and setThroughputOverride() are for tests and views).
    Pipeline *pipeline() const { return m_pipeline; }
    /// The configuration of the latest edit.
    const Configuration &configuration() const { return m_config; }
    /// Replaces the configuration and does what `change` needs.
    void setConfiguration(const Configuration &config, Change change);
    /// Milliseconds between a Change::Run edit and its run (default 150, ≥ 0).
    void setDebounceInterval(int ms) { m_runTimer.setInterval(ms); }
    void setRunGuard(RunGuard guard) { m_runGuard = std::move(guard); }

    /// Runs the current configuration now (after the running one reports, if any).
    void runNow();
    /// Cancels the run and any pending one; nothing is reported for them but runCancelled() when a
    /// run was going or pending (the results shown before stay: they are the previous inputs').
    void cancel();

    /// True while a run is pending (debounce), running, or waiting for the running one to finish, or
    /// a background re-rank runs.
    bool isBusy() const;
    /// True from a run's start until its result or failure arrived.
    bool isRunning() const { return m_awaitingResult; }
    /// Milliseconds since the latest run or re-rank began (-1 before the first).
    qint64 elapsedMs() const { return m_clock.isValid() ? m_clock.elapsed() : -1; }
    /// Seconds the latest completed run spent evaluating on worker threads.
    double lastRunSeconds() const;

signals:
    /// A run started (the previous results stay until it reports).
    void runStarted();
    /// cancel() stopped a running or pending run; the results shown are those of earlier inputs.
    void runCancelled();
    /// `done` of `total` candidates of the running run are evaluated.
    void progress(int done, int total);
    /// New results after a run or a re-rank; `evaluation` is never null. Its warnings are the run's
    /// caveats (e.g. uncalibrated factors), to be shown as the CLI prints them.
    void resultsReady(std::shared_ptr<const Evaluation> evaluation, const Ranking &ranking);
    /// A run or re-rank failed with a user-facing `message`. `evaluation` is the run's evaluation when
    /// only its ranking failed (e.g. nothing feasible), null when the evaluation itself failed.
    void failed(const QString &message, std::shared_ptr<const Evaluation> evaluation);
    /// The ranking policy of a Change::Rerank edit is invalid (`message` says why); nothing was re-ranked.
    void policyRejected(const QString &message);

private:
    void rerank();
    bool rerankPipeline(const RankingPolicy &policy);
    bool startPendingRun();
    void onRanked(const Ranking &ranking, bool fromRerank);
    void onFailed(const QString &message, bool fromRerank);

    Configuration m_config;
    Pipeline *m_pipeline = nullptr;
    RunGuard m_runGuard;
    QTimer m_runTimer;
    QElapsedTimer m_clock;
    bool m_runEvaluated = false; ///< the latest run's evaluation succeeded (its ranking may fail)
    bool m_runPending = false; ///< a run waits for the running one to report
    bool m_awaitingResult = false; ///< a run was started and its ranked()/failed() has not arrived
};
