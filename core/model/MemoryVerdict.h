#pragma once

#include <QString>

/// The memory model's three-way answer (issue 37, the risk band; MemoryModel::kTightBandFrom): `Fits` below
/// the band, `Tight` inside it (the development data hold runs that ran and runs that went out of memory at
/// such totals; feasible unless the planner's feasibility.margin rejects it), `DoesNotFit` above the
/// device's memory. Output words: memoryVerdictName().
enum class MemoryVerdict { Fits, Tight, DoesNotFit };

/// "fits", "tight" or "does-not-fit" (the CSV/JSON `memory_verdict` cells, docs/cli.md).
inline QString memoryVerdictName(MemoryVerdict verdict)
{
    switch (verdict) {
    case MemoryVerdict::Fits:
        return QStringLiteral("fits");
    case MemoryVerdict::Tight:
        return QStringLiteral("tight");
    case MemoryVerdict::DoesNotFit:
        return QStringLiteral("does-not-fit");
    }
    return {};
}
