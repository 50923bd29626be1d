#pragma once

#include "common/MessageBar.h"
#include "rank/Ranking.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QStringList>

class InputPanel;
class QMainWindow;
class QUndoStack;
class RecommendationSession;
class ResultsPage;
struct Configuration;
struct Evaluation;

/// The main window's document: which configuration file is open, whether it has unsaved edits (the undo
/// stack's clean state), and the File menu's work on it: new, open (a configuration, or an upstream
/// infrastructure file applied as the cluster), save, save as, and the ranking's CSV/JSON export. It asks
/// before discarding edits, writes atomically (a failed save or export leaves the old file), remembers the
/// folders and recent files (Settings), and keeps the window title ("name[*] — Coastline Desktop"). What it
/// has to say goes out as signals; the window shows them in its message bar.
class DocumentController : public QObject
{
    Q_OBJECT
public:
    /// All pointers are the window's and outlive this controller (a child of `window`).
    DocumentController(QMainWindow *window, RecommendationSession *session, InputPanel *inputs,
        QUndoStack *undoStack, ResultsPage *results);

    /// Opens a configuration file (asks about unsaved changes first). An upstream infrastructure file
    /// (ConfigurationIo::isInfrastructureFile) is applied as the cluster of the current configuration
    /// instead (applyInfrastructureFile). Errors go to fileMessage() and fileError().
    bool openFile(const QString &path);
    /// Reads an infrastructure.yaml into the current configuration's cluster (total GPUs, nodes, GPUs
    /// per node, GPU models), re-runs, marks the document modified and says so.
    bool applyInfrastructureFile(const QString &path);
    /// Starts over from the embedded default configuration (asks about unsaved changes first).
    bool newDocument();
    bool save();
    bool saveAs();
    /// Asks whether to save unsaved edits: true when there are none, or they were saved or discarded;
    /// false when the planner cancelled (or the save failed).
    bool maybeSave();
    /// Shows `config` as a new, unmodified document read from `path` (empty: untitled), with the
    /// reader's `warnings`.
    void loadConfiguration(const Configuration &config, const QString &path, const QStringList &warnings);
    /// Writes every ranked row (the whole table, not only top_k) as `coastline-cli recommend --format
    /// csv --all` does. An empty path asks for one, proposing "<configuration>-ranking.csv", and adds
    /// ".csv" when the answer has no suffix.
    bool exportCsv(const QString &path = {});
    bool exportJson(const QString &path = {});

    /// The open file's absolute path; empty for an untitled document.
    QString filePath() const { return m_filePath; }
    /// Why the last openFile() failed, in the file reader's words, untranslated and naming the file
    /// once ("/tmp/bad.yaml:1: …"; the command line reports it); empty after a success.
    QString fileError() const { return m_fileError; }

signals:
    /// A file was read, written or refused: `text` for the message bar.
    void fileMessage(const QString &text, MessageBar::Type type);
    /// Something to tell that is not about a file (nothing to export yet).
    void infoMessage(const QString &text, MessageBar::Type type);
    /// A new document replaced the configuration: the previous file's message no longer applies, and
    /// what was made with the previous settings (selection, batch results) is out of date.
    void configurationReplaced();
    /// A transient note for the status bar ("Saved demo.yaml").
    void statusNote(const QString &text);

private:
    /// Writes render(evaluation, ranking, all rows) to `requestedPath` (or a picked file, ".suffix"
    /// added when missing) atomically.
    bool exportRanking(const QString &requestedPath, const QString &title, const QString &filter,
        const QString &suffix, QByteArray (*render)(const Evaluation &, const Ranking &, bool));
    bool writeConfiguration(const QString &path);
    void updateTitle();

    QMainWindow *m_window;
    RecommendationSession *m_session;
    InputPanel *m_inputs;
    QUndoStack *m_undoStack;
    ResultsPage *m_results;
    QString m_filePath;
    QString m_fileError;
};
