#pragma once

#include "model/Evaluation.h"
#include "rank/Ranking.h"

#include <QWidget>
#include <memory>

class MemoryChartView;
class QComboBox;
class QLabel;
class QStackedWidget;
class TimeToTrainChartView;
class StepTimeChartView;
class ParetoChartView;
struct ParetoChartData;
class ScalingChartView;
struct ScalingChartData;

/// The "Charts" tab, two rows of two charts: throughput vs cluster power with the Pareto front, throughput vs
/// total GPUs (or, in its second mode, the job's runtime and cost vs total GPUs), and the memory breakdown of
/// the selected configuration. Charts that are not visible keep what they are given and draw it when shown.
class ChartsPage : public QWidget
{
    Q_OBJECT
public:
    explicit ChartsPage(QWidget *parent = nullptr);

    /// Shows `ranking` of `evaluation`. `pareto` and `scaling` are the charts' data when the caller
    /// made them already (ParetoChartData::build, ScalingChartData::build, e.g. on a worker thread);
    /// null ones are made here when needed. A re-rank of the same evaluation only moves markers.
    void setResults(std::shared_ptr<const Evaluation> evaluation, const Ranking &ranking,
        std::shared_ptr<const ParetoChartData> pareto = nullptr,
        std::shared_ptr<const ScalingChartData> scaling = nullptr);
    void clear();
    /// Marks `candidateIndex` in the point charts and shows its runtime, GPU-hours and cost (with a job
    /// size), memory breakdown and step time.
    void setSelectedCandidate(int candidateIndex);

    ParetoChartView *paretoChart() const { return m_pareto; }
    ScalingChartView *scalingChart() const { return m_scaling; }
    MemoryChartView *memoryChart() const { return m_memory; }
    StepTimeChartView *stepTimeChart() const { return m_stepTime; }
    /// The scaling chart's "runtime / cost vs GPUs" mode (issue 24).
    TimeToTrainChartView *timeToTrainChart() const { return m_timeToTrain; }
    /// 0 = throughput vs GPUs, 1 = runtime / cost vs GPUs.
    QComboBox *scalingModeBox() const { return m_scalingMode; }
    /// The selected configuration's time and money in words (empty without a job size).
    QString selectedTimeMoney() const;

signals:
    /// A point was clicked in one of the charts.
    void candidateClicked(int candidateIndex);

private:
    ParetoChartView *m_pareto = nullptr;
    ScalingChartView *m_scaling = nullptr;
    MemoryChartView *m_memory = nullptr;
    StepTimeChartView *m_stepTime = nullptr;
    TimeToTrainChartView *m_timeToTrain = nullptr;
    QComboBox *m_scalingMode = nullptr;
    QLabel *m_selectedTimeMoney = nullptr; ///< "Finishes in … on … GPUs, … GPU-h, $…" of the selection
    QStackedWidget *m_scalingStack = nullptr;
    bool m_constrainedShown = false; ///< the last results' goal was deadline or budget
    std::shared_ptr<const Evaluation> m_evaluation;
    // What the memory chart shows: a candidate index of an evaluation.
    std::shared_ptr<const Evaluation> m_memoryEvaluation;
    int m_memoryCandidate = -1;
};
