#include "charts/MemoryChartView.h"

#include "charts/ChartStyle.h"
#include "common/Formatting.h"

#include <QBarCategoryAxis>
#include <QLineSeries>
#include <QValueAxis>

MemoryChartView::MemoryChartView(QWidget *parent)
    : StackedBarChartView(QStringLiteral("memoryChartView"), tr("GiB per GPU"), parent)
{
    valueAxis()->setLabelFormat(QStringLiteral("%.0f"));
    setCandidate(nullptr);
}

QString MemoryChartView::shortTitle(const Candidate &c)
{
    return tr("%1 GPUs (%2 × %3), batch %4")
        .arg(c.totalGpus)
        .arg(c.gpusPerNode)
        .arg(c.numberOfNodes)
        .arg(c.batchSize);
}

void MemoryChartView::setCandidate(const EvaluatedCandidate *candidate)
{
    m_shown = candidate ? std::optional<Candidate>(candidate->candidate) : std::nullopt;
    clearBars();
    categoryAxis()->setTitleText(QString());
    m_hasBreakdown = candidate && candidate->verdict.memory.has_value();
    if (!m_hasBreakdown) {
        chart()->setTitle(candidate
                ? tr("Memory per GPU: no breakdown (only the autoconf memory model gives one)")
                : tr("Memory per GPU: select a configuration"));
        valueAxis()->setRange(0, 1);
        return;
    }
    const MemoryBreakdown &m = *candidate->verdict.memory;
    const Candidate &c = candidate->candidate;
    const QString category
        = Formatting::configurationTitle(c.totalGpus, c.gpusPerNode, c.numberOfNodes, c.batchSize);
    // GiB (2³⁰ bytes), as nvidia-smi reports the device memory; exports keep GB (10⁹ bytes).
    setToolTip(category + QLatin1Char('\n')
        + tr("Memory in GiB (2³⁰ bytes), as nvidia-smi reports it; CSV/JSON exports and the CLI use GB "
             "(10⁹ bytes): 1 GiB = 1.074 GB. Usable = device memory − the reserve of the training setup."));
    chart()->setTitle(
        // Two lines, as the step-time chart's: the configuration shown, then its memory (issue 25).
        tr("%1<br>%2 of %3 GiB usable (%4)")
            .arg(shortTitle(c), Formatting::gibibytes(m.totalGb), Formatting::gibibytes(m.capacityGb),
                candidate->verdict.feasible ? tr("fits") : tr("too big")));

    // the parts in GiB
    showBars(category,
        {{tr("Weights"), Formatting::toGibibytes(m.weightsGb)},
            {tr("Gradients"), Formatting::toGibibytes(m.gradientsGb)},
            {tr("Optimizer"), Formatting::toGibibytes(m.optimizerGb)},
            {tr("Working set"), Formatting::toGibibytes(m.workingSetGb)},
            {tr("Activations"), Formatting::toGibibytes(m.activationsGb)},
            {tr("Optimizer step"), Formatting::toGibibytes(m.optimizerStepGb)}},
        tr("%1: %2 GiB"), 2);

    auto *capacity = new QLineSeries;
    capacity->setName(tr("Usable"));
    QPen pen(candidate->verdict.feasible ? ChartStyle::selectionColor() : QColor(0xda, 0x44, 0x53));
    pen.setWidthF(2.5);
    pen.setStyle(Qt::DashLine);
    capacity->setPen(pen);
    capacity->append(-0.5, Formatting::toGibibytes(m.capacityGb));
    capacity->append(0.5, Formatting::toGibibytes(m.capacityGb));
    chart()->addSeries(capacity);
    capacity->attachAxis(categoryAxis());
    capacity->attachAxis(valueAxis());

    valueAxis()->setRange(0, Formatting::toGibibytes(qMax(m.totalGb, m.capacityGb)) * 1.1);
    valueAxis()->applyNiceNumbers();
}
