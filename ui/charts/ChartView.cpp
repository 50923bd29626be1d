#include "charts/ChartView.h"

#include "charts/ChartStyle.h"

#include <QAbstractAxis>
#include <QLegend>
#include <QToolTip>
#include <QXYSeries>

ChartView::ChartView(const QString &objectName, QWidget *parent)
    : QChartView(new QChart, parent) // the view owns it (setChart() would leak the default chart)
{
    setObjectName(objectName);
    setRenderHint(QPainter::Antialiasing);
    ChartStyle::apply(chart());
}

void ChartView::addAxes(QAbstractAxis *x, QAbstractAxis *y, Qt::Alignment legend)
{
    chart()->addAxis(x, Qt::AlignBottom);
    chart()->addAxis(y, Qt::AlignLeft);
    ChartStyle::styleAxisTitle(x);
    ChartStyle::styleAxisTitle(y);
    chart()->legend()->setAlignment(legend);
}

void ChartView::addSeries(QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y)
{
    chart()->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
}

void ChartView::showTextOnHover(QXYSeries *series, std::function<QString(qsizetype)> text)
{
    connect(series, &QXYSeries::hovered, this, [this, series, text](const QPointF &point, bool state) {
        const qsizetype at = series->points().indexOf(point);
        if (!state || at < 0) {
            QToolTip::hideText();
            return;
        }
        QToolTip::showText(QCursor::pos(), text(at), this);
    });
}
