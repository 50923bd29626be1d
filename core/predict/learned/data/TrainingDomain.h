#pragma once

#include "predict/learned/data/FeatureRow.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <array>

/// What a learned model was trained on (learned-predictors.md "Domain of validity"): the LLMs, methods
/// and GPUs seen, and the range of GPU count, nodes, GPUs per node, tokens per sample, per-device and
/// total batch. A configuration outside it is extrapolation.
class TrainingDomain
{
public:
    /// The domain of `rows` (non-empty).
    static TrainingDomain of(const QList<FeatureRow> &rows);

    /// True when `row` lies inside the domain; otherwise false and `why` (if non-null) says what is
    /// outside, e.g. "GPU 'NVIDIA-H100-80GB-HBM3' not in the training runs" or "total_gpus 64 outside 1–32".
    bool contains(const FeatureRow &row, QString *why = nullptr) const;
    /// contains() for the names only (LLM, method, GPU): the part a block of one job's candidates shares.
    bool containsNames(const FeatureRow &row, QString *why = nullptr) const;
    /// contains() for the numeric ranges only.
    bool containsRanges(const FeatureRow &row, QString *why = nullptr) const;
    /// The first range (0-based, as toJson() lists them) that `row` lies outside, or -1; no text made.
    int outsideRange(const FeatureRow &row) const;
    /// The value of range `range` (outsideRange()'s index) for `row`.
    static double rangeValue(const FeatureRow &row, int range) { return ranges(row)[size_t(range)].min; }
    /// Why `row` is outside range `range`, e.g. "total_gpus 64 outside the trained range 1-32".
    QString describeOutside(const FeatureRow &row, int range) const;

    /// The largest value of a domain range: every range is a count (GPUs, nodes, tokens, batch), and
    /// 10^12 is above any count a configuration accepts (Limits: 10^6 GPUs × 10^6 per-device batch).
    static constexpr double MaxRangeValue = 1e12;

    QJsonObject toJson() const;
    /// Throws CoastlineError "<what>: domain: …" for a malformed object: an empty list of names, or a
    /// range that is not [min, max] of whole numbers with 0 ≤ min ≤ max ≤ MaxRangeValue.
    static TrainingDomain fromJson(const QJsonObject &json, const QString &what);

private:
    struct Range
    {
        const char *name;
        double min;
        double max;
    };
    static std::array<Range, 6> ranges(const FeatureRow &row);
    QStringList m_llms, m_methods, m_gpus;
    QList<Range> m_ranges; ///< min/max per ranges() entry
};
