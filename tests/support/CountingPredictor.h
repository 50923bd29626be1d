#pragma once

#include "predict/ThroughputPredictor.h"

#include <atomic>
#include <memory>

/// A stub predictor for tests: wraps `inner` (or predicts nothing without one) and counts predict()
/// calls (thread-safe).
class CountingPredictor : public ThroughputPredictor
{
public:
    explicit CountingPredictor(std::shared_ptr<const ThroughputPredictor> inner)
        : m_inner(std::move(inner))
    { }
    std::optional<Prediction> predict(const Workload &w, const Candidate &c, QString *whyNot) const override
    {
        ++calls;
        return m_inner ? m_inner->predict(w, c, whyNot) : std::nullopt;
    }
    QString name() const override { return QStringLiteral("counting"); }

    mutable std::atomic_int calls {0}; ///< predict() calls so far

private:
    std::shared_ptr<const ThroughputPredictor> m_inner;
};
