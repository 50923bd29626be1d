#include "charts/ChartsPage.h"

#include "charts/MemoryChartView.h"
#include "charts/ParetoChartData.h"
#include "charts/ParetoChartView.h"
#include "charts/ScalingChartData.h"
#include "charts/ScalingChartView.h"
#include "charts/StepTimeChartView.h"
#include "charts/TimeToTrainChartView.h"
#include "model/GoalInfo.h"
#include "report/RecommendationSummary.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

ChartsPage::ChartsPage(QWidget *parent)
    : QWidget(parent)
    , m_pareto(new ParetoChartView(this))
    , m_scaling(new ScalingChartView(this))
    , m_memory(new MemoryChartView(this))
    , m_stepTime(new StepTimeChartView(this))
    , m_timeToTrain(new TimeToTrainChartView(this))
{
    setObjectName(QStringLiteral("chartsPage"));
    // Two rows of two charts of the same size (at 1280×800 each about 410 × 250 px): wide enough for the
    // legends' whole names beside the plots and for readable axis labels and titles. Top: throughput vs
    // cluster power and the scaling chart; bottom: the selected configuration's memory and step time.
    auto *top = new QSplitter(Qt::Horizontal, this);
    top->setObjectName(QStringLiteral("chartsTopSplitter"));
    top->addWidget(m_pareto);
    // The scaling chart's two modes: throughput vs GPUs, and the job's runtime and cost vs GPUs.
    auto *scaling = new QWidget(top);
    m_scalingMode = new QComboBox(scaling);
    m_scalingMode->setObjectName(QStringLiteral("scalingModeComboBox"));
    m_scalingMode->addItem(tr("Throughput vs GPUs"));
    m_scalingMode->addItem(tr("Runtime / cost vs GPUs"));
    m_scalingMode->addItem(tr("Energy per token vs GPUs"));
    m_scalingMode->setToolTip(tr("Runtime / cost vs GPUs needs a job size (total tokens); the deadline or "
                                 "budget is drawn as a dashed line. Energy per token is cluster power / "
                                 "throughput, counting the power the results name (GPU or node)"));
    m_scalingStack = new QStackedWidget(scaling);
    m_scalingStack->addWidget(m_scaling);
    m_scalingStack->addWidget(m_timeToTrain);
    auto *scalingLayout = new QVBoxLayout(scaling);
    scalingLayout->setContentsMargins(0, 0, 0, 0);
    scalingLayout->setSpacing(2);
    scalingLayout->addWidget(m_scalingMode, 0, Qt::AlignLeft);
    scalingLayout->addWidget(m_scalingStack, 1);
    // Modes 0 and 2 are the scaling chart (throughput, energy per token), mode 1 the time-to-train chart.
    connect(m_scalingMode, &QComboBox::currentIndexChanged, this, [this](int mode) {
        if (mode != 1)
            m_scaling->setMetric(
                mode == 2 ? ScalingChartData::Metric::EnergyPerToken : ScalingChartData::Metric::Throughput);
        m_scalingStack->setCurrentIndex(mode == 1 ? 1 : 0);
    });
    top->addWidget(scaling);
    // The selected configuration: its runtime, GPU-hours and cost in words, then memory and step time.
    auto *selected = new QWidget(this);
    m_selectedTimeMoney = new QLabel(selected);
    m_selectedTimeMoney->setObjectName(QStringLiteral("selectedTimeMoneyLabel"));
    m_selectedTimeMoney->setWordWrap(true);
    auto *detail = new QSplitter(Qt::Horizontal, selected);
    detail->setObjectName(QStringLiteral("chartsDetailSplitter"));
    detail->addWidget(m_memory);
    detail->addWidget(m_stepTime);
    auto *selectedLayout = new QVBoxLayout(selected);
    selectedLayout->setContentsMargins(0, 0, 0, 0);
    selectedLayout->setSpacing(2);
    selectedLayout->addWidget(m_selectedTimeMoney);
    selectedLayout->addWidget(detail, 1);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("chartsSplitter"));
    split->addWidget(top);
    split->addWidget(selected);
    // Equal shares to begin with (the splitters would otherwise start from the size hints, which gave
    // one chart a third of the page and cut its axes; issue 25). Chart views ask for wide minimum sizes
    // (legends): small ones let the splitters keep these shares.
    for (QSplitter *splitter : {split, top, detail}) {
        splitter->setStretchFactor(0, 1);
        splitter->setStretchFactor(1, 1);
        splitter->setSizes({500, 500});
    }
    for (QWidget *chart : {static_cast<QWidget *>(m_pareto), static_cast<QWidget *>(m_scaling),
             static_cast<QWidget *>(m_memory), static_cast<QWidget *>(m_stepTime),
             static_cast<QWidget *>(m_timeToTrain)})
        chart->setMinimumSize(160, 120);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    connect(m_pareto, &ParetoChartView::candidateClicked, this, &ChartsPage::candidateClicked);
    connect(m_scaling, &ScalingChartView::candidateClicked, this, &ChartsPage::candidateClicked);
}

void ChartsPage::setResults(std::shared_ptr<const Evaluation> evaluation, const Ranking &ranking,
    std::shared_ptr<const ParetoChartData> pareto, std::shared_ptr<const ScalingChartData> scaling)
{
    m_evaluation = evaluation;
    m_pareto->setResults(evaluation, ranking, std::move(pareto));
    m_scaling->setEvaluation(evaluation, std::move(scaling));
    m_timeToTrain->setResults(evaluation, ranking);
    // Choosing a deadline or budget goal shows the chart that draws its limit (once; the user's choice
    // of mode stays after that).
    const bool constrained = GoalInfo::of(ranking.policy.goal).kind == GoalKind::Constrained;
    if (evaluation && constrained && !m_constrainedShown)
        m_scalingMode->setCurrentIndex(1);
    if (evaluation)
        m_constrainedShown = constrained;
}

void ChartsPage::clear()
{
    setResults(nullptr, {});
    setSelectedCandidate(-1);
}

void ChartsPage::setSelectedCandidate(int candidateIndex)
{
    m_pareto->setSelectedCandidate(candidateIndex);
    m_scaling->setSelectedCandidate(candidateIndex);
    const bool valid
        = m_evaluation && candidateIndex >= 0 && candidateIndex < m_evaluation->candidates.size();
    if (m_memoryEvaluation == m_evaluation && m_memoryCandidate == candidateIndex)
        return; // the same configuration of the same evaluation (a re-rank kept it selected)
    m_memoryEvaluation = m_evaluation;
    m_memoryCandidate = candidateIndex;
    m_memory->setCandidate(valid ? &m_evaluation->candidates.at(candidateIndex) : nullptr);
    m_selectedTimeMoney->setText(valid
            ? RecommendationSummary::finishesText(*m_evaluation, m_evaluation->candidates.at(candidateIndex))
            : QString());
    m_selectedTimeMoney->setVisible(!m_selectedTimeMoney->text().isEmpty());
    m_stepTime->setCandidate(valid ? &m_evaluation->candidates.at(candidateIndex) : nullptr);
}

QString ChartsPage::selectedTimeMoney() const
{
    return m_selectedTimeMoney->text();
}
