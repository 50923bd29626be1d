#pragma once

#include <QMenu>

/// Tools → Language: the system default and each translation, named in itself (not translated, so
/// that it can be found from any language), the one of Settings::language() checked; a disabled note
/// says a choice takes effect at the next start.
class LanguageMenu : public QMenu
{
    Q_OBJECT
public:
    explicit LanguageMenu(QWidget *parent = nullptr);

signals:
    /// The user picked the language `code` ("en", "de", "zh_CN"; empty: the system language).
    void languageChosen(const QString &code);
};
