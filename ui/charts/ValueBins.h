#pragma once

#include "charts/PointSeriesData.h"

#include <QColor>
#include <QList>
#include <QString>
#include <functional>

/// Groups the distinct values of a chart's series key (total GPUs, per-device batch sizes) into few
/// enough legend entries to read: one series per value when there are at most maxSeries values, else
/// one per power-of-two range [2^k, 2^(k+1)) that holds a value (1…1024 GPUs → 11 entries, not 1,024).
/// Single values get the qualitative series colours; ranges a sequential colour scale (light = small,
/// dark = large), so the order of the ranges reads from the colours.
class ValueBins
{
public:
    /// Most series shown one value each.
    static constexpr int maxSeries = 8;

    /// `values` in any order, duplicates allowed; values ≥ 1.
    explicit ValueBins(const QList<qint64> &values);

    /// True when the values were grouped into power-of-two ranges.
    bool isGrouped() const { return m_grouped; }
    int count() const { return int(m_lower.size()); }
    /// The bin of `value` (one of the constructor's values), 0 ≤ bin < count().
    int binOf(qint64 value) const;
    /// The smallest and largest value present in `bin` (equal when not grouped).
    qint64 lower(int bin) const { return m_lower.at(bin); }
    qint64 upper(int bin) const { return m_upper.at(bin); }
    QColor color(int bin) const;
    /// One series per bin, in bin order, without points: its color(), and `name(lower, upper)` of the bin
    /// (lower == upper for a single value) for the legend.
    QList<PointSeriesData> series(const std::function<QString(qint64 lower, qint64 upper)> &name) const;

private:
    bool m_grouped = false;
    QList<qint64> m_lower;
    QList<qint64> m_upper;
};
