#pragma once

#include "model/Evaluation.h"
#include "rank/Ranking.h"

#include <QChartView>
#include <QHash>
#include <memory>

class QLogValueAxis;
class QScatterSeries;
class QValueAxis;

/// Chart 2: predicted throughput vs total GPUs, one line per per-device batch size (every predicted
/// candidate). Clicking near a point selects its configuration.
class ScalingChartView : public QChartView
{
    Q_OBJECT
public:
    explicit ScalingChartView(QWidget *parent = nullptr);

    void setResults(std::shared_ptr<const Evaluation> evaluation, const Ranking &ranking);
    void clear();
    void setSelectedCandidate(int candidateIndex);

    /// Number of line series (= distinct batch sizes with a prediction).
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
    int m_lineCount = 0;
    int m_selected = -1;
};
