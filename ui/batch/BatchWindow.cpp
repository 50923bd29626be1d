#include "batch/BatchWindow.h"

#include "batch/BatchResultsModel.h"
#include "common/AtomicFile.h"
#include "common/CoastlineError.h"
#include "common/DialogHooks.h"
#include "common/MessageBar.h"
#include "common/RankingProxyModel.h"
#include "common/Settings.h"
#include "common/ToolWindow.h"
#include "pipeline/BatchRecommendation.h"

#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QTableView>
#include <QVBoxLayout>

BatchWindow::BatchWindow(QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_job(this, &m_pool)
    , m_messageBar(new MessageBar(this))
    , m_file(new QLineEdit(this))
    , m_settings(new QLabel(this))
    , m_run(new QPushButton(tr("&Run"), this))
    , m_cancel(new QPushButton(tr("&Cancel"), this))
    , m_export(new QPushButton(tr("&Export CSV…"), this))
    , m_progress(new QProgressBar(this))
    , m_view(new QTableView(this))
    , m_model(new BatchResultsModel(this))
    , m_proxy(new RankingProxyModel(this))
{
    setObjectName(QStringLiteral("batchWindow"));
    setWindowTitle(tr("Recommend for a CSV of Jobs — Coastline Desktop"));
    m_pool.setMaxThreadCount(1);
    m_file->setObjectName(QStringLiteral("workloadsLineEdit"));
    m_file->setPlaceholderText(
        tr("workloads CSV: llm_model, fine_tuning_method, gpu_model, tokens_per_sample, batch_size"));
    auto *browse = new QPushButton(tr("&Browse…"), this);
    browse->setObjectName(QStringLiteral("workloadsBrowseButton"));
    m_run->setObjectName(QStringLiteral("batchRunButton"));
    m_run->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    m_cancel->setObjectName(QStringLiteral("batchCancelButton"));
    m_cancel->setShortcut(QKeySequence(Qt::Key_Escape));
    m_export->setObjectName(QStringLiteral("batchExportButton"));
    m_export->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_progress->setObjectName(QStringLiteral("batchProgressBar"));
    m_progress->setFormat(QStringLiteral("%v / %m (%p %)"));
    m_settings->setObjectName(QStringLiteral("batchSettingsLabel"));
    m_settings->setWordWrap(true);
    m_settings->setTextFormat(Qt::PlainText);
    m_settings->setToolTip(tr("Every row is recommended with the main window's current goal, grid, "
                              "cluster and predictors; they are read again on every Run."));
    m_view->setObjectName(QStringLiteral("batchResultsTableView"));
    m_proxy->setSourceModel(m_model);
    m_view->setModel(m_proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(BatchResultsModel::RowColumn, Qt::AscendingOrder);

    auto *fileRow = new QHBoxLayout;
    auto *fileLabel = new QLabel(tr("&Workloads:"), this);
    fileLabel->setBuddy(m_file);
    fileRow->addWidget(fileLabel);
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(browse);
    auto *runRow = new QHBoxLayout;
    runRow->addWidget(m_run);
    runRow->addWidget(m_cancel);
    runRow->addWidget(m_progress, 1);
    runRow->addWidget(m_export);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_messageBar);
    layout->addLayout(fileRow);
    layout->addWidget(m_settings);
    layout->addLayout(runRow);
    layout->addWidget(m_view, 1);
    resize(1000, 560);

    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = DialogHooks::openFileName(this, tr("Choose a workloads CSV"),
            Settings::instance().lastFolder(Settings::Folder::Workloads), tr("CSV files (*.csv)"));
        if (!path.isEmpty())
            setWorkloadsFile(path);
    });
    connect(m_run, &QPushButton::clicked, this, [this] { start(); });
    connect(m_cancel, &QPushButton::clicked, this, &BatchWindow::cancel);
    connect(m_export, &QPushButton::clicked, this, [this] { exportCsv(); });
    setRunning(false);
}

BatchWindow::~BatchWindow()
{
    m_job.cancel();
    m_pool.waitForDone();
}

void BatchWindow::setBaseConfiguration(const Configuration &config)
{
    m_base = config;
    m_source = nullptr;
    updateSettingsLabel();
}

void BatchWindow::setConfigurationSource(ConfigurationSource source)
{
    m_source = std::move(source);
    updateSettingsLabel();
}

Configuration BatchWindow::currentConfiguration() const
{
    return m_source ? m_source() : m_base;
}

void BatchWindow::configurationReplaced()
{
    m_job.cancel();
    m_model->clear();
    m_messageBar->clearMessage();
    m_progress->setValue(0);
    setRunning(false);
    updateSettingsLabel();
}

