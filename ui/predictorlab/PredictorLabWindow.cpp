#include "predictorlab/PredictorLabWindow.h"
#include "common/ToolWindow.h"

#include "common/CoastlineError.h"
#include "common/DialogHooks.h"
#include "common/Limits.h"
#include "common/MessageBar.h"
#include "common/RankingProxyModel.h"
#include "common/Settings.h"
#include "predict/learned/LearnedModel.h"
#include "predict/learned/regressors/Regressor.h"
#include "predictorlab/LabMetricsModel.h"
#include "predictorlab/ParityChartView.h"
#include "predictorlab/ResidualChartView.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableView>
#include <QVBoxLayout>
#include <limits>

PredictorLabWindow::PredictorLabWindow(QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_job(this)
    , m_trainJob(this)
{
    setObjectName(QStringLiteral("predictorLabWindow"));
    setWindowTitle(tr("Predictor Lab"));
    resize(1400, 900);

    m_messageBar = new MessageBar(this);
    m_file = new QLineEdit(this);
    m_file->setObjectName(QStringLiteral("dataFileLineEdit"));
    m_file->setToolTip(tr("Measured-runs CSV: a path, or \"default\" for the bundled run database"));
    auto *browse = new QPushButton(tr("&Open Runs…"), this);
    browse->setObjectName(QStringLiteral("openRunsButton"));
    auto *bundled = new QPushButton(tr("&Bundled Runs"), this);
    bundled->setObjectName(QStringLiteral("bundledRunsButton"));
    bundled->setToolTip(tr("The 70 measured runs that ship with Coastline"));
    auto *configured = new QPushButton(tr("Con&figuration's Runs"), this);
    configured->setObjectName(QStringLiteral("configurationRunsButton"));
    configured->setToolTip(tr("The measured-runs CSV of the current configuration"));

    auto *modelRow = new QHBoxLayout;
    for (const QString &name : Regressor::names()) {
        auto *check = new QCheckBox(name, this);
        check->setObjectName(name + QStringLiteral("CheckBox"));
        check->setChecked(true);
        m_modelChecks << check;
        modelRow->addWidget(check);
    }
    auto *baseline = new QLabel(tr("+ kavier (baseline, always)"), this);
    baseline->setEnabled(false);
    modelRow->addWidget(baseline);
    modelRow->addStretch(1);

    m_validation = new QComboBox(this);
    m_validation->setObjectName(QStringLiteral("validationComboBox"));
    m_validation->addItem(tr("k-fold"), int(Validation::KFold));
    m_validation->addItem(tr("Leave-one-out"), int(Validation::LeaveOneOut));
    m_validation->addItem(tr("Grouped (unseen model, method, GPU series)"), int(Validation::Grouped));
    m_folds = new QSpinBox(this);
    m_folds->setObjectName(QStringLiteral("foldsSpinBox"));
    m_folds->setRange(int(Limits::minFolds), int(Limits::maxFolds)); // tune --folds
    m_folds->setValue(CrossValidationOptions().folds);
    m_folds->setSuffix(tr(" folds"));
    // A double spin box with no decimals: a seed is any 32-bit unsigned value (tune --seed), beyond an int.
    m_seed = new QDoubleSpinBox(this);
    m_seed->setObjectName(QStringLiteral("seedSpinBox"));
    m_seed->setDecimals(0);
    m_seed->setGroupSeparatorShown(false);
    m_seed->setRange(0, double(Limits::maxSeed));
    m_seed->setValue(double(CrossValidationOptions().seed));
    m_start = new QPushButton(tr("&Train and Cross-Validate"), this);
    m_start->setObjectName(QStringLiteral("startButton"));
    m_start->setDefault(true);
    m_cancel = new QPushButton(tr("&Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("labProgressBar"));

    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(browse);
    fileRow->addWidget(bundled);
    fileRow->addWidget(configured);
    auto *validationRow = new QHBoxLayout;
    validationRow->addWidget(m_validation);
    validationRow->addWidget(m_folds);
    validationRow->addWidget(new QLabel(tr("Seed:"), this));
    validationRow->addWidget(m_seed);
    validationRow->addStretch(1);
    validationRow->addWidget(m_progress, 1);
    validationRow->addWidget(m_start);
    validationRow->addWidget(m_cancel);
    auto *form = new QFormLayout;
    form->addRow(tr("Measured runs:"), fileRow);
    form->addRow(tr("Models:"), modelRow);
    form->addRow(tr("Validation:"), validationRow);

    m_model = new LabMetricsModel(this);
    m_proxy = new RankingProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("metricsTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(LabMetricsModel::MdapeColumn, Qt::AscendingOrder);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 10);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);

    m_shown = new QComboBox(this);
    m_shown->setObjectName(QStringLiteral("shownModelComboBox"));
    m_shown->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_use = new QPushButton(tr("&Use This Model"), this);
    m_use->setObjectName(QStringLiteral("useModelButton"));
    m_use->setToolTip(tr("Train the model on every run, save its model file and predict with it in the "
                         "current configuration (undoable)"));
    m_save = new QPushButton(tr("&Save Model…"), this);
    m_save->setObjectName(QStringLiteral("saveModelButton"));
    m_save->setToolTip(tr("Train the model on every run and save its model file"));
    auto *chartRow = new QHBoxLayout;
    chartRow->addWidget(new QLabel(tr("Charts show:"), this));
    chartRow->addWidget(m_shown);
    chartRow->addStretch(1);
    chartRow->addWidget(m_use);
    chartRow->addWidget(m_save);

    m_parity = new ParityChartView(this);
    m_parity->setMinimumSize(420, 360);
    m_residual = new ResidualChartView(this);
    m_residual->setMinimumSize(360, 360);
    auto *charts = new QSplitter(Qt::Horizontal, this);
    charts->addWidget(m_parity);
    charts->addWidget(m_residual);
    charts->setStretchFactor(0, 3);
    charts->setStretchFactor(1, 2);

    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_table, 1);
    topLayout->addLayout(chartRow);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(top);
    splitter->addWidget(charts);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({340, 560}); // the table holds at most 8 rows; the charts get the rest

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_messageBar);
    layout->addLayout(form);
    layout->addWidget(splitter, 1);

    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = DialogHooks::openFileName(this, tr("Open Measured Runs"),
            Settings::instance().lastFolder(Settings::Folder::MeasuredRuns), tr("CSV files (*.csv)"));
        if (!path.isEmpty()) {
            Settings::instance().setLastFolder(
                Settings::Folder::MeasuredRuns, QFileInfo(path).absolutePath());
            setDataFile(path);
        }
    });
    connect(bundled, &QPushButton::clicked, this, [this] { setDataFile(QStringLiteral("default")); });
    connect(configured, &QPushButton::clicked, this, [this] {
        const QString lookup = m_base.predictors.lookup.trimmed();
        setDataFile(lookup.isEmpty() ? QStringLiteral("default") : lookup);
    });
    connect(m_validation, &QComboBox::currentIndexChanged, this, [this] { updateValidation(); });
    connect(m_start, &QPushButton::clicked, this, [this] { start(); });
    connect(m_cancel, &QPushButton::clicked, this, [this] { cancel(); });
    connect(m_shown, &QComboBox::currentIndexChanged, this, [this] { updateCharts(); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) {
            if (current.isValid())
                showModel(m_model->modelAt(m_proxy->mapToSource(current).row()));
        });
    connect(m_use, &QPushButton::clicked, this, [this] { useModel(); });
    connect(m_save, &QPushButton::clicked, this, [this] { saveModel(); });
    followJobProgress(m_job, m_progress);
    m_job.setFailureHandler([this](const QString &message) {
        setRunning(false);
        showError(message);
        emit finished();
    });
    m_trainJob.setFailureHandler([this](const QString &message) {
        setRunning(false);
        showError(message);
        emit modelSaveFailed(message);
    });
    updateValidation();
    setRunning(false);
}

