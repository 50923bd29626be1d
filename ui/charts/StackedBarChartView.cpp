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
    : ChartView(objectName, parent)
{
    m_x = new QBarCategoryAxis(chart());
    m_x->setLabelsVisible(false);
    m_x->setGridLineVisible(false);
    m_y = new QValueAxis(chart());
    m_y->setTitleText(valueAxisTitle);
    addAxes(m_x, m_y, Qt::AlignRight);
}

void StackedBarChartView::setCandidate(const EvaluatedCandidate *candidate)
{
    m_shown = candidate ? std::optional<Candidate>(candidate->candidate) : std::nullopt;
    chart()->removeAllSeries(); // the bar (and every other series) and its category
    m_x->clear();
    m_hasBreakdown = candidate && showBreakdown(*candidate);
    if (!m_hasBreakdown) {
        showEmpty(candidate);
        m_y->setRange(0, 1);
    }
}

QStackedBarSeries *StackedBarChartView::showBars(const QString &category,
    const QList<QPair<QString, double>> &parts, const QString &hoverText, int decimals)
{
    m_x->append(category);
    auto *bars = new QStackedBarSeries;
    bars->setBarWidth(0.45);
    int colour = 0;
    for (const auto &[name, value] : parts) {
        const QColor color = ChartStyle::seriesColor(colour++); // a part keeps its colour when others are 0
        if (value == 0)
            continue; // no slice: no legend entry (the legend then fits beside the bar)
        auto *set = new QBarSet(name);
        set->setColor(color);
        set->setBorderColor(set->color().darker(130));
        *set << value;
        bars->append(set);
    }
    addSeries(bars, m_x, m_y);
    connect(bars, &QStackedBarSeries::hovered, this,
        [this, hoverText, decimals](bool status, int index, QBarSet *set) {
            if (status)
                QToolTip::showText(QCursor::pos(),
                    hoverText.arg(set->label(), Formatting::decimal(set->at(index), decimals)), this);
            else
                QToolTip::hideText();
        });
    return bars;
}
