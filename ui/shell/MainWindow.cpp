#include "shell/MainWindow.h"

#include "batch/BatchWindow.h"
#include "charts/ChartsPage.h"
#include "common/CoastlineError.h"
#include "common/Formatting.h"
#include "common/ItemRoles.h"
#include "common/MessageBar.h"
#include "config/ConfigurationIo.h"
#include "inputs/ConfigurationEditCommand.h"
#include "inputs/InputPanel.h"
#include "inputs/PredictorForm.h"
#include "pipeline/Pipeline.h"
#include "report/RecommendationRows.h"
#include "results/RankingProxyModel.h"
#include "results/RankingTableModel.h"
#include "results/RejectedTableModel.h"
#include "results/SummaryBanner.h"
#include "shell/DialogHooks.h"
#include "shell/HowItWorksDialog.h"
#include "shell/Settings.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDropEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QSaveFile>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>
#include <cmath>

namespace {
constexpr int debounceMs = 150;

bool samePolicy(const RankingPolicy &a, const RankingPolicy &b)
{
    return a.goal == b.goal && std::abs(a.weights.alpha - b.weights.alpha) < 1e-12
        && std::abs(a.weights.beta - b.weights.beta) < 1e-12 && a.maxSlowdown == b.maxSlowdown
        && a.topK == b.topK;
}

bool isYaml(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("yaml") || suffix == QLatin1String("yml");
}
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_pipeline(new Pipeline(this))
    , m_undoStack(new QUndoStack(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    m_runTimer.setSingleShot(true);
    m_runTimer.setInterval(debounceMs);
    connect(&m_runTimer, &QTimer::timeout, this, &MainWindow::runNow);

    createCentralWidget();
    createActions();
    createStatusBar();

    connect(m_pipeline, &Pipeline::started, this, &MainWindow::onStarted);
    connect(m_pipeline, &Pipeline::progress, this, &MainWindow::onProgress);
    connect(m_pipeline, &Pipeline::evaluated, this, [this] { m_runEvaluated = true; });
    connect(m_pipeline, &Pipeline::ranked, this, &MainWindow::onRanked);
    connect(m_pipeline, &Pipeline::failed, this, &MainWindow::onFailed);
    connect(m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { setWindowModified(!clean); });
    connect(m_inputs, &InputPanel::simulationInputEdited, this, &MainWindow::onSimulationInputEdited);
    connect(m_inputs, &InputPanel::policyEdited, this, &MainWindow::onPolicyEdited);
    connect(
        m_inputs->predictorForm(), &PredictorForm::browseLookupRequested, this, &MainWindow::browseLookup);

    resize(1280, 800);
    loadConfiguration(ConfigurationIo::embeddedDefault(), {}, {});
}

MainWindow::~MainWindow() = default;

// ---------------------------------------------------------------------------------------------
// Layout

void MainWindow::createCentralWidget()
{
    m_inputs = new InputPanel(this);
    auto *dock = new QDockWidget(tr("Inputs"), this);
    dock->setObjectName(QStringLiteral("inputsDockWidget"));
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    dock->setWidget(m_inputs);
    addDockWidget(Qt::LeftDockWidgetArea, dock);
    resizeDocks({dock}, {370}, Qt::Horizontal);

    m_messageBar = new MessageBar(this);
    m_banner = new SummaryBanner(this);

    m_rankingModel = new RankingTableModel(this);
    m_rankingProxy = new RankingProxyModel(this);
    m_rankingProxy->setObjectName(QStringLiteral("rankingProxyModel"));
    m_rankingProxy->setSourceModel(m_rankingModel);
    m_rejectedModel = new RejectedTableModel(this);
    m_rejectedProxy = new RankingProxyModel(this);
    m_rejectedProxy->setObjectName(QStringLiteral("rejectedProxyModel"));
    m_rejectedProxy->setSourceModel(m_rejectedModel);

    m_rankingView = createTable(QStringLiteral("rankingTableView"), m_rankingProxy);
    m_rejectedView = createTable(QStringLiteral("rejectedTableView"), m_rejectedProxy);
    m_rejectedView->horizontalHeader()->setSectionResizeMode(
        RejectedTableModel::ReasonColumn, QHeaderView::Interactive);
    m_charts = new ChartsPage(this);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("resultsTabWidget"));
    m_tabs->addTab(m_rankingView, tr("&Ranking"));
    m_tabs->addTab(m_rejectedView, tr("Re&jected"));
    m_tabs->addTab(m_charts, tr("C&harts"));

    auto *central = new QWidget(this);
    central->setObjectName(QStringLiteral("centralWidget"));
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->addWidget(m_messageBar);
    layout->addWidget(m_banner);
    layout->addWidget(m_tabs, 1);
    setCentralWidget(central);

    connect(m_rankingView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &MainWindow::onRankingRowChanged);
    connect(m_rejectedView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &MainWindow::onRejectedRowChanged);
    connect(m_charts, &ChartsPage::candidateClicked, this, &MainWindow::selectCandidate);
}

QTableView *MainWindow::createTable(const QString &objectName, QAbstractItemModel *model)
{
    auto *view = new QTableView(this);
    view->setObjectName(objectName);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->horizontalHeader()->setSectionsMovable(true);
    view->horizontalHeader()->setHighlightSections(false);
    view->setSortingEnabled(true);
    view->sortByColumn(0, Qt::AscendingOrder); // toolchain.md G13
    return view;
}

void MainWindow::createStatusBar()
{
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("statusProgressBar"));
    m_progress->setMaximumWidth(180);
    m_progress->setTextVisible(true);
    m_progress->hide();
    m_counts = new QLabel(this);
    m_counts->setObjectName(QStringLiteral("statusCountsLabel"));
    m_elapsed = new QLabel(this);
    m_elapsed->setObjectName(QStringLiteral("statusElapsedLabel"));
    statusBar()->setObjectName(QStringLiteral("mainStatusBar"));
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_counts);
    statusBar()->addPermanentWidget(m_elapsed);
}

