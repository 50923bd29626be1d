#pragma once

#include "charts/StackedBarChartView.h"

/// Chart 3: per-GPU memory of one configuration as a stacked bar (weights, gradients, optimizer,
/// working set, activations) against the usable device memory as a line. Shows the memory model's
/// numbers only; empty when the feasibility mode gives no breakdown.
class MemoryChartView : public StackedBarChartView
{
    Q_OBJECT
public:
    explicit MemoryChartView(QWidget *parent = nullptr);

    /// "16 GPUs (8 × 2), batch 4": the first line of the title, naming the configuration shown.
    static QString shortTitle(const Candidate &candidate);

protected:
    bool showBreakdown(const EvaluatedCandidate &candidate) override;
    void showEmpty(const EvaluatedCandidate *candidate) override;
};
