#include "charts/StepTimeChartView.h"

#include "common/Formatting.h"

#include <QValueAxis>

StepTimeChartView::StepTimeChartView(QWidget *parent)
    : StackedBarChartView(QStringLiteral("stepTimeChartView"), tr("s per optimizer step"), parent)
{
    setCandidate(nullptr);
}

QList<QPair<QString, double>> StepTimeChartView::layoutParts(const StepTime &t)
{
    // LayoutStepTime adds the TP, exposed CP, PP and EP seconds to exposedCommS; what remains of it is the
    // FSDP/DDP collectives over the data-parallel group. The parts sum to stepS.
    const double dataParallelS = qMax(0.0,
        t.exposedCommS - t.tensorParallelS - t.contextParallelExposedS - t.pipelineSendS - t.expertAllToAllS);
    return {{tr("Compute"), t.computeS}, {tr("Recompute"), t.recomputeS}, {tr("TP comm."), t.tensorParallelS},
        {tr("CP exchange"), t.contextParallelExposedS}, {tr("PP sends"), t.pipelineSendS},
        {tr("EP all-to-all"), t.expertAllToAllS}, {tr("DP comm."), dataParallelS},
        {tr("Optimizer"), t.optimizerS}, {tr("Fixed"), t.fixedS}, {tr("Pipeline bubble"), t.bubbleS}};
}

void StepTimeChartView::showEmpty(const EvaluatedCandidate *candidate)
{
    chart()->setTitle(candidate ? tr("Step time: no breakdown<br>(only the roofline model gives one)")
                                : tr("Step time: select a configuration"));
    setToolTip(QString());
}

bool StepTimeChartView::showBreakdown(const EvaluatedCandidate &candidate)
{
    if (!candidate.prediction || !candidate.prediction->stepTime)
        return false;
    const StepTime &t = *candidate.prediction->stepTime;
    const Candidate &c = candidate.candidate;
    const QString category
        = Formatting::configurationTitle(c.totalGpus, c.gpusPerNode, c.numberOfNodes, c.batchSize);
    static const char *const bounds[]
        = {QT_TR_NOOP("compute-bound"), QT_TR_NOOP("comm-bound"), QT_TR_NOOP("memory-bound")};
    // Two lines (a chart title is rich text): what bounds the step, then MFU and HFU.
    chart()->setTitle(tr("Step %1 s, %2<br>MFU %3 % · HFU %4 %")
                          .arg(Formatting::decimal(t.stepS, 2), tr(bounds[int(t.bound)]),
                              Formatting::decimal(t.mfu * 100, 0), Formatting::decimal(t.hfu * 100, 0)));
    const QString network = c.numberOfNodes > 1
        ? tr("inter-node %1 Gbit/s per node (%2)")
              .arg(Formatting::integer(qint64(t.interNodeGbps)),
                  t.interNodeDefault ? tr("the GPU's default") : tr("set in the Infrastructure group"))
        : tr("one node: no inter-node traffic");
    setToolTip(category + QLatin1Char('\n')
        + tr("Roofline step-time model: %1 micro-step(s) per optimizer step; intra-node bus %2 GB/s; %3; "
             "all communication %4 s, of which %5 s is not hidden under compute; efficiency ceiling %6 %; "
             "%7 TFLOP/s achieved per GPU.")
              .arg(t.gradientAccumulationSteps)
              .arg(Formatting::decimal(t.busGBps, 0), network, Formatting::decimal(t.communicationS, 3),
                  Formatting::decimal(t.exposedCommS, 3), Formatting::decimal(t.efficiency * 100, 1),
                  Formatting::decimal(t.achievedTflopsPerGpu, 1)));

    const ParallelLayout &layout = c.layout;
    if (!layout.isDataParallel()) {
        // Issue 35: a parallel layout's step (LayoutStepTime) in its parts; the bubble is its own bar.
        setToolTip(toolTip() + QLatin1Char('\n')
            + tr("%1: TP all-gathers and reduce-scatters %2 s (not overlapped); CP ring exchange %3 s, of "
                 "which %4 s is not hidden under attention; PP sends %5 s; pipeline bubble %6 s.")
                  .arg(Formatting::parallelLayout(layout, c.totalGpus),
                      Formatting::decimal(t.tensorParallelS, 3), Formatting::decimal(t.contextParallelS, 3),
                      Formatting::decimal(t.contextParallelExposedS, 3),
                      Formatting::decimal(t.pipelineSendS, 3), Formatting::decimal(t.bubbleS, 3)));
    }
    const std::optional<PowerBreakdown> &power = candidate.prediction->powerBreakdown;
    if (power) {
        chart()->setTitle(tr("Step %1 s, %2, %3 W per GPU<br>MFU %4 % · HFU %5 %")
                              .arg(Formatting::decimal(t.stepS, 2), tr(bounds[int(t.bound)]),
                                  Formatting::decimal(power->wattsPerGpu, 0),
                                  Formatting::decimal(t.mfu * 100, 0), Formatting::decimal(t.hfu * 100, 0)));
        setToolTip(toolTip() + QLatin1Char('\n')
            + tr("Power (roofline_power): each phase draws idle %1 W plus its share of the range up to "
                 "TDP %2 W; the step's power is their time-weighted mean.")
                  .arg(Formatting::decimal(power->idleW, 0), Formatting::decimal(power->tdpW, 0)));
    }
    if (layout.pp > 1)
        chart()->setTitle(chart()->title()
            + tr("<br>Pipeline bubble %1 s (%2 % of the step)")
                  .arg(Formatting::decimal(t.bubbleS, 3), Formatting::decimal(100 * t.bubbleS / t.stepS, 0)));
    if (!layout.isDataParallel()) {
        showBars(category, layoutParts(t), tr("%1: %2 s"), 3);
    } else if (power) {
        // roofline_power (issue 34): the phases with their watts; "Comm." (exposed) so that its watts fit.
        const auto part = [](const QString &name, const PowerBreakdown::Phase &phase) {
            return QPair<QString, double>(
                tr("%1 · %2 W").arg(name, Formatting::decimal(phase.watts, 0)), phase.seconds);
        };
        showBars(category,
            {part(tr("GEMM"), power->gemm), part(tr("Memory"), power->memory),
                part(tr("Comm."), power->communication), part(tr("Optimizer"), power->optimizer),
                part(tr("Fixed"), power->fixed)},
            tr("%1: %2 s"), 3);
    } else {
        showBars(category,
            {{tr("Compute"), t.computeS}, {tr("Recompute"), t.recomputeS},
                // "Exposed comm." (short, so the legend shows it whole beside the bar; the tooltip says what
                // it is)
                {tr("Exposed comm."), t.exposedCommS}, {tr("Optimizer"), t.optimizerS},
                {tr("Fixed"), t.fixedS}},
            tr("%1: %2 s"), 3);
    }
    valueAxis()->setRange(0, t.stepS * 1.1);
    valueAxis()->applyNiceNumbers();
    return true;
}
