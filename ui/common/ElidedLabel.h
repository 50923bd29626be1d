#pragma once

#include <QLabel>

/// A plain-text, word-wrapped QLabel that shows at most maxLines() lines: what does not fit ends in "…",
/// and hovering then shows the whole text (before the label's own tooltip, if any). text() is always
/// the whole text. With maxLines() 0 it is an ordinary word-wrapped label. Line breaks in the text are
/// kept; a line that is cut runs the following lines into its "…".
class ElidedLabel : public QLabel
{
    Q_OBJECT
public:
    explicit ElidedLabel(int maxLines, QWidget *parent = nullptr);

    int maxLines() const { return m_maxLines; }
    /// Shows at most `lines` lines (0: all of them).
    void setMaxLines(int lines);
    /// True when the text at the current width needs more than maxLines() lines.
    bool isElided() const;

    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    /// The lines drawn at text width `width`, the last one elided when the text needs more.
    QStringList visibleLines(int width, bool *elided = nullptr) const;
    /// The width the text is laid out in for a label `width` px wide (without margins).
    int textWidth(int width) const;

    int m_maxLines = 0;
};