PredictorLabWindow::~PredictorLabWindow() = default;

void PredictorLabWindow::setBaseConfiguration(const Configuration &config)
{
    m_base = config;
    if (m_file->text().trimmed().isEmpty()) {
        const QString lookup = config.predictors.lookup.trimmed();
        m_file->setText(lookup.isEmpty() ? QStringLiteral("default") : lookup);
    }
}

void PredictorLabWindow::setDataFile(const QString &path)
{
    m_file->setText(path);
}

void PredictorLabWindow::setModels(const QStringList &models)
{
    for (QCheckBox *check : std::as_const(m_modelChecks))
        check->setChecked(models.contains(check->text()));
}

QStringList PredictorLabWindow::models() const
{
    QStringList names;
    for (const QCheckBox *check : m_modelChecks) {
        if (check->isChecked())
            names << check->text();
    }
    return names;
}

void PredictorLabWindow::setValidation(Validation validation, int folds, quint32 seed)
{
    m_validation->setCurrentIndex(m_validation->findData(int(validation)));
    m_folds->setValue(folds);
    m_seed->setValue(double(seed));
}

void PredictorLabWindow::updateValidation()
{
    m_folds->setEnabled(Validation(m_validation->currentData().toInt()) != Validation::LeaveOneOut);
}

bool PredictorLabWindow::start()
{
    const QStringList chosen = models();
    if (chosen.isEmpty()) {
        showError(tr("Choose at least one model."));
        return false;
    }
    m_messageBar->clearMessage();
    CrossValidationOptions options;
    const auto validation = Validation(m_validation->currentData().toInt());
    options.folds
        = validation == Validation::LeaveOneOut ? std::numeric_limits<int>::max() : m_folds->value();
    options.grouped = validation == Validation::Grouped;
    options.seed = quint32(m_seed->value());
    const QString lookup = m_file->text();
    const Configuration config = m_base;
    m_progress->setRange(0, 0);
    setRunning(true);
    m_job.start(
        [lookup, config, chosen, options](const AsyncJobControl &control) {
            return PredictorLabRun::compute(PredictorLabRun::resolveDataFile(lookup, config), config, chosen,
                options, control.cancelledFlag(),
                [&control](int done, int total) { control.reportProgress(done, total); });
        },
        [this](PredictorLabRun run) {
            setRunning(false);
            showRun(std::move(run));
            emit finished();
        });
    return true;
}

