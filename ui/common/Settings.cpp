#include "common/Settings.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

namespace {
QString s_testFile;
const QString geometryKey = QStringLiteral("window/geometry");
const QString stateKey = QStringLiteral("window/state");
const QString recentKey = QStringLiteral("files/recent");
const QString languageKey = QStringLiteral("ui/language");
} // namespace

Settings &Settings::instance()
{
    static Settings settings;
    return settings;
}

void Settings::useFileForTests(const QString &path)
{
    s_testFile = path;
    instance().m_settings = std::make_unique<QSettings>(path, QSettings::IniFormat);
}

Settings::Settings()
{
    if (s_testFile.isEmpty())
        m_settings = std::make_unique<QSettings>(QStringLiteral("coastline"), QStringLiteral("coastline"));
    else
        m_settings = std::make_unique<QSettings>(s_testFile, QSettings::IniFormat);
}

Settings::~Settings() = default;

QByteArray Settings::windowGeometry() const
{
    return m_settings->value(geometryKey).toByteArray();
}
void Settings::setWindowGeometry(const QByteArray &geometry)
{
    m_settings->setValue(geometryKey, geometry);
}
QByteArray Settings::windowState() const
{
    return m_settings->value(stateKey).toByteArray();
}
void Settings::setWindowState(const QByteArray &state)
{
    m_settings->setValue(stateKey, state);
}

QStringList Settings::recentFiles() const
{
    return m_settings->value(recentKey).toStringList();
}

void Settings::addRecentFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = recentFiles();
    const QStringList before = files;
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > maxRecentFiles)
        files.removeLast();
    if (files != before) {
        m_settings->setValue(recentKey, files);
        emit recentFilesChanged();
    }
}

void Settings::removeRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    if (files.removeAll(path) > 0) {
        m_settings->setValue(recentKey, files);
        emit recentFilesChanged();
    }
}

void Settings::clearRecentFiles()
{
    if (!recentFiles().isEmpty()) {
        m_settings->remove(recentKey);
        emit recentFilesChanged();
    }
}

QString Settings::folderKey(Folder folder) const
{
    switch (folder) {
    case Folder::Configuration:
        return QStringLiteral("folders/configuration");
    case Folder::Export:
        return QStringLiteral("folders/export");
    case Folder::MeasuredRuns:
        return QStringLiteral("folders/measuredRuns");
    case Folder::Workloads:
        return QStringLiteral("folders/workloads");
    case Folder::Traces:
        return QStringLiteral("folders/traces");
    }
    return {};
}

QString Settings::lastFolder(Folder folder) const
{
    return m_settings->value(folderKey(folder), QDir::homePath()).toString();
}

void Settings::setLastFolder(Folder folder, const QString &directory)
{
    m_settings->setValue(folderKey(folder), directory);
}

QString Settings::language() const
{
    return m_settings->value(languageKey).toString();
}

void Settings::setLanguage(const QString &language)
{
    if (language == this->language())
        return;
    m_settings->setValue(languageKey, language);
    emit languageChanged(language);
}
