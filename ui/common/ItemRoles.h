#pragma once

#include <Qt>

/// Custom item roles shared by the result models (style.md example 5).
namespace ItemRoles {
enum Role {
    RawValueRole = Qt::UserRole + 1, ///< unformatted value for sorting (double, qint64 or QString)
    CandidateIndexRole, ///< index into Evaluation::candidates (int), -1 when none
    InTopKRole, ///< bool: the row is one of the top_k recommendations
    /// headerData: the OutputColumns name (CSV header, JSON key) a column shows or derives from, e.g.
    /// "throughput_tokens_per_s"; empty for columns of the GUI alone
    OutputColumnRole,
    UnitRole, ///< headerData: that output column's unit, e.g. "tokens/s" (empty for counts, names, scores)
    PlausibleRole, ///< bool: the row's prediction is within the plausibility bound (Plausibility)
};
} // namespace ItemRoles
