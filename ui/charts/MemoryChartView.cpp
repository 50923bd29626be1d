#include "charts/MemoryChartView.h"

#include "charts/ChartStyle.h"
#include "common/Formatting.h"

#include <QBarCategoryAxis>
#include <QGraphicsItem>
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

void MemoryChartView::showEmpty(const EvaluatedCandidate *candidate)
{
    chart()->setTitle(candidate
            ? tr("Memory per GPU: no breakdown<br>(only the autoconf memory model gives one)")
            : tr("Memory per GPU: select a configuration"));
}

bool MemoryChartView::showBreakdown(const EvaluatedCandidate &candidate)
{
    if (!candidate.verdict.memory)
        return false;
    const MemoryBreakdown &m = *candidate.verdict.memory;
    const Candidate &c = candidate.candidate;
    const QString category
        = Formatting::configurationTitle(c.totalGpus, c.gpusPerNode, c.numberOfNodes, c.batchSize);
    // GiB (2³⁰ bytes), as nvidia-smi reports the device memory; exports keep GB (10⁹ bytes).
    setToolTip(category + QLatin1Char('\n')
        + tr("Memory in GiB (2³⁰ bytes), as nvidia-smi reports it; CSV/JSON exports and the CLI use GB "
             "(10⁹ bytes): 1 GiB = 1.074 GB. The bar is what the driver would report (the torch peak, "
             "allocator headroom, CUDA context and NCCL buffers) against the device's memory."));
    const FeasibilityVerdict &v = candidate.verdict;
    // Issue 37: the `fits` limit, and the `tight` one beside it when the band allows more.
    QString limit = v.maxPerDeviceBatch ? tr("fits up to batch %1").arg(*v.maxPerDeviceBatch)
                                        : tr("does not fit even at batch 1");
    if (v.maxPerDeviceBatchTight && v.maxPerDeviceBatchTight != v.maxPerDeviceBatch)
        limit += QStringLiteral(", ") + tr("tight up to batch %1").arg(*v.maxPerDeviceBatchTight);
    chart()->setTitle(
        // Three lines (issue 22): the configuration, its memory, how large the batch can be.
        tr("%1<br>%2 of %3 GiB (%4)<br>%5")
            .arg(shortTitle(c), Formatting::gibibytes(m.totalGb), Formatting::gibibytes(m.capacityGb),
                !v.feasible                                   ? tr("too big")
                    : v.memoryVerdict == MemoryVerdict::Tight ? tr("tight")
                                                              : tr("fits"),
                limit));

    auto *capacity = new QLineSeries;
    capacity->setName(tr("Device memory"));
    QPen pen(v.feasible ? ChartStyle::selectionColor() : QColor(0xda, 0x44, 0x53));
    pen.setWidthF(2.5);
    pen.setStyle(Qt::DashLine);
    capacity->setPen(pen);
    capacity->append(-0.5, Formatting::toGibibytes(m.capacityGb));
    capacity->append(0.5, Formatting::toGibibytes(m.capacityGb));
    // Added before the parts, so "Device memory" is the legend's first entry and never the one cut
    // off below a long legend; its items are raised so the line is still drawn over the bar.
    const QList<QGraphicsItem *> before = ChartStyle::sceneItems(chart());
    addSeries(capacity, categoryAxis(), valueAxis());
    for (QGraphicsItem *item : ChartStyle::seriesItemsAddedSince(chart(), before))
        item->setZValue(item->zValue() + 1);

    // the parts in GiB
    showBars(category,
        {{tr("Weights"), Formatting::toGibibytes(m.weightsGb)},
            {tr("Gradients"), Formatting::toGibibytes(m.gradientsGb)},
            {tr("Optimizer"), Formatting::toGibibytes(m.optimizerGb)},
            {tr("Working set"), Formatting::toGibibytes(m.workingSetGb)},
            {tr("Activations"), Formatting::toGibibytes(m.activationsGb)},
            {tr("Optimizer step"), Formatting::toGibibytes(m.optimizerStepGb)},
            {tr("Logits and loss"), Formatting::toGibibytes(m.logitsGb)},
            {tr("Frozen-base gradients"), Formatting::toGibibytes(m.frozenGradientsGb)},
            {tr("Dequantisation"), Formatting::toGibibytes(m.dequantGb)},
            {tr("Allocator headroom"), Formatting::toGibibytes(m.allocatorGb)},
            {tr("CUDA context, NCCL"), Formatting::toGibibytes(m.contextGb)}},
        tr("%1: %2 GiB"), 2);

    valueAxis()->setRange(0, Formatting::toGibibytes(qMax(m.totalGb, m.capacityGb)) * 1.1);
    valueAxis()->applyNiceNumbers();
    return true;
}
