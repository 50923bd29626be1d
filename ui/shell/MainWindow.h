#pragma once

#include "config/Configuration.h"
#include "inputs/InputProblem.h"
#include "model/Candidate.h"
#include "rank/Ranking.h"

#include <QElapsedTimer>
#include <QMainWindow>
#include <QTimer>
#include <optional>

class BatchWindow;
class ChartsPage;
class InputPanel;
class MessageBar;
class Pipeline;
class QAbstractItemModel;
class QAction;
class QLabel;
class QMenu;
class QProgressBar;
class QTabWidget;
class QTableView;
class QUndoStack;
class RankingProxyModel;
class RankingTableModel;
class RejectedTableModel;
class SummaryBanner;
struct Evaluation;

/// The main window of Coastline Desktop (ui.md): inputs on the left, the summary banner and the
/// Ranking / Rejected / Charts tabs in the centre, progress and counts in the status bar.
/// Job, grid, infrastructure and predictor edits re-run the pipeline (debounced); policy edits only
/// re-rank the cached evaluation.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    enum class Tab { Ranking, Rejected, Charts };

    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens a configuration file (asks about unsaved changes first). Errors go to the message bar.
    bool openFile(const QString &path);
    /// Starts over from the embedded default configuration (asks about unsaved changes first).
    bool newDocument();
    bool save();
    bool saveAs();
    /// Writes the recommendation rows as `coastline-cli recommend --format csv` does. An empty path
    /// asks for one.
    bool exportCsv(const QString &path = {});
    bool exportJson(const QString &path = {});
    /// Uses `path` as the measured-runs CSV (predictors.lookup).
    void setLookupFile(const QString &path);

    void showTab(Tab tab);
    /// Restores geometry and dock layout from the settings (not used for screenshots).
    void restoreWindowState();

    Pipeline *pipeline() const { return m_pipeline; }
    const Configuration &configuration() const { return m_config; }
    QString filePath() const { return m_filePath; }
    /// True while a run is pending (debounce) or running.
    bool isBusy() const;
    /// The text of the message bar (empty when hidden).
    QString messageText() const;
    InputPanel *inputPanel() const { return m_inputs; }
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
    void createStatusBar();
    QTableView *createTable(const QString &objectName, QAbstractItemModel *model);

    bool maybeSave();
    /// Writes render(evaluation, ranking) to `requestedPath` (or a picked file) atomically.
    bool exportRanking(const QString &requestedPath, const QString &title, const QString &filter,
        QByteArray (*render)(const Evaluation &, const Ranking &, bool));
    void loadConfiguration(const Configuration &config, const QString &path, const QStringList &warnings);
    bool writeConfiguration(const QString &path);
    void updateTitle();
    void rebuildRecentMenu();
    void showMessage(const QString &text, MessageKind kind, int type);
    void clearMessage(MessageKind kind);

    void onSimulationInputEdited(const QString &field);
    void onPolicyEdited(const QString &field);
    void applyConfiguration(const Configuration &config, bool needsRun);
    void scheduleRun();
    void runNow();
    /// Starts the run that waited for the previous one; true if it did.
    bool startPendingRun();
    void rerank();
    std::optional<RankingPolicy> currentPolicy();
    bool rerankPipeline(const RankingPolicy &policy);

    void onStarted();
    void onProgress(int done, int total);
    void onRanked(const Ranking &ranking);
    void onFailed(const QString &message);
    void showResults(const std::shared_ptr<const Evaluation> &evaluation, const Ranking &ranking);
    void updateCounts();

    void selectCandidate(int candidateIndex);
    void onRankingRowChanged();
    void onRejectedRowChanged();

    void showAbout();
    void showHowItWorks();
    void showBatchWindow();
    void browseLookup();
    void setLanguage(const QString &code);

    Configuration m_config;
    QString m_filePath;
    Pipeline *m_pipeline = nullptr;
    QUndoStack *m_undoStack = nullptr;
    QTimer m_runTimer;
    QElapsedTimer m_runClock;
    bool m_runEvaluated = false;
    bool m_runPending = false;
    bool m_awaitingResult = false; ///< a run was started and its ranked()/failed() has not arrived
    bool m_reranking = false; ///< inside Pipeline::rerank (its signals are not a run's result)
    std::optional<Candidate> m_selected;
    bool m_selecting = false;
    MessageKind m_messageKind = MessageKind::None;

    InputPanel *m_inputs = nullptr;
    MessageBar *m_messageBar = nullptr;
    SummaryBanner *m_banner = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableView *m_rankingView = nullptr;
    QTableView *m_rejectedView = nullptr;
    ChartsPage *m_charts = nullptr;
    RankingTableModel *m_rankingModel = nullptr;
    RankingProxyModel *m_rankingProxy = nullptr;
    RejectedTableModel *m_rejectedModel = nullptr;
    RankingProxyModel *m_rejectedProxy = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_counts = nullptr;
    QLabel *m_elapsed = nullptr;
    QMenu *m_recentMenu = nullptr;
    BatchWindow *m_batchWindow = nullptr;
    QList<QAction *> m_suggestionActions;
};
