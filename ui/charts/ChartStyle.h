#pragma once

#include <QColor>
#include <QHash>
#include <QList>
#include <QPen>
#include <QPointF>
#include <QString>

#include "charts/PointSeriesData.h"

#include <functional>

class QAbstractAxis;
class QAreaSeries;
class QGraphicsItem;
class QChart;
class QLogValueAxis;
class QValueAxis;
class QImage;
class QScatterSeries;
class QXYSeries;
class StepQueue;

#include <QtGlobal>

/// Shared look of the result charts: a light or dark theme following the application palette
/// (dark palettes render correctly) and a qualitative colour per series. Never OpenGL
/// (toolchain.md G11: it crashes on the offscreen platform).
namespace ChartStyle {
/// Charts with more points than this draw them without antialiasing and without one graphics item per
/// marker (Qt Charts' QScatterSeries creates an item per point: 35,000 points took seconds).
constexpr int largePointCount = 2000;
bool isDarkPalette();
/// Theme, colours and fonts (the legend a point smaller, its cut names in full as tool tips); axis numbers in
/// the application's locale with digit grouping, as the tables format them (18,408.7, not 18408.7).
void apply(QChart *chart);
/// The total-GPUs axis of the scaling and time-to-train charts, owned by `chart` (not yet added to it):
/// logarithmic base 2 (GPU counts double), whole-number labels, no minor ticks, titled `title` (the
/// caller's translated "Total GPUs").
QLogValueAxis *totalGpusAxis(QChart *chart, const QString &title);
/// The axis titles' font: a point smaller than the theme's and not bold, so that "Throughput
/// (tokens/s)" fits beside a 150 px high plot.
void styleAxisTitle(QAbstractAxis *axis);
/// After applyNiceNumbers(): at most `maxTicks` (≥ 2) labelled ticks on `axis`, every k-th of its nice
/// ticks from the minimum, so that grouped numbers (1,200 W) have room on a narrow plot.
void limitTicks(QValueAxis *axis, int maxTicks);
/// A series of `color` dots of `markerSize` px: a QScatterSeries, or for `large` point sets a
/// QLineSeries with an invisible line whose points are drawn as one prepared image each (a "light
/// marker": no graphics item and no ellipse outline per point).
QXYSeries *pointSeries(bool large, const QColor &color, qreal markerSize);
/// An antialiased dot of `color` with a darker rim, `diameter` px: the light marker of pointSeries().
QImage dotImage(const QColor &color, qreal diameter);
/// Points of a large set added to a chart per event loop turn (StepQueue): laying out this many light
/// markers in Qt Charts takes a few milliseconds.
constexpr int pointsPerStep = 4000;
/// Queues `bin` on `steps` as pointSeries() of `markerSize` for `chart`, cut into series of at most
/// pointsPerStep points (the first named `bin.name`, the others without a legend entry). Each step makes one
/// series, passes it to `attach` (which adds it to the chart and its axes) and then gives it its points.
/// Large sets' series are drawn through a device-coordinate cache (a repaint copies their pixels).
void queuePointSeries(StepQueue &steps, QChart *chart, const PointSeriesData &bin, bool large,
    qreal markerSize, const std::function<void(QXYSeries *)> &attach);
/// The graphics items of `chart`'s scene (none before the chart is in a scene).
QList<QGraphicsItem *> sceneItems(const QChart *chart);
/// The graphics items `chart` gained since `before` (taken with sceneItems() just before a series was
/// added), except its legend entries: the items that draw that series.
QList<QGraphicsItem *> seriesItemsAddedSince(const QChart *chart, const QList<QGraphicsItem *> &before);
/// The pen of a reference line drawn under the points (the Pareto front, the parity chart's y = x):
/// dashed, 1.5 px, light grey on dark palettes and dark grey on light ones.
QPen referenceLinePen();
/// The band of ±10 % around the exact prediction (the predictor lab's charts): the area between the
/// lines through `upper` and through `lower` (owned by `chart`), named `name`, translucent grey
/// without an outline. Not yet added to the chart.
QAreaSeries *toleranceBand(
    QChart *chart, const QList<QPointF> &upper, const QList<QPointF> &lower, const QString &name);
/// The i-th series colour (cycles through 12 colours: matplotlib's tab10 and two of tab20b).
QColor seriesColor(int index);
/// Marker colour of the current pick and of the selection.
QColor pickColor();
QColor selectionColor();
/// The selection ring: a transparent circle of `markerSize` px with a selectionColor() rim, named `name`
/// (hide its legend marker once it is in the chart: the ring explains itself).
QScatterSeries *selectionSeries(const QString &name, qreal markerSize);
/// Moves the selection ring `series` to `candidate`'s point in `points` (nowhere when it has none);
/// `shown` is where the ring is now (NaN: nowhere). Returns false, without touching the series (no
/// repaint), when the ring is already there.
bool showSelection(QXYSeries *series, QPointF &shown, const QHash<int, QPointF> &points, int candidate);
} // namespace ChartStyle
