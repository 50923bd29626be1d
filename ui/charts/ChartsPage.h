#pragma once

#include "model/Evaluation.h"
#include "rank/Ranking.h"

#include <QWidget>
#include <memory>

class MemoryChartView;
class ParetoChartView;
class ScalingChartView;

/// The "Charts" tab: throughput vs cluster power with the Pareto front, throughput vs total GPUs,
/// and the memory breakdown of the selected configuration.
class ChartsPage : public QWidget
{
    Q_OBJECT
public:
    explicit ChartsPage(QWidget *parent = nullptr);

    void setResults(std::shared_ptr<const Evaluation> evaluation, const Ranking &ranking);
    void clear();
    /// Marks `candidateIndex` in the point charts and shows its memory breakdown.
    void setSelectedCandidate(int candidateIndex);

    ParetoChartView *paretoChart() const { return m_pareto; }
    ScalingChartView *scalingChart() const { return m_scaling; }
    MemoryChartView *memoryChart() const { return m_memory; }

signals:
    /// A point was clicked in one of the charts.
    void candidateClicked(int candidateIndex);

private:
    ParetoChartView *m_pareto = nullptr;
    ScalingChartView *m_scaling = nullptr;
    MemoryChartView *m_memory = nullptr;
    std::shared_ptr<const Evaluation> m_evaluation;
};
