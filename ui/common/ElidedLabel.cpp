#include "common/ElidedLabel.h"

#include <QHelpEvent>
#include <QPainter>
#include <QStyle>
#include <QTextLayout>
#include <QToolTip>

ElidedLabel::ElidedLabel(int maxLines, QWidget *parent)
    : QLabel(parent)
    , m_maxLines(qMax(0, maxLines))
{
    setTextFormat(Qt::PlainText);
    setWordWrap(true);
}

void ElidedLabel::setMaxLines(int lines)
{
    if (qMax(0, lines) == m_maxLines)
        return;
    m_maxLines = qMax(0, lines);
    updateGeometry();
    update();
}

bool ElidedLabel::isElided() const
{
    bool elided = false;
    if (m_maxLines > 0)
        visibleLines(textWidth(width()), &elided);
    return elided;
}

int ElidedLabel::textWidth(int width) const
{
    return qMax(1, width - (this->width() - contentsRect().width()) - 2 * margin());
}

QStringList ElidedLabel::visibleLines(int width, bool *elided) const
{
    QString text = this->text();
    text.replace(QLatin1Char('\n'), QChar::LineSeparator);
    QTextLayout layout(text, font());
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    QStringList lines;
    bool cut = false;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        if (lines.size() == m_maxLines - 1 && line.textStart() + line.textLength() < text.size()) {
            // The last line shown while more text follows: the rest, its line breaks as spaces, cut with "…".
            QString rest = text.mid(line.textStart());
            rest.replace(QChar::LineSeparator, QLatin1Char(' '));
            lines << fontMetrics().elidedText(rest.trimmed(), Qt::ElideRight, width);
            cut = true;
            break;
        }
        lines << text.mid(line.textStart(), line.textLength()).remove(QChar::LineSeparator).trimmed();
    }
    layout.endLayout();
    if (elided)
        *elided = cut;
    return lines;
}

int ElidedLabel::heightForWidth(int width) const
{
    if (m_maxLines == 0)
        return QLabel::heightForWidth(width);
    const int lines = text().isEmpty() ? 0 : int(visibleLines(textWidth(width)).size());
    return lines * fontMetrics().lineSpacing() + (height() - contentsRect().height()) + 2 * margin();
}

QSize ElidedLabel::sizeHint() const
{
    if (m_maxLines == 0)
        return QLabel::sizeHint();
    const int width = QLabel::sizeHint().width();
    return {width, heightForWidth(width)};
}

QSize ElidedLabel::minimumSizeHint() const
{
    if (m_maxLines == 0)
        return QLabel::minimumSizeHint();
    // Narrow: the text is cut with "…" rather than widening the window.
    return {fontMetrics().horizontalAdvance(QStringLiteral("M…")), fontMetrics().lineSpacing()};
}

bool ElidedLabel::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && isElided()) {
        const QString tip = toolTip().isEmpty() ? text() : text() + QStringLiteral("\n\n") + toolTip();
        QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), tip, this);
        return true;
    }
    return QLabel::event(event);
}

void ElidedLabel::paintEvent(QPaintEvent *event)
{
    if (m_maxLines == 0) {
        QLabel::paintEvent(event);
        return;
    }
    QPainter painter(this);
    const QRect area = contentsRect().adjusted(margin(), margin(), -margin(), -margin());
    const int lineHeight = fontMetrics().lineSpacing();
    int y = area.top();
    for (const QString &line : visibleLines(area.width())) {
        style()->drawItemText(&painter, QRect(area.left(), y, area.width(), lineHeight),
            Qt::AlignLeft | Qt::AlignTop | Qt::TextSingleLine, palette(), isEnabled(), line,
            foregroundRole());
        y += lineHeight;
    }
}
