#include "common/DialogHooks.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

std::optional<DialogHooks::Answer> DialogHooks::s_nextAnswer;
std::optional<QString> DialogHooks::s_nextFileName;
int DialogHooks::s_promptCount = 0;
QString DialogHooks::s_lastSuggestedPath;

DialogHooks::Answer DialogHooks::askSaveChanges(QWidget *parent, const QString &documentName)
{
    ++s_promptCount;
    if (s_nextAnswer) {
        const Answer answer = *s_nextAnswer;
        s_nextAnswer.reset();
        return answer;
    }
    QMessageBox box(QMessageBox::Warning, QCoreApplication::translate("DialogHooks", "Unsaved changes"),
        QCoreApplication::translate("DialogHooks", "Save the changes to %1 before closing it?")
            .arg(documentName),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setObjectName(QStringLiteral("saveChangesMessageBox"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return Answer::Save;
    case QMessageBox::Discard:
        return Answer::Discard;
    default:
        return Answer::Cancel;
    }
}

QString DialogHooks::openFileName(
    QWidget *parent, const QString &caption, const QString &dir, const QString &filter)
{
    if (s_nextFileName) {
        const QString name = *s_nextFileName;
        s_nextFileName.reset();
        return name;
    }
    return QFileDialog::getOpenFileName(parent, caption, dir, filter);
}

QString DialogHooks::saveFileName(
    QWidget *parent, const QString &caption, const QString &dir, const QString &filter)
{
    if (s_nextFileName) {
        const QString name = *s_nextFileName;
        s_nextFileName.reset();
        return name;
    }
    return QFileDialog::getSaveFileName(parent, caption, dir, filter);
}

QString DialogHooks::saveFileNameWithSuffix(QWidget *parent, const QString &caption,
    const QString &suggestedPath, const QString &filter, const QString &suffix)
{
    s_lastSuggestedPath = suggestedPath;
    QString path = saveFileName(parent, caption, suggestedPath, filter);
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + suffix;
    return path;
}

void DialogHooks::setNextAnswer(Answer answer)
{
    s_nextAnswer = answer;
}
void DialogHooks::setNextFileName(const QString &fileName)
{
    s_nextFileName = fileName;
}
int DialogHooks::promptCount()
{
    return s_promptCount;
}

void DialogHooks::reset()
{
    s_nextAnswer.reset();
    s_nextFileName.reset();
    s_promptCount = 0;
}
