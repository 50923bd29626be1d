#pragma once

#include "charts/ChartView.h"
#include "model/Evaluation.h"
#include "rank/Ranking.h"

#include <QList>
#include <QPointF>
#include <memory>

class QLineSeries;
class QLogValueAxis;
class QValueAxis;

/// The scaling chart's "runtime / cost vs GPUs" mode (issue 24): for the current job size, the runtime
/// (h, left axis) and the cost (right axis; GPU-hours when no price is set, or when the budget is in
/// GPU-hours) of the fastest configuration of each total GPU count, from TimeAndMoney. The deadline
/// goal's deadline is drawn as a horizontal line on the runtime axis, the budget goal's budget on the
/// right axis. Without a job size the chart says what it needs. Cheap: one point per GPU count, made
/// on the GUI thread.
class TimeToTrainChartView : public ChartView
{
    Q_OBJECT
public:
    explicit TimeToTrainChartView(QWidget *parent = nullptr);

    /// Shows `ranking` of `evaluation` (the ranking gives the deadline or budget line); null clears.
    void setResults(std::shared_ptr<const Evaluation> evaluation, const Ranking &ranking);

    /// The runtime points (total GPUs, hours) and the cost points (total GPUs, cost or GPU-hours).
    const QList<QPointF> &runtimePoints() const { return m_runtime; }
    const QList<QPointF> &costPoints() const { return m_cost; }
    /// The limit drawn (hours for a deadline, the right axis' unit for a budget), or NaN.
    double limit() const { return m_limit; }
    /// True when the right axis shows cost (a price is set and the budget, if any, is not in GPU-hours).
    bool showsCost() const { return m_showsCost; }

private:
    void rebuild();

    QLogValueAxis *m_x = nullptr;
    QValueAxis *m_hours = nullptr;
    QValueAxis *m_spend = nullptr;
    std::shared_ptr<const Evaluation> m_evaluation;
    Ranking m_ranking;
    QList<QPointF> m_runtime, m_cost;
    double m_limit = 0;
    bool m_showsCost = false;
};
