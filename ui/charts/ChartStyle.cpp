#include "charts/ChartStyle.h"

#include "charts/StepQueue.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QAreaSeries>
#include <QChart>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPainter>
#include <QPalette>
#include <QScatterSeries>
#include <QSet>
#include <QValueAxis>
#include <QtMath>
#include <cmath>
#include <iterator>

namespace ChartStyle {

bool isDarkPalette()
{
    return QApplication::palette().color(QPalette::Window).lightness() < 128;
}

void apply(QChart *chart)
{
    chart->setTheme(isDarkPalette() ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setBackgroundBrush(QApplication::palette().brush(QPalette::Base));
    chart->setTitleBrush(QApplication::palette().brush(QPalette::Text));
    chart->legend()->setLabelColor(QApplication::palette().color(QPalette::Text));
    chart->legend()->setShowToolTips(true); // a name cut short ("Allocator headro…") in full on hover
    QFont legendFont = chart->legend()->font(); // a point smaller: whole names beside a 400 px chart
    legendFont.setPointSizeF(legendFont.pointSizeF() - 1);
    chart->legend()->setFont(legendFont);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setMargins(QMargins(4, 4, 4, 4));
    QFont title = chart->titleFont();
    title.setBold(true);
    chart->setTitleFont(title);
    chart->setLocalizeNumbers(true); // "%.0f" labels through QLocale, like Formatting
    chart->setLocale(QLocale());
}

void styleAxisTitle(QAbstractAxis *axis)
{
    QFont font = axis->titleFont();
    font.setBold(false);
    font.setPointSizeF(font.pointSizeF() - 1);
    axis->setTitleFont(font);
}

void limitTicks(QValueAxis *axis, int maxTicks)
{
    const int ticks = axis->tickCount();
    if (ticks <= maxTicks || ticks < 2)
        return;
    // applyNiceNumbers() left `ticks` ticks a nice step apart: keep every k-th, from the minimum.
    const double step = (axis->max() - axis->min()) / (ticks - 1);
    const int every = (ticks - 1 + maxTicks - 2) / (maxTicks - 1);
    axis->setTickAnchor(axis->min());
    axis->setTickInterval(step * every);
    axis->setTickType(QValueAxis::TicksDynamic);
}

QXYSeries *pointSeries(bool large, const QColor &color, qreal markerSize)
{
    if (!large) {
        auto *scatter = new QScatterSeries;
        scatter->setMarkerSize(markerSize);
        scatter->setColor(color);
        scatter->setBorderColor(color.darker(130));
        return scatter;
    }
    // A QLineSeries whose line is not drawn, with a "light marker": one prepared image blitted per point
    // (no graphics item, no ellipse path per point).
    auto *dots = new QLineSeries;
    QPen pen(color); // the legend's colour; the line itself is not drawn
    pen.setStyle(Qt::NoPen);
    dots->setPen(pen);
    dots->setMarkerSize(markerSize);
    dots->setLightMarker(dotImage(color, markerSize));
    return dots;
}

QImage dotImage(const QColor &color, qreal diameter)
{
    const int size = qMax(1, qCeil(diameter));
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(color.darker(130), 1));
    painter.setBrush(color);
    painter.drawEllipse(QRectF(0.5, 0.5, size - 1.0, size - 1.0));
    return image;
}

QList<QGraphicsItem *> sceneItems(const QChart *chart)
{
    return chart && chart->scene() ? chart->scene()->items() : QList<QGraphicsItem *>();
}

QList<QGraphicsItem *> seriesItemsAddedSince(const QChart *chart, const QList<QGraphicsItem *> &before)
{
    const QSet<QGraphicsItem *> old(before.cbegin(), before.cend());
    QList<QGraphicsItem *> added;
    for (QGraphicsItem *item : sceneItems(chart))
        if (!old.contains(item) && !chart->legend()->isAncestorOf(item))
            added.append(item);
    return added;
}

void queuePointSeries(StepQueue &steps, QChart *chart, const PointSeriesData &bin, bool large,
    qreal markerSize, const std::function<void(QXYSeries *)> &attach)
{
    for (qsizetype first = 0; first < qMax<qsizetype>(bin.points.size(), 1); first += pointsPerStep) {
        steps.add([=] {
            QXYSeries *series = pointSeries(large, bin.color, markerSize);
            series->setName(bin.name);
            const QList<QGraphicsItem *> before = sceneItems(chart);
            attach(series);
            // Large sets through a device-coordinate cache: thousands of points are drawn once, and a
            // repaint (a marker moved over them, the next part of the set added) copies their pixels.
            if (large)
                for (QGraphicsItem *item : seriesItemsAddedSince(chart, before))
                    item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
            if (first > 0)
                for (QLegendMarker *marker : series->chart()->legend()->markers(series))
                    marker->setVisible(false); // one legend entry per bin
            series->replace(bin.points.mid(first, pointsPerStep)); // once attached: one layout
        });
    }
}

QColor seriesColor(int index)
{
    static const QColor colours[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e),
        QColor(0x2c, 0xa0, 0x2c), QColor(0xd6, 0x27, 0x28), QColor(0x94, 0x67, 0xbd),
        QColor(0x8c, 0x56, 0x4b), QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f),
        QColor(0xbc, 0xbd, 0x22), QColor(0x17, 0xbe, 0xcf),
        // two of matplotlib's tab20b, so the memory bar's 11 parts all differ (the 11th, "CUDA
        // context, NCCL", had the 1st's blue, "Weights": top and bottom of the bar looked the same)
        QColor(0x39, 0x3b, 0x79), QColor(0x63, 0x79, 0x39)};
    constexpr int count = int(std::size(colours));
    return colours[((index % count) + count) % count];
}

