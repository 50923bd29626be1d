#include "results/ResultsPage.h"

#include "charts/ChartsPage.h"
#include "charts/ParetoChartData.h"
#include "charts/ScalingChartData.h"
#include "common/Formatting.h"
#include "common/ItemRoles.h"
#include "common/RankingProxyModel.h"
#include "model/GoalInfo.h"
#include "results/RankingTableModel.h"
#include "results/RejectedTableModel.h"
#include "results/SummaryBanner.h"

#include <QHeaderView>
#include <QLabel>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <utility>

namespace {
/// Rows read to fit a table's columns to their contents (Qt's default reads 1,000 rows per column: 18
/// columns × 1,000 rows of formatted cells on the GUI thread for every new large evaluation).
constexpr int resizePrecisionRows = 100;

/// True when `evaluation` searched parallel layouts (`search.layouts` not data-parallel): the tables show
/// TP, PP, CP and DP then. Under the default they would read 1, 1, 1, GPUs on every row and push the
/// throughput off a 1280-px screen.
bool searchesLayouts(const Evaluation &evaluation)
{
    return !evaluation.config.search.layouts.isDataParallel();
}
} // namespace

/// A new evaluation's display data, made on a worker thread.
struct ResultsPage::Prepared
{
    std::shared_ptr<const ParetoChartData> pareto;
    std::shared_ptr<const ScalingChartData> scaling;
    int rankedRows = 0; ///< rows of the ranking `pareto` was made for
};

ResultsPage::ResultsPage(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("resultsPage"));
    m_banner = new SummaryBanner(this);

    m_rankingModel = new RankingTableModel(this);
    m_rankingProxy = new RankingProxyModel(this);
    m_rankingProxy->setObjectName(QStringLiteral("rankingProxyModel"));
    m_rankingProxy->setSourceModel(m_rankingModel);
    m_rankingProxy->setRowOrderColumn(RankingTableModel::RankColumn);
    m_rejectedModel = new RejectedTableModel(this);
    m_rejectedProxy = new RankingProxyModel(this);
    m_rejectedProxy->setObjectName(QStringLiteral("rejectedProxyModel"));
    m_rejectedProxy->setSourceModel(m_rejectedModel);

    m_rankingView = createTable(QStringLiteral("rankingTableView"), m_rankingProxy);
    m_rejectedView = createTable(QStringLiteral("rejectedTableView"), m_rejectedProxy);
    m_rejectedView->horizontalHeader()->setSectionResizeMode(
        RejectedTableModel::ReasonColumn, QHeaderView::Interactive);
    // Grid order until a header is clicked: sorting 10⁵ rejected rows by value would read every row's
    // cells on each new run.
    m_rejectedView->sortByColumn(-1, Qt::AscendingOrder);
    m_charts = new ChartsPage(this);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("resultsTabWidget"));
    m_tabs->addTab(m_rankingView, tr("&Ranking"));
    // The Rejected tab: the table, and under it the selected row in full (reason, how large it could be,
    // every single change), readable at 1280 × 800 without a horizontal scroll (issue 36 item 4).
    auto *rejectedPage = new QWidget(this);
    m_rejectedDetail = new QLabel(rejectedPage);
    m_rejectedDetail->setObjectName(QStringLiteral("rejectedDetailLabel"));
    m_rejectedDetail->setTextFormat(Qt::PlainText);
    m_rejectedDetail->setWordWrap(true);
    m_rejectedDetail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_rejectedDetail->setContentsMargins(6, 4, 6, 4);
    auto *rejectedLayout = new QVBoxLayout(rejectedPage);
    rejectedLayout->setContentsMargins(0, 0, 0, 0);
    rejectedLayout->addWidget(m_rejectedView, 1);
    rejectedLayout->addWidget(m_rejectedDetail);
    m_tabs->addTab(rejectedPage, tr("Re&jected"));
    m_tabs->addTab(m_charts, tr("C&harts"));
    // Beside the tabs, so that marking results out of date never moves the layout.
    m_outOfDate = new QLabel(m_tabs);
    m_outOfDate->setObjectName(QStringLiteral("outOfDateLabel"));
    m_outOfDate->setContentsMargins(8, 0, 8, 0);
    QFont bold = m_outOfDate->font();
    bold.setBold(true);
    m_outOfDate->setFont(bold);
    m_tabs->setCornerWidget(m_outOfDate, Qt::TopRightCorner);
    m_outOfDate->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_banner);
    layout->addWidget(m_tabs, 1);

    connect(m_rankingView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &ResultsPage::onRankingRowChanged);
    connect(m_rejectedView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &ResultsPage::onRejectedRowChanged);
    connect(m_charts, &ChartsPage::candidateClicked, this, &ResultsPage::selectCandidate);
}

