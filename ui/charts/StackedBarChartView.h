#pragma once

#include "charts/ChartView.h"
#include "model/Evaluation.h"

#include <QList>
#include <QPair>
#include <optional>

class QBarCategoryAxis;
class QStackedBarSeries;
class QValueAxis;

/// The base of the charts that break the selected configuration's figure into parts as one stacked bar
/// (the memory and step-time charts): the chart with its category and value axes, the configuration
/// shown, and the bar itself with a tooltip per part. The subclass words the title, the axis and the
/// tooltips.
class StackedBarChartView : public ChartView
{
    Q_OBJECT
public:
    /// Shows `candidate`'s breakdown (nullptr: nothing selected).
    void setCandidate(const EvaluatedCandidate *candidate);
    /// True when the configuration shown has a breakdown (the bar is drawn).
    bool hasBreakdown() const { return m_hasBreakdown; }
    /// The configuration shown (none when nothing is selected).
    std::optional<Candidate> shownCandidate() const { return m_shown; }

protected:
    /// A chart named `objectName` whose value axis is titled `valueAxisTitle` (e.g. "GB per GPU").
    StackedBarChartView(const QString &objectName, const QString &valueAxisTitle, QWidget *parent);

    /// Draws `candidate`'s breakdown on the emptied chart: its title, tooltip, showBars() and value
    /// range. Returns false, drawing nothing, when the candidate has no breakdown.
    virtual bool showBreakdown(const EvaluatedCandidate &candidate) = 0;
    /// Words the chart without a bar: `candidate` has no breakdown, or nothing is selected (nullptr).
    /// The value axis is set to 0…1 after it.
    virtual void showEmpty(const EvaluatedCandidate *candidate) = 0;

    /// Shows `parts` {name, value in the value axis's unit} stacked in one bar named `category`, in
    /// ChartStyle's series colours (the i-th part the i-th colour); parts of 0 are left out (no slice,
    /// no legend entry). Hovering a part shows `hoverText` with %1 its name and %2 its value
    /// with `decimals` decimals (e.g. "%1: %2 s"). The value axis is not rescaled.
    QStackedBarSeries *showBars(const QString &category, const QList<QPair<QString, double>> &parts,
        const QString &hoverText, int decimals);

    QBarCategoryAxis *categoryAxis() const { return m_x; }
    QValueAxis *valueAxis() const { return m_y; }

private:
    /// Makes the legend's font smaller, down to 6 pt, until every entry fits in the legend's height
    /// (a memory breakdown has up to 12 entries beside a chart about 250 px high; a cut-off last entry
    /// would hide what the dashed line is). Called after each layout (QChart::plotAreaChanged); it only
    /// sets the font when the size changes, so the layout it starts ends there.
    void fitLegend();

    QBarCategoryAxis *m_x = nullptr;
    QValueAxis *m_y = nullptr;
    bool m_hasBreakdown = false;
    qreal m_legendPointSize = 0; ///< ChartStyle's legend size, the largest fitLegend() uses
    std::optional<Candidate> m_shown;
};
