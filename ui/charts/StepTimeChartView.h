#pragma once

#include "charts/StackedBarChartView.h"

/// The selected configuration's step-time breakdown (step-time-model.md §4) as one stacked bar:
/// compute, recompute, exposed communication, optimizer and fixed time in seconds per optimizer step,
/// titled with what bounds the step, MFU and HFU; the tool tip names the network figures assumed.
/// Under a parallel layout (issue 35) the bar is split as LayoutStepTime computes the step: compute,
/// recompute, TP communication, the exposed CP exchange, PP sends, the data-parallel collectives, optimizer,
/// fixed time and the pipeline bubble (bubble_s), the bubble also in the title.
/// Empty unless the configuration's throughput came from the roofline model.
class StepTimeChartView : public StackedBarChartView
{
    Q_OBJECT
public:
    explicit StepTimeChartView(QWidget *parent = nullptr);

    /// A parallel layout's step in parts {translated name, seconds per optimizer step}, in bar order; the
    /// last is the pipeline bubble (StepTime::bubbleS). Their sum is `step.stepS`.
    static QList<QPair<QString, double>> layoutParts(const StepTime &step);

protected:
    bool showBreakdown(const EvaluatedCandidate &candidate) override;
    void showEmpty(const EvaluatedCandidate *candidate) override;
};
