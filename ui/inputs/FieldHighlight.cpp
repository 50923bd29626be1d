#include "inputs/FieldHighlight.h"

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QPalette>
#include <QVariant>
#include <QWidget>

namespace FieldHighlight {

namespace {
const char *const invalidProperty = "coastlineInvalid";
const char *const toolTipProperty = "coastlineOriginalToolTip";

void tint(QWidget *widget, bool invalid)
{
    if (!invalid) {
        widget->setPalette(QPalette());
        return;
    }
    QPalette p = QApplication::palette();
    const QColor base = p.color(QPalette::Base);
    const QColor red(0xda, 0x44, 0x53);
    const double a = 0.35;
    p.setColor(QPalette::Base,
        QColor::fromRgbF(float(base.redF() * (1 - a) + red.redF() * a),
            float(base.greenF() * (1 - a) + red.greenF() * a),
            float(base.blueF() * (1 - a) + red.blueF() * a)));
    widget->setPalette(p);
}
} // namespace

void setInvalid(QWidget *field, bool invalid, const QString &why)
{
    if (!field->property(toolTipProperty).isValid())
        field->setProperty(toolTipProperty, field->toolTip());
    field->setProperty(invalidProperty, invalid);
    field->setToolTip(invalid ? why : field->property(toolTipProperty).toString());
    tint(field, invalid);
    if (auto *combo = qobject_cast<QComboBox *>(field); combo && combo->lineEdit())
        tint(combo->lineEdit(), invalid);
}

bool isInvalid(const QWidget *field)
{
    return field->property(invalidProperty).toBool();
}

} // namespace FieldHighlight
