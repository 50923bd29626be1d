#pragma once

#include "predict/ThroughputPredictor.h"

#include <QThread>
#include <atomic>
#include <memory>

/// A stub predictor for tests: wraps `inner` (or predicts nothing without one), counts predict()
/// calls (thread-safe) and, with `delayMs` > 0, sleeps that many milliseconds in each call.
class CountingPredictor : public ThroughputPredictor
{
public:
    explicit CountingPredictor(std::shared_ptr<const ThroughputPredictor> inner, int delayMs = 0)
        : m_inner(std::move(inner))
        , m_delayMs(delayMs)
    { }
    std::optional<Prediction> predict(const Workload &w, const Candidate &c, QString *whyNot) const override
    {
        ++calls;
        if (m_delayMs > 0)
            QThread::msleep(m_delayMs);
        return m_inner ? m_inner->predict(w, c, whyNot) : std::nullopt;
    }
    QString name() const override { return QStringLiteral("counting"); }

    mutable std::atomic_int calls {0}; ///< predict() calls so far

private:
    std::shared_ptr<const ThroughputPredictor> m_inner;
    int m_delayMs;
};
