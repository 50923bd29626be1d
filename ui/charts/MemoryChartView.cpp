#include "charts/MemoryChartView.h"

#include "charts/ChartStyle.h"
#include "common/Formatting.h"

#include <QBarCategoryAxis>
#include <QGraphicsItem>
#include <QLineSeries>
#include <QValueAxis>

MemoryChartView::MemoryChartView(QWidget *parent)
    : StackedBarChartView(QStringLiteral("memoryChartView"), tr("GB per GPU"), parent)
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
    // GB (10⁹ bytes), as the CLI and the exports say it (issue 36 item 7); nvidia-smi's MiB are named.
    setToolTip(category + QLatin1Char('\n')
        + tr("Memory in GB (10⁹ bytes), as the CLI and the CSV/JSON exports give it; nvidia-smi reports "
             "MiB (2²⁰ bytes): 1 GiB = 1.074 GB. The bar is what the driver would report (the torch peak, "
             "allocator headroom, CUDA context and NCCL buffers) against the device's memory."));
    const FeasibilityVerdict &v = candidate.verdict;
    // Issue 37: the `fits` limit, and the `tight` one beside it when the band allows more.
    // Tight at batch 1 but never `fits`: only the tight limit (not "does not fit even at batch 1, tight up
    // to batch 1", which also ran past the chart's width at 1280 × 800).
    QString limit = v.maxPerDeviceBatch ? tr("fits up to batch %1").arg(*v.maxPerDeviceBatch)
        : v.maxPerDeviceBatchTight      ? tr("tight up to batch %1").arg(*v.maxPerDeviceBatchTight)
                                        : tr("does not fit even at batch 1");
    if (v.maxPerDeviceBatch && v.maxPerDeviceBatchTight && v.maxPerDeviceBatchTight != v.maxPerDeviceBatch)
        limit += QStringLiteral(", ") + tr("tight up to batch %1").arg(*v.maxPerDeviceBatchTight);
    // The longest sample at this batch too (issue 36 item 4: not only in explain's CSV/JSON): the `fits`
    // limit, or the `tight` one for a configuration in the band (its own sample is past the `fits` limit,
    // so that limit alone would read as if the configuration did not run).
    if (v.memoryVerdict == MemoryVerdict::Tight && v.maxTokensPerSampleTight)
        limit += tr("; tight to %1 tokens at batch %2")
                     .arg(Formatting::integer(*v.maxTokensPerSampleTight))
                     .arg(c.batchSize);
    else if (v.maxTokensPerSample)
        limit
            += tr("; %1 tokens at batch %2").arg(Formatting::integer(*v.maxTokensPerSample)).arg(c.batchSize);
    const QString verdict = !v.feasible           ? tr("too big")
        : v.memoryVerdict == MemoryVerdict::Tight ? tr("tight")
                                                  : tr("fits");
    if (m.peakStage >= 0) {
        // A parallel layout (issue 35): the figures are one rank's, of the pipeline stage that peaks
        // (LayoutMemory: the first stage holds the most micro-batches in flight, the last the logits).
        const ParallelLayout &layout = c.layout;
        const QString title = layout.pp == 1 ? shortTitle(c)
            : m.peakStage == 0               ? tr("%1, first stage").arg(shortTitle(c))
                                             : tr("%1, last stage").arg(shortTitle(c));
        // Three lines as under data parallelism, each short enough for the chart at 1280 × 800 (a longer
        // line is elided and hides the lines after it): the configuration and, with a pipeline, the stage
        // whose rank peaks; the layout with that rank's memory; how large the batch can be.
        chart()->setTitle(
            tr("%1<br>%2: %3 of %4 GB (%5)<br>%6")
                .arg(title, Formatting::parallelLayout(layout, c.totalGpus), Formatting::gigabytes(m.totalGb),
                    Formatting::gigabytes(m.capacityGb), verdict, limit));
        setToolTip(toolTip() + QLatin1Char('\n')
            + tr(
                "Per rank of pipeline stage %1 of %2 (0 = the first), the one that peaks: weights, gradients "
                "and optimizer states are the stage's share of the parameters ÷ TP, sharded over DP × CP; "
                "activations ÷ (TP × CP), × the micro-batches the stage holds in flight (1F1B); logits and "
                "loss on the last stage only, ÷ (TP × CP).")
                  .arg(m.peakStage)
                  .arg(layout.pp));
    } else {
        chart()->setTitle(
            // Three lines (issue 22): the configuration, its memory, how large the batch can be.
            tr("%1<br>%2 of %3 GB (%4)<br>%5")
                .arg(shortTitle(c), Formatting::gigabytes(m.totalGb), Formatting::gigabytes(m.capacityGb),
                    verdict, limit));
    }

    auto *capacity = new QLineSeries;
    capacity->setName(tr("Device memory"));
    QPen pen(v.feasible ? ChartStyle::selectionColor() : QColor(0xda, 0x44, 0x53));
    pen.setWidthF(2.5);
    pen.setStyle(Qt::DashLine);
    capacity->setPen(pen);
    capacity->append(-0.5, m.capacityGb);
    capacity->append(0.5, m.capacityGb);
    // Added before the parts, so "Device memory" is the legend's first entry and never the one cut
    // off below a long legend; its items are raised so the line is still drawn over the bar.
    const QList<QGraphicsItem *> before = ChartStyle::sceneItems(chart());
    addSeries(capacity, categoryAxis(), valueAxis());
    for (QGraphicsItem *item : ChartStyle::seriesItemsAddedSince(chart(), before))
        item->setZValue(item->zValue() + 1);

    // the parts in GB
    showBars(category,
        {{tr("Weights"), m.weightsGb}, {tr("Gradients"), m.gradientsGb}, {tr("Optimizer"), m.optimizerGb},
            {tr("Working set"), m.workingSetGb}, {tr("Activations"), m.activationsGb},
            {tr("Optimizer step"), m.optimizerStepGb}, {tr("Logits and loss"), m.logitsGb},
            {tr("Frozen-base gradients"), m.frozenGradientsGb}, {tr("Dequantisation"), m.dequantGb},
            {tr("Allocator headroom"), m.allocatorGb}, {tr("CUDA context, NCCL"), m.contextGb}},
        tr("%1: %2 GB"), 2);

    valueAxis()->setRange(0, qMax(m.totalGb, m.capacityGb) * 1.1);
    valueAxis()->applyNiceNumbers();
    return true;
}
