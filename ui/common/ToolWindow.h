#pragma once

#include <QProgressBar>
#include <QScreen>
#include <QWidget>
#include <algorithm>

struct Configuration;

/// The one tool window of type `Window` owned by `parent` (created on first use), given the current
/// configuration and brought to the front: Tools → Cluster what-if and Tools → Predictor Lab.
/// `Window` needs a `Window(QWidget *parent)` constructor and `setBaseConfiguration(const Configuration &)`.
/// A new window keeps its preferred size only where the screen has room: it is bounded by 95 % of the
/// parent's screen's available area (a 1280 × 800 laptop must see the whole window and its buttons).
template<typename Window> Window *showToolWindow(QWidget *parent, const Configuration &config)
{
    auto *window = parent->findChild<Window *>(QString(), Qt::FindDirectChildrenOnly);
    if (!window) {
        window = new Window(parent);
        if (const QScreen *screen = parent->screen())
            window->resize(window->size().boundedTo(screen->availableGeometry().size() * 0.95));
    }
    window->setBaseConfiguration(config);
    window->show();
    window->raise();
    window->activateWindow();
    return window;
}

/// Shows a tool window's background `job` (an AsyncJob) on its `progress` bar: done of total, the range
/// at least 1 (a total of 0 would make the bar busy). Tools → Recommend for a CSV of Jobs, Cluster
/// what-if and Predictor Lab.
template<typename Job> void followJobProgress(Job &job, QProgressBar *progress)
{
    job.setProgressHandler([progress](int done, int total) {
        progress->setRange(0, std::max(total, 1));
        progress->setValue(done);
    });
}