QColor pickColor()
{
    return isDarkPalette() ? QColor(0xff, 0xd7, 0x00) : QColor(0xc0, 0x8b, 0x00);
}
QColor selectionColor()
{
    return isDarkPalette() ? QColor(0xff, 0xff, 0xff) : QColor(0x00, 0x00, 0x00);
}

QScatterSeries *selectionSeries(const QString &name, qreal markerSize)
{
    auto *series = new QScatterSeries;
    series->setName(name);
    series->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    series->setMarkerSize(markerSize);
    series->setColor(Qt::transparent);
    QPen pen(selectionColor());
    pen.setWidthF(2.5);
    series->setPen(pen);
    return series;
}

bool showSelection(QXYSeries *series, QPointF &shown, const QHash<int, QPointF> &points, int candidate)
{
    const auto point = points.constFind(candidate);
    const QPointF wanted = point != points.cend() ? *point : QPointF(NAN, NAN);
    if (wanted == shown || (std::isnan(wanted.x()) && std::isnan(shown.x())))
        return false;
    shown = wanted;
    series->replace(std::isnan(wanted.x()) ? QList<QPointF>() : QList<QPointF> {wanted});
    return true;
}

QPen referenceLinePen()
{
    QPen pen(isDarkPalette() ? QColor(0xdd, 0xdd, 0xdd) : QColor(0x44, 0x44, 0x44));
    pen.setWidthF(1.5);
    pen.setStyle(Qt::DashLine);
    return pen;
}

QAreaSeries *toleranceBand(
    QChart *chart, const QList<QPointF> &upper, const QList<QPointF> &lower, const QString &name)
{
    auto *upperLine = new QLineSeries(chart);
    auto *lowerLine = new QLineSeries(chart);
    upperLine->append(upper);
    lowerLine->append(lower);
    auto *band = new QAreaSeries(upperLine, lowerLine);
    band->setName(name);
    QColor color = isDarkPalette() ? QColor(0x80, 0x80, 0x80) : QColor(0xb0, 0xb0, 0xb0);
    color.setAlpha(90);
    band->setBrush(color);
    band->setPen(Qt::NoPen);
    return band;
}

QLogValueAxis *totalGpusAxis(QChart *chart, const QString &title)
{
    auto *axis = new QLogValueAxis(chart);
    axis->setBase(2);
    axis->setTitleText(title);
    axis->setLabelFormat(QStringLiteral("%.0f"));
    axis->setMinorTickCount(0);
    return axis;
}

} // namespace ChartStyle
