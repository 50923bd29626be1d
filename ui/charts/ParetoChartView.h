#pragma once

#include "model/Evaluation.h"
#include "rank/Ranking.h"

#include <QChartView>
#include <QHash>
#include <memory>

class QScatterSeries;
class QValueAxis;
class QXYSeries;

/// Chart 1: throughput vs cluster power of every ranked configuration, one colour per GPU count (per
/// power-of-two range of counts when there are many: ValueBins),
/// the Pareto front (most throughput for the power) as a line, the top_k and the current pick
/// marked. Clicking a point selects its configuration.
class ParetoChartView : public QChartView
{
    Q_OBJECT
public:
    explicit ParetoChartView(QWidget *parent = nullptr);

    void setResults(std::shared_ptr<const Evaluation> evaluation, const Ranking &ranking);
    void clear();
    void setSelectedCandidate(int candidateIndex);
    int selectedCandidate() const { return m_selected; }

    /// Candidate indices on the Pareto front, by increasing cluster power.
    QList<int> paretoCandidates() const { return m_front; }
    /// Plotted configurations (one point each).
    int pointCount() const { return int(m_points.size()); }
    /// Chart coordinates (cluster W, tokens/s) of a candidate's point.
    QPointF pointOf(int candidateIndex) const { return m_points.value(candidateIndex); }
    /// Selects the candidate nearest to `value` (chart coordinates) and emits candidateClicked.
    void activatePoint(const QPointF &value);

signals:
    void candidateClicked(int candidateIndex);

private:
    void connectSeries(QXYSeries *series);
    void updateSelectionMarker();
    /// Moves the top-k and pick markers to `ranking`'s first rows (the points stay).
    void updateRankMarkers(const Ranking &ranking);

    QValueAxis *m_x = nullptr;
    QValueAxis *m_y = nullptr;
    QScatterSeries *m_selectionSeries = nullptr;
    QScatterSeries *m_topKSeries = nullptr;
    QScatterSeries *m_pickSeries = nullptr;
    std::shared_ptr<const Evaluation> m_evaluation;
    QHash<int, QPointF> m_points;
    QList<int> m_front;
    int m_selected = -1;
};
