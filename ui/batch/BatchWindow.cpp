#include "batch/BatchWindow.h"

#include "batch/BatchResultsModel.h"
#include "common/AtomicFile.h"
#include "common/CoastlineError.h"
#include "common/MessageBar.h"
#include "pipeline/BatchRecommendation.h"
#include "results/RankingProxyModel.h"
#include "shell/DialogHooks.h"
#include "shell/Settings.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPromise>
#include <QPushButton>
#include <QShortcut>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent>

BatchWindow::BatchWindow(QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_messageBar(new MessageBar(this))
    , m_file(new QLineEdit(this))
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
    cancel();
    m_pool.waitForDone();
}

void BatchWindow::setBaseConfiguration(const Configuration &config)
{
    m_base = config;
}

void BatchWindow::setWorkloadsFile(const QString &path)
{
    m_file->setText(path);
    Settings::instance().setLastFolder(Settings::Folder::Workloads, QFileInfo(path).absolutePath());
}

bool BatchWindow::isRunning() const
{
    return m_watcher && m_watcher->isRunning();
}

void BatchWindow::setRunning(bool running)
{
    m_run->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_export->setEnabled(!running && m_model->rowCount() > 0);
}

bool BatchWindow::start()
{
    cancel();
    m_messageBar->clearMessage();
    std::shared_ptr<const BatchRecommendation> batch;
    try {
        batch = std::make_shared<const BatchRecommendation>(m_base, m_file->text());
    } catch (const CoastlineError &error) {
        m_messageBar->showMessage(error.message(), MessageBar::Type::Error);
        return false;
    }
    m_inputColumns = batch->inputColumns();
    m_model->clear();
    m_model->setInputColumns(m_inputColumns);
    const quint64 job = ++m_jobId;
    m_cancelFlag = std::make_shared<std::atomic_bool>(false);
    auto flag = m_cancelFlag;
    m_watcher = new QFutureWatcher<BatchResult>(this);
    connect(m_watcher, &QFutureWatcher<BatchResult>::resultReadyAt, this, [this, job](int index) {
        auto *watcher = static_cast<QFutureWatcher<BatchResult> *>(sender());
        if (job == m_jobId)
            m_model->addResult(watcher->resultAt(index));
    });
    connect(
        m_watcher, &QFutureWatcher<BatchResult>::progressRangeChanged, m_progress, &QProgressBar::setRange);
    connect(m_watcher, &QFutureWatcher<BatchResult>::progressValueChanged, this, [this, job](int value) {
        if (job == m_jobId)
            m_progress->setValue(value);
    });
    connect(m_watcher, &QFutureWatcher<BatchResult>::finished, this, [this, job] {
        auto *watcher = static_cast<QFutureWatcher<BatchResult> *>(sender());
        watcher->deleteLater();
        if (job != m_jobId)
            return;
        m_watcher = nullptr;
        setRunning(false);
        m_view->resizeColumnsToContents();
        int failed = 0;
        for (const BatchResult &result : m_model->results())
            failed += result.ok() ? 0 : 1;
        if (m_cancelFlag && *m_cancelFlag)
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
    });
    m_watcher->setFuture(QtConcurrent::run(&m_pool, [batch, flag](QPromise<BatchResult> &promise) {
        promise.setProgressRange(0, batch->rowCount());
        for (int row = 0; row < batch->rowCount(); ++row) {
            if (promise.isCanceled() || *flag)
                return;
            promise.addResult(batch->recommendRow(row, flag.get()));
            promise.setProgressValue(row + 1);
        }
    }));
    m_progress->setValue(0);
    setRunning(true);
    return true;
}

void BatchWindow::cancel()
{
    if (!m_watcher)
        return;
    if (m_cancelFlag)
        *m_cancelFlag = true;
    m_watcher->cancel();
}

bool BatchWindow::exportCsv(const QString &requestedPath)
{
    QString path = requestedPath;
    if (path.isEmpty())
        path = DialogHooks::saveFileName(this, tr("Export batch results"),
            Settings::instance().lastFolder(Settings::Folder::Export), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return false;
    QString error;
    if (!AtomicFile::writeText(
            path, BatchRecommendation::table(m_inputColumns, m_model->results()).toCsv(), &error)) {
        m_messageBar->showMessage(error, MessageBar::Type::Error);
        return false;
    }
    m_messageBar->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), MessageBar::Type::Positive);
    return true;
}
