#pragma once

class QString;
class QWidget;

/// Marks an input field as invalid (red tint, works on light and dark palettes) with a tooltip,
/// or restores it.
namespace FieldHighlight {
void setInvalid(QWidget *field, bool invalid, const QString &why);
bool isInvalid(const QWidget *field);
} // namespace FieldHighlight
