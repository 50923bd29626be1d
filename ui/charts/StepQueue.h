#pragma once

#include <QObject>
#include <QTimer>
#include <functional>
#include <vector>

/// Work cut into steps that run one per turn of the event loop (a zero-interval timer), so that a long
/// job on the GUI thread (adding 68,608 points to a chart) never keeps the window from repainting or
/// taking input for longer than its largest step. Steps run in the order they were added.
class StepQueue
{
public:
    explicit StepQueue(QObject *context);

    /// Adds `step` after the queued ones and starts running them (on later event loop turns).
    void add(std::function<void()> step);
    /// Runs every queued step now, in order.
    void runAll();
    /// Drops the steps not run yet.
    void clear();
    /// True while steps wait to run.
    bool isRunning() const { return m_next < m_steps.size(); }

private:
    void runNext();

    QTimer m_timer;
    std::vector<std::function<void()>> m_steps;
    size_t m_next = 0;
};
