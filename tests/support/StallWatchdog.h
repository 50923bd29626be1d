#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <ctime>

/// How long the GUI thread's event loop stopped turning: a 1 ms timer records the longest gap between two
/// of its ticks while the loop runs (the longest stall), and the thread's CPU time since the start or
/// reset(). Create it on the GUI thread; informative figures, never asserted against a time.
class StallWatchdog : public QObject
{
public:
    StallWatchdog()
    {
        m_timer.setInterval(1);
        connect(
            &m_timer, &QTimer::timeout, this, [this] { m_longestMs = qMax(m_longestMs, m_clock.restart()); });
        m_clock.start();
        m_timer.start();
    }

    /// CPU time of the calling thread, ms.
    static double threadCpuMs()
    {
        timespec t {};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
        return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
    }

    /// The longest gap between two ticks since the start or reset(), ms.
    qint64 longestMs() const { return m_longestMs; }
    /// GUI-thread CPU time since the start or reset(), ms (including the watchdog's own ticks).
    double cpuMs() const { return threadCpuMs() - m_cpuStart; }
    void reset()
    {
        m_longestMs = 0;
        m_clock.restart();
        m_cpuStart = threadCpuMs();
    }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_longestMs = 0;
    double m_cpuStart = threadCpuMs();
};