void PredictorLabWindow::cancel()
{
    if (!m_job.isRunning() && !m_trainJob.isRunning())
        return;
    m_job.cancel();
    m_trainJob.cancel();
    setRunning(false);
    m_messageBar->showMessage(
        tr("Cancelled; the table shows the previous run."), MessageBar::Type::Information);
}

bool PredictorLabWindow::isRunning() const
{
    return m_job.isRunning();
}

bool PredictorLabWindow::isTraining() const
{
    return m_trainJob.isRunning();
}

void PredictorLabWindow::setRunning(bool running)
{
    const bool busy = running || m_trainJob.isRunning();
    m_start->setEnabled(!running);
    m_cancel->setEnabled(busy);
    m_progress->setVisible(busy);
    const bool canSave = !busy && m_run && shownModel() != LabMetricsModel::kavierName();
    m_use->setEnabled(canSave);
    m_save->setEnabled(canSave);
}

void PredictorLabWindow::showError(const QString &message)
{
    m_messageBar->showMessage(message, MessageBar::Type::Error);
}

QString PredictorLabWindow::messageText() const
{
    return m_messageBar->isHidden() ? QString() : m_messageBar->text();
}

void PredictorLabWindow::showRun(PredictorLabRun run)
{
    // The charts point into the run: clear them before it is replaced.
    m_parity->setResult(nullptr, nullptr, false);
    m_residual->setResult(nullptr, nullptr);
    m_run = std::move(run);
    m_model->setResults(m_run->results);
    QString best;
    double bestMdape = 0;
    const QSignalBlocker blocker(m_shown);
    m_shown->clear();
    for (const CrossValidationResult &result : m_run->results) {
        m_shown->addItem(result.model);
        if (best.isEmpty() || result.learned.mdapePercent < bestMdape) {
            best = result.model;
            bestMdape = result.learned.mdapePercent;
        }
    }
    m_shown->addItem(LabMetricsModel::kavierName());
    m_shown->setCurrentText(best.isEmpty() ? LabMetricsModel::kavierName() : best);
    updateCharts();

    QStringList notes = m_run->warnings;
    if (m_run->data->skipped() > 0)
        notes << tr(
            "%n row(s) of %1 skipped (not valid, no throughput, or the roofline model cannot predict them).",
            nullptr, m_run->data->skipped())
                     .arg(QFileInfo(m_run->dataFile).fileName());
    if (!notes.isEmpty())
        m_messageBar->showMessage(notes.join(u'\n'), MessageBar::Type::Warning);
    else
        m_messageBar->showMessage(
            tr("%1: %n usable run(s); the best model is %2.", nullptr, m_run->data->size())
                .arg(QFileInfo(m_run->dataFile).fileName(), best),
            MessageBar::Type::Positive);
}

