#include "charts/ScalingChartView.h"

#include "charts/ChartStyle.h"

#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>
#include <cmath>
#include <limits>

ScalingChartView::ScalingChartView(QWidget *parent)
    : QChartView(new QChart, parent) // the view owns it (setChart() would leak the default chart)
    , m_data(std::make_shared<const ScalingChartData>())
{
    setObjectName(QStringLiteral("scalingChartView"));
    setRenderHint(QPainter::Antialiasing);
    QChart *chart = this->chart();
    ChartStyle::apply(chart);
    m_x = ChartStyle::totalGpusAxis(chart, tr("Total GPUs"));
    m_y = new QValueAxis(chart);
    m_y->setTitleText(tr("Throughput (tokens/s)"));
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->setTitle(tr("Throughput vs total GPUs"));
    clear();
}

void ScalingChartView::clear()
{
    setEvaluation(nullptr);
}

void ScalingChartView::setEvaluation(
    std::shared_ptr<const Evaluation> evaluation, std::shared_ptr<const ScalingChartData> data)
{
    if (evaluation && evaluation == m_evaluation)
        return; // every predicted candidate is drawn, ranked or not: a re-rank changes nothing
    m_evaluation = std::move(evaluation);
    m_data = data ? std::move(data)
                  : std::make_shared<const ScalingChartData>(
                      m_evaluation ? ScalingChartData::build(*m_evaluation) : ScalingChartData {});
    m_seriesOutOfDate = true;
    m_steps.clear(); // the old series' remaining parts
    if (isVisible()) {
        createSeries();
        updateSelectionMarker();
    }
}

void ScalingChartView::showEvent(QShowEvent *event)
{
    if (m_seriesOutOfDate)
        createSeries();
    updateSelectionMarker();
    QChartView::showEvent(event);
}

void ScalingChartView::createSeries()
{
    m_seriesOutOfDate = false;
    m_steps.clear();
    chart()->removeAllSeries();
    m_selectionSeries = nullptr;
    m_selectionShown = QPointF(NAN, NAN);
    const ScalingChartData &data = *m_data;
    if (data.points.isEmpty()) {
        m_x->setRange(1, 2);
        m_y->setRange(0, 1);
        return;
    }
    // The axes first, then each series added empty and given its points once attached: Qt Charts lays
    // out every point of every attached series again at each axis or domain change.
    // Log axis labels at powers of 2, or of 4 or 8 on wide ranges: at most about eight labels, so
    // they never collapse into "…".
    const double maxX = data.maxX;
    m_x->setBase(maxX > 4096 ? 8 : maxX > 64 ? 4 : 2);
    m_x->setRange(0.7, maxX * (maxX > 64 ? 2.5 : 1.4)); // room for the last label on wide ranges
    m_y->setRange(0, data.maxY * 1.1 + 1);
    m_y->applyNiceNumbers();

    const bool large = data.points.size() > ChartStyle::largePointCount;
    setRenderHint(QPainter::Antialiasing, !large);
    const std::function<void(QXYSeries *)> addSeries = [this](QXYSeries *series) {
        chart()->addSeries(series);
        series->attachAxis(m_x);
        series->attachAxis(m_y);
        connect(series, &QXYSeries::clicked, this, &ScalingChartView::activatePoint);
    };
    // A large set of points is added a few thousand per event loop turn (grouped bins are points only;
    // lines, at most ValueBins::maxSeries of them, are added whole).
    for (const PointSeriesData &bin : data.bins) {
        if (data.grouped) {
            ChartStyle::queuePointSeries(m_steps, chart(), bin, large, 7, addSeries);
            continue;
        }
        m_steps.add([bin, addSeries] {
            auto *line = new QLineSeries;
            line->setPointsVisible(true);
            QPen pen(bin.color);
            pen.setWidthF(2);
            line->setPen(pen);
            line->setColor(bin.color);
            line->setName(bin.name);
            addSeries(line);
            line->replace(bin.points); // once attached: one layout
        });
    }
    m_steps.add([this, addSeries, data = m_data] {
        if (data->grouped) {
            auto *best = new QLineSeries;
            best->setName(tr("fastest batch"));
            best->setObjectName(QStringLiteral("fastestBatchSeries"));
            QPen pen(ChartStyle::isDarkPalette() ? QColor(0xdd, 0xdd, 0xdd) : QColor(0x33, 0x33, 0x33));
            pen.setWidthF(2);
            best->setPen(pen);
            addSeries(best);
            best->replace(data->fastest);
        }
        m_selectionSeries = ChartStyle::selectionSeries(tr("Selected"), 18);
        addSeries(m_selectionSeries);
        for (QLegendMarker *marker : chart()->legend()->markers(m_selectionSeries))
            marker->setVisible(false);
        updateSelectionMarker();
    });
    if (!large)
        m_steps.runAll();
}

void ScalingChartView::setSelectedCandidate(int candidateIndex)
{
    m_selected = candidateIndex;
    if (isVisible())
        updateSelectionMarker();
}

void ScalingChartView::updateSelectionMarker()
{
    if (!m_selectionSeries)
        return;
    ChartStyle::showSelection(m_selectionSeries, m_selectionShown, m_data->points, m_selected);
}

void ScalingChartView::activatePoint(const QPointF &value)
{
    const double spanX = std::log2(qMax(m_x->max(), 1.0)) - std::log2(qMax(m_x->min(), 1e-3));
    const double spanY = qMax(m_y->max() - m_y->min(), 1e-9);
    int best = -1;
    double bestDistance = std::numeric_limits<double>::max();
    for (auto it = m_data->points.cbegin(); it != m_data->points.cend(); ++it) {
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
