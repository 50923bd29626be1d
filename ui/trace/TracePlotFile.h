#pragma once

#include "trace/Schedule.h"

#include <QCoreApplication>
#include <QString>

/// Writes the TraceChart of a simulation to an image file, offscreen (traces.md "Charts";
/// `simulate-trace --plot`).
class TracePlotFile
{
    Q_DECLARE_TR_FUNCTIONS(TracePlotFile)

public:
    /// Image size, px (PNG) or pt (SVG, PDF).
    static constexpr int width = 1200;
    static constexpr int height = 650;

    /// Renders the chart of `baseline` and, when non-null, `recommended` to `path`, atomically. The format
    /// follows the suffix: .png (1200 × 650 px, with a title), .svg (with a title) or .pdf (no title, as
    /// upstream). Needs a QApplication (coastline-cli creates one with the offscreen platform for --plot).
    /// Throws CoastlineError "<path>: unknown plot format '.x'; use .png, .svg or .pdf", "<path>: cannot
    /// write: …", or when there is no QApplication.
    static void write(const QString &path, const Schedule &baseline, const Schedule *recommended);
};