void PredictorLabWindow::showModel(const QString &model)
{
    m_shown->setCurrentText(model);
}

QString PredictorLabWindow::shownModel() const
{
    return m_shown->currentText();
}

void PredictorLabWindow::updateCharts()
{
    if (!m_run || m_run->results.isEmpty()) {
        m_parity->setResult(nullptr, nullptr, false);
        m_residual->setResult(nullptr, nullptr);
        setRunning(isRunning());
        return;
    }
    const bool kavier = shownModel() == LabMetricsModel::kavierName();
    const CrossValidationResult *result = kavier ? &m_run->results.constFirst() : m_run->result(shownModel());
    m_parity->setResult(m_run->data.get(), result, kavier);
    m_residual->setResult(m_run->data.get(), kavier ? nullptr : result);
    setRunning(isRunning());
}

QString PredictorLabWindow::suggestedModelPath(const QString &model, bool nextToConfiguration) const
{
    QString folder = Settings::instance().lastFolder(Settings::Folder::Export);
    if (nextToConfiguration && !m_base.sourcePath.isEmpty())
        folder = QFileInfo(m_base.sourcePath).absolutePath();
    return QDir(folder).filePath(model + QStringLiteral(".json"));
}

QString PredictorLabWindow::automaticModelPath(const QString &model) const
{
    QString folder = m_base.sourcePath.isEmpty()
        ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/models")
        : QFileInfo(m_base.sourcePath).absolutePath();
    if (!QDir().mkpath(folder))
        return {};
    const QDir dir(folder);
    QString path = dir.filePath(model + QStringLiteral(".json"));
    for (int n = 2; QFileInfo::exists(path); ++n) // never overwrite a model file
        path = dir.filePath(QStringLiteral("%1-%2.json").arg(model).arg(n));
    return path;
}

bool PredictorLabWindow::saveModel(const QString &path)
{
    return trainAndSave(path, false);
}

bool PredictorLabWindow::useModel(const QString &path)
{
    return trainAndSave(path, true);
}

bool PredictorLabWindow::trainAndSave(const QString &requestedPath, bool use)
{
    const QString model = shownModel();
    const CrossValidationResult *result = m_run ? m_run->result(model) : nullptr;
    if (!result) {
        showError(tr("Choose a learned model of the last run first."));
        return false;
    }
    QString path = requestedPath;
    if (path.isEmpty() && use)
        path = automaticModelPath(model); // save on demand: no dialog before the model can be used
    if (path.isEmpty())
        path = DialogHooks::saveFileName(
            this, tr("Save Model"), suggestedModelPath(model, use), tr("Model files (*.json)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    const std::shared_ptr<const LearningData> data = m_run->data;
    const CrossValidationResult validation = *result;
    m_messageBar->showMessage(
        tr("Training %1 on all %n run(s)…", nullptr, data->size()).arg(model), MessageBar::Type::Information);
    m_progress->setRange(0, 0);
    m_trainJob.start(
        [data, validation, path](const AsyncJobControl &) {
            LearnedModel trained = LearnedModel::train(validation.model, *data, {}, validation.options.seed);
            trained.setCrossValidation(validation.summary(), validation.learned.rmsLogError);
            trained.save(path); // atomic
            return path;
        },
        [this, model, use](const QString &saved) {
            setRunning(isRunning());
            if (!use)
                Settings::instance().setLastFolder(Settings::Folder::Export, QFileInfo(saved).absolutePath());
            m_messageBar->showMessage(use
                    ? tr("Wrote %1; the configuration now predicts with %2 (Edit → Undo "
                         "restores the previous predictor).")
                          .arg(QFileInfo(saved).fileName(), model)
                    : tr("Wrote %1.").arg(QFileInfo(saved).fileName()),
                MessageBar::Type::Positive);
            emit modelSaved(saved);
            if (use)
                emit useModelRequested(model, saved);
        });
    setRunning(isRunning());
    return true;
}
