#include "charts/ParetoChartView.h"

#include "charts/ChartStyle.h"
#include "charts/ParetoFront.h"
#include "charts/ValueBins.h"
#include "common/Formatting.h"

#include <QLegendMarker>
#include <QLineSeries>
#include <QMap>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>
#include <limits>

ParetoChartView::ParetoChartView(QWidget *parent)
    : QChartView(new QChart, parent) // the view owns it (setChart() would leak the default chart)
{
    setObjectName(QStringLiteral("paretoChartView"));
    setRenderHint(QPainter::Antialiasing);
    QChart *chart = this->chart();
    ChartStyle::apply(chart);
    chart->setTitle(tr("Throughput vs cluster power"));
    m_x = new QValueAxis(chart);
    m_x->setTitleText(tr("Cluster power (W)"));
    m_x->setLabelFormat(QStringLiteral("%.0f"));
    m_x->setTickCount(4); // grouped numbers such as 200,000 W need the room
    m_y = new QValueAxis(chart);
    m_y->setTitleText(tr("Throughput (tokens/s)"));
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    chart->legend()->setAlignment(Qt::AlignRight);
    clear();
}

void ParetoChartView::clear()
{
    setResults(nullptr, {});
}

void ParetoChartView::connectSeries(QXYSeries *series)
{
    chart()->addSeries(series);
    series->attachAxis(m_x);
    series->attachAxis(m_y);
    connect(series, &QXYSeries::clicked, this, &ParetoChartView::activatePoint);
    connect(series, &QXYSeries::hovered, this, [this](const QPointF &point, bool state) {
        if (!state || !m_evaluation) {
            QToolTip::hideText();
            return;
        }
        for (auto it = m_points.cbegin(); it != m_points.cend(); ++it) {
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

void ParetoChartView::setResults(std::shared_ptr<const Evaluation> evaluation, const Ranking &ranking)
{
    if (evaluation && evaluation == m_evaluation && m_pickSeries && ranking.rows.size() == m_points.size()) {
        // A re-rank of the same points: only the top-k and pick markers move.
        updateRankMarkers(ranking);
        return;
    }
    chart()->removeAllSeries();
    m_topKSeries = nullptr;
    m_pickSeries = nullptr;
    m_selectionSeries = nullptr;
    m_points.clear();
    m_front.clear();
    m_evaluation = std::move(evaluation);
    if (!m_evaluation || ranking.rows.isEmpty()) {
        m_x->setRange(0, 1);
        m_y->setRange(0, 1);
        chart()->setTitle(tr("Throughput vs cluster power (no results)"));
        return;
    }
    chart()->setTitle(tr("Throughput vs cluster power"));

    QList<qint64> gpuCounts;
    for (const RankedConfiguration &row : ranking.rows) {
        const EvaluatedCandidate &c = m_evaluation->candidates.at(row.candidateIndex);
        if (!c.prediction)
            continue;
        m_points.insert(
            row.candidateIndex, QPointF(c.clusterPowerWatts(), c.prediction->throughputTokensPerSecond));
        gpuCounts << c.candidate.totalGpus;
    }
    // Pareto front line first so markers are drawn over it.
    QList<int> ids = m_points.keys();
    QList<QPointF> points;
    for (int id : ids)
        points << m_points.value(id);
    auto *front = new QLineSeries;
    front->setName(tr("Pareto front"));
    QPen frontPen(ChartStyle::isDarkPalette() ? QColor(0xdd, 0xdd, 0xdd) : QColor(0x44, 0x44, 0x44));
    frontPen.setWidthF(1.5);
    frontPen.setStyle(Qt::DashLine);
    front->setPen(frontPen);
    for (int i : paretoFront(points)) {
        m_front << ids.at(i);
        front->append(points.at(i));
    }
    connectSeries(front);

    // Points coloured by GPU count: one series per count, or per power-of-two range of counts when
    // there are many (a legend of 11 ranges instead of 1,024 counts).
    const ValueBins bins(gpuCounts);
    // Antialiased markers cost a Bézier outline each: above a few thousand points (a re-rank repaints
    // them all) they are drawn plain.
    const bool large = m_points.size() > ChartStyle::largePointCount;
    setRenderHint(QPainter::Antialiasing, !large);
    QList<QXYSeries *> byBin;
    QList<QList<QPointF>> binPoints(bins.count());
    for (int bin = 0; bin < bins.count(); ++bin) {
        QXYSeries *series = ChartStyle::pointSeries(large, bins.color(bin), bins.isGrouped() ? 7 : 10);
        series->setName(bins.lower(bin) == bins.upper(bin)
                ? Formatting::gpuCount(int(bins.lower(bin)))
                : tr("%1–%2 GPUs")
                      .arg(Formatting::integer(bins.lower(bin)), Formatting::integer(bins.upper(bin))));
        byBin << series;
    }
    for (const RankedConfiguration &row : ranking.rows) {
        if (!m_points.contains(row.candidateIndex))
            continue;
        binPoints[bins.binOf(m_evaluation->candidates.at(row.candidateIndex).candidate.totalGpus)]
            << m_points.value(row.candidateIndex);
    }
    for (int bin = 0; bin < bins.count(); ++bin) {
        byBin.at(bin)->replace(binPoints.at(bin)); // one update per series, not one per point
        connectSeries(byBin.at(bin));
    }

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
    pick->setName(tr("Recommendation"));
    pick->setMarkerShape(QScatterSeries::MarkerShapeStar);
    pick->setMarkerSize(22);
    pick->setColor(ChartStyle::pickColor());
    pick->setBorderColor(ChartStyle::pickColor().darker(150));
    connectSeries(topK);
    connectSeries(pick);
    updateRankMarkers(ranking);

    m_selectionSeries = new QScatterSeries;
    m_selectionSeries->setName(tr("Selected"));
    m_selectionSeries->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    m_selectionSeries->setMarkerSize(26);
    m_selectionSeries->setColor(Qt::transparent);
    QPen selectionPen(ChartStyle::selectionColor());
    selectionPen.setWidthF(2.5);
    m_selectionSeries->setPen(selectionPen);
    connectSeries(m_selectionSeries);
    for (QLegendMarker *marker : chart()->legend()->markers(m_selectionSeries))
        marker->setVisible(false); // the selection ring explains itself; the legend stays short

    double minX = std::numeric_limits<double>::max(), maxX = 0, maxY = 0;
    for (const QPointF &p : std::as_const(points)) {
        minX = qMin(minX, p.x());
        maxX = qMax(maxX, p.x());
        maxY = qMax(maxY, p.y());
    }
    const double padX = qMax((maxX - minX) * 0.08, maxX * 0.05 + 1);
    m_x->setRange(qMax(0.0, minX - padX), maxX + padX);
    m_y->setRange(0, maxY * 1.1 + 1);
    m_x->applyNiceNumbers();
    m_y->applyNiceNumbers();
    updateSelectionMarker();
}

void ParetoChartView::updateRankMarkers(const Ranking &ranking)
{
    QList<QPointF> top;
    QList<QPointF> pick;
    for (const RankedConfiguration &row : ranking.rows) {
        if (!row.inTopK)
            break; // the top k are the first rows
        const auto point = m_points.constFind(row.candidateIndex);
        if (point == m_points.cend())
            continue;
        top << *point;
        if (row.rank == 1)
            pick << *point;
    }
    m_topKSeries->setName(tr("Top %1").arg(ranking.policy.topK));
    m_topKSeries->replace(top);
    m_pickSeries->replace(pick);
}

void ParetoChartView::setSelectedCandidate(int candidateIndex)
{
    m_selected = candidateIndex;
    updateSelectionMarker();
}

void ParetoChartView::updateSelectionMarker()
{
    if (!m_selectionSeries)
        return;
    m_selectionSeries->clear();
    if (m_points.contains(m_selected))
        m_selectionSeries->append(m_points.value(m_selected));
}

void ParetoChartView::activatePoint(const QPointF &value)
{
    const double spanX = qMax(m_x->max() - m_x->min(), 1e-9);
    const double spanY = qMax(m_y->max() - m_y->min(), 1e-9);
    int best = -1;
    double bestDistance = std::numeric_limits<double>::max();
    for (auto it = m_points.cbegin(); it != m_points.cend(); ++it) {
        const double dx = (it.value().x() - value.x()) / spanX;
        const double dy = (it.value().y() - value.y()) / spanY;
        const double distance = dx * dx + dy * dy;
        if (distance < bestDistance) {
            bestDistance = distance;
            best = it.key();
        }
    }
    if (best >= 0) {
        setSelectedCandidate(best);
        emit candidateClicked(best);
    }
}
