#pragma once

#include "trace/Schedule.h"

#include <QString>

class QCoreApplication;

/// The entry points of the plot module (`coastline-plot`, a shared object that holds TracePlotFile with
/// Qt Widgets, Charts and Svg): `coastline-cli` loads it only for `simulate-trace --plot`, so its other
/// verbs start without binding those libraries (docs/performance.md "Cold start"). C linkage, so the
/// loader finds them by these names; the module and coastline-cli are built from one source tree, so the
/// C++ types passed by pointer have one layout.
namespace TracePlotModule {

/// File name stem of the module (the file is `coastline-plot.so`).
inline constexpr char moduleName[] = "coastline-plot";

/// `QCoreApplication *coastline_plot_application(int *argc, char **argv)`: a new QApplication (the caller
/// owns it) — drawing needs one; the caller sets the platform (offscreen).
inline constexpr char applicationSymbol[] = "coastline_plot_application";
using ApplicationFunction = QCoreApplication *(*)(int *argc, char **argv);

/// `bool coastline_plot_write(const QString *path, const Schedule *baseline, const Schedule *recommended,
/// QString *error)`: TracePlotFile::write(); false with the CoastlineError's message in `*error` on failure.
inline constexpr char writeSymbol[] = "coastline_plot_write";
using WriteFunction
    = bool (*)(const QString *path, const Schedule *baseline, const Schedule *recommended, QString *error);

} // namespace TracePlotModule
