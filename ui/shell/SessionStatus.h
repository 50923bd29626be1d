#pragma once

#include <QObject>
#include <memory>

class QLabel;
class QProgressBar;
class QToolButton;
class QStatusBar;
class RecommendationSession;
struct Evaluation;

/// The status bar's view of a RecommendationSession: while a run goes, a determinate progress bar
/// ("37 %", candidates evaluated of all) and a Cancel button (RecommendationSession::cancel); the
/// counts of the latest evaluation ("30 candidates · 4 infeasible · …") and how long the run and its
/// display took. Its widgets are permanent widgets of the status bar.
class SessionStatus : public QObject
{
    Q_OBJECT
public:
    /// Follows `session` (not null) and adds its widgets to `statusBar` (not null, their parent).
    SessionStatus(RecommendationSession *session, QStatusBar *statusBar);

    /// Hides the progress bar (a run was refused, e.g. because of an input error).
    void hideProgress();

private:
    void onRunStarted();
    void onFinished();
    void updateSeparator();
    void setRunning(bool running);
    void updateCounts();

    RecommendationSession *m_session;
    QProgressBar *m_progress = nullptr;
    QToolButton *m_cancel = nullptr;
    QLabel *m_counts = nullptr;
    QLabel *m_elapsed = nullptr;
    QLabel *m_separator = nullptr; ///< "·" between the counts and the timing, shown when both have text
    std::shared_ptr<const Evaluation> m_counted; ///< the evaluation m_counts describes
};
