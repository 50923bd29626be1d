#include "shell/DocumentController.h"

#include "common/AtomicFile.h"
#include "common/CoastlineError.h"
#include "common/DialogHooks.h"
#include "common/Settings.h"
#include "config/ConfigurationIo.h"
#include "inputs/InputPanel.h"
#include "pipeline/RecommendationSession.h"
#include "report/RecommendationRows.h"
#include "results/ResultsPage.h"

#include <QDir>
#include <QFileInfo>
#include <QMainWindow>
#include <QUndoStack>

DocumentController::DocumentController(QMainWindow *window, RecommendationSession *session,
    InputPanel *inputs, QUndoStack *undoStack, ResultsPage *results)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_inputs(inputs)
    , m_undoStack(undoStack)
    , m_results(results)
{ }

bool DocumentController::maybeSave()
{
    if (m_undoStack->isClean())
        return true;
    const QString name
        = m_filePath.isEmpty() ? tr("the untitled configuration") : QFileInfo(m_filePath).fileName();
    switch (DialogHooks::askSaveChanges(m_window, name)) {
    case DialogHooks::Answer::Save:
        return save();
    case DialogHooks::Answer::Discard:
        return true;
    case DialogHooks::Answer::Cancel:
        return false;
    }
    return false;
}

bool DocumentController::newDocument()
{
    if (!maybeSave())
        return false;
    loadConfiguration(ConfigurationIo::embeddedDefault(), {}, {});
    return true;
}

bool DocumentController::applyInfrastructureFile(const QString &path)
{
    m_fileError.clear();
    Configuration config = m_session->configuration();
    QStringList warnings;
    try {
        ConfigurationIo::loadInfrastructure(path, &config.infrastructure, &warnings);
    } catch (const CoastlineError &error) {
        m_fileError = error.message();
        emit fileMessage(tr("Cannot read the cluster from %1: %2")
                             .arg(QFileInfo(path).fileName(), error.translatedMessage()),
            MessageBar::Type::Error);
        return false;
    }
    m_inputs->setConfiguration(config);
    m_session->setConfiguration(m_inputs->configuration(config), RecommendationSession::Change::Run);
    m_window->setWindowModified(true);
    updateTitle();
    const Infrastructure &infra = config.infrastructure;
    QString text = tr("Cluster from %1: %2 GPUs, at most %3 nodes of %4 GPUs; GPU models %5.")
                       .arg(QFileInfo(path).fileName())
                       .arg(infra.totalGpus)
                       .arg(infra.maxNodes)
                       .arg(infra.maxGpusPerNode)
                       .arg(infra.gpuModels.join(QStringLiteral(", ")));
    if (!warnings.isEmpty())
        text += QLatin1Char('\n') + warnings.join(QLatin1Char('\n'));
    emit fileMessage(text, warnings.isEmpty() ? MessageBar::Type::Information : MessageBar::Type::Warning);
    return true;
}

bool DocumentController::openFile(const QString &path)
{
    m_fileError.clear();
    if (ConfigurationIo::isInfrastructureFile(path))
        return applyInfrastructureFile(path);
    if (!maybeSave())
        return false;
    QStringList warnings;
    Configuration config;
    try {
        config = ConfigurationIo::load(path, &warnings);
    } catch (const CoastlineError &error) {
        m_fileError = error.message();
        emit fileMessage(tr("Cannot open %1: %2").arg(QFileInfo(path).fileName(), error.translatedMessage()),
            MessageBar::Type::Error);
        return false;
    }
    Settings::instance().addRecentFile(path);
    Settings::instance().setLastFolder(Settings::Folder::Configuration, QFileInfo(path).absolutePath());
    loadConfiguration(config, QFileInfo(path).absoluteFilePath(), warnings);
    return true;
}

void DocumentController::loadConfiguration(
    const Configuration &config, const QString &path, const QStringList &warnings)
{
    m_filePath = path;
    m_inputs->setConfiguration(config);
    // What the forms show is what runs.
    m_session->setConfiguration(m_inputs->configuration(config), RecommendationSession::Change::Run);
    m_undoStack->clear();
    m_undoStack->setClean();
    m_window->setWindowModified(false);
    updateTitle();
    emit configurationReplaced();
    if (!warnings.isEmpty())
        emit fileMessage(warnings.join(QLatin1Char('\n')), MessageBar::Type::Warning);
}