QTableView *ResultsPage::createTable(const QString &objectName, QAbstractItemModel *model)
{
    auto *view = new QTableView(this);
    view->setObjectName(objectName);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->horizontalHeader()->setSectionsMovable(true);
    view->horizontalHeader()->setHighlightSections(false);
    // Column widths from the rows shown and the first rows after them, not from 1,000 rows per column.
    view->horizontalHeader()->setResizeContentsPrecision(resizePrecisionRows);
    view->setSortingEnabled(true);
    view->sortByColumn(0, Qt::AscendingOrder); // toolchain.md G13
    return view;
}

std::shared_ptr<const Evaluation> ResultsPage::evaluation() const
{
    return m_rankingModel->evaluation();
}

const Ranking &ResultsPage::ranking() const
{
    return m_rankingModel->ranking();
}

void ResultsPage::showTab(Tab tab)
{
    m_tabs->setCurrentIndex(int(tab));
}

void ResultsPage::showResults(const std::shared_ptr<const Evaluation> &evaluation, const Ranking &ranking)
{
    if (isPreparing() && evaluation == m_preparingEvaluation) {
        m_preparingRanking = ranking; // a re-rank of the evaluation being prepared: shown with it
        return;
    }
    m_prepareJob.cancel(); // a newer evaluation than the one being prepared, if any
    m_preparingEvaluation.reset();
    const bool rerank = evaluation == m_rankingModel->evaluation();
    if (rerank || evaluation->candidates.size() <= preparedInBackgroundAbove) {
        applyResults(evaluation, ranking, nullptr);
        return;
    }
    // A new large evaluation: its charts' data is made on a worker; the previous results stay until
    // then.
    m_preparingEvaluation = evaluation;
    m_preparingRanking = ranking;
    m_prepareJob.start(
        [evaluation, ranking](const AsyncJobControl &) {
            auto prepared = std::make_shared<Prepared>();
            prepared->pareto
                = std::make_shared<const ParetoChartData>(ParetoChartData::build(*evaluation, ranking));
            prepared->scaling
                = std::make_shared<const ScalingChartData>(ScalingChartData::build(*evaluation));
            prepared->rankedRows = int(ranking.rows.size());
            return std::shared_ptr<const Prepared>(std::move(prepared));
        },
        [this](const std::shared_ptr<const Prepared> &prepared) {
            const std::shared_ptr<const Evaluation> shown = std::exchange(m_preparingEvaluation, nullptr);
            applyResults(shown, m_preparingRanking, prepared.get());
        });
}

