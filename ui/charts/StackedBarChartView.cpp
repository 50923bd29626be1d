#include "charts/StackedBarChartView.h"

#include "charts/ChartStyle.h"
#include "common/Formatting.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>
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
    m_legendPointSize = chart()->legend()->font().pointSizeF();
    connect(chart(), &QChart::plotAreaChanged, this, &StackedBarChartView::fitLegend);
}

void StackedBarChartView::fitLegend()
{
    QLegend *legend = chart()->legend();
    int entries = 0;
    for (const QLegendMarker *marker : legend->markers())
        entries += marker->isVisible() ? 1 : 0;
    const qreal available = legend->geometry().height();
    if (entries == 0 || available <= 0)
        return;
    // An estimate: Qt Charts does not expose the height of a marker row. On the offscreen platform a
    // row is about the label's line height plus 8 px (21 px for a 13 px line) and the legend keeps a
    // margin; 10 and 12 px are taken to be safe. Rows shrink less than the font does, so with 10 or
    // more entries at 1280 × 800 the last one can still be cut (its name is shown on hover).
    constexpr qreal kRowPaddingPx = 10;
    constexpr qreal kMarginPx = 12;
    QFont font = legend->font();
    qreal size = m_legendPointSize;
    for (; size > 6; size -= 0.5) {
        font.setPointSizeF(size);
        if (entries * (QFontMetricsF(font).height() + kRowPaddingPx) + kMarginPx <= available)
            break;
    }
    if (!qFuzzyCompare(legend->font().pointSizeF(), size)) {
        font.setPointSizeF(size);
        legend->setFont(font);
    }
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
    fitLegend(); // the legend's height is that of the last layout; plotAreaChanged refits after the next
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
