#include "charts/ScalingChartView.h"

#include "charts/ChartStyle.h"
#include "charts/ValueBins.h"
#include "common/Formatting.h"

#include <QLegendMarker>
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
    m_x->setLabelFormat(QStringLiteral("%.0f"));
    m_x->setMinorTickCount(0);
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
    Q_UNUSED(ranking); // every predicted candidate is drawn, ranked or not: a re-rank changes nothing
    if (evaluation && evaluation == m_evaluation)
        return;
    m_evaluation = evaluation;
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
    QList<qint64> batchSizes;
    for (int i = 0; i < evaluation->candidates.size(); ++i) {
        const EvaluatedCandidate &c = evaluation->candidates.at(i);
        if (c.prediction && c.prediction->throughputTokensPerSecond > 0)
            batchSizes << c.candidate.batchSize;
    }
    // One line per batch size when there are few; otherwise the points of each power-of-two range of
    // batch sizes (a colour scale) and one line through the fastest batch size of each GPU count.
    const ValueBins bins(batchSizes);
    const bool large = batchSizes.size() > ChartStyle::largePointCount;
    setRenderHint(QPainter::Antialiasing, !large);
    QList<QList<QPointF>> binPoints(bins.count());
    QMap<int, double> fastest; // per total GPUs
    double maxX = 1, maxY = 0;
    for (int i = 0; i < evaluation->candidates.size(); ++i) {
        const EvaluatedCandidate &c = evaluation->candidates.at(i);
        if (!c.prediction || !(c.prediction->throughputTokensPerSecond > 0))
            continue;
        const QPointF point(c.candidate.totalGpus, c.prediction->throughputTokensPerSecond);
        binPoints[bins.binOf(c.candidate.batchSize)] << point;
        m_points.insert(i, point);
        fastest[c.candidate.totalGpus] = qMax(fastest.value(c.candidate.totalGpus), point.y());
        maxX = qMax(maxX, point.x());
        maxY = qMax(maxY, point.y());
    }
    const auto addSeries = [this](QXYSeries *series) {
        chart()->addSeries(series);
        series->attachAxis(m_x);
        series->attachAxis(m_y);
        connect(series, &QXYSeries::clicked, this, &ScalingChartView::activatePoint);
    };
    for (int bin = 0; bin < bins.count(); ++bin) {
        QXYSeries *series = nullptr;
        if (bins.isGrouped()) {
            series = ChartStyle::pointSeries(large, bins.color(bin), 7);
            series->setName(bins.lower(bin) == bins.upper(bin)
                    ? tr("batch %1").arg(bins.lower(bin))
                    : tr("batch %1–%2").arg(bins.lower(bin)).arg(bins.upper(bin)));
        } else {
            auto *line = new QLineSeries;
            line->setPointsVisible(true);
            QPen pen(bins.color(bin));
            pen.setWidthF(2);
            line->setPen(pen);
            line->setName(tr("batch %1").arg(bins.lower(bin)));
            series = line;
        }
        if (!bins.isGrouped())
            series->setColor(bins.color(bin));
        series->replace(binPoints.at(bin));
        addSeries(series);
    }
    m_lineCount = bins.count();
    if (bins.isGrouped()) {
        auto *best = new QLineSeries;
        best->setName(tr("fastest batch"));
        best->setObjectName(QStringLiteral("fastestBatchSeries"));
        QPen pen(ChartStyle::isDarkPalette() ? QColor(0xdd, 0xdd, 0xdd) : QColor(0x33, 0x33, 0x33));
        pen.setWidthF(2);
        best->setPen(pen);
        for (auto it = fastest.cbegin(); it != fastest.cend(); ++it)
            best->append(it.key(), it.value());
        addSeries(best);
    }

    m_selectionSeries = new QScatterSeries;
    m_selectionSeries->setName(tr("Selected"));
    m_selectionSeries->setMarkerSize(18);
    m_selectionSeries->setColor(Qt::transparent);
    QPen selectionPen(ChartStyle::selectionColor());
    selectionPen.setWidthF(2.5);
    m_selectionSeries->setPen(selectionPen);
    addSeries(m_selectionSeries);
    for (QLegendMarker *marker : chart()->legend()->markers(m_selectionSeries))
        marker->setVisible(false);

    // Log axis labels at powers of 2, or of 4 or 8 on wide ranges: at most about eight labels, so
    // they never collapse into "…".
    m_x->setBase(maxX > 4096 ? 8 : maxX > 64 ? 4 : 2);
    m_x->setRange(0.7, maxX * (maxX > 64 ? 2.5 : 1.4)); // room for the last label on wide ranges
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
