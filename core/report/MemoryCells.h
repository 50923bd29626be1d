#pragma once

#include "model/FeasibilityVerdict.h"

#include <QList>
#include <QString>
#include <QVariant>

/// The memory-model cells added in the third release (cli.md "Memory model": `peak_allocated_gb`, one
/// `*_gb` column per new breakdown term, `max_per_device_batch`, `max_tokens_per_sample`, `fix`),
/// written once for OutputColumns (explain) and SimulateColumns. Each is null (an empty cell) when the
/// memory model did not run (feasibility `rules` or `none`, or a structural rule rejected first).
namespace MemoryCells {

/// A cell of the explain/simulate column table: its CSV/JSON name, unit and getter.
struct Cell
{
    const char *name;
    const char *unit;
    QVariant (*value)(const FeasibilityVerdict &);
};

/// The cells, in output order (appended after the existing columns: scripts depend on the order):
/// peak_allocated_gb, logits_gb, frozen_gradients_gb, dequant_gb, allocator_gb, context_gb,
/// max_per_device_batch, max_tokens_per_sample, fix (the first single change that fits, in words).
const QList<Cell> &cells();

/// `fixes` as explain JSON writes them: [{"change": text, "memory_gb_per_gpu": number, "fits": bool}].
QVariantList fixesJson(const FeasibilityVerdict &verdict);

} // namespace MemoryCells
