#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QStringList>
#include <memory>

class QSettings;

/// The app's persistent settings over QSettings (style.md example 10): window geometry and state,
/// recent files, last folders per role, language. Setters emit *Changed only on a real change.
/// Tests call useFileForTests() first to get a throw-away INI file.
class Settings : public QObject
{
    Q_OBJECT
public:
    /// Folders remembered separately per file-dialog role.
    enum class Folder { Configuration, Export, MeasuredRuns, Workloads, Traces };

    static Settings &instance();
    ~Settings() override;
    /// Uses `path` (INI format) instead of the user's settings from now on.
    static void useFileForTests(const QString &path);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);

    static constexpr int maxRecentFiles = 8;
    QStringList recentFiles() const;
    /// Moves `path` (made absolute) to the front of the recent files.
    void addRecentFile(const QString &path);
    void removeRecentFile(const QString &path);
    void clearRecentFiles();

    QString lastFolder(Folder folder) const;
    void setLastFolder(Folder folder, const QString &directory);

    /// Language code ("en", "de", "zh_CN"); empty means the system language.
    QString language() const;
    void setLanguage(const QString &language);

signals:
    void recentFilesChanged();
    void languageChanged(const QString &language);

private:
    Settings();
    QString folderKey(Folder folder) const;

    std::unique_ptr<QSettings> m_settings;
};
