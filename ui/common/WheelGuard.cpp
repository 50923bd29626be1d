#include "common/WheelGuard.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QSlider>
#include <QWheelEvent>

WheelGuard::WheelGuard(QWidget *root, QWidget *scrollTarget)
    : QObject(root)
    , m_scrollTarget(scrollTarget)
{ }

WheelGuard *WheelGuard::install(QWidget *root, QWidget *scrollTarget)
{
    auto *guard = new WheelGuard(root, scrollTarget);
    guard->setObjectName(QStringLiteral("wheelGuard"));
    QList<QWidget *> fields;
    for (QAbstractSpinBox *spin : root->findChildren<QAbstractSpinBox *>())
        fields << spin;
    for (QComboBox *combo : root->findChildren<QComboBox *>())
        fields << combo;
    for (QSlider *slider : root->findChildren<QSlider *>())
        fields << slider;
    for (QWidget *field : fields) {
        field->setFocusPolicy(Qt::StrongFocus);
        field->installEventFilter(guard);
    }
    return guard;
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::Wheel)
        return QObject::eventFilter(watched, event);
    auto *field = static_cast<QWidget *>(watched);
    if (field->hasFocus())
        return false; // the user clicked into it: the wheel edits, as expected
    if (m_scrollTarget)
        QCoreApplication::sendEvent(m_scrollTarget, event);
    return true; // never an edit
}
