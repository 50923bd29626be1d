#pragma once

#include <QColor>
#include <QList>
#include <QPointF>
#include <QString>

/// One coloured set of chart points prepared off the GUI thread (ParetoChartData, ScalingChartData): a
/// view turns it into one Qt Charts series with a single QXYSeries::replace().
struct PointSeriesData
{
    QString name; ///< the legend entry
    QColor color;
    QList<QPointF> points; ///< chart coordinates, in the units of the chart's axes
};