void ResultsPage::applyResults(
    const std::shared_ptr<const Evaluation> &evaluation, const Ranking &ranking, const Prepared *prepared)
{
    setOutOfDate({});
    const bool rerank = evaluation == m_rankingModel->evaluation();
    // A re-rank that kept the same ranked candidates keeps the rejected list (it only depends on which
    // candidates are ranked) and the column widths.
    const bool sameRows = rerank && ranking.rows.size() == m_rankingModel->ranking().rows.size()
        && ranking.droppedBySlowdown == m_rankingModel->ranking().droppedBySlowdown;
    m_rankingModel->setResults(evaluation, ranking);
    if (!sameRows)
        m_rejectedModel->setResults(evaluation, ranking);
    // The prepared Pareto data holds the ranked configurations it was made for: a re-rank that arrived
    // meanwhile with another set (max_slowdown) has it made again.
    const bool preparedFits = prepared && prepared->rankedRows == ranking.rows.size();
    m_charts->setResults(evaluation, ranking, preparedFits ? prepared->pareto : nullptr,
        prepared ? prepared->scaling : nullptr);
    // While re-ranking one evaluation the banner may grow (a trust note appears) but never shrinks: the
    // tabs below keep their size, so a slider move never lays out and repaints the whole page.
    m_banner->setMinimumHeight(rerank ? m_banner->height() : 0);
    m_banner->setRecommendation(*evaluation, ranking);
    const bool constrained = GoalInfo::of(ranking.policy.goal).kind == GoalKind::Constrained;
    if (!rerank || constrained != m_constrainedColumns) {
        const bool jobSize = m_rankingModel->hasJobSize();
        m_rankingView->setColumnHidden(RankingTableModel::RuntimeColumn, !jobSize);
        m_rankingView->setColumnHidden(RankingTableModel::EnergyColumn, !jobSize);
        m_rankingView->setColumnHidden(RankingTableModel::GpuHoursColumn, !jobSize);
        m_rankingView->setColumnHidden(RankingTableModel::CostColumn, !m_rankingModel->hasCost());
        // TP, PP, CP and DP only when layouts are searched (issue 35, searchesLayouts()).
        for (const int column :
            {RankingTableModel::TensorParallelColumn, RankingTableModel::PipelineParallelColumn,
                RankingTableModel::ContextParallelColumn, RankingTableModel::DataParallelColumn})
            m_rankingView->setColumnHidden(column, !searchesLayouts(*evaluation));
        arrangeForGoal(constrained);
        m_rankingView->resizeColumnsToContents();
        keepThroughputInView();
    }
    if (!sameRows) {
        // The layout columns as in the ranking: only when layouts are searched (issue 35).
        for (const int column :
            {RejectedTableModel::TensorParallelColumn, RejectedTableModel::PipelineParallelColumn,
                RejectedTableModel::ContextParallelColumn, RejectedTableModel::DataParallelColumn})
            m_rejectedView->setColumnHidden(column, !searchesLayouts(*evaluation));
        m_rejectedView->resizeColumnsToContents();
        // Long texts are read in full in the pane under the table; the columns after them stay in view.
        for (const auto &[column, width] : {std::pair {int(RejectedTableModel::ReasonColumn), 420},
                 {int(RejectedTableModel::FixColumn), 260}})
            m_rejectedView->setColumnWidth(column, qMin(m_rejectedView->columnWidth(column), width));
        // the first row (in the table's order) until one is selected
        m_rejectedDetail->setText(m_rejectedModel->rowCount() > 0
                ? m_rejectedModel->details(m_rejectedProxy->mapToSource(m_rejectedProxy->index(0, 0)).row())
                : QString());
        m_rejectedDetail->setVisible(m_rejectedModel->rowCount() > 0);
    }
    updateTabTitles();

    // After a run and after a re-rank alike, the pick (rank 1) is selected and the table shows it: the
    // memory and step-time charts then show the configuration the banner recommends (issue 25).
    const int candidate = ranking.rows.isEmpty() ? -1 : ranking.rows.first().candidateIndex;
    m_rankingView->scrollToTop();
    selectCandidate(candidate);
    emit resultsShown();
}

void ResultsPage::arrangeForGoal(bool constrained)
{
    // Issue 36 item 7: a deadline or budget is decided on runtime, GPU-hours and cost, so at 1280 × 800
    // they stand right after the layout (before the throughput), and the α/β scores (not applicable to
    // these goals) are hidden.
    m_constrainedColumns = constrained;
    for (const int column : {RankingTableModel::RuntimeScoreColumn, RankingTableModel::EnergyScoreColumn,
             RankingTableModel::CombinedScoreColumn})
        m_rankingView->setColumnHidden(column, constrained);
    QHeaderView *header = m_rankingView->horizontalHeader();
    const int after = header->visualIndex(RankingTableModel::TotalBatchColumn);
    const QList<int> decisive {
        RankingTableModel::RuntimeColumn, RankingTableModel::GpuHoursColumn, RankingTableModel::CostColumn};
    for (int i = 0; i < decisive.size(); ++i) {
        const int column = decisive.at(i);
        // constrained: right after the layout; otherwise back to their place in the model
        const int target = constrained ? after + 1 + i : column;
        if (header->visualIndex(column) != target)
            header->moveSection(header->visualIndex(column), target);
    }
}

void ResultsPage::keepThroughputInView()
{
    QHeaderView *header = m_rankingView->horizontalHeader();
    const int throughput = RankingTableModel::ThroughputColumn;
    const int excess = header->sectionPosition(throughput) + header->sectionSize(throughput)
        - m_rankingView->viewport()->width();
    if (excess <= 0 || !window()->isVisible()) // laid out at its real width only once shown
        return;
    // The columns between the rank and the throughput, each no narrower than its cells: the widest are
    // cut to a common width, as little as needed.
    const QAbstractItemView *cells = m_rankingView; // its sizeHintForColumn() is public: the cells' width
    QList<std::pair<int, int>> columns; // logical index, narrowest width
    int widest = 0;
    for (int visual = header->visualIndex(RankingTableModel::RankColumn) + 1;
         visual < header->visualIndex(throughput); ++visual) {
        const int column = header->logicalIndex(visual);
        if (header->isSectionHidden(column))
            continue;
        columns.append({column, qMax(header->minimumSectionSize(), cells->sizeHintForColumn(column))});
        widest = qMax(widest, header->sectionSize(column));
    }
    const auto gainAt = [&](int width) {
        int gain = 0;
        for (const auto &[column, narrowest] : columns)
            gain += qMax(0, header->sectionSize(column) - qMax(width, narrowest));
        return gain;
    };
    int width = widest;
    while (width > 0 && gainAt(width) < excess)
        --width;
    for (const auto &[column, narrowest] : columns)
        if (header->sectionSize(column) > qMax(width, narrowest))
            header->resizeSection(column, qMax(width, narrowest));
}

