#include "charts/ScalingChartView.h"

#include "charts/ChartStyle.h"
#include "common/Formatting.h"

#include <QLineSeries>
#include <QLogValueAxis>
#include <QMap>
#include <QScatterSeries>
#include <QValueAxis>
#include <cmath>
#include <limits>

ScalingChartView::ScalingChartView(QWidget *parent)
    : QChartView(new QChart, parent) // the view owns it (setChart() would leak the default chart)
{
    setObjectName(QStringLiteral("scalingChartView"));
    setRenderHint(QPainter::Antialiasing);
    QChart *chart = this->chart();
    ChartStyle::apply(chart);
    m_x = new QLogValueAxis(chart);
    m_x->setBase(2);
    m_x->setTitleText(tr("Total GPUs"));
    m_x->setLabelFormat(QStringLiteral("%g"));
    m_y = new QValueAxis(chart);
    m_y->setTitleText(tr("Throughput (tokens/s)"));
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    chart->legend()->setAlignment(Qt::AlignRight);
    clear();
}

void ScalingChartView::clear()
{
    setResults(nullptr, {});
}

void ScalingChartView::setResults(std::shared_ptr<const Evaluation> evaluation, const Ranking &ranking)
{
    chart()->removeAllSeries();
    m_selectionSeries = nullptr;
    m_points.clear();
    m_lineCount = 0;
    chart()->setTitle(tr("Throughput vs total GPUs"));
    if (!evaluation) {
        m_x->setRange(1, 2);
        m_y->setRange(0, 1);
        return;
    }
    Q_UNUSED(ranking);
    QMap<qint64, QLineSeries *> byBatch;
    double maxX = 1, maxY = 0;
    for (int i = 0; i < evaluation->candidates.size(); ++i) {
        const EvaluatedCandidate &c = evaluation->candidates.at(i);
        if (!c.prediction || !(c.prediction->throughputTokensPerSecond > 0))
            continue;
        QLineSeries *&series = byBatch[c.candidate.batchSize];
        if (!series) {
            series = new QLineSeries;
            series->setName(tr("batch %1").arg(c.candidate.batchSize));
            series->setPointsVisible(true);
        }
        const QPointF point(c.candidate.totalGpus, c.prediction->throughputTokensPerSecond);
        series->append(point);
        m_points.insert(i, point);
        maxX = qMax(maxX, point.x());
        maxY = qMax(maxY, point.y());
    }
    int colour = 0;
    for (QLineSeries *series : std::as_const(byBatch)) {
        QPen pen(ChartStyle::seriesColor(colour++));
        pen.setWidthF(2);
        series->setPen(pen);
        chart()->addSeries(series);
        series->attachAxis(m_x);
        series->attachAxis(m_y);
        connect(series, &QXYSeries::clicked, this, &ScalingChartView::activatePoint);
    }
    m_lineCount = int(byBatch.size());

    m_selectionSeries = new QScatterSeries;
    m_selectionSeries->setName(tr("Selected"));
    m_selectionSeries->setMarkerSize(18);
    m_selectionSeries->setColor(Qt::transparent);
    QPen selectionPen(ChartStyle::selectionColor());
    selectionPen.setWidthF(2.5);
    m_selectionSeries->setPen(selectionPen);
    chart()->addSeries(m_selectionSeries);
    m_selectionSeries->attachAxis(m_x);
    m_selectionSeries->attachAxis(m_y);
    connect(m_selectionSeries, &QXYSeries::clicked, this, &ScalingChartView::activatePoint);

    m_x->setRange(0.7, maxX * 1.4);
    m_y->setRange(0, maxY * 1.1 + 1);
    m_y->applyNiceNumbers();
    setSelectedCandidate(m_selected);
}

void ScalingChartView::setSelectedCandidate(int candidateIndex)
{
    m_selected = candidateIndex;
    if (!m_selectionSeries)
        return;
    m_selectionSeries->clear();
    if (m_points.contains(candidateIndex))
        m_selectionSeries->append(m_points.value(candidateIndex));
}

void ScalingChartView::activatePoint(const QPointF &value)
{
    const double spanX = std::log2(qMax(m_x->max(), 1.0)) - std::log2(qMax(m_x->min(), 1e-3));
    const double spanY = qMax(m_y->max() - m_y->min(), 1e-9);
    int best = -1;
    double bestDistance = std::numeric_limits<double>::max();
    for (auto it = m_points.cbegin(); it != m_points.cend(); ++it) {
        const double dx = (std::log2(it.value().x()) - std::log2(qMax(value.x(), 1e-3))) / qMax(spanX, 1e-9);
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
