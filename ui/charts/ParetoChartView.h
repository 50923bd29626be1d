#pragma once

#include "charts/CandidateChartView.h"
#include "charts/ParetoChartData.h"
#include "model/Evaluation.h"
#include "rank/Ranking.h"

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
class ParetoChartView : public CandidateChartView
{
    Q_OBJECT
public:
    explicit ParetoChartView(QWidget *parent = nullptr);

    /// Shows `ranking` of `evaluation`; `data` is ParetoChartData::build(*evaluation, ranking) when the
    /// caller made it already (e.g. on a worker thread), null to have it made here when needed.
    void setResults(std::shared_ptr<const Evaluation> evaluation, const Ranking &ranking,
        std::shared_ptr<const ParetoChartData> data = nullptr);
    void clear();

    /// Candidate indices on the Pareto front, by increasing cluster power.
    QList<int> paretoCandidates() const { return m_data->frontCandidates; }
    /// Plotted configurations (one point each).
    int pointCount() const { return int(m_data->points.size()); }

protected:
    /// (cluster W, tokens/s) per ranked configuration with a prediction.
    const QHash<int, QPointF> &points() const override { return m_data->points; }
    QPointF linearPosition(const QPointF &point) const override { return point; }
    QSizeF linearSpans() const override;
    void createSeries() override;
    /// Moves the top-k and pick markers when the ranking changed.
    void updateMarkers() override;

private:
    /// The top-k, pick and selection markers, over the points (the last step of createSeries()).
    void createMarkerSeries();
    void connectSeries(QXYSeries *series);
    /// Moves the top-k and pick markers to the ranking's first rows (the points stay).
    void updateRankMarkers();

    QValueAxis *m_x = nullptr;
    QValueAxis *m_y = nullptr;
    QScatterSeries *m_topKSeries = nullptr;
    QScatterSeries *m_pickSeries = nullptr;
    std::shared_ptr<const Evaluation> m_evaluation;
    std::shared_ptr<const ParetoChartData> m_data;
    /// The ranking's top-k rows (candidate index) and its top_k: what the markers show.
    QList<int> m_topK;
    int m_topKCount = 0;
    bool m_markersOutOfDate = false; ///< m_topK changed since the markers were placed
};
