#include "TraceChart.h"

#include <QAreaSeries>
#include <QChart>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>
#include <algorithm>

namespace {

const QColor kBaseline(0x1f, 0x77, 0xb4); // blue
const QColor kRecommended(0xff, 0x7f, 0x0e); // orange
const QColor kCapacity(0xd6, 0x27, 0x28); // red

int valueOf(const ScheduleSample &sample, TraceChart::Value value)
{
    return value == TraceChart::Value::GpusInUse ? sample.gpusInUse : sample.queuedJobs;
}

QLineSeries *lineOf(const QList<QPointF> &points, const QString &name, const QPen &pen)
{
    auto *series = new QLineSeries;
    series->setName(name);
    series->replace(points);
    series->setPen(pen);
    return series;
}

/// A filled area; `hatched` draws diagonal lines instead of a flat fill, so two areas stay apart where
/// they overlap (the baseline flat, the recommended hatched).
QAreaSeries *areaOf(const QList<QPointF> &points, const QString &name, QColor color, bool hatched)
{
    auto *upper = new QLineSeries;
    upper->replace(points);
    auto *area = new QAreaSeries(upper);
    upper->setParent(area);
    area->setName(name);
    area->setPen(QPen(color, hatched ? 2.0 : 1.5));
    color.setAlpha(hatched ? 200 : 80);
    area->setBrush(QBrush(color, hatched ? Qt::BDiagPattern : Qt::SolidPattern));
    return area;
}

} // namespace

double TraceChart::endSeconds(const Schedule &baseline, const Schedule *recommended)
{
    double end = baseline.samples.isEmpty() ? 0 : baseline.samples.last().timeSeconds;
    if (recommended && !recommended->samples.isEmpty())
        end = std::max(end, recommended->samples.last().timeSeconds);
    return end;
}

QList<QPointF> TraceChart::stepPoints(const QList<ScheduleSample> &samples, Value value, double endSeconds)
{
    QList<QPointF> points;
    if (samples.isEmpty())
        return points;
    const double end = std::max(endSeconds, samples.last().timeSeconds);
    if (samples.size() <= maxSteps) {
        points.reserve(2 * samples.size() + 1);
        double previous = valueOf(samples.first(), value);
        for (const ScheduleSample &sample : samples) {
            const double hours = sample.timeSeconds / 3600.0;
            points << QPointF(hours, previous) << QPointF(hours, valueOf(sample, value));
            previous = valueOf(sample, value);
        }
        points << QPointF(end / 3600.0, previous);
        return points;
    }
    const double start = samples.first().timeSeconds;
    const double width = std::max(end - start, 1e-9) / maxSteps;
    auto bucketOf = [&](double t) { return std::clamp(int((t - start) / width), 0, maxSteps - 1); };
    QList<int> maxima(maxSteps, 0);
    for (qsizetype i = 0; i < samples.size(); ++i) { // a sample holds until the next one
        const double until = i + 1 < samples.size() ? samples.at(i + 1).timeSeconds : end;
        for (int b = bucketOf(samples.at(i).timeSeconds); b <= bucketOf(until); ++b)
            maxima[b] = std::max(maxima.at(b), valueOf(samples.at(i), value));
    }
    points.reserve(2 * maxSteps);
    for (int b = 0; b < maxSteps; ++b)
        points << QPointF((start + b * width) / 3600.0, maxima.at(b))
               << QPointF((start + (b + 1) * width) / 3600.0, maxima.at(b));
    return points;
}

QChart *TraceChart::create(const Schedule &baseline, const Schedule *recommended)
{
    auto *chart = new QChart;
    chart->legend()->setAlignment(Qt::AlignBottom);
    const double end = endSeconds(baseline, recommended);
    const int capacity = baseline.cluster.totalGpus();

    auto *time = new QValueAxis;
    time->setTitleText(tr("time since the first submission (h)"));
    time->setLabelFormat(QStringLiteral("%.1f"));
    auto *gpus = new QValueAxis;
    gpus->setTitleText(tr("GPUs in use"));
    gpus->setLabelFormat(QStringLiteral("%d"));
    auto *queue = new QValueAxis;
    queue->setTitleText(tr("jobs queued"));
    queue->setLabelFormat(QStringLiteral("%d"));
    chart->addAxis(time, Qt::AlignBottom);
    chart->addAxis(gpus, Qt::AlignLeft);
    chart->addAxis(queue, Qt::AlignRight);

    auto attach = [&](QAbstractSeries *series, QValueAxis *y) {
        chart->addSeries(series);
        series->attachAxis(time);
        series->attachAxis(y);
    };
    int peakQueue = 0;
    // The two scenarios differ in fill (flat / hatched) and queue line (solid / dotted) as well as in
    // colour, so they stay apart where they overlap and in grey print.
    auto addScenario = [&](const Schedule &schedule, const QString &gpuName, const QString &queueName,
                           const QColor &color, bool second) {
        attach(areaOf(stepPoints(schedule.samples, Value::GpusInUse, end), gpuName, color, second), gpus);
        QPen pen(color.darker(130), second ? 2.5 : 2, second ? Qt::DotLine : Qt::SolidLine);
        attach(lineOf(stepPoints(schedule.samples, Value::QueuedJobs, end), queueName, pen), queue);
        for (const ScheduleSample &sample : schedule.samples)
            peakQueue = std::max(peakQueue, sample.queuedJobs);
    };
    addScenario(baseline, tr("GPUs in use, baseline"), tr("jobs queued, baseline"), kBaseline, false);
    if (recommended)
        addScenario(
            *recommended, tr("GPUs in use, recommended"), tr("jobs queued, recommended"), kRecommended, true);
    QPen dashed(kCapacity, 2, Qt::DashLine);
    attach(lineOf({QPointF(0, capacity), QPointF(end / 3600.0, capacity)},
               tr("capacity (%1 GPUs)").arg(capacity), dashed),
        gpus);

    time->setRange(0, std::max(end / 3600.0, 0.1));
    time->applyNiceNumbers();
    gpus->setRange(0, std::max(capacity, 1) * 1.1);
    gpus->applyNiceNumbers();
    const int queueStep = std::max(1, (peakQueue + 4) / 5); // whole jobs on the queue axis
    queue->setRange(0, queueStep * ((peakQueue + queueStep) / queueStep));
    queue->setTickType(QValueAxis::TicksDynamic);
    queue->setTickAnchor(0);
    queue->setTickInterval(queueStep);
    return chart;
}