QString BatchWindow::settingsText() const
{
    const Configuration config = currentConfiguration();
    const Infrastructure &infra = config.infrastructure;
    const auto list = [](const auto &values) {
        if (values.isEmpty())
            return QStringLiteral("—");
        if (values.size() <= 6) {
            QStringList texts;
            for (const auto v : values)
                texts << QString::number(v);
            return texts.join(QStringLiteral(", "));
        }
        return tr("%1 values, %2 … %3").arg(values.size()).arg(values.first()).arg(values.last());
    };
    return tr("Settings: goal %1 · total GPUs %2 · batch sizes %3 · cluster %4 GPUs (≤ %5 nodes × %6) · "
              "predictors %7 / %8")
        .arg(goalName(config.strategy.goal), list(config.grid.totalGpus), list(config.grid.batchSizes))
        .arg(infra.totalGpus)
        .arg(infra.maxNodes)
        .arg(infra.maxGpusPerNode)
        .arg(config.predictors.performance, config.predictors.feasibility);
}

void BatchWindow::updateSettingsLabel()
{
    m_settings->setText(settingsText());
}

void BatchWindow::showEvent(QShowEvent *event)
{
    updateSettingsLabel();
    QWidget::showEvent(event);
}

void BatchWindow::setWorkloadsFile(const QString &path)
{
    m_file->setText(path);
    Settings::instance().setLastFolder(Settings::Folder::Workloads, QFileInfo(path).absolutePath());
}

bool BatchWindow::isRunning() const
{
    return m_job.isRunning();
}

void BatchWindow::setRunning(bool running)
{
    m_run->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_export->setEnabled(!running && m_model->rowCount() > 0);
}

bool BatchWindow::start()
{
    m_job.cancel();
    m_messageBar->clearMessage();
    m_model->clear(); // results of an earlier Run never mix with this one's settings
    const Configuration config = currentConfiguration();
    updateSettingsLabel();
    std::shared_ptr<const BatchRecommendation> batch;
    try {
        batch = std::make_shared<const BatchRecommendation>(config, m_file->text());
    } catch (const CoastlineError &error) {
        m_messageBar->showMessage(error.translatedMessage(), MessageBar::Type::Error);
        return false;
    }
    m_inputColumns = batch->inputColumns();
    m_model->setInputColumns(m_inputColumns);
    m_stopRequested = std::make_shared<std::atomic_bool>(false);
    m_progress->setRange(0, std::max(1, batch->rowCount()));
    m_progress->setValue(0);
    followJobProgress(m_job, m_progress);
    m_job.setFailureHandler([this](const QString &message) {
        setRunning(false);
        m_messageBar->showMessage(message, MessageBar::Type::Error);
        emit finished();
    });
    const auto stop = m_stopRequested;
    m_job.start(
        [batch, stop](const AsyncJobControl &control) {
            QList<BatchResult> results;
            batch->run(
                [&](const BatchResult &result) {
                    results.append(result);
                    control.reportProgress(int(results.size()), batch->rowCount());
                },
                [&] { return control.isCancelled() || *stop; });
            return results;
        },
        [this](QList<BatchResult> results) { showResults(results); });
    setRunning(true);
    return true;
}

void BatchWindow::showResults(const QList<BatchResult> &results)
{
    for (const BatchResult &result : results)
        m_model->addResult(result);
    setRunning(false);
    m_view->resizeColumnsToContents();
    int failed = 0;
    for (const BatchResult &result : results)
        failed += result.ok() ? 0 : 1;
    if (*m_stopRequested)
        m_messageBar->showMessage(
            tr("Cancelled after %1 rows.").arg(m_model->rowCount()), MessageBar::Type::Warning);
    else if (failed > 0)
        m_messageBar->showMessage(
            tr("%1 of %2 rows failed; see the Status column.").arg(failed).arg(m_model->rowCount()),
            MessageBar::Type::Warning);
    else
        m_messageBar->showMessage(
            tr("All %1 rows recommended.").arg(m_model->rowCount()), MessageBar::Type::Positive);
    emit finished();
}

void BatchWindow::cancel()
{
    if (m_job.isRunning() && m_stopRequested)
        *m_stopRequested = true;
}

bool BatchWindow::exportCsv(const QString &requestedPath)
{
    QString path = requestedPath;
    if (path.isEmpty())
        path = DialogHooks::saveFileNameWithSuffix(this, tr("Export batch results"),
            QDir(Settings::instance().lastFolder(Settings::Folder::Export))
                .filePath(QFileInfo(m_file->text()).completeBaseName().isEmpty()
                        ? QStringLiteral("coastline-batch.csv")
                        : QFileInfo(m_file->text()).completeBaseName() + QStringLiteral("-recommended.csv")),
            tr("CSV files (*.csv)"), QStringLiteral("csv"));
    if (path.isEmpty())
        return false;
    QString reason;
    if (!AtomicFile::writeWithReason(
            path, BatchRecommendation::table(m_inputColumns, m_model->results()).toCsv().toUtf8(), &reason)) {
        m_messageBar->showMessage(tr("%1: cannot write: %2").arg(path, reason), MessageBar::Type::Error);
        return false;
    }
    m_messageBar->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), MessageBar::Type::Positive);
    return true;
}
