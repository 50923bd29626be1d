#pragma once

#include "model/Evaluation.h"

#include <QString>

/// The summary's note on a pick whose pipeline sits idle for much of its step (a PP layout run with
/// few micro-batches per step). The step-time model is right for the job as given (the bubble is
/// (p − 1)/(v·m) of the busy time, step-time-model.md §7); the note says what the job leaves on the table.
/// Translatable with the context "RecommendationRows", as the rest of the summary.
namespace PipelineBubbleNote {

/// The share of a step a pipeline may sit idle before the summary says so, [0, 1].
constexpr double kIdleShare = 0.25;

/// When the pick's pipeline bubble (StepTime::bubbleS) is at least kIdleShare of its step: the idle share,
/// the gradient accumulation, and how many micro-batches per step (5(p − 1)/v, at least one more than
/// now) bring the bubble to a fifth of the busy time. Empty otherwise, or without a step breakdown.
QString text(const Evaluation &evaluation, const EvaluatedCandidate &pick);

} // namespace PipelineBubbleNote
