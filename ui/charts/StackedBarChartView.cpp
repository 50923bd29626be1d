#include "charts/StackedBarChartView.h"

#include "charts/ChartStyle.h"
#include "common/Formatting.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>

StackedBarChartView::StackedBarChartView(
    const QString &objectName, const QString &valueAxisTitle, QWidget *parent)
    : QChartView(new QChart, parent) // the view owns it (setChart() would leak the default chart)
{
    setObjectName(objectName);
    setRenderHint(QPainter::Antialiasing);
    QChart *chart = this->chart();
    ChartStyle::apply(chart);
    m_x = new QBarCategoryAxis(chart);
    m_x->setLabelsVisible(false);
    m_x->setGridLineVisible(false);
    m_y = new QValueAxis(chart);
    m_y->setTitleText(valueAxisTitle);
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    chart->legend()->setAlignment(Qt::AlignRight);
}

void StackedBarChartView::clearBars()
{
    chart()->removeAllSeries();
    m_x->clear();
}

QStackedBarSeries *StackedBarChartView::showBars(const QString &category,
    const QList<QPair<QString, double>> &parts, const QString &hoverText, int decimals)
{
    m_x->append(category);
    auto *bars = new QStackedBarSeries;
    bars->setBarWidth(0.45);
    int colour = 0;
    for (const auto &[name, value] : parts) {
        auto *set = new QBarSet(name);
        set->setColor(ChartStyle::seriesColor(colour++));
        set->setBorderColor(set->color().darker(130));
        *set << value;
        bars->append(set);
    }
    chart()->addSeries(bars);
    connect(bars, &QStackedBarSeries::hovered, this,
        [this, hoverText, decimals](bool status, int index, QBarSet *set) {
            if (status)
                QToolTip::showText(QCursor::pos(),
                    hoverText.arg(set->label(), Formatting::decimal(set->at(index), decimals)), this);
            else
                QToolTip::hideText();
        });
    bars->attachAxis(m_x);
    bars->attachAxis(m_y);
    return bars;
}
