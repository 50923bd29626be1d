#pragma once

#include <QString>
#include <optional>

/// The limit of the `budget` goal (issue 24): an amount in cost units (infrastructure.currency) or in
/// GPU-hours (`2000gpuh`).
struct Budget
{
    enum class Unit { Cost, GpuHours };
    double amount = 0; ///< > 0, finite
    Unit unit = Unit::Cost;

    bool operator==(const Budget &) const = default;
};

namespace GoalLimit {
/// The longest deadline: 36,500 days (100 years), in seconds. Beyond it no job is planned.
constexpr double maxDurationSeconds = 36500.0 * 86400;
/// The largest budget, in cost units or GPU-hours: 10¹⁵ (a million times the largest training runs).
constexpr double maxBudget = 1e15;
/// A duration with its unit: "48h", "3d", "90 min", "3600s" (units s, min, h, d; any case; a decimal
/// number; a space before the unit allowed) → seconds (> 0, at most maxDurationSeconds). Throws
/// CoastlineError "<what>: '<text>' is not a duration; write a number > 0 and a unit s, min, h or d, e.g.
/// 48h", or "<what>: '<text>' is longer than 36500d (100 years), the longest deadline" (also for 1e400d).
double parseDuration(const QString &text, const QString &what);
/// "2000" (cost units) or "2000gpuh" / "2000 GPU-h" (GPU-hours) → a Budget (amount > 0, at most
/// maxBudget). Throws CoastlineError "<what>: '<text>' is not a budget; …" or "<what>: '<text>' is more
/// than 1e+15, the largest budget".
Budget parseBudget(const QString &text, const QString &what);
/// A duration as parseDuration reads it back, in the largest unit that keeps it whole: 259200 → "3d",
/// 172800 → "48h" only when not whole days, 5400 → "90min", 61.5 → "61.5s".
QString durationText(double seconds);
/// "2000" or "2000gpuh", read back by parseBudget.
QString budgetText(const Budget &budget);
} // namespace GoalLimit
