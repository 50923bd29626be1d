#pragma once

#include "model/Configuration.h"
#include "pipeline/RecommendationSession.h"
#include "rank/Ranking.h"
#include "results/ResultsPage.h"
#include "shell/DocumentController.h"

#include <QMainWindow>

class BatchWindow;
class InputPanel;
class MessageBar;
class Pipeline;
class QAction;
class QMenu;
class QUndoStack;
class SessionStatus;
struct Evaluation;

/// The main window of Coastline Desktop (ui.md): inputs on the left, the message bar and the results
/// page (summary banner, Ranking / Rejected / Charts tabs) in the centre, progress and counts in the
/// status bar. Edits go to a RecommendationSession: job, grid, infrastructure and predictor edits
/// re-run the pipeline (debounced); policy edits only re-rank the cached evaluation.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    using Tab = ResultsPage::Tab;

    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// The File menu's work on the open configuration (DocumentController): open, apply an
    /// infrastructure file, new, save, save as, export the ranking as CSV or JSON.
    bool openFile(const QString &path) { return m_document->openFile(path); }
    bool applyInfrastructureFile(const QString &path) { return m_document->applyInfrastructureFile(path); }
    bool newDocument() { return m_document->newDocument(); }
    bool save() { return m_document->save(); }
    bool saveAs() { return m_document->saveAs(); }
    bool exportCsv(const QString &path = {}) { return m_document->exportCsv(path); }
    bool exportJson(const QString &path = {}) { return m_document->exportJson(path); }
    /// Uses `path` as the measured-runs CSV (predictors.lookup).
    void setLookupFile(const QString &path);

    /// Shows the Ranking, Rejected or Charts tab of the results page.
    void showTab(Tab tab) { m_results->showTab(tab); }
    /// Restores geometry and dock layout from the settings (not used for screenshots).
    void restoreWindowState();

    Pipeline *pipeline() const { return m_session->pipeline(); }
    RecommendationSession *session() const { return m_session; }
    const Configuration &configuration() const { return m_session->configuration(); }
    QString filePath() const { return m_document->filePath(); }
    /// True while a run is pending (debounce) or running, a re-rank runs in the background, or new
    /// results are being prepared for display.
    bool isBusy() const { return m_session->isBusy() || m_results->isPreparing(); }
    /// The text of the message bar (empty when hidden).
    QString messageText() const;
    /// Why the last openFile() failed (DocumentController::fileError); empty after a success.
    QString fileError() const { return m_document->fileError(); }
    InputPanel *inputPanel() const { return m_inputs; }
    ResultsPage *resultsPage() const { return m_results; }
    /// The batch window once Tools → Recommend for a CSV of Jobs opened it (else null).
    BatchWindow *batchWindow() const { return m_batchWindow; }
    QUndoStack *undoStack() const { return m_undoStack; }

signals:
    /// The ranking, rejected list, charts and banner show a new result (after a run or a re-rank).
    void resultsUpdated();
    /// A run or re-rank failed (the message bar shows `message`).
    void pipelineFailed(const QString &message);

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    enum class MessageKind { None, Input, Pipeline, File, Info };

    void createActions();
    void createCentralWidget();

    void connectDocument();
    void showMessage(const QString &text, MessageKind kind, int type);
    void clearMessage(MessageKind kind);

    /// An input form changed `field`: records it for undo and hands it to the session.
    void onInputEdited(const QString &field, bool needsRun);
    /// Undo/redo: shows `config` in the forms and hands it to the session.
    void applyConfiguration(const Configuration &config, bool needsRun);
    /// Re-runs (`needsRun`) or re-ranks with `config`.
    void startEdit(const Configuration &config, bool needsRun);
    /// Validates the forms before a run; shows the problems (with suggestions) and refuses if any.
    bool inputsValid();

    void onResults(const std::shared_ptr<const Evaluation> &evaluation, const Ranking &ranking);
    void onFailed(const QString &message, const std::shared_ptr<const Evaluation> &evaluation);

    void showHowItWorks();

public:
    void showBatchWindow();
    /// Tools → Predictor Lab…: the lab of this window, with the current configuration.
    void showPredictorLab();
    /// The lab's "Use this model": predict with `model` read from `modelFile`, as one undoable edit.
    void useLearnedModel(const QString &model, const QString &modelFile);

private:
    void browseLookup();
    void setLanguage(const QString &code);

    RecommendationSession *m_session = nullptr;
    QUndoStack *m_undoStack = nullptr;
    MessageKind m_messageKind = MessageKind::None;

    InputPanel *m_inputs = nullptr;
    MessageBar *m_messageBar = nullptr;
    ResultsPage *m_results = nullptr;
    SessionStatus *m_status = nullptr;
    BatchWindow *m_batchWindow = nullptr;
    DocumentController *m_document = nullptr;
    QList<QAction *> m_suggestionActions;
};
