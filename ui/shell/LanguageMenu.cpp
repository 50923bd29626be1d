#include "shell/LanguageMenu.h"

#include "common/Settings.h"

#include <QActionGroup>

LanguageMenu::LanguageMenu(QWidget *parent)
    : QMenu(tr("&Language"), parent)
{
    setObjectName(QStringLiteral("languageMenu"));
    auto *languages = new QActionGroup(this);
    const QList<QPair<QString, QString>> codes {{QString(), tr("System default")},
        {QStringLiteral("en"), QStringLiteral("English")}, {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")}};
    for (const auto &entry : codes) {
        const QString code = entry.first; // a named copy: clang 14 cannot capture a structured binding
        QAction *a = addAction(entry.second);
        a->setCheckable(true);
        a->setChecked(Settings::instance().language() == code);
        languages->addAction(a);
        connect(a, &QAction::triggered, this, [this, code] { emit languageChosen(code); });
    }
    addSeparator();
    QAction *restartNote = addAction(tr("Takes effect the next time Coastline Desktop starts"));
    restartNote->setObjectName(QStringLiteral("languageRestartNoteAction"));
    restartNote->setEnabled(false);
}
