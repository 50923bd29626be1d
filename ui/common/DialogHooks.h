#pragma once

#include <QString>
#include <optional>

class QWidget;

/// Wrappers around the few modal dialogs of the app, with test hooks (style.md example 11): a test
/// presets the next answer or file name, the wrapper returns it without showing anything.
class DialogHooks
{
public:
    enum class Answer { Save, Discard, Cancel };

    /// "Save changes to <document>?" with Save / Discard / Cancel.
    static Answer askSaveChanges(QWidget *parent, const QString &documentName);
    /// QFileDialog::getOpenFileName, or the preset next file name.
    static QString openFileName(
        QWidget *parent, const QString &caption, const QString &dir, const QString &filter);
    /// QFileDialog::getSaveFileName, or the preset next file name.
    static QString saveFileName(
        QWidget *parent, const QString &caption, const QString &dir, const QString &filter);

    /// Asks where to save a `suffix` file (e.g. "csv"), proposing `suggestedPath` (a folder and file
    /// name), and adds ".suffix" to the answer when it has no suffix. "" when the user cancelled.
    static QString saveFileNameWithSuffix(QWidget *parent, const QString &caption,
        const QString &suggestedPath, const QString &filter, const QString &suffix);
    /// The `suggestedPath` of the latest saveFileNameWithSuffix() (for tests).
    static QString lastSuggestedPath() { return s_lastSuggestedPath; }

    /// Test hooks: the next call returns this instead of showing a dialog (consumed once).
    static void setNextAnswer(Answer answer);
    /// Test hooks: the next file dialog returns `fileName` ("" = the user cancelled).
    static void setNextFileName(const QString &fileName);
    /// How many "save changes?" prompts were asked since the last reset.
    static int promptCount();
    static void reset();

private:
    static std::optional<Answer> s_nextAnswer;
    static std::optional<QString> s_nextFileName;
    static int s_promptCount;
    static QString s_lastSuggestedPath;
};
