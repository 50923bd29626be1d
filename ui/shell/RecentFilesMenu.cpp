#include "shell/RecentFilesMenu.h"

#include "common/Settings.h"

#include <QFileInfo>

RecentFilesMenu::RecentFilesMenu(QWidget *parent)
    : QMenu(tr("Open &Recent"), parent)
{
    setObjectName(QStringLiteral("recentMenu"));
    connect(this, &QMenu::aboutToShow, this, &RecentFilesMenu::rebuild);
    rebuild();
}

void RecentFilesMenu::rebuild()
{
    clear();
    const QStringList files = Settings::instance().recentFiles();
    int number = 1;
    for (const QString &path : files) {
        QAction *a = addAction(tr("&%1 %2").arg(number++).arg(QFileInfo(path).fileName()));
        a->setToolTip(path);
        a->setData(path);
        connect(a, &QAction::triggered, this, [this, path] { emit fileChosen(path); });
    }
    if (files.isEmpty())
        addAction(tr("No recent files"))->setEnabled(false);
    addSeparator();
    QAction *clearList = addAction(tr("&Clear List"));
    clearList->setObjectName(QStringLiteral("clearRecentAction"));
    clearList->setEnabled(!files.isEmpty());
    connect(clearList, &QAction::triggered, this, [] { Settings::instance().clearRecentFiles(); });
}
