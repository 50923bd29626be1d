#pragma once

#include <QFrame>

class QAction;
class QHBoxLayout;
class QLabel;
class QToolButton;

/// An inline message bar (KMessageWidget-style, style.md example 12): a tinted strip with an icon,
/// a text, optional action buttons (e.g. name suggestions) and a close button. Routine input
/// mistakes are shown here, never in a modal box. Its height is fixed and kept while hidden, so a
/// message appearing or going never shifts the layout.
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

    QString text() const;
    Type messageType() const { return m_type; }

signals:
    void closed();

private:
    void applyColours();

    Type m_type = Type::Information;
    QLabel *m_icon = nullptr;
    QLabel *m_text = nullptr;
    QHBoxLayout *m_actions = nullptr;
    QToolButton *m_close = nullptr;
};