void ResultsPage::updateTabTitles()
{
    m_tabs->setTabText(0, tr("&Ranking (%1)").arg(Formatting::integer(m_rankingModel->rowCount())));
    const int notNeeded = m_rejectedModel->notNeededCount();
    const QString rejected = Formatting::integer(m_rejectedModel->rowCount() - notNeeded);
    m_tabs->setTabText(1,
        notNeeded == 0 ? tr("Re&jected (%1)").arg(rejected)
                       : tr("Re&jected (%1) · not needed (%2)", "min-GPU: feasible, not simulated")
                             .arg(rejected, Formatting::integer(notNeeded)));
}

void ResultsPage::setOutOfDate(const QString &reason)
{
    const bool outOfDate = !reason.isEmpty();
    m_outOfDate->setText(outOfDate ? tr("Out of date: %1").arg(reason) : QString());
    m_outOfDate->setToolTip(
        outOfDate ? tr("These results belong to earlier inputs: %1").arg(reason) : QString());
    m_outOfDate->setVisible(outOfDate);
    // Greyed: the tables stay readable and scrollable (their text in the disabled colour), the charts
    // and the banner are disabled; nothing looks current.
    for (QTableView *view : {m_rankingView, m_rejectedView}) {
        QPalette greyed = palette();
        if (outOfDate) {
            for (const QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
                greyed.setColor(group, QPalette::Text, greyed.color(QPalette::Disabled, QPalette::Text));
                greyed.setColor(
                    group, QPalette::Highlight, greyed.color(QPalette::Disabled, QPalette::Highlight));
                greyed.setColor(group, QPalette::HighlightedText,
                    greyed.color(QPalette::Disabled, QPalette::HighlightedText));
            }
        }
        view->setPalette(greyed);
    }
    m_charts->setEnabled(!outOfDate);
    m_banner->setEnabled(!outOfDate);
}

bool ResultsPage::isOutOfDate() const
{
    return !m_outOfDate->isHidden();
}

void ResultsPage::showFailure(const std::shared_ptr<const Evaluation> &evaluation, const QString &message)
{
    m_prepareJob.cancel();
    m_preparingEvaluation.reset();
    m_rankingModel->setResults(evaluation, {});
    m_rejectedModel->setResults(evaluation, {});
    m_charts->setResults(evaluation, {});
    m_charts->setSelectedCandidate(-1);
    m_banner->setMinimumHeight(0);
    m_banner->setMessage(tr("No recommendation"), message);
    setOutOfDate({});
    updateTabTitles();
    if (!evaluation)
        m_tabs->setTabText(1, tr("Re&jected"));
}

void ResultsPage::selectCandidate(int candidateIndex)
{
    if (m_selecting)
        return;
    m_selecting = true;
    const auto evaluation = m_rankingModel->evaluation();
    if (evaluation && candidateIndex >= 0 && candidateIndex < evaluation->candidates.size())
        m_selected = evaluation->candidates.at(candidateIndex).candidate;
    const int row = m_rankingModel->rowOfCandidate(candidateIndex);
    if (row >= 0) {
        const QModelIndex index = m_rankingProxy->mapFromSource(m_rankingModel->index(row, 0));
        m_rankingView->selectionModel()->setCurrentIndex(
            index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_rankingView->scrollTo(index);
    } else {
        m_rankingView->selectionModel()->clearSelection();
    }
    m_charts->setSelectedCandidate(candidateIndex);
    m_selecting = false;
}

void ResultsPage::onRankingRowChanged()
{
    const QModelIndex current = m_rankingView->selectionModel()->currentIndex();
    if (current.isValid())
        selectCandidate(current.data(ItemRoles::CandidateIndexRole).toInt());
}

void ResultsPage::onRejectedRowChanged()
{
    const QModelIndex current = m_rejectedView->selectionModel()->currentIndex();
    if (current.isValid())
        m_rejectedDetail->setText(m_rejectedModel->details(m_rejectedProxy->mapToSource(current).row()));
    if (current.isValid() && !m_selecting)
        m_charts->setSelectedCandidate(current.data(ItemRoles::CandidateIndexRole).toInt());
}
