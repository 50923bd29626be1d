#pragma once

#include "charts/StackedBarChartView.h"
#include "model/Evaluation.h"

#include <optional>

/// Chart 3: per-GPU memory of one configuration as a stacked bar (weights, gradients, optimizer,
/// working set, activations) against the usable device memory as a line. Shows the memory model's
/// numbers only; empty when the feasibility mode gives no breakdown.
class MemoryChartView : public StackedBarChartView
{
    Q_OBJECT
public:
    explicit MemoryChartView(QWidget *parent = nullptr);

    /// Shows `candidate`'s breakdown (nullptr: nothing selected).
    void setCandidate(const EvaluatedCandidate *candidate);
    bool hasBreakdown() const { return m_hasBreakdown; }
    /// "16 GPUs (8 × 2), batch 4": the first line of the title, naming the configuration shown.
    static QString shortTitle(const Candidate &candidate);
    /// The configuration shown (none when nothing is selected).
    std::optional<Candidate> shownCandidate() const { return m_shown; }

private:
    bool m_hasBreakdown = false;
    std::optional<Candidate> m_shown;
};
