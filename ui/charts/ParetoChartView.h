#pragma once

#include "charts/ParetoChartData.h"
#include "charts/StepQueue.h"
#include "model/Evaluation.h"
#include "rank/Ranking.h"

#include <QChartView>
#include <memory>

class QScatterSeries;
class QValueAxis;
class QXYSeries;

/// Chart 1: throughput vs cluster power of every ranked configuration, one colour per GPU count (per
/// power-of-two range of counts when there are many: ValueBins),
/// the Pareto front (most throughput for the power) as a line, the top_k and the current pick
/// marked. Clicking a point selects its configuration.
///
/// Its data (ParetoChartData) can be made off the GUI thread. While the chart is not visible (another
/// tab is shown), new data and rankings are only kept; the series are made or moved when it is shown.
/// A re-rank of the same configurations only moves the top-k and pick markers (two small series).
class ParetoChartView : public QChartView
{
    Q_OBJECT
public:
    explicit ParetoChartView(QWidget *parent = nullptr);

    /// Shows `ranking` of `evaluation`; `data` is ParetoChartData::build(*evaluation, ranking) when the
    /// caller made it already (e.g. on a worker thread), null to have it made here when needed.
    void setResults(std::shared_ptr<const Evaluation> evaluation, const Ranking &ranking,
        std::shared_ptr<const ParetoChartData> data = nullptr);
    void clear();
    void setSelectedCandidate(int candidateIndex);
    int selectedCandidate() const { return m_selected; }

    /// Candidate indices on the Pareto front, by increasing cluster power.
    QList<int> paretoCandidates() const { return m_data->frontCandidates; }
    /// Plotted configurations (one point each).
    int pointCount() const { return int(m_data->points.size()); }
    /// Chart coordinates (cluster W, tokens/s) of a candidate's point.
    QPointF pointOf(int candidateIndex) const { return m_data->points.value(candidateIndex); }
    /// Selects the candidate nearest to `value` (chart coordinates) and emits candidateClicked.
    void activatePoint(const QPointF &value);
    /// True while a large point set is still being added to the chart (one part per event loop turn).
    bool isBuilding() const { return m_steps.isRunning(); }

signals:
    void candidateClicked(int candidateIndex);

protected:
    void showEvent(QShowEvent *event) override;

private:
    /// Brings the series up to date with what was set while the chart was hidden.
    void updateSeries();
    void createSeries();
    /// The top-k, pick and selection markers, over the points (the last step of createSeries()).
    void createMarkerSeries();
    void connectSeries(QXYSeries *series);
    void updateSelectionMarker();
    /// Moves the top-k and pick markers to the ranking's first rows (the points stay).
    void updateRankMarkers();

    QValueAxis *m_x = nullptr;
    QValueAxis *m_y = nullptr;
    QScatterSeries *m_selectionSeries = nullptr;
    QScatterSeries *m_topKSeries = nullptr;
    QScatterSeries *m_pickSeries = nullptr;
    std::shared_ptr<const Evaluation> m_evaluation;
    std::shared_ptr<const ParetoChartData> m_data;
    /// The ranking's top-k rows (candidate index) and its top_k: what the markers show.
    QList<int> m_topK;
    int m_topKCount = 0;
    bool m_seriesOutOfDate = false; ///< m_data changed since the series were made
    bool m_markersOutOfDate = false; ///< m_topK changed since the markers were placed
    int m_selected = -1;
    QPointF m_selectionShown; ///< where the selection ring is (NaN: nowhere)
    StepQueue m_steps {this}; ///< createSeries()'s steps still to run
};
