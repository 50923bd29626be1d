#pragma once

#include <Qt>

/// Custom item roles shared by the result models (style.md example 5).
namespace ItemRoles {
enum Role {
    RawValueRole = Qt::UserRole + 1, ///< unformatted value for sorting (double, qint64 or QString)
    CandidateIndexRole, ///< index into Evaluation::candidates (int), -1 when none
    InTopKRole, ///< bool: the row is one of the top_k recommendations
};
} // namespace ItemRoles
