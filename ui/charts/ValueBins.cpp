#include "charts/ValueBins.h"

#include "charts/ChartStyle.h"

#include <algorithm>
#include <bit>

namespace {
/// floor(log2(value)) for value ≥ 1: the power-of-two range of a value.
int rangeOf(qint64 value)
{
    return int(std::bit_width(quint64(std::max<qint64>(value, 1)))) - 1;
}
} // namespace

ValueBins::ValueBins(const QList<qint64> &values)
{
    QList<qint64> distinct = values;
    std::sort(distinct.begin(), distinct.end());
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    m_grouped = distinct.size() > maxSeries;
    for (const qint64 value : std::as_const(distinct)) {
        if (m_grouped && !m_lower.isEmpty() && rangeOf(m_lower.last()) == rangeOf(value)) {
            m_upper.last() = value;
            continue;
        }
        m_lower << value;
        m_upper << value;
    }
}

int ValueBins::binOf(qint64 value) const
{
    // The last bin whose lower bound is ≤ value.
    const auto it = std::upper_bound(m_lower.cbegin(), m_lower.cend(), value);
    return std::max(0, int(it - m_lower.cbegin()) - 1);
}

QColor ValueBins::color(int bin) const
{
    if (!m_grouped)
        return ChartStyle::seriesColor(bin);
    // Sequential: from a light yellow-green to a dark blue (viridis-like), readable on both themes.
    const double t = count() > 1 ? double(bin) / (count() - 1) : 0.0;
    return QColor::fromHsvF(float(0.18 + 0.52 * t), float(0.55 + 0.35 * t), float(0.92 - 0.45 * t));
}

QList<PointSeriesData> ValueBins::series(const std::function<QString(qint64 lower, qint64 upper)> &name) const
{
    QList<PointSeriesData> out(count());
    for (int bin = 0; bin < count(); ++bin) {
        out[bin].color = color(bin);
        out[bin].name = name(lower(bin), upper(bin));
    }
    return out;
}
