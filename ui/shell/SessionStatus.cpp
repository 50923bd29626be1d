#include "shell/SessionStatus.h"

#include "common/Formatting.h"
#include "pipeline/Pipeline.h"
#include "pipeline/RecommendationSession.h"

#include <QLabel>
#include <QProgressBar>
#include <QStatusBar>
#include <QToolButton>

SessionStatus::SessionStatus(RecommendationSession *session, QStatusBar *statusBar)
    : QObject(statusBar)
    , m_session(session)
{
    m_progress = new QProgressBar(statusBar);
    m_progress->setObjectName(QStringLiteral("statusProgressBar"));
    m_progress->setMaximumWidth(180);
    m_progress->setTextVisible(true);
    m_progress->setFormat(QStringLiteral("%p %")); // determinate from the first report on
    m_progress->hide();
    m_cancel = new QToolButton(statusBar);
    m_cancel->setObjectName(QStringLiteral("cancelRunButton"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop this run and keep the previous results (Esc)"));
    m_cancel->setShortcut(Qt::Key_Escape);
    m_cancel->hide();
    connect(m_cancel, &QToolButton::clicked, session, &RecommendationSession::cancel);
    m_counts = new QLabel(statusBar);
    m_counts->setObjectName(QStringLiteral("statusCountsLabel"));
    m_elapsed = new QLabel(statusBar);
    m_elapsed->setObjectName(QStringLiteral("statusElapsedLabel"));
    m_separator = new QLabel(QStringLiteral("·"), statusBar); // between the counts and the timing
    m_separator->setObjectName(QStringLiteral("statusSeparatorLabel"));
    m_separator->hide();
    statusBar->addPermanentWidget(m_progress);
    statusBar->addPermanentWidget(m_cancel);
    statusBar->addPermanentWidget(m_counts);
    statusBar->addPermanentWidget(m_separator);
    statusBar->addPermanentWidget(m_elapsed);

    connect(session, &RecommendationSession::runStarted, this, &SessionStatus::onRunStarted);
    connect(session, &RecommendationSession::progress, this, [this](int done, int total) {
        m_progress->setRange(0, qMax(total, 1));
        m_progress->setValue(done);
        m_progress->setToolTip(tr("%1 of %2 candidates evaluated").arg(done).arg(total));
    });
    connect(session, &RecommendationSession::runCancelled, this, [this] {
        setRunning(false);
        m_elapsed->setText(tr("cancelled"));
        updateSeparator();
    });
    connect(session, &RecommendationSession::resultsReady, this, [this] {
        onFinished();
        // Shown: the results page was filled by the window's earlier connection.
        if (m_session->elapsedMs() >= 0)
            m_elapsed->setText(m_session->isRunning()
                    ? tr("running…")
                    : tr("simulated in %1 s · shown in %2 ms")
                          .arg(Formatting::decimal(m_session->lastRunSeconds(), 2))
                          .arg(m_session->elapsedMs()));
        updateSeparator();
    });
    connect(session, &RecommendationSession::failed, this, [this] {
        onFinished();
        // The run ended without a result (the message bar says why): "running…" must not stay.
        if (!m_session->isRunning())
            m_elapsed->setText(tr("no result"));
        updateSeparator();
    });
}

void SessionStatus::hideProgress()
{
    setRunning(false);
}

void SessionStatus::setRunning(bool running)
{
    m_progress->setVisible(running);
    m_cancel->setVisible(running);
}

void SessionStatus::onRunStarted()
{
    m_progress->setRange(0, 100); // 0 % until the first report (never the busy animation)
    m_progress->setValue(0);
    setRunning(true);
    m_elapsed->setText(tr("running…"));
    updateSeparator();
}

void SessionStatus::onFinished()
{
    if (!m_session->isRunning())
        setRunning(false);
    updateCounts();
}

void SessionStatus::updateCounts()
{
    const auto evaluation = m_session->pipeline()->evaluation();
    if (evaluation && evaluation == m_counted)
        return; // a re-rank: the counts are the evaluation's (and counting reads every candidate)
    m_counted = evaluation;
    if (!evaluation) {
        m_counts->clear();
        updateSeparator();
        return;
    }
    m_counts->setText(tr("%1 candidates · %2 infeasible · %3 predicted · %4 cache hits")
                          .arg(evaluation->candidates.size())
                          .arg(evaluation->rejectedCount())
                          .arg(evaluation->predictedCount())
                          .arg(evaluation->cacheHits));
    updateSeparator();
}

void SessionStatus::updateSeparator()
{
    m_separator->setVisible(!m_counts->text().isEmpty() && !m_elapsed->text().isEmpty());
}
