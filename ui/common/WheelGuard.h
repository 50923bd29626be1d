#pragma once

#include <QObject>
#include <QPointer>

class QWidget;

/// Keeps the mouse wheel from editing a field the user did not click into: every spin box, combo box
/// and slider under a root widget gets Qt::StrongFocus (a wheel no longer focuses it), and a wheel
/// event over one that has no focus goes to `scrollTarget` (the form's scroll bar) instead, so the
/// form scrolls and no value changes or re-run starts. A focused field takes the wheel as usual.
class WheelGuard : public QObject
{
    Q_OBJECT
public:
    /// Guards the spin boxes, combo boxes and sliders under `root` (not null; the guard is its child).
    /// `scrollTarget` (may be null) receives the wheel events the fields do not take.
    static WheelGuard *install(QWidget *root, QWidget *scrollTarget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    WheelGuard(QWidget *root, QWidget *scrollTarget);

    QPointer<QWidget> m_scrollTarget;
};
