#pragma once

#include "predict/kavier/KavierPredictor.h"

#include <QMutex>
#include <QSet>
#include <QThread>
#include <atomic>

/// A stub predictor for tests: Kavier with the default calibration, 1 ms slower per candidate, noting
/// the threads it ran on (so a test can check the GUI thread never predicts).
class SlowPredictor : public ThroughputPredictor
{
public:
    SlowPredictor()
        : m_kavier(Catalog::bundled(), KavierModel(CalibrationTable::load(QStringLiteral("default"))))
    { }
    std::optional<Prediction> predict(const Workload &w, const Candidate &c, QString *whyNot) const override
    {
        {
            QMutexLocker lock(&mutex);
            threads.insert(QThread::currentThread());
        }
        ++m_calls;
        QThread::msleep(1);
        return m_kavier.predict(w, c, whyNot);
    }
    QString name() const override { return QStringLiteral("slow-kavier"); }
    /// predict() calls so far.
    int calls() const { return m_calls.load(); }

    mutable QMutex mutex; ///< guards threads
    mutable QSet<QThread *> threads; ///< threads predict() ran on

private:
    KavierPredictor m_kavier;
    mutable std::atomic_int m_calls {0};
};
