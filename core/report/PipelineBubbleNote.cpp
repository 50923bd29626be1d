#include "report/PipelineBubbleNote.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace PipelineBubbleNote {

QString text(const Evaluation &evaluation, const EvaluatedCandidate &pick)
{
    const ParallelLayout &layout = pick.candidate.layout;
    if (layout.pp <= 1 || !pick.prediction || !pick.prediction->stepTime)
        return {};
    const StepTime &step = *pick.prediction->stepTime;
    const double idle = step.stepS > 0 ? step.bubbleS / step.stepS : 0;
    if (idle < kIdleShare)
        return {};
    const int v = std::max(1, layout.virtualStages);
    const int now = std::max(1, evaluation.config.training.gradientAccumulationSteps);
    const int suggested = std::max(now + 1, int(std::ceil(5.0 * (layout.pp - 1) / v)));
    return QCoreApplication::translate("RecommendationRows",
        "The pick's pipeline is idle for %1 % of each step (pp %2, gradient accumulation %3). Megatron runs "
        "pipelines with many micro-batches per step: %4 (--grad-accum %4, "
        "training.gradient_accumulation_steps) "
        "bring the bubble to %5 % of the busy time, with a global batch %6× as large.")
        .arg(idle * 100, 0, 'f', 0)
        .arg(layout.pp)
        .arg(now)
        .arg(suggested)
        .arg(100.0 * (layout.pp - 1) / (double(v) * suggested), 0, 'f', 0)
        .arg(double(suggested) / now, 0, 'g', 3);
}

} // namespace PipelineBubbleNote
