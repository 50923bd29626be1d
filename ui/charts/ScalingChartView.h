#pragma once

#include "charts/ScalingChartData.h"
#include "charts/StepQueue.h"
#include "model/Evaluation.h"

#include <QChartView>
#include <memory>

class QLogValueAxis;
class QScatterSeries;
class QValueAxis;

/// Chart 2: predicted throughput vs total GPUs (every predicted candidate), one line per per-device
/// batch size; with many batch sizes, points coloured by power-of-two range of batch sizes (ValueBins)
/// and one line through the fastest batch of each GPU count. Clicking near a point selects it.
///
/// It depends on the evaluation only (a re-rank changes nothing). Its data (ScalingChartData) can be
/// made off the GUI thread; while the chart is not visible, new data is only kept and the series are
/// made when it is shown.
class ScalingChartView : public QChartView
{
    Q_OBJECT
public:
    explicit ScalingChartView(QWidget *parent = nullptr);

    /// Shows `evaluation`; `data` is ScalingChartData::build(*evaluation) when the caller made it
    /// already (e.g. on a worker thread), null to have it made here when needed.
    void setEvaluation(
        std::shared_ptr<const Evaluation> evaluation, std::shared_ptr<const ScalingChartData> data = nullptr);
    void clear();
    void setSelectedCandidate(int candidateIndex);

    /// Number of batch-size series: distinct batch sizes with a prediction, or their power-of-two
    /// ranges when there are more than ValueBins::maxSeries.
    int lineCount() const { return int(m_data->bins.size()); }
    QPointF pointOf(int candidateIndex) const { return m_data->points.value(candidateIndex); }
    void activatePoint(const QPointF &value);
    /// True while a large point set is still being added to the chart (one part per event loop turn).
    bool isBuilding() const { return m_steps.isRunning(); }

signals:
    void candidateClicked(int candidateIndex);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void createSeries();
    void updateSelectionMarker();

    QLogValueAxis *m_x = nullptr;
    QValueAxis *m_y = nullptr;
    QScatterSeries *m_selectionSeries = nullptr;
    std::shared_ptr<const Evaluation> m_evaluation;
    std::shared_ptr<const ScalingChartData> m_data;
    bool m_seriesOutOfDate = false; ///< m_data changed since the series were made
    int m_selected = -1;
    QPointF m_selectionShown; ///< where the selection ring is (NaN: nowhere)
    StepQueue m_steps {this}; ///< createSeries()'s steps still to run
};
