#include "charts/TimeToTrainChartView.h"

#include "charts/ChartStyle.h"
#include "model/TimeAndMoney.h"

#include <QLineSeries>
#include <QLogValueAxis>
#include <QMap>
#include <QValueAxis>
#include <cmath>

TimeToTrainChartView::TimeToTrainChartView(QWidget *parent)
    : ChartView(QStringLiteral("timeToTrainChartView"), parent)
{
    QChart *chart = this->chart();
    m_x = ChartStyle::totalGpusAxis(chart, tr("Total GPUs"));
    m_hours = new QValueAxis(chart);
    m_hours->setTitleText(tr("Runtime (h)"));
    m_hours->setLabelFormat(QStringLiteral("%.0f"));
    m_spend = new QValueAxis(chart);
    m_spend->setLabelFormat(QStringLiteral("%.0f"));
    addAxes(m_x, m_hours, Qt::AlignBottom);
    chart->addAxis(m_spend, Qt::AlignRight);
    ChartStyle::styleAxisTitle(m_spend);
    m_limit = NAN;
    rebuild();
}

void TimeToTrainChartView::setResults(std::shared_ptr<const Evaluation> evaluation, const Ranking &ranking)
{
    m_evaluation = std::move(evaluation);
    m_ranking = ranking;
    rebuild();
}

void TimeToTrainChartView::rebuild()
{
    QChart *chart = this->chart();
    chart->removeAllSeries();
    m_runtime.clear();
    m_cost.clear();
    m_limit = NAN;
    const Evaluation *e = m_evaluation.get();
    const QList<QAbstractAxis *> axes {m_x, m_hours, m_spend};
    const RankingPolicy &policy = m_ranking.policy;
    const bool budgetInGpuHours
        = policy.goal == Goal::Budget && policy.budget && policy.budget->unit == Budget::Unit::GpuHours;
    m_showsCost = e && e->config.infrastructure.hasPrices() && !budgetInGpuHours;
    const QString currency = e ? e->config.infrastructure.currency : QString();
    m_spend->setTitleText(
        m_showsCost ? (currency.isEmpty() ? tr("Cost") : tr("Cost (%1)").arg(currency)) : tr("GPU-hours"));
    if (!e || !e->config.jobSize.resolvedTotalTokens()) {
        chart->setTitle(tr("Runtime and cost vs total GPUs: give a job size (total tokens)"));
        m_x->setRange(1, 2);
        m_hours->setRange(0, 1);
        m_spend->setRange(0, 1);
        // Empty axes without numbers: a 0–1 range printed "%.0f" read "0, 0, 1, 1, 1" (issue 45 item 7).
        for (QAbstractAxis *axis : axes)
            axis->setLabelsVisible(false);
        return;
    }
    for (QAbstractAxis *axis : axes)
        axis->setLabelsVisible(true);
    chart->setTitle(tr("Runtime and cost vs total GPUs"));
    chart->setToolTip(tr("The fastest configuration of each GPU count"));
    // The fastest configuration of each GPU count, and its spend.
    QMap<int, std::pair<double, double>> best; // GPUs → (runtime s, cost or GPU-h)
    for (const EvaluatedCandidate &c : e->candidates) {
        if (!c.isRankable())
            continue;
        const auto runtime = TimeAndMoney::runtimeSeconds(*e, c);
        const auto spend = m_showsCost ? TimeAndMoney::cost(*e, c) : TimeAndMoney::gpuHours(*e, c);
        if (!runtime || !spend)
            continue;
        const auto it = best.constFind(c.candidate.totalGpus);
        if (it == best.constEnd() || *runtime < it->first)
            best.insert(c.candidate.totalGpus, {*runtime, *spend});
    }
    double maxHours = 0, maxSpend = 0, maxGpus = 1, minGpus = best.isEmpty() ? 1 : best.firstKey();
    for (auto it = best.cbegin(); it != best.cend(); ++it) {
        m_runtime << QPointF(it.key(), it->first / 3600);
        m_cost << QPointF(it.key(), it->second);
        maxHours = std::max(maxHours, it->first / 3600);
        maxSpend = std::max(maxSpend, it->second);
        maxGpus = std::max(maxGpus, double(it.key()));
    }
    if (policy.goal == Goal::Deadline && policy.deadlineSeconds)
        m_limit = *policy.deadlineSeconds / 3600;
    else if (policy.goal == Goal::Budget && policy.budget)
        m_limit = policy.budget->amount;
    const bool deadline = policy.goal == Goal::Deadline && std::isfinite(m_limit);
    const bool budget = policy.goal == Goal::Budget && std::isfinite(m_limit);
    if (deadline)
        maxHours = std::max(maxHours, m_limit);
    if (budget)
        maxSpend = std::max(maxSpend, m_limit);
    // One GPU count: a power of 2 either side of it, so that the axis has labels around the points.
    const double pad = minGpus == maxGpus ? 2.2 : 1.4;
    m_x->setRange(minGpus / pad, maxGpus * pad);
    m_hours->setRange(0, maxHours * 1.1 + 1e-9);
    m_hours->applyNiceNumbers();
    m_spend->setRange(0, maxSpend * 1.1 + 1e-9);
    m_spend->applyNiceNumbers();

    const auto add = [&](QLineSeries *series, QValueAxis *y, const QColor &color, Qt::PenStyle style) {
        QPen pen(color);
        pen.setWidthF(2);
        pen.setStyle(style);
        series->setPen(pen);
        series->setColor(color);
        addSeries(series, m_x, y);
    };
    // The limit has its own colour (issue 36 item 7: "Runtime" and "Deadline" shared one in the legend);
    // it stays dashed and on the axis it limits.
    const QColor runtimeColor(0x1f, 0x77, 0xb4), spendColor(0xd6, 0x27, 0x28), limitColor(0x55, 0x55, 0x55);
    auto *runtime = new QLineSeries;
    runtime->setName(tr("Runtime (h)"));
    runtime->setObjectName(QStringLiteral("runtimeSeries"));
    runtime->setPointsVisible(true);
    add(runtime, m_hours, runtimeColor, Qt::SolidLine);
    runtime->replace(m_runtime);
    auto *spend = new QLineSeries;
    spend->setName(m_spend->titleText());
    spend->setObjectName(QStringLiteral("costSeries"));
    spend->setPointsVisible(true);
    add(spend, m_spend, spendColor, Qt::SolidLine);
    spend->replace(m_cost);
    if (deadline || budget) {
        auto *line = new QLineSeries;
        line->setObjectName(QStringLiteral("limitSeries"));
        line->setName(deadline ? tr("Deadline (%1 h)").arg(m_limit, 0, 'g', 4)
                               : tr("Budget (%1)").arg(m_limit, 0, 'g', 6));
        add(line, deadline ? m_hours : m_spend, limitColor, Qt::DashLine);
        line->replace(QList<QPointF> {{m_x->min(), m_limit}, {m_x->max(), m_limit}});
    }
}
