#include "shell/MainWindow.h"

#include "batch/BatchWindow.h"
#include "common/DialogHooks.h"
#include "common/MessageBar.h"
#include "common/Settings.h"
#include "common/ToolWindow.h"
#include "config/ConfigurationIo.h"
#include "inputs/ConfigurationEditCommand.h"
#include "inputs/InputPanel.h"
#include "inputs/PredictorForm.h"
#include "predict/measured/MeasuredRuns.h"
#include "predictorlab/PredictorLabWindow.h"
#include "shell/AboutBox.h"
#include "shell/DroppedFile.h"
#include "shell/HowItWorksDialog.h"
#include "shell/LanguageMenu.h"
#include "shell/ModelImport.h"
#include "shell/RecentFilesMenu.h"
#include "shell/SessionStatus.h"
#include "shell/UndoRedoActions.h"
#include "trace/WhatIfWindow.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDropEvent>
#include <QFileInfo>
#include <QMenuBar>
#include <QStatusBar>
#include <QUndoStack>
#include <QVBoxLayout>

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_session(new RecommendationSession(this))
    , m_undoStack(new QUndoStack(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);

    createCentralWidget();
    m_document = new DocumentController(this, m_session, m_inputs, m_undoStack, m_results);
    connectDocument();
    createActions();

    m_session->setRunGuard([this] { return inputsValid(); });
    connect(m_session, &RecommendationSession::resultsReady, this, &MainWindow::onResults);
    connect(m_results, &ResultsPage::resultsShown, this, &MainWindow::resultsUpdated);
    connect(m_session, &RecommendationSession::failed, this, &MainWindow::onFailed);
    connect(m_session, &RecommendationSession::policyRejected, this, [this](const QString &message) {
        showMessage(message, MessageKind::Input, int(MessageBar::Type::Error));
    });
    connect(m_session, &RecommendationSession::runCancelled, this, [this] {
        if (m_results->evaluation())
            m_results->setOutOfDate(tr("run cancelled; these are the results of the previous inputs"));
    });
    connect(m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { setWindowModified(!clean); });
    connect(m_inputs, &InputPanel::simulationInputEdited, this,
        [this](const QString &field) { onInputEdited(field, true); });
    connect(m_inputs, &InputPanel::policyEdited, this,
        [this](const QString &field) { onInputEdited(field, false); });
    connect(
        m_inputs->predictorForm(), &PredictorForm::browseLookupRequested, this, &MainWindow::browseLookup);
    statusBar()->setObjectName(QStringLiteral("mainStatusBar"));
    m_status = new SessionStatus(m_session, statusBar()); // after onResults: it times the display too

    resize(1280, 800);
    m_document->loadConfiguration(ConfigurationIo::embeddedDefault(), {}, {});
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

    m_results = new ResultsPage(this);

    auto *central = new QWidget(this);
    central->setObjectName(QStringLiteral("centralWidget"));
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->addWidget(m_results, 1);
    setCentralWidget(central);
    // Over the top of the results, not above them (issue 45 item 7): no empty strip while there is no
    // message, and a message moves nothing.
    m_messageBar = new MessageBar(central);
    m_messageBar->setFloating(true);
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
            tr("YAML configurations or infrastructure files (*.yaml *.yml)"));
        if (!path.isEmpty())
            openFile(path);
    }));
    auto *recent = new RecentFilesMenu(this);
    file->addMenu(recent);
    connect(recent, &RecentFilesMenu::fileChosen, this, [this](const QString &path) { openFile(path); });
    file->addSeparator();
    file->addAction(
        action(QStringLiteral("saveAction"), tr("&Save"), QKeySequence::Save, [this] { save(); }));
    file->addAction(action(QStringLiteral("saveAsAction"), tr("Save &As…"),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), [this] { saveAs(); }));
    file->addAction(action(QStringLiteral("importModelAction"), tr("&Import Model…"), {}, [this] {
        const ModelImport::Outcome outcome = ModelImport::run(this, m_session->configuration());
        if (!outcome.message.isEmpty())
            showMessage(outcome.message, MessageKind::File,
                int(outcome.error ? MessageBar::Type::Error : MessageBar::Type::Information));
        if (outcome.config) {
            m_undoStack->push(new ConfigurationEditCommand(m_session->configuration(), *outcome.config,
                QStringLiteral("importModel"), true,
                [this](const Configuration &config, bool run) { applyConfiguration(config, run); }));
            applyConfiguration(*outcome.config, true);
        }
    }));
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
    edit->addAction(UndoRedoActions::undo(m_undoStack, this));
    edit->addAction(UndoRedoActions::redo(m_undoStack, this));

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
    view->addAction(action(QStringLiteral("rerunAction"), tr("Run &Again"), QKeySequence::Refresh,
        [this] { m_session->runNow(); }));

    QMenu *tools = menuBar()->addMenu(tr("&Tools"));
    tools->setObjectName(QStringLiteral("toolsMenu"));
    tools->addAction(action(QStringLiteral("batchAction"), tr("Recommend for a CSV of &Jobs…"),
        QKeySequence(Qt::CTRL | Qt::Key_B), [this] { showBatchWindow(); }));
    tools->addAction(
        action(QStringLiteral("whatIfAction"), tr("Cluster &What-If…"), QKeySequence(Qt::CTRL | Qt::Key_T),
            [this] { showToolWindow<WhatIfWindow>(this, m_session->configuration()); }));
    tools->addAction(action(QStringLiteral("predictorLabAction"), tr("&Predictor Lab…"),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L), [this] { showPredictorLab(); }));
    tools->addAction(action(QStringLiteral("lookupAction"), tr("Choose &Measured Runs CSV…"),
        QKeySequence(Qt::CTRL | Qt::Key_M), [this] { browseLookup(); }));
    auto *language = new LanguageMenu(this);
    tools->addMenu(language);
    connect(language, &LanguageMenu::languageChosen, this, &MainWindow::setLanguage);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    help->addAction(action(QStringLiteral("howItWorksAction"), tr("&How a Recommendation Is Made"),
        QKeySequence::HelpContents, [this] { showHowItWorks(); }));
    help->addAction(action(QStringLiteral("aboutAction"), tr("&About Coastline Desktop"),
        QKeySequence(Qt::CTRL | Qt::Key_F1), [this] { AboutBox::show(this); }));
}

