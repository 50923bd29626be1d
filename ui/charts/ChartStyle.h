#pragma once

#include <QColor>

class QChart;

/// Shared look of the result charts: a light or dark theme following the application palette
/// (dark palettes render correctly) and a qualitative colour per series. Never OpenGL
/// (toolchain.md G11: it crashes on the offscreen platform).
namespace ChartStyle {
/// Charts with more points than this draw them without antialiasing (repainting 10⁴ antialiased
/// markers takes a large part of a frame).
constexpr int antialiasedPointLimit = 2000;
bool isDarkPalette();
/// Theme, colours and fonts; axis numbers in the application's locale with digit grouping, as the
/// tables format them (18,408.7, not 18408.7).
void apply(QChart *chart);
/// The i-th series colour (cycles through 10 colours readable on light and dark backgrounds).
QColor seriesColor(int index);
/// Marker colour of the current pick and of the selection.
QColor pickColor();
QColor selectionColor();
} // namespace ChartStyle
