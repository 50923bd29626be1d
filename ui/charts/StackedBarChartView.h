#pragma once

#include <QChartView>
#include <QList>
#include <QPair>

class QBarCategoryAxis;
class QStackedBarSeries;
class QValueAxis;

/// The base of the charts that break one configuration's figure into parts as one stacked bar (the
/// memory and step-time charts): the chart with its category and value axes, and the bar itself with
/// a tooltip per part. The subclass words the title, the axis and the tooltips.
class StackedBarChartView : public QChartView
{
    Q_OBJECT
protected:
    /// A chart named `objectName` whose value axis is titled `valueAxisTitle` (e.g. "GiB per GPU").
    StackedBarChartView(const QString &objectName, const QString &valueAxisTitle, QWidget *parent);

    /// Removes the bar (and every other series) and its category.
    void clearBars();
    /// Shows `parts` {name, value in the value axis's unit} stacked in one bar named `category`, in
    /// ChartStyle's series colours. Hovering a part shows `hoverText` with %1 its name and %2 its value
    /// with `decimals` decimals (e.g. "%1: %2 s"). The value axis is not rescaled.
    QStackedBarSeries *showBars(const QString &category, const QList<QPair<QString, double>> &parts,
        const QString &hoverText, int decimals);

    QBarCategoryAxis *categoryAxis() const { return m_x; }
    QValueAxis *valueAxis() const { return m_y; }

private:
    QBarCategoryAxis *m_x = nullptr;
    QValueAxis *m_y = nullptr;
};