// ---------------------------------------------------------------------------------------------
// Documents

void MainWindow::connectDocument()
{
    connect(m_document, &DocumentController::fileMessage, this,
        [this](
            const QString &text, MessageBar::Type type) { showMessage(text, MessageKind::File, int(type)); });
    connect(m_document, &DocumentController::infoMessage, this,
        [this](
            const QString &text, MessageBar::Type type) { showMessage(text, MessageKind::Info, int(type)); });
    connect(m_document, &DocumentController::configurationReplaced, this, [this] {
        m_results->clearSelection();
        if (m_batchWindow)
            m_batchWindow->configurationReplaced(); // its results were made with the previous settings
        clearMessage(MessageKind::File);
    });
    connect(m_document, &DocumentController::statusNote, this,
        [this](const QString &text) { statusBar()->showMessage(text, 4000); });
}

void MainWindow::setLookupFile(const QString &path)
{
    Settings::instance().setLastFolder(Settings::Folder::MeasuredRuns, QFileInfo(path).absolutePath());
    m_inputs->predictorForm()->setLookup(path);
}

void MainWindow::showPredictorLab()
{
    const bool open = findChild<PredictorLabWindow *>(QString(), Qt::FindDirectChildrenOnly) != nullptr;
    PredictorLabWindow *lab = showToolWindow<PredictorLabWindow>(this, m_session->configuration());
    if (!open)
        connect(lab, &PredictorLabWindow::useModelRequested, this, &MainWindow::useLearnedModel);
}

