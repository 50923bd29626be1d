#pragma once

#include <QChartView>
#include <QString>
#include <functional>

class QAbstractAxis;
class QAbstractSeries;
class QXYSeries;

/// The base of the application's charts: a QChartView that owns its chart, drawn antialiased in
/// ChartStyle's look, with the steps every chart repeats: placing the axes, adding a series on two of
/// them, a tool tip per hovered point.
class ChartView : public QChartView
{
    Q_OBJECT
protected:
    /// A chart named `objectName` (how tests and the window find it), styled by ChartStyle::apply().
    ChartView(const QString &objectName, QWidget *parent);

    /// Adds `x` at the bottom and `y` at the left of the chart, which takes them over, titled in
    /// ChartStyle::styleAxisTitle()'s font, and puts the legend at `legend` (Qt::AlignRight or
    /// Qt::AlignBottom).
    void addAxes(QAbstractAxis *x, QAbstractAxis *y, Qt::Alignment legend);
    /// Adds `series` to the chart, which takes it over, attached to the chart's axes `x` and `y`.
    void addSeries(QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y);
    /// Hovering one of `series`' points shows `text(i)` as a tool tip, i its index in the series.
    void showTextOnHover(QXYSeries *series, std::function<QString(qsizetype)> text);
};