bool DocumentController::save()
{
    if (m_filePath.isEmpty())
        return saveAs();
    return writeConfiguration(m_filePath);
}

bool DocumentController::saveAs()
{
    QString dir = Settings::instance().lastFolder(Settings::Folder::Configuration);
    if (!m_filePath.isEmpty())
        dir = m_filePath;
    const QString path = DialogHooks::saveFileNameWithSuffix(
        m_window, tr("Save configuration"), dir, tr("YAML configurations (*.yaml)"), QStringLiteral("yaml"));
    if (path.isEmpty())
        return false;
    return writeConfiguration(path);
}

bool DocumentController::writeConfiguration(const QString &path)
{
    QString error;
    Configuration config = m_session->configuration();
    if (!ConfigurationIo::save(config, path, &error)) {
        emit fileMessage(error, MessageBar::Type::Error);
        return false;
    }
    m_filePath = QFileInfo(path).absoluteFilePath();
    config.sourcePath = m_filePath;
    m_session->setConfiguration(config, RecommendationSession::Change::None);
    m_undoStack->setClean();
    Settings::instance().addRecentFile(m_filePath);
    Settings::instance().setLastFolder(Settings::Folder::Configuration, QFileInfo(path).absolutePath());
    updateTitle();
    emit statusNote(tr("Saved %1").arg(QFileInfo(path).fileName()));
    return true;
}

void DocumentController::updateTitle()
{
    const QString name = m_filePath.isEmpty() ? tr("Untitled") : QFileInfo(m_filePath).fileName();
    m_window->setWindowTitle(tr("%1[*] — Coastline Desktop").arg(name));
}

bool DocumentController::exportCsv(const QString &requestedPath)
{
    return exportRanking(requestedPath, tr("Export ranking as CSV"), tr("CSV files (*.csv)"),
        QStringLiteral("csv"), &RecommendationRows::toCsv);
}

bool DocumentController::exportJson(const QString &requestedPath)
{
    return exportRanking(requestedPath, tr("Export ranking as JSON"), tr("JSON files (*.json)"),
        QStringLiteral("json"), &RecommendationRows::toJson);
}

bool DocumentController::exportRanking(const QString &requestedPath, const QString &title,
    const QString &filter, const QString &suffix,
    QByteArray (*render)(const Evaluation &, const Ranking &, bool))
{
    const auto evaluation = m_results->evaluation();
    if (!evaluation || m_results->ranking().rows.isEmpty()) {
        emit infoMessage(tr("Nothing to export yet: there is no ranking."), MessageBar::Type::Information);
        return false;
    }
    QString path = requestedPath;
    if (path.isEmpty()) {
        // Proposed: "<configuration>-ranking.csv" (or "coastline-ranking.csv") in the last export folder.
        const QString base
            = m_filePath.isEmpty() ? QStringLiteral("coastline") : QFileInfo(m_filePath).completeBaseName();
        const QString suggested = QDir(Settings::instance().lastFolder(Settings::Folder::Export))
                                      .filePath(QStringLiteral("%1-ranking.%2").arg(base, suffix));
        path = DialogHooks::saveFileNameWithSuffix(m_window, title, suggested, filter, suffix);
    }
    if (path.isEmpty())
        return false;
    QString reason; // atomic: a failed export leaves an existing file untouched
    // The whole ranking (every ranked row, as the table shows it), not only the top_k rows.
    if (!AtomicFile::writeWithReason(path, render(*evaluation, m_results->ranking(), true), &reason)) {
        emit fileMessage(tr("%1: cannot write: %2").arg(path, reason), MessageBar::Type::Error);
        return false;
    }
    Settings::instance().setLastFolder(Settings::Folder::Export, QFileInfo(path).absolutePath());
    emit statusNote(tr("Exported %1").arg(QFileInfo(path).fileName()));
    return true;
}
