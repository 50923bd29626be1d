#include "charts/ScalingChartView.h"

#include "charts/ChartStyle.h"

#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>
#include <cmath>

ScalingChartView::ScalingChartView(QWidget *parent)
    : CandidateChartView(QStringLiteral("scalingChartView"), parent)
    , m_data(std::make_shared<const ScalingChartData>())
{
    QChart *chart = this->chart();
    m_x = ChartStyle::totalGpusAxis(chart, tr("Total GPUs"));
    m_y = new QValueAxis(chart);
    m_y->setTitleText(tr("Throughput (tokens/s)"));
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    addAxes(m_x, m_y, Qt::AlignRight);
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
    m_data = data && m_metric == ScalingChartData::Metric::Throughput
        ? std::move(data)
        : std::make_shared<const ScalingChartData>(
            m_evaluation ? ScalingChartData::build(*m_evaluation, m_metric) : ScalingChartData {});
    pointsChanged();
    if (isVisible())
        updateSeries();
}

void ScalingChartView::setMetric(ScalingChartData::Metric metric)
{
    if (metric == m_metric)
        return;
    m_metric = metric;
    const bool energy = metric == ScalingChartData::Metric::EnergyPerToken;
    m_y->setTitleText(energy ? tr("Energy (J/token)") : tr("Throughput (tokens/s)"));
    m_y->setLabelFormat(energy ? QStringLiteral("%.2f") : QStringLiteral("%.0f"));
    chart()->setTitle(energy ? tr("Energy per token vs total GPUs") : tr("Throughput vs total GPUs"));
    std::shared_ptr<const Evaluation> evaluation = std::move(m_evaluation);
    setEvaluation(std::move(evaluation));
}

QPointF ScalingChartView::linearPosition(const QPointF &point) const
{
    return {std::log2(qMax(point.x(), 1e-3)), point.y()};
}

QSizeF ScalingChartView::linearSpans() const
{
    return {qMax(std::log2(qMax(m_x->max(), 1.0)) - std::log2(qMax(m_x->min(), 1e-3)), 1e-9),
        qMax(m_y->max() - m_y->min(), 1e-9)};
}

void ScalingChartView::createSeries()
{
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
    if (data.minX == maxX) // one GPU count (e.g. layouts on a fixed cluster): a power of 2 either side of it
        m_x->setRange(qMax(0.7, maxX / 2.2), maxX * 2.2);
    else
        m_x->setRange(0.7, maxX * (maxX > 64 ? 2.5 : 1.4)); // room for the last label on wide ranges
    m_y->setRange(
        0, m_metric == ScalingChartData::Metric::Throughput ? data.maxY * 1.1 + 1 : data.maxY * 1.1);
    m_y->applyNiceNumbers();

    const bool large = data.points.size() > ChartStyle::largePointCount;
    setRenderHint(QPainter::Antialiasing, !large);
    const std::function<void(QXYSeries *)> attach = [this](QXYSeries *series) {
        addSeries(series, m_x, m_y);
        connect(series, &QXYSeries::clicked, this, &ScalingChartView::activatePoint);
    };
    // A large set of points is added a few thousand per event loop turn (grouped bins are points only;
    // lines, at most ValueBins::maxSeries of them, are added whole).
    for (const PointSeriesData &bin : data.bins) {
        if (data.grouped) {
            ChartStyle::queuePointSeries(steps(), chart(), bin, large, 7, attach);
            continue;
        }
        steps().add([bin, attach] {
            auto *line = new QLineSeries;
            line->setPointsVisible(true);
            QPen pen(bin.color);
            pen.setWidthF(2);
            line->setPen(pen);
            line->setColor(bin.color);
            line->setName(bin.name);
            attach(line);
            line->replace(bin.points); // once attached: one layout
        });
    }
    steps().add([this, attach, data = m_data] {
        if (data->grouped) {
            auto *best = new QLineSeries;
            best->setName(m_metric == ScalingChartData::Metric::Throughput ? tr("fastest batch")
                                                                           : tr("least energy batch"));
            best->setObjectName(QStringLiteral("fastestBatchSeries"));
            QPen pen(ChartStyle::isDarkPalette() ? QColor(0xdd, 0xdd, 0xdd) : QColor(0x33, 0x33, 0x33));
            pen.setWidthF(2);
            best->setPen(pen);
            attach(best);
            best->replace(data->fastest);
        }
        addSelectionSeries(tr("Selected"), 18, attach);
    });
    if (!large)
        steps().runAll();
}
