#pragma once

#include <QWidget>

struct Configuration;

/// The one tool window of type `Window` owned by `parent` (created on first use), given the current
/// configuration and brought to the front: Tools → Cluster what-if and Tools → Predictor Lab.
/// `Window` needs a `Window(QWidget *parent)` constructor and `setBaseConfiguration(const Configuration &)`.
template<typename Window> Window *showToolWindow(QWidget *parent, const Configuration &config)
{
    auto *window = parent->findChild<Window *>(QString(), Qt::FindDirectChildrenOnly);
    if (!window)
        window = new Window(parent);
    window->setBaseConfiguration(config);
    window->show();
    window->raise();
    window->activateWindow();
    return window;
}
