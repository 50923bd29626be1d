#pragma once

#include "common/AsyncJob.h"
#include "pipeline/Pipeline.h"
#include "rank/Ranking.h"

#include <QWidget>
#include <memory>
#include <optional>

class ChartsPage;
class QAbstractItemModel;
class QLabel;
class QTabWidget;
class QTableView;
class RankingProxyModel;
class RankingTableModel;
class RejectedTableModel;
class SummaryBanner;
struct Evaluation;

/// The results of one recommendation (ui.md): the summary banner over the Ranking / Rejected /
/// Charts tabs. Selecting a configuration in the ranking table selects it in the charts and back;
/// the selection survives re-ranks. A new run's results select their rank 1 and scroll to it.
/// Results of earlier inputs can be marked out of date (greyed, with a label saying why).
///
/// The GUI thread never prepares a large evaluation's display: above preparedInBackgroundAbove
/// candidates, the charts' point lists, Pareto front and axis ranges are made on a worker thread while
/// the previous results stay on screen, and the GUI thread then only swaps them in (resultsShown()).
class ResultsPage : public QWidget
{
    Q_OBJECT
public:
    enum class Tab { Ranking, Rejected, Charts };

    /// Evaluations with more candidates than this have their display prepared on a worker thread: the
    /// size above which Pipeline re-ranks in the background.
    static constexpr int preparedInBackgroundAbove = Pipeline::defaultBackgroundRerankThreshold;

    explicit ResultsPage(QWidget *parent = nullptr);

    /// Shows a run's or re-rank's results (`evaluation` not null) and emits resultsShown() when they
    /// are on screen: at once, or for a new large evaluation once its display is prepared (a re-rank
    /// arriving meanwhile replaces the ranking to show). A re-rank (the same evaluation as shown) only
    /// reorders the table and moves the charts' markers, and keeps the selected configuration
    /// selected; a new evaluation selects its pick (rank 1) and scrolls to it. Clears the out-of-date
    /// mark.
    void showResults(const std::shared_ptr<const Evaluation> &evaluation, const Ranking &ranking);
    /// True while a new evaluation's display is being prepared (the previous results are shown).
    bool isPreparing() const { return m_prepareJob.isRunning(); }
    /// Marks the results shown as out of date (greyed, "Out of date: `reason`" beside the tabs); an
    /// empty `reason` clears the mark.
    void setOutOfDate(const QString &reason);
    bool isOutOfDate() const;
    /// Shows that no recommendation could be made: `message` in the banner, an empty ranking, and the
    /// rejected candidates of `evaluation` (may be null when the evaluation itself failed).
    void showFailure(const std::shared_ptr<const Evaluation> &evaluation, const QString &message);
    /// Forgets the selected configuration (a new document): the next results select their pick.
    void clearSelection() { m_selected.reset(); }
    void showTab(Tab tab);

    /// What the ranking table shows (null and empty before the first results).
    std::shared_ptr<const Evaluation> evaluation() const;
    const Ranking &ranking() const;

signals:
    /// The results passed to showResults() are on screen.
    void resultsShown();

private:
    /// Deadline and budget goals (`constrained`): runtime, GPU-hours and cost right after the layout,
    /// the α/β score columns hidden; other goals: the model's column order.
    void arrangeForGoal(bool constrained);
    /// Narrows the widest columns left of the throughput (their headers end in "…", the tooltip has them
    /// whole) until the throughput column ends inside the table's viewport (issue 45 item 7: German
    /// headers at 1280 × 800 pushed it out of view).
    void keepThroughputInView();
    bool m_constrainedColumns = false; ///< the ranking columns are arranged for a deadline or budget
    struct Prepared;
    /// Puts `evaluation` and `ranking` on screen; `prepared` holds the charts' data when it was made on
    /// a worker thread (null: the views make what they need).
    void applyResults(const std::shared_ptr<const Evaluation> &evaluation, const Ranking &ranking,
        const Prepared *prepared);
    QTableView *createTable(const QString &objectName, QAbstractItemModel *model);
    void updateTabTitles();
    void selectCandidate(int candidateIndex);
    void onRankingRowChanged();
    void onRejectedRowChanged();

    AsyncJob<std::shared_ptr<const Prepared>> m_prepareJob {this};
    /// While preparing: the ranking to show with the prepared evaluation (the latest one received).
    std::shared_ptr<const Evaluation> m_preparingEvaluation;
    Ranking m_preparingRanking;
    std::optional<Candidate> m_selected;
    bool m_selecting = false;

    SummaryBanner *m_banner = nullptr;
    QTabWidget *m_tabs = nullptr;
    QLabel *m_outOfDate = nullptr;
    QTableView *m_rankingView = nullptr;
    QTableView *m_rejectedView = nullptr;
    /// Under the Rejected table: the selected row in full (RejectedTableModel::details).
    QLabel *m_rejectedDetail = nullptr;
    ChartsPage *m_charts = nullptr;
    RankingTableModel *m_rankingModel = nullptr;
    RankingProxyModel *m_rankingProxy = nullptr;
    RejectedTableModel *m_rejectedModel = nullptr;
    RankingProxyModel *m_rejectedProxy = nullptr;
};
