#pragma once

#include "results/RankingTableModel.h"
#include "shell/MainWindow.h"

#include <QSortFilterProxyModel>
#include <QTableView>
#include <QtGlobal>

/// What the GUI tests read of a running MainWindow (by objectName, as a user sees it). Header-only: the
/// tests that include it link coastline_ui.
namespace MainWindowProbe {

/// How long a test waits for a run, ms.
constexpr int runTimeoutMs = 120000;

/// The child of `w` named `name` (a warning, and null, when there is none).
template<typename T> T *child(const QWidget &w, const char *name)
{
    T *found = w.findChild<T *>(QLatin1String(name));
    if (!found)
        qWarning("no child %s", name);
    return found;
}

/// The model behind the ranking table's proxy.
inline const RankingTableModel *rankingModel(const MainWindow &w)
{
    auto *view = child<QTableView>(w, "rankingTableView");
    return qobject_cast<const RankingTableModel *>(
        static_cast<const QSortFilterProxyModel *>(view->model())->sourceModel());
}

/// Nothing running, pending or being prepared, and a ranking shown.
inline bool idleWithResults(const MainWindow &w)
{
    return !w.isBusy() && rankingModel(w)->rowCount() > 0;
}

} // namespace MainWindowProbe
