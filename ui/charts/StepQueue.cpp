#include "charts/StepQueue.h"

StepQueue::StepQueue(QObject *context)
{
    m_timer.setInterval(0);
    m_timer.setSingleShot(true);
    QObject::connect(&m_timer, &QTimer::timeout, context, [this] { runNext(); });
}

void StepQueue::add(std::function<void()> step)
{
    m_steps.push_back(std::move(step));
    m_timer.start();
}

void StepQueue::runAll()
{
    while (isRunning())
        runNext();
}

void StepQueue::clear()
{
    m_timer.stop();
    m_steps.clear();
    m_next = 0;
}

void StepQueue::runNext()
{
    if (!isRunning())
        return;
    // Moved out first: a step may add steps or clear the queue.
    const std::function<void()> step = std::move(m_steps[m_next++]);
    if (isRunning())
        m_timer.start();
    else
        clear();
    step();
}
