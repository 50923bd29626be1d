#pragma once

#include "model/Evaluation.h"

#include <QList>
#include <QString>

struct GpuSpec;

/// Warnings about the evaluated candidates as a whole, each one line (English, like the pipeline's other
/// warnings), empty when there is nothing to say.
namespace CandidateWarnings {

/// A GB200/GB300 NVL72 job whose candidates put more GPUs on a node than one compute tray holds.
QString tray(const GpuSpec &gpu, const QList<EvaluatedCandidate> &candidates);

/// Context-parallel layouts among the predicted candidates that pad `tokensPerSample` to a multiple of
/// 2 × CP (issue 45 item 8).
QString padding(const QList<EvaluatedCandidate> &candidates, qint64 tokensPerSample);

} // namespace CandidateWarnings
