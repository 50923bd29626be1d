#pragma once

#include "charts/CandidateChartView.h"
#include "charts/ScalingChartData.h"
#include "model/Evaluation.h"

#include <memory>

class QLogValueAxis;
class QValueAxis;

/// Chart 2: predicted throughput (or energy per token, setMetric()) vs total GPUs (every predicted
/// candidate), one line per per-device
/// batch size; with many batch sizes, points coloured by power-of-two range of batch sizes (ValueBins)
/// and one line through the fastest batch of each GPU count. Clicking near a point selects it.
///
/// It depends on the evaluation only (a re-rank changes nothing). Its data (ScalingChartData) can be
/// made off the GUI thread; while the chart is not visible, new data is only kept and the series are
/// made when it is shown.
class ScalingChartView : public CandidateChartView
{
    Q_OBJECT
public:
    explicit ScalingChartView(QWidget *parent = nullptr);

    /// Shows `evaluation`; `data` is ScalingChartData::build(*evaluation) when the caller made it
    /// already (e.g. on a worker thread), null to have it made here when needed.
    void setEvaluation(
        std::shared_ptr<const Evaluation> evaluation, std::shared_ptr<const ScalingChartData> data = nullptr);
    void clear();
    /// Plots `metric` against total GPUs (the data is made again for the evaluation shown).
    void setMetric(ScalingChartData::Metric metric);
    ScalingChartData::Metric plottedMetric() const { return m_metric; }

    /// Number of batch-size series: distinct batch sizes with a prediction, or their power-of-two
    /// ranges when there are more than ValueBins::maxSeries.
    int lineCount() const { return int(m_data->bins.size()); }

protected:
    /// (total GPUs, tokens/s) per candidate with a positive predicted throughput.
    const QHash<int, QPointF> &points() const override { return m_data->points; }
    /// Total GPUs on the log axis: log2.
    QPointF linearPosition(const QPointF &point) const override;
    QSizeF linearSpans() const override;
    void createSeries() override;

private:
    QLogValueAxis *m_x = nullptr;
    QValueAxis *m_y = nullptr;
    std::shared_ptr<const Evaluation> m_evaluation;
    std::shared_ptr<const ScalingChartData> m_data;
    ScalingChartData::Metric m_metric = ScalingChartData::Metric::Throughput;
};
