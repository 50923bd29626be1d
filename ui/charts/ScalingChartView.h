#pragma once

#include "model/Evaluation.h"
#include "rank/Ranking.h"

#include <QChartView>
#include <QHash>
#include <memory>

class QLogValueAxis;
class QScatterSeries;
class QValueAxis;

/// Chart 2: predicted throughput vs total GPUs (every predicted candidate), one line per per-device
/// batch size; with many batch sizes, points coloured by power-of-two range of batch sizes (ValueBins)
/// and one line through the fastest batch of each GPU count. Clicking near a point selects it.
class ScalingChartView : public QChartView
{
    Q_OBJECT
public:
    explicit ScalingChartView(QWidget *parent = nullptr);

    void setResults(std::shared_ptr<const Evaluation> evaluation, const Ranking &ranking);
    void clear();
    void setSelectedCandidate(int candidateIndex);

    /// Number of batch-size series: distinct batch sizes with a prediction, or their power-of-two
    /// ranges when there are more than ValueBins::maxSeries.
    int lineCount() const { return m_lineCount; }
    QPointF pointOf(int candidateIndex) const { return m_points.value(candidateIndex); }
    void activatePoint(const QPointF &value);

signals:
    void candidateClicked(int candidateIndex);

private:
    QLogValueAxis *m_x = nullptr;
    QValueAxis *m_y = nullptr;
    QScatterSeries *m_selectionSeries = nullptr;
    QHash<int, QPointF> m_points;
    std::shared_ptr<const Evaluation> m_evaluation;
    int m_lineCount = 0;
    int m_selected = -1;
};
