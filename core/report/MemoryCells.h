#pragma once

#include "model/FeasibilityVerdict.h"

#include <QVariant>

/// The memory-model cells added in the third release (cli.md "Memory model": `max_per_device_batch`,
/// `max_tokens_per_sample`, `fix`, and explain JSON's `fixes`), written once for OutputColumns and
/// ExplainCommand. Each is null (an empty cell) when the memory model did not run (feasibility `rules`
/// or `none`, or a structural rule rejected first).
namespace MemoryCells {

/// The largest per-device batch whose verdict is `fits` at this layout (qint64), or null.
QVariant maxPerDeviceBatch(const FeasibilityVerdict &verdict);
/// The longest sample whose verdict is `fits` at this batch (qint64), or null.
QVariant maxTokensPerSample(const FeasibilityVerdict &verdict);
/// The largest per-device batch that is not `does-not-fit` (the `tight` limit; qint64), or null.
QVariant maxPerDeviceBatchTight(const FeasibilityVerdict &verdict);
/// The longest sample that is not `does-not-fit` at this batch (qint64), or null.
QVariant maxTokensPerSampleTight(const FeasibilityVerdict &verdict);
/// The risk band's verdict, "fits", "tight" or "does-not-fit" (memoryVerdictName), or null.
QVariant memoryVerdict(const FeasibilityVerdict &verdict);
/// The first single change that fits, in words (ReasonText::fix), or null.
QVariant firstFix(const FeasibilityVerdict &verdict);
/// `fixes` as explain JSON writes them: [{"change": text, "fits": bool, "memory_gb_per_gpu": number}],
/// least disruptive first; empty when the configuration fits.
QVariantList fixesJson(const FeasibilityVerdict &verdict);

} // namespace MemoryCells
