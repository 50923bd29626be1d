#pragma once

#include <QMenu>

/// File → Open Recent: the recent files of Settings, numbered ("&1 name.yaml", the full path as the
/// tooltip), then Clear List. Rebuilt from Settings each time it is about to show.
class RecentFilesMenu : public QMenu
{
    Q_OBJECT
public:
    explicit RecentFilesMenu(QWidget *parent = nullptr);

    /// Fills the menu from Settings::recentFiles() ("No recent files" when there are none).
    void rebuild();

signals:
    /// The user picked `path`.
    void fileChosen(const QString &path);
};
