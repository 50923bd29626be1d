#include "charts/CandidateChartView.h"

#include "charts/ChartStyle.h"

#include <QLegend>
#include <QLegendMarker>
#include <QScatterSeries>
#include <cmath>
#include <limits>

CandidateChartView::CandidateChartView(const QString &objectName, QWidget *parent)
    : ChartView(objectName, parent)
{ }

void CandidateChartView::setSelectedCandidate(int candidateIndex)
{
    m_selected = candidateIndex;
    if (isVisible())
        updateSelectionMarker();
}

void CandidateChartView::activatePoint(const QPointF &value)
{
    const QSizeF span = linearSpans();
    const QPointF clicked = linearPosition(value);
    int best = -1;
    double bestDistance = std::numeric_limits<double>::max();
    for (auto it = points().cbegin(); it != points().cend(); ++it) {
        const QPointF point = linearPosition(it.value());
        const double dx = (point.x() - clicked.x()) / span.width();
        const double dy = (point.y() - clicked.y()) / span.height();
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

void CandidateChartView::pointsChanged()
{
    m_seriesOutOfDate = true;
    m_steps.clear(); // the old series' remaining parts
}

void CandidateChartView::updateSeries()
{
    if (m_seriesOutOfDate) {
        m_seriesOutOfDate = false;
        m_steps.clear();
        chart()->removeAllSeries();
        m_selectionSeries = nullptr;
        m_selectionShown = QPointF(NAN, NAN);
        createSeries();
    }
    updateMarkers();
    updateSelectionMarker();
}

void CandidateChartView::showEvent(QShowEvent *event)
{
    updateSeries();
    QChartView::showEvent(event);
}

void CandidateChartView::addSelectionSeries(
    const QString &name, qreal markerSize, const std::function<void(QXYSeries *)> &attach)
{
    m_selectionSeries = ChartStyle::selectionSeries(name, markerSize);
    attach(m_selectionSeries);
    for (QLegendMarker *marker : chart()->legend()->markers(m_selectionSeries))
        marker->setVisible(false); // the selection ring explains itself; the legend stays short
    updateSelectionMarker();
}

void CandidateChartView::updateSelectionMarker()
{
    if (!m_selectionSeries)
        return;
    ChartStyle::showSelection(m_selectionSeries, m_selectionShown, points(), m_selected);
}
