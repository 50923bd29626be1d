#include "common/MessageBar.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

MessageBar::MessageBar(QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
    , m_actions(new QHBoxLayout)
    , m_close(new QToolButton(this))
{
    setObjectName(QStringLiteral("messageBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_text->setObjectName(QStringLiteral("messageBarLabel"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_close->setObjectName(QStringLiteral("messageBarCloseButton"));
    m_close->setAutoRaise(true);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setToolTip(tr("Close"));
    connect(m_close, &QToolButton::clicked, this, [this] {
        clearMessage();
        emit closed();
    });

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    layout->addLayout(m_actions);
    layout->addWidget(m_close, 0, Qt::AlignTop);
    // A fixed, reserved height (two lines of text or a button row): showing or hiding a message never
    // moves the widgets below it. Longer messages show their first lines; the tooltip has all of it.
    const int lines = 2 * fontMetrics().lineSpacing();
    const int buttons = QPushButton(QStringLiteral("X")).sizeHint().height();
    setFixedHeight(qMax(lines, buttons) + layout->contentsMargins().top() + layout->contentsMargins().bottom()
        + 2 * frameWidth());
    QSizePolicy policy = sizePolicy();
    policy.setRetainSizeWhenHidden(true);
    setSizePolicy(policy);
    hide();
}

void MessageBar::showMessage(const QString &text, Type type)
{
    clearMessage();
    m_type = type;
    m_text->setText(text);
    m_text->setToolTip(text);
    QStyle::StandardPixmap pixmap = QStyle::SP_MessageBoxInformation;
    if (type == Type::Warning)
        pixmap = QStyle::SP_MessageBoxWarning;
    else if (type == Type::Error)
        pixmap = QStyle::SP_MessageBoxCritical;
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_icon->setPixmap(style()->standardIcon(pixmap).pixmap(size, size));
    applyColours();
    if (m_floating)
        place();
    show();
}

void MessageBar::addAction(QAction *action)
{
    auto *button = new QPushButton(action->text(), this);
    button->setObjectName(action->objectName().isEmpty() ? QStringLiteral("messageBarActionButton")
                                                         : action->objectName() + QStringLiteral("Button"));
    button->setToolTip(action->toolTip());
    connect(button, &QPushButton::clicked, action, &QAction::trigger);
    m_actions->addWidget(button);
}

void MessageBar::clearMessage()
{
    while (QLayoutItem *item = m_actions->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_text->clear();
    m_text->setToolTip({});
    hide();
}

void MessageBar::setFloating(bool floating)
{
    if (floating == m_floating)
        return;
    m_floating = floating;
    QSizePolicy policy = sizePolicy();
    policy.setRetainSizeWhenHidden(!floating);
    setSizePolicy(policy);
    if (QWidget *host = parentWidget()) {
        if (floating) {
            host->installEventFilter(this);
            place();
        } else {
            host->removeEventFilter(this);
        }
    }
}

bool MessageBar::eventFilter(QObject *watched, QEvent *event)
{
    if (m_floating && watched == parentWidget()
        && (event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest))
        place();
    return QFrame::eventFilter(watched, event);
}

void MessageBar::place()
{
    const QWidget *host = parentWidget();
    if (!host)
        return;
    const QRect area = host->layout() ? host->layout()->contentsRect() : host->rect();
    // Over the bottom of the results: the summary's headline above the tabs stays readable.
    setGeometry(area.left(), area.bottom() + 1 - height(), area.width(), height());
    raise();
}

QString MessageBar::text() const
{
    return m_text->text();
}

void MessageBar::applyColours()
{
    QColor tint;
    switch (m_type) {
    case Type::Information:
        tint = QColor(0x3d, 0xae, 0xe9);
        break;
    case Type::Positive:
        tint = QColor(0x27, 0xae, 0x60);
        break;
    case Type::Warning:
        tint = QColor(0xf6, 0x74, 0x00);
        break;
    case Type::Error:
        tint = QColor(0xda, 0x44, 0x53);
        break;
    }
    const QColor window = QApplication::palette().color(QPalette::Window);
    const double a = 0.25;
    const QColor background = QColor::fromRgbF(float(window.redF() * (1 - a) + tint.redF() * a),
        float(window.greenF() * (1 - a) + tint.greenF() * a),
        float(window.blueF() * (1 - a) + tint.blueF() * a));
    QPalette p = palette();
    p.setColor(QPalette::Window, background);
    p.setColor(QPalette::WindowText, QApplication::palette().color(QPalette::WindowText));
    setPalette(p);
}
