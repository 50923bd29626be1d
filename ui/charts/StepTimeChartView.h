#pragma once

#include "charts/StackedBarChartView.h"

/// The selected configuration's step-time breakdown (step-time-model.md §4) as one stacked bar:
/// compute, recompute, exposed communication, optimizer and fixed time in seconds per optimizer step,
/// titled with what bounds the step, MFU and HFU; the tool tip names the network figures assumed.
/// Empty unless the configuration's throughput came from the roofline model.
class StepTimeChartView : public StackedBarChartView
{
    Q_OBJECT
public:
    explicit StepTimeChartView(QWidget *parent = nullptr);

protected:
    bool showBreakdown(const EvaluatedCandidate &candidate) override;
    void showEmpty(const EvaluatedCandidate *candidate) override;
};