void MainWindow::createActions()
{
    const auto action
        = [this](const QString &objectName, const QString &text, const QKeySequence &shortcut, auto slot) {
              auto *a = new QAction(text, this);
              a->setObjectName(objectName);
              if (!shortcut.isEmpty())
                  a->setShortcut(shortcut);
              connect(a, &QAction::triggered, this, slot);
              return a;
          };

    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("fileMenu"));
    file->addAction(
        action(QStringLiteral("newAction"), tr("&New"), QKeySequence::New, [this] { newDocument(); }));
    file->addAction(action(QStringLiteral("openAction"), tr("&Open…"), QKeySequence::Open, [this] {
        const QString path = DialogHooks::openFileName(this, tr("Open configuration"),
            Settings::instance().lastFolder(Settings::Folder::Configuration),
            tr("YAML configurations (*.yaml *.yml)"));
        if (!path.isEmpty())
            openFile(path);
    }));
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);
    rebuildRecentMenu();
    file->addSeparator();
    file->addAction(
        action(QStringLiteral("saveAction"), tr("&Save"), QKeySequence::Save, [this] { save(); }));
    file->addAction(action(QStringLiteral("saveAsAction"), tr("Save &As…"),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), [this] { saveAs(); }));
    file->addSeparator();
    file->addAction(action(QStringLiteral("exportCsvAction"), tr("Export Ranking as &CSV…"),
        QKeySequence(Qt::CTRL | Qt::Key_E), [this] { exportCsv(); }));
    file->addAction(action(QStringLiteral("exportJsonAction"), tr("Export Ranking as &JSON…"),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), [this] { exportJson(); }));
    file->addSeparator();
    file->addAction(action(
        QStringLiteral("quitAction"), tr("&Quit"), QKeySequence(Qt::CTRL | Qt::Key_Q), [this] { close(); }));

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(QStringLiteral("editMenu"));
    // Our own Undo/Redo actions (not QUndoStack::createUndoAction) so that translations can word
    // "Undo <command>" themselves; the English text is "&Undo Change batch".
    auto *undo = new QAction(tr("&Undo"), this);
    undo->setObjectName(QStringLiteral("undoAction"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setEnabled(m_undoStack->canUndo());
    connect(undo, &QAction::triggered, m_undoStack, &QUndoStack::undo);
    connect(m_undoStack, &QUndoStack::canUndoChanged, undo, &QAction::setEnabled);
    connect(m_undoStack, &QUndoStack::undoTextChanged, undo, [undo](const QString &text) {
        undo->setText(
            text.isEmpty() ? tr("&Undo") : tr("&Undo %1", "%1: the command, e.g. Change batch").arg(text));
    });
    auto *redo = new QAction(tr("&Redo"), this);
    redo->setObjectName(QStringLiteral("redoAction"));
    redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    redo->setEnabled(m_undoStack->canRedo());
    connect(redo, &QAction::triggered, m_undoStack, &QUndoStack::redo);
    connect(m_undoStack, &QUndoStack::canRedoChanged, redo, &QAction::setEnabled);
    connect(m_undoStack, &QUndoStack::redoTextChanged, redo, [redo](const QString &text) {
        redo->setText(
            text.isEmpty() ? tr("&Redo") : tr("&Redo %1", "%1: the command, e.g. Change batch").arg(text));
    });
    edit->addAction(undo);
    edit->addAction(redo);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
    view->addAction(action(QStringLiteral("showRankingAction"), tr("&Ranking"),
        QKeySequence(Qt::CTRL | Qt::Key_1), [this] { showTab(Tab::Ranking); }));
    view->addAction(action(QStringLiteral("showRejectedAction"), tr("Re&jected"),
        QKeySequence(Qt::CTRL | Qt::Key_2), [this] { showTab(Tab::Rejected); }));
    view->addAction(action(QStringLiteral("showChartsAction"), tr("&Charts"),
        QKeySequence(Qt::CTRL | Qt::Key_3), [this] { showTab(Tab::Charts); }));
    view->addAction(action(QStringLiteral("focusInputsAction"), tr("&Inputs"),
        QKeySequence(Qt::CTRL | Qt::Key_L), [this] { m_inputs->setFocus(Qt::ShortcutFocusReason); }));
    view->addSeparator();
    view->addAction(
        action(QStringLiteral("rerunAction"), tr("Run &Again"), QKeySequence::Refresh, [this] { runNow(); }));

    QMenu *tools = menuBar()->addMenu(tr("&Tools"));
    tools->setObjectName(QStringLiteral("toolsMenu"));
    tools->addAction(action(QStringLiteral("batchAction"), tr("Recommend for a CSV of &Jobs…"),
        QKeySequence(Qt::CTRL | Qt::Key_B), [this] { showBatchWindow(); }));
    tools->addAction(action(QStringLiteral("lookupAction"), tr("Choose &Measured Runs CSV…"),
        QKeySequence(Qt::CTRL | Qt::Key_M), [this] { browseLookup(); }));
    QMenu *language = tools->addMenu(tr("&Language"));
    language->setObjectName(QStringLiteral("languageMenu"));
    auto *languages = new QActionGroup(this);
    // Each language is named in itself (not translated), so that it can be found from any language.
    const QList<QPair<QString, QString>> codes {{QString(), tr("System default")},
        {QStringLiteral("en"), QStringLiteral("English")}, {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")}};
    for (const auto &[code, name] : codes) {
        QAction *a = language->addAction(name);
        a->setCheckable(true);
        a->setChecked(Settings::instance().language() == code);
        languages->addAction(a);
        connect(a, &QAction::triggered, this, [this, code] { setLanguage(code); });
    }
    language->addSeparator();
    QAction *restartNote = language->addAction(tr("Takes effect the next time Coastline Desktop starts"));
    restartNote->setObjectName(QStringLiteral("languageRestartNoteAction"));
    restartNote->setEnabled(false);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    help->addAction(action(QStringLiteral("howItWorksAction"), tr("&How a Recommendation Is Made"),
        QKeySequence::HelpContents, [this] { showHowItWorks(); }));
    help->addAction(action(QStringLiteral("aboutAction"), tr("&About Coastline Desktop"),
        QKeySequence(Qt::CTRL | Qt::Key_F1), [this] { showAbout(); }));
}

// ---------------------------------------------------------------------------------------------
// Documents

bool MainWindow::maybeSave()
{
    if (m_undoStack->isClean())
        return true;
    const QString name
        = m_filePath.isEmpty() ? tr("the untitled configuration") : QFileInfo(m_filePath).fileName();
    switch (DialogHooks::askSaveChanges(this, name)) {
    case DialogHooks::Answer::Save:
        return save();
    case DialogHooks::Answer::Discard:
        return true;
    case DialogHooks::Answer::Cancel:
        return false;
    }
    return false;
}

bool MainWindow::newDocument()
{
    if (!maybeSave())
        return false;
    loadConfiguration(ConfigurationIo::embeddedDefault(), {}, {});
    return true;
}

bool MainWindow::openFile(const QString &path)
{
    if (!maybeSave())
        return false;
    QStringList warnings;
    Configuration config;
    try {
        config = ConfigurationIo::load(path, &warnings);
    } catch (const CoastlineError &error) {
        showMessage(tr("Cannot open %1: %2").arg(QFileInfo(path).fileName(), error.message()),
            MessageKind::File, int(MessageBar::Type::Error));
        return false;
    }
    Settings::instance().addRecentFile(path);
    Settings::instance().setLastFolder(Settings::Folder::Configuration, QFileInfo(path).absolutePath());
    loadConfiguration(config, QFileInfo(path).absoluteFilePath(), warnings);
    return true;
}

void MainWindow::loadConfiguration(
    const Configuration &config, const QString &path, const QStringList &warnings)
{
    m_config = config;
    m_filePath = path;
    m_inputs->setConfiguration(m_config);
    m_config = m_inputs->configuration(m_config); // what the forms show is what runs
    m_undoStack->clear();
    m_undoStack->setClean();
    setWindowModified(false);
    updateTitle();
    m_selected.reset();
    clearMessage(MessageKind::File);
    if (!warnings.isEmpty())
        showMessage(warnings.join(QLatin1Char('\n')), MessageKind::File, int(MessageBar::Type::Warning));
    scheduleRun();
}

bool MainWindow::save()
{
    if (m_filePath.isEmpty())
        return saveAs();
    return writeConfiguration(m_filePath);
}

bool MainWindow::saveAs()
{
    QString dir = Settings::instance().lastFolder(Settings::Folder::Configuration);
    if (!m_filePath.isEmpty())
        dir = m_filePath;
    QString path
        = DialogHooks::saveFileName(this, tr("Save configuration"), dir, tr("YAML configurations (*.yaml)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".yaml");
    return writeConfiguration(path);
}

bool MainWindow::writeConfiguration(const QString &path)
{
    QString error;
    if (!ConfigurationIo::save(m_config, path, &error)) {
        showMessage(error, MessageKind::File, int(MessageBar::Type::Error));
        return false;
    }
    m_filePath = QFileInfo(path).absoluteFilePath();
    m_config.sourcePath = m_filePath;
    m_undoStack->setClean();
    Settings::instance().addRecentFile(m_filePath);
    Settings::instance().setLastFolder(Settings::Folder::Configuration, QFileInfo(path).absolutePath());
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

void MainWindow::updateTitle()
{
    const QString name = m_filePath.isEmpty() ? tr("Untitled") : QFileInfo(m_filePath).fileName();
    setWindowTitle(tr("%1[*] — Coastline Desktop").arg(name));
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = Settings::instance().recentFiles();
    int number = 1;
    for (const QString &path : files) {
        QAction *a = m_recentMenu->addAction(tr("&%1 %2").arg(number++).arg(QFileInfo(path).fileName()));
        a->setToolTip(path);
        a->setData(path);
        connect(a, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    if (files.isEmpty())
        m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
    m_recentMenu->addSeparator();
    QAction *clear = m_recentMenu->addAction(tr("&Clear List"));
    clear->setObjectName(QStringLiteral("clearRecentAction"));
    clear->setEnabled(!files.isEmpty());
    connect(clear, &QAction::triggered, this, [] { Settings::instance().clearRecentFiles(); });
}

bool MainWindow::exportCsv(const QString &requestedPath)
{
    return exportRanking(
        requestedPath, tr("Export ranking as CSV"), tr("CSV files (*.csv)"), &RecommendationRows::toCsv);
}

bool MainWindow::exportJson(const QString &requestedPath)
{
    return exportRanking(
        requestedPath, tr("Export ranking as JSON"), tr("JSON files (*.json)"), &RecommendationRows::toJson);
}

bool MainWindow::exportRanking(const QString &requestedPath, const QString &title, const QString &filter,
    QByteArray (*render)(const Evaluation &, const Ranking &, bool))
{
    const auto evaluation = m_rankingModel->evaluation();
    if (!evaluation || m_rankingModel->ranking().rows.isEmpty()) {
        showMessage(tr("Nothing to export yet: there is no ranking."), MessageKind::Info,
            int(MessageBar::Type::Information));
        return false;
    }
    QString path = requestedPath;
    if (path.isEmpty())
        path = DialogHooks::saveFileName(
            this, title, Settings::instance().lastFolder(Settings::Folder::Export), filter);
    if (path.isEmpty())
        return false;
    QSaveFile file(path); // atomic: a failed export leaves an existing file untouched
    if (!file.open(QIODevice::WriteOnly)
        || file.write(render(*evaluation, m_rankingModel->ranking(), false)) < 0 || !file.commit()) {
        showMessage(tr("%1: cannot write: %2").arg(path, file.errorString()), MessageKind::File,
            int(MessageBar::Type::Error));
        return false;
    }
    Settings::instance().setLastFolder(Settings::Folder::Export, QFileInfo(path).absolutePath());
    statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

void MainWindow::setLookupFile(const QString &path)
{
    Settings::instance().setLastFolder(Settings::Folder::MeasuredRuns, QFileInfo(path).absolutePath());
    m_inputs->predictorForm()->setLookup(path);
}

void MainWindow::browseLookup()
{
    const QString path = DialogHooks::openFileName(this, tr("Choose measured runs"),
        Settings::instance().lastFolder(Settings::Folder::MeasuredRuns), tr("CSV files (*.csv)"));
    if (!path.isEmpty())
        setLookupFile(path);
}

// ---------------------------------------------------------------------------------------------
// Messages

void MainWindow::showMessage(const QString &text, MessageKind kind, int type)
{
    m_messageKind = kind;
    m_messageBar->showMessage(text, MessageBar::Type(type));
}

void MainWindow::clearMessage(MessageKind kind)
{
    if (m_messageKind == kind) {
        m_messageBar->clearMessage();
        m_messageKind = MessageKind::None;
    }
}

// ---------------------------------------------------------------------------------------------
// Edits, runs and re-ranks

void MainWindow::onSimulationInputEdited(const QString &field)
{
    const Configuration before = m_config;
    m_config = m_inputs->configuration(m_config);
    m_undoStack->push(new ConfigurationEditCommand(before, m_config, field, true,
        [this](const Configuration &config, bool needsRun) { applyConfiguration(config, needsRun); }));
    scheduleRun();
}

void MainWindow::onPolicyEdited(const QString &field)
{
    const Configuration before = m_config;
    m_config = m_inputs->configuration(m_config);
    m_undoStack->push(new ConfigurationEditCommand(before, m_config, field, false,
        [this](const Configuration &config, bool needsRun) { applyConfiguration(config, needsRun); }));
    rerank();
}

void MainWindow::applyConfiguration(const Configuration &config, bool needsRun)
{
    m_config = config;
    m_inputs->setConfiguration(config);
    if (needsRun)
        scheduleRun();
    else
        rerank();
}

QString MainWindow::messageText() const
{
    return m_messageBar->isHidden() ? QString() : m_messageBar->text();
}

bool MainWindow::isBusy() const
{
    return m_runTimer.isActive() || m_awaitingResult || m_runPending;
}

bool MainWindow::rerankPipeline(const RankingPolicy &policy)
{
    m_reranking = true;
    const bool done = m_pipeline->rerank(policy);
    m_reranking = false;
    return done;
}

void MainWindow::scheduleRun()
{
    m_runTimer.start();
}

void MainWindow::runNow()
{
    m_runTimer.stop();
    qDeleteAll(m_suggestionActions);
    m_suggestionActions.clear();
    const QList<InputProblem> problems = m_inputs->validate();
    if (!problems.isEmpty()) {
        QStringList texts;
        for (const InputProblem &p : problems)
            texts << p.message;
        showMessage(texts.join(QLatin1Char('\n')), MessageKind::Input, int(MessageBar::Type::Error));
        for (const InputProblem &p : problems) {
            for (const QString &suggestion : p.suggestions) {
                auto *a = new QAction(suggestion, this);
                a->setObjectName(QStringLiteral("suggestion_%1").arg(suggestion));
                a->setToolTip(tr("Use %1").arg(suggestion));
                const QString field = p.fieldName;
                connect(a, &QAction::triggered, this, [this, field, suggestion] {
                    m_inputs->applySuggestion(field, suggestion);
                    runNow();
                });
                m_messageBar->addAction(a);
                m_suggestionActions << a;
            }
        }
        m_progress->hide();
        return;
    }
    clearMessage(MessageKind::Input);
    clearMessage(MessageKind::Pipeline);
    if (m_awaitingResult) {
        // One run at a time: two concurrent evaluations can starve the shared thread pool (each
        // waits for its own parallel map). The newer configuration starts when this run reports.
        m_runPending = true;
        return;
    }
    m_runPending = false;
    m_awaitingResult = true;
    m_pipeline->start(m_config);
}

bool MainWindow::startPendingRun()
{
    if (!m_runPending)
        return false;
    m_runPending = false;
    runNow();
    return true;
}

std::optional<RankingPolicy> MainWindow::currentPolicy()
{
    try {
        return RankingPolicy::fromConfiguration(m_config);
    } catch (const CoastlineError &error) {
        showMessage(error.message(), MessageKind::Input, int(MessageBar::Type::Error));
        return std::nullopt;
    }
}

void MainWindow::rerank()
{
    const std::optional<RankingPolicy> policy = currentPolicy();
    if (!policy)
        return;
    if (m_messageKind == MessageKind::Input && m_inputs->validate().isEmpty())
        clearMessage(MessageKind::Input);
    if (m_runTimer.isActive() || m_awaitingResult) {
        // A run is coming; re-rank what is shown now, the new result is re-ranked when it lands.
        rerankPipeline(*policy);
        return;
    }
    m_runClock.start();
    if (!rerankPipeline(*policy))
        runNow(); // min-GPU (or switching to or from it) needs a new run
}

void MainWindow::onStarted()
{
    m_runEvaluated = false;
    m_runClock.start();
    m_progress->setRange(0, 0);
    m_progress->show();
    m_elapsed->setText(tr("running…"));
}

void MainWindow::onProgress(int done, int total)
{
    m_progress->setRange(0, total);
    m_progress->setValue(done);
}

void MainWindow::onRanked(const Ranking &ranking)
{
    if (!m_reranking)
        m_awaitingResult = false;
    if (startPendingRun())
        return; // this result is already out of date
    const std::shared_ptr<const Evaluation> evaluation = m_pipeline->evaluation();
    if (!evaluation)
        return;
    // A run started before the latest policy edit ranks with the policy of its own configuration.
    if (!m_reranking && !m_runTimer.isActive()) {
        try {
            const RankingPolicy policy = RankingPolicy::fromConfiguration(m_config);
            if (!samePolicy(policy, ranking.policy)) {
                if (rerankPipeline(policy))
                    return; // ranked() came again with the current policy
                runNow(); // min-GPU changed while this run was going: run again, show this meanwhile
            }
        } catch (const CoastlineError &) {
            // shown by rerank(); keep the last valid ranking
        }
    }
    if (!m_awaitingResult)
        m_progress->hide();
    showResults(evaluation, ranking);
}

void MainWindow::onFailed(const QString &message)
{
    if (!m_reranking)
        m_awaitingResult = false;
    if (startPendingRun())
        return;
    if (!m_awaitingResult)
        m_progress->hide();
    showMessage(message, MessageKind::Pipeline, int(MessageBar::Type::Error));
    const std::shared_ptr<const Evaluation> evaluation = m_runEvaluated ? m_pipeline->evaluation() : nullptr;
    m_rankingModel->setResults(evaluation, {});
    m_rejectedModel->setResults(evaluation, {});
    m_charts->setResults(evaluation, {});
    m_charts->setSelectedCandidate(-1);
    m_banner->setMessage(tr("No recommendation"), message);
    m_tabs->setTabText(0, tr("&Ranking (0)"));
    m_tabs->setTabText(
        1, evaluation ? tr("Re&jected (%1)").arg(m_rejectedModel->rowCount()) : tr("Re&jected"));
    updateCounts();
    emit pipelineFailed(message);
}

void MainWindow::showResults(const std::shared_ptr<const Evaluation> &evaluation, const Ranking &ranking)
{
    m_rankingModel->setResults(evaluation, ranking);
    m_rejectedModel->setResults(evaluation, ranking);
    m_charts->setResults(evaluation, ranking);
    m_banner->setRecommendation(*evaluation, ranking);
    const bool jobSize = m_rankingModel->hasJobSize();
    m_rankingView->setColumnHidden(RankingTableModel::RuntimeColumn, !jobSize);
    m_rankingView->setColumnHidden(RankingTableModel::EnergyColumn, !jobSize);
    m_rankingView->resizeColumnsToContents();
    m_rejectedView->resizeColumnsToContents();
    m_rejectedView->setColumnWidth(RejectedTableModel::ReasonColumn,
        qMin(m_rejectedView->columnWidth(RejectedTableModel::ReasonColumn), 420));
    m_tabs->setTabText(0, tr("&Ranking (%1)").arg(m_rankingModel->rowCount()));
    m_tabs->setTabText(1, tr("Re&jected (%1)").arg(m_rejectedModel->rowCount()));

    int candidate = -1;
    if (m_selected) {
        for (int i = 0; i < evaluation->candidates.size(); ++i) {
            if (evaluation->candidates.at(i).candidate == *m_selected
                && m_rankingModel->rowOfCandidate(i) >= 0)
                candidate = i;
        }
    }
    if (candidate < 0 && !ranking.rows.isEmpty())
        candidate = ranking.rows.first().candidateIndex;
    selectCandidate(candidate);
    updateCounts();
    // The run's caveats (e.g. uncalibrated Kavier factors, a rules fallback) stay visible, as the CLI
    // prints them as warnings; they never hide an input or file error.
    if (!evaluation->warnings.isEmpty()
        && (m_messageKind == MessageKind::None || m_messageKind == MessageKind::Pipeline))
        showMessage(evaluation->warnings.join(QLatin1Char('\n')), MessageKind::Pipeline,
            int(MessageBar::Type::Warning));
    else if (evaluation->warnings.isEmpty())
        clearMessage(MessageKind::Pipeline);
    if (m_runClock.isValid())
        m_elapsed->setText(m_awaitingResult
                ? tr("running…")
                : tr("simulated in %1 s · shown in %2 ms")
                      .arg(Formatting::decimal(m_pipeline->lastElapsedMs() / 1000.0, 2))
                      .arg(m_runClock.elapsed()));
    emit resultsUpdated();
}

void MainWindow::updateCounts()
{
    const auto evaluation = m_pipeline->evaluation();
    if (!evaluation) {
        m_counts->clear();
        return;
    }
    m_counts->setText(tr("%1 candidates · %2 rejected · %3 predicted · %4 cache hits")
                          .arg(evaluation->candidates.size())
                          .arg(evaluation->rejectedCount())
                          .arg(evaluation->predictedCount())
                          .arg(evaluation->cacheHits));
}

// ---------------------------------------------------------------------------------------------
// Selection between the table and the charts

void MainWindow::selectCandidate(int candidateIndex)
{
    if (m_selecting)
        return;
    m_selecting = true;
    const auto evaluation = m_rankingModel->evaluation();
    if (evaluation && candidateIndex >= 0 && candidateIndex < evaluation->candidates.size())
        m_selected = evaluation->candidates.at(candidateIndex).candidate;
    const int row = m_rankingModel->rowOfCandidate(candidateIndex);
    if (row >= 0) {
        const QModelIndex index = m_rankingProxy->mapFromSource(m_rankingModel->index(row, 0));
        m_rankingView->selectionModel()->setCurrentIndex(
            index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_rankingView->scrollTo(index);
    } else {
        m_rankingView->selectionModel()->clearSelection();
    }
    m_charts->setSelectedCandidate(candidateIndex);
    m_selecting = false;
}

void MainWindow::onRankingRowChanged()
{
    const QModelIndex current = m_rankingView->selectionModel()->currentIndex();
    if (current.isValid())
        selectCandidate(current.data(ItemRoles::CandidateIndexRole).toInt());
}

void MainWindow::onRejectedRowChanged()
{
    const QModelIndex current = m_rejectedView->selectionModel()->currentIndex();
    if (current.isValid() && !m_selecting)
        m_charts->setSelectedCandidate(current.data(ItemRoles::CandidateIndexRole).toInt());
}

void MainWindow::showTab(Tab tab)
{
    m_tabs->setCurrentIndex(int(tab));
}

// ---------------------------------------------------------------------------------------------
// Window events, dialogs

void MainWindow::restoreWindowState()
{
    const QByteArray geometry = Settings::instance().windowGeometry();
    if (!geometry.isEmpty())
        restoreGeometry(geometry);
    const QByteArray state = Settings::instance().windowState();
    if (!state.isEmpty())
        restoreState(state);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    Settings::instance().setWindowGeometry(saveGeometry());
    Settings::instance().setWindowState(saveState());
    m_pipeline->cancel();
    if (m_batchWindow)
        m_batchWindow->close();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!event->mimeData()->hasUrls())
        return;
    for (const QUrl &url : event->mimeData()->urls()) {
        const QString path = url.toLocalFile();
        if (isYaml(path)
            || QFileInfo(path).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0) {
            event->acceptProposedAction();
            return;
        }
    }
}

void MainWindow::dropEvent(QDropEvent *event)
{
    for (const QUrl &url : event->mimeData()->urls()) {
        const QString path = url.toLocalFile();
        if (isYaml(path)) {
            openFile(path);
            event->acceptProposedAction();
            return;
        }
        if (QFileInfo(path).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0) {
            setLookupFile(path);
            event->acceptProposedAction();
            return;
        }
    }
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Coastline Desktop"),
        tr("<h3>Coastline Desktop %1</h3>"
           "<p>Recommends GPU configurations (total GPUs × per-device batch size) for LLM fine-tuning "
           "jobs.</p>"
           "<p><b>Models and data</b><br>"
           "Throughput and power: the Kavier analytical model, with the bundled calibration tables.<br>"
           "Feasibility: a GPU-memory model standing in for IBM AutoConf (AutoConf's classifier cannot be "
           "shipped in a C++ program).<br>"
           "Measured runs: a sample of the IBM fine-tuning profiling dataset.<br>"
           "Catalogs: Kavier's LLM and GPU libraries plus published model architectures.</p>"
           "<p><b>Libraries</b><br>Qt %2 (LGPL-3.0), Qt Charts (GPL-3.0), yaml-cpp (MIT).</p>")
            .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion())));
}

void MainWindow::showHowItWorks()
{
    auto *dialog = findChild<HowItWorksDialog *>();
    if (!dialog)
        dialog = new HowItWorksDialog(this);
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

void MainWindow::showBatchWindow()
{
    if (!m_batchWindow)
        m_batchWindow = new BatchWindow(this);
    m_batchWindow->setBaseConfiguration(m_config);
    m_batchWindow->show();
    m_batchWindow->raise();
    m_batchWindow->activateWindow();
}

void MainWindow::setLanguage(const QString &code)
{
    Settings::instance().setLanguage(code);
    showMessage(tr("The language changes the next time Coastline Desktop starts."), MessageKind::Info,
        int(MessageBar::Type::Information));
}