void MainWindow::useLearnedModel(const QString &model, const QString &modelFile)
{
    const Configuration before = m_session->configuration();
    Configuration after = before;
    after.predictors.performance = model;
    // Relative to the configuration when the file lies in its folder, so both can move together.
    after.predictors.modelFile = QFileInfo(modelFile).absoluteFilePath();
    if (!filePath().isEmpty()) {
        const QString relative = QFileInfo(filePath()).absoluteDir().relativeFilePath(modelFile);
        if (!relative.startsWith(QLatin1String("..")))
            after.predictors.modelFile = relative;
    }
    applyConfiguration(after, true);
    auto *command = new ConfigurationEditCommand(before, after, QStringLiteral("modelFile"), true,
        [this](const Configuration &config, bool run) { applyConfiguration(config, run); });
    command->setText(tr("Use the %1 Model").arg(model));
    m_undoStack->push(command);
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

void MainWindow::onInputEdited(const QString &field, bool needsRun)
{
    const Configuration before = m_session->configuration();
    const Configuration after = m_inputs->configuration(before);
    m_undoStack->push(new ConfigurationEditCommand(before, after, field, needsRun,
        [this](const Configuration &config, bool run) { applyConfiguration(config, run); }));
    startEdit(after, needsRun);
}

void MainWindow::applyConfiguration(const Configuration &config, bool needsRun)
{
    m_inputs->setConfiguration(config); // the forms emit no edits while being set
    startEdit(config, needsRun);
    // An open what-if follows the predictor, and says when its result is from the previous one.
    if (auto *whatIf = findChild<WhatIfWindow *>(QString(), Qt::FindDirectChildrenOnly))
        whatIf->setBaseConfiguration(config);
}

void MainWindow::startEdit(const Configuration &config, bool needsRun)
{
    if (!needsRun && m_messageKind == MessageKind::Input && m_inputs->validate().isEmpty())
        clearMessage(MessageKind::Input);
    m_session->setConfiguration(
        config, needsRun ? RecommendationSession::Change::Run : RecommendationSession::Change::Rerank);
}

QString MainWindow::messageText() const
{
    return m_messageBar->isHidden() ? QString() : m_messageBar->text();
}

bool MainWindow::inputsValid()
{
    qDeleteAll(m_suggestionActions);
    m_suggestionActions.clear();
    const QList<InputProblem> problems = m_inputs->validate();
    if (problems.isEmpty()) {
        clearMessage(MessageKind::Input);
        clearMessage(MessageKind::Pipeline);
        return true;
    }
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
                m_session->runNow();
            });
            m_messageBar->addAction(a);
            m_suggestionActions << a;
        }
    }
    m_status->hideProgress();
    if (m_results->evaluation())
        m_results->setOutOfDate(tr("the inputs have errors; these are the results of the previous inputs"));
    return false;
}

void MainWindow::onResults(const std::shared_ptr<const Evaluation> &evaluation, const Ranking &ranking)
{
    m_results->showResults(evaluation, ranking);
    // The run's caveats (e.g. uncalibrated Kavier factors, a rules fallback) stay visible, as the CLI
    // prints them as warnings; they never hide an input or file error. A re-rank's are those shown
    // already: the bar is left alone (setting it again would lay the window out again).
    // (When no measured run can match, the banner says so, not the bar.)
    const QStringList shown = MeasuredRuns::withoutNoCatalogMatch(evaluation->warnings);
    const QString warnings = shown.join(QLatin1Char('\n'));
    if (m_messageKind == MessageKind::Pipeline && !warnings.isEmpty() && messageText() == warnings)
        return;
    if (!shown.isEmpty() && (m_messageKind == MessageKind::None || m_messageKind == MessageKind::Pipeline))
        showMessage(warnings, MessageKind::Pipeline, int(MessageBar::Type::Warning));
    else if (shown.isEmpty())
        clearMessage(MessageKind::Pipeline);
}

void MainWindow::onFailed(const QString &message, const std::shared_ptr<const Evaluation> &evaluation)
{
    showMessage(message, MessageKind::Pipeline, int(MessageBar::Type::Error));
    m_results->showFailure(evaluation, message);
    emit pipelineFailed(message);
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
    if (!m_document->maybeSave()) {
        event->ignore();
        return;
    }
    Settings::instance().setWindowGeometry(saveGeometry());
    Settings::instance().setWindowState(saveState());
    m_session->cancel();
    if (m_batchWindow)
        m_batchWindow->close();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (DroppedFile::of(event->mimeData()))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const std::optional<DroppedFile> file = DroppedFile::of(event->mimeData());
    if (!file)
        return;
    if (file->kind == DroppedFile::Kind::Configuration)
        openFile(file->path);
    else
        setLookupFile(file->path);
    event->acceptProposedAction();
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
    if (!m_batchWindow) {
        m_batchWindow = new BatchWindow(this);
        // Read on every Run: the batch always uses the settings the main window shows now.
        m_batchWindow->setConfigurationSource([this] { return m_session->configuration(); });
    }
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
