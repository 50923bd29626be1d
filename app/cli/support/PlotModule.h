#pragma once

#include "trace/Schedule.h"

#include <QCoreApplication>
#include <QString>
#include <memory>

namespace cli {

/// Draws `simulate-trace --plot` files through the plot module (core/trace/TracePlotModule.h), which is
/// loaded on first use: coastline-cli links neither Qt Widgets nor Charts nor Svg, so every other verb
/// starts without binding them (docs/performance.md "Cold start").
///
/// The module is looked for beside the executable (the build tree: build/app) and then in the
/// installed module folder (`<libdir>/coastline`, relative to the executable's `<bindir>`).
class PlotModule
{
public:
    /// Draws the chart of `baseline` and, when non-null, `recommended` to `path` (TracePlotFile::write()).
    using Writer = void (*)(const QString &path, const Schedule &baseline, const Schedule *recommended);

    /// The application coastline-cli runs on: a QApplication made by the module when `drawsPlots` (the
    /// command line has --plot; the caller sets the offscreen platform first), else a QCoreApplication.
    /// Throws CoastlineError "cannot load the plot module: …" when the module is missing or broken.
    static std::unique_ptr<QCoreApplication> createApplication(int &argc, char **argv, bool drawsPlots);

    /// Writes the plot file: with the writer set by setWriter(), else through the module. Throws
    /// CoastlineError with TracePlotFile::write()'s message, or "cannot load the plot module: …".
    static void write(const QString &path, const Schedule &baseline, const Schedule *recommended);

    /// Draws in-process with `writer` instead of loading the module (for programs that link the plot
    /// code themselves, e.g. the in-process CLI tests: `setWriter(&TracePlotFile::write)`). Not
    /// thread-safe: call before running commands.
    static void setWriter(Writer writer);
};

} // namespace cli
