#include "charts/ParetoChartView.h"

#include "charts/ChartStyle.h"
#include "common/Formatting.h"

#include <QLineSeries>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

ParetoChartView::ParetoChartView(QWidget *parent)
    : CandidateChartView(QStringLiteral("paretoChartView"), parent)
    , m_data(std::make_shared<const ParetoChartData>())
{
    QChart *chart = this->chart();
    chart->setTitle(tr("Throughput vs cluster power"));
    m_x = new QValueAxis(chart);
    m_x->setTitleText(tr("Cluster power (W)"));
    m_x->setLabelFormat(QStringLiteral("%.0f"));
    m_y = new QValueAxis(chart);
    m_y->setTitleText(tr("Throughput (tokens/s)"));
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    addAxes(m_x, m_y, Qt::AlignRight);
    clear();
}

void ParetoChartView::clear()
{
    setResults(nullptr, {});
}

void ParetoChartView::connectSeries(QXYSeries *series)
{
    addSeries(series, m_x, m_y);
    connect(series, &QXYSeries::clicked, this, &ParetoChartView::activatePoint);
    connect(series, &QXYSeries::hovered, this, [this](const QPointF &point, bool state) {
        if (!state || !m_evaluation) {
            QToolTip::hideText();
            return;
        }
        for (auto it = m_data->points.cbegin(); it != m_data->points.cend(); ++it) {
            if (it.value() == point) {
                const Candidate &c = m_evaluation->candidates.at(it.key()).candidate;
                QToolTip::showText(QCursor::pos(),
                    tr("%1\n%2 tokens/s at %3 W")
                        .arg(Formatting::configurationTitle(
                                 c.totalGpus, c.gpusPerNode, c.numberOfNodes, c.batchSize),
                            Formatting::throughput(point.y()), Formatting::watts(point.x())),
                    this);
                return;
            }
        }
    });
}

void ParetoChartView::setResults(std::shared_ptr<const Evaluation> evaluation, const Ranking &ranking,
    std::shared_ptr<const ParetoChartData> data)
{
    m_topK.clear();
    for (const RankedConfiguration &row : ranking.rows) {
        if (!row.inTopK)
            break; // the top k are the first rows
        m_topK << row.candidateIndex;
    }
    m_topKCount = ranking.policy.topK;
    m_markersOutOfDate = true;
    const bool samePoints
        = evaluation && evaluation == m_evaluation && !data && ranking.rows.size() == m_data->points.size();
    if (!samePoints) {
        // New points: made here unless the caller made them.
        m_evaluation = std::move(evaluation);
        m_data = data ? std::move(data)
                      : std::make_shared<const ParetoChartData>(
                          m_evaluation ? ParetoChartData::build(*m_evaluation, ranking) : ParetoChartData {});
        pointsChanged();
    }
    if (isVisible())
        updateSeries();
}

QSizeF ParetoChartView::linearSpans() const
{
    return {qMax(m_x->max() - m_x->min(), 1e-9), qMax(m_y->max() - m_y->min(), 1e-9)};
}

void ParetoChartView::updateMarkers()
{
    if (m_markersOutOfDate)
        updateRankMarkers();
}

void ParetoChartView::createSeries()
{
    m_markersOutOfDate = true;
    m_topKSeries = nullptr;
    m_pickSeries = nullptr;
    const ParetoChartData &data = *m_data;
    if (data.points.isEmpty()) {
        m_x->setRange(0, 1);
        m_y->setRange(0, 1);
        chart()->setTitle(tr("Throughput vs cluster power (no results)"));
        return;
    }
    chart()->setTitle(tr("Throughput vs cluster power"));
    // The axes first, then each series added empty and given its points once attached: Qt Charts lays
    // out every point of every attached series again at each axis or domain change.
    const double padX = qMax((data.maxX - data.minX) * 0.08, data.maxX * 0.05 + 1);
    m_x->setRange(qMax(0.0, data.minX - padX), data.maxX + padX);
    m_y->setRange(0, data.maxY * 1.1 + 1);
    m_x->setTickType(QValueAxis::TicksFixed); // applyNiceNumbers() works on fixed ticks
    m_x->setTickCount(5);
    m_x->applyNiceNumbers();
    ChartStyle::limitTicks(m_x, 3); // grouped numbers such as 300,000 W need the room
    m_y->applyNiceNumbers();

    // Pareto front line first so markers are drawn over it.
    auto *front = new QLineSeries;
    front->setName(tr("Pareto front"));
    front->setPen(ChartStyle::referenceLinePen());
    connectSeries(front);
    front->replace(data.front);

    // Antialiased markers cost a Bézier outline each: above a few thousand points (a re-rank repaints
    // them all) they are drawn plain. A large set is added a few thousand points per event loop turn.
    const bool large = data.points.size() > ChartStyle::largePointCount;
    setRenderHint(QPainter::Antialiasing, !large);
    for (const PointSeriesData &bin : data.bins)
        ChartStyle::queuePointSeries(steps(), chart(), bin, large, data.grouped ? 7 : 10,
            [this](QXYSeries *series) { connectSeries(series); });
    steps().add([this] { createMarkerSeries(); });
    if (!large)
        steps().runAll();
}

void ParetoChartView::createMarkerSeries()
{
    auto *topK = new QScatterSeries;
    m_topKSeries = topK;
    topK->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    topK->setMarkerSize(17);
    topK->setColor(Qt::transparent);
    topK->setBorderColor(ChartStyle::pickColor());
    QPen topPen(ChartStyle::pickColor());
    topPen.setWidthF(2);
    topK->setPen(topPen);
    auto *pick = new QScatterSeries;
    m_pickSeries = pick;
    pick->setName(tr("Pick", "the recommended configuration (rank 1) in the chart legend"));
    pick->setMarkerShape(QScatterSeries::MarkerShapeStar);
    pick->setMarkerSize(22);
    pick->setColor(ChartStyle::pickColor());
    pick->setBorderColor(ChartStyle::pickColor().darker(150));
    connectSeries(topK);
    connectSeries(pick);
    addSelectionSeries(tr("Selected"), 26, [this](QXYSeries *series) { connectSeries(series); });
    updateRankMarkers();
}

void ParetoChartView::updateRankMarkers()
{
    if (!m_topKSeries)
        return;
    m_markersOutOfDate = false;
    QList<QPointF> top;
    for (int candidate : std::as_const(m_topK)) {
        const auto point = m_data->points.constFind(candidate);
        if (point != m_data->points.cend())
            top << *point;
    }
    m_topKSeries->setName(tr("Top %1").arg(m_topKCount));
    if (top != m_topKSeries->points())
        m_topKSeries->replace(top);
    const QList<QPointF> pick = top.mid(0, 1);
    if (pick != m_pickSeries->points())
        m_pickSeries->replace(pick);
}
