#pragma once

#include "charts/ChartView.h"
#include "charts/StepQueue.h"

#include <QHash>
#include <QPointF>
#include <QSizeF>

class QScatterSeries;

/// The base of the charts whose points are the evaluation's configurations (ParetoChartView,
/// ScalingChartView): the selection ring, clicking near a point to select its configuration, and
/// series that are made again, in steps (StepQueue), when new points came while the chart was hidden.
class CandidateChartView : public ChartView
{
    Q_OBJECT
public:
    /// Rings `candidateIndex`'s point (none when it has no point, e.g. -1).
    void setSelectedCandidate(int candidateIndex);
    int selectedCandidate() const { return m_selected; }
    /// Chart coordinates (in the units of the axes) of a candidate's point; (0, 0) when it has none.
    QPointF pointOf(int candidateIndex) const { return points().value(candidateIndex); }
    /// Selects the candidate nearest to `value` (chart coordinates) and emits candidateClicked; nothing
    /// when the chart has no points.
    void activatePoint(const QPointF &value);
    /// True while a large point set is still being added to the chart (one part per event loop turn).
    bool isBuilding() const { return m_steps.isRunning(); }

signals:
    void candidateClicked(int candidateIndex);

protected:
    CandidateChartView(const QString &objectName, QWidget *parent);

    /// Every plotted configuration: candidate index → chart coordinates.
    virtual const QHash<int, QPointF> &points() const = 0;
    /// `point` (chart coordinates) where the axes are linear (a log axis: the logarithm), and the axes'
    /// spans (> 0) in those units: nearness to a click is measured in fractions of the spans.
    virtual QPointF linearPosition(const QPointF &point) const = 0;
    virtual QSizeF linearSpans() const = 0;
    /// Makes the series of points() on the emptied chart (queued on steps() for large sets) and, last,
    /// addSelectionSeries().
    virtual void createSeries() = 0;
    /// Brings the other markers up to date after the series (nothing by default).
    virtual void updateMarkers() { }

    /// New points: the next updateSeries() (at the latest when the chart is shown) makes the series again.
    void pointsChanged();
    /// Makes the series again if the points changed since, then updateMarkers() and the ring.
    void updateSeries();
    void showEvent(QShowEvent *event) override;
    /// Adds the selection ring, named `name` and `markerSize` px, through `attach` (which adds it to the
    /// chart and its axes) without a legend entry, and places it.
    void addSelectionSeries(
        const QString &name, qreal markerSize, const std::function<void(QXYSeries *)> &attach);
    StepQueue &steps() { return m_steps; }

private:
    void updateSelectionMarker();

    QScatterSeries *m_selectionSeries = nullptr;
    bool m_seriesOutOfDate = false; ///< the points changed since the series were made
    int m_selected = -1;
    QPointF m_selectionShown; ///< where the selection ring is (NaN: nowhere)
    StepQueue m_steps {this}; ///< createSeries()'s steps still to run
};
