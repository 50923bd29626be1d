#pragma once

#include <QFrame>

class QAction;
class QHBoxLayout;
class QLabel;
class QToolButton;

/// An inline message bar (KMessageWidget-style, style.md example 12): a tinted strip with an icon,
/// a text, optional action buttons (e.g. name suggestions) and a close button. Routine input
/// mistakes are shown here, never in a modal box. Its height is fixed and kept while hidden, so a
/// message appearing or going never shifts the layout; or, floating (setFloating()), it lies over the top
/// of its parent and takes no room at all.
class MessageBar : public QFrame
{
    Q_OBJECT
public:
    enum class Type { Information, Positive, Warning, Error };
    Q_ENUM(Type)

    explicit MessageBar(QWidget *parent = nullptr);

    /// Shows `text` (plain text) with the colour and icon of `type`; removes previous actions.
    void showMessage(const QString &text, Type type);
    /// Adds a button for `action` (the bar does not take ownership).
    void addAction(QAction *action);
    /// Hides the bar and removes its actions.
    void clearMessage();

    /// Floating: the bar is in no layout but lies over the top edge of its parent's layout area (or of
    /// the parent), across its width, above its other children. No room is kept for it while no message
    /// shows, and a message covers the top of what is under it (until closed) instead of moving it.
    void setFloating(bool floating);
    bool isFloating() const { return m_floating; }

    QString text() const;
    Type messageType() const { return m_type; }

signals:
    void closed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void applyColours();
    /// Floating: over the top of the parent, across it, on top.
    void place();

    Type m_type = Type::Information;
    bool m_floating = false;
    QLabel *m_icon = nullptr;
    QLabel *m_text = nullptr;
    QHBoxLayout *m_actions = nullptr;
    QToolButton *m_close = nullptr;
};
