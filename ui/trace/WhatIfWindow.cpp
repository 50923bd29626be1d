#include "WhatIfWindow.h"
#include "common/ToolWindow.h"

#include "SummaryCard.h"
#include "TraceChart.h"
#include "WhatIfJobsModel.h"
#include "common/AtomicFile.h"
#include "common/DialogHooks.h"
#include "common/Formatting.h"
#include "common/Limits.h"
#include "common/MessageBar.h"
#include "common/RankingProxyModel.h"
#include "common/Settings.h"
#include "model/GoalInfo.h"
#include "trace/ScheduleSimulator.h"
#include "trace/TraceRecommender.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

WhatIfWindow::WhatIfWindow(QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_job(this)
{
    setObjectName(QStringLiteral("whatIfWindow"));
    setWindowTitle(tr("Cluster What-If"));
    resize(1360, 860);

    m_messageBar = new MessageBar(this);
    m_file = new QLineEdit(this);
    m_file->setObjectName(QStringLiteral("traceFile"));
    m_file->setPlaceholderText(tr("Scheduler trace CSV (upstream's dotted columns)"));
    auto *browse = new QPushButton(tr("&Open Trace…"), this);
    m_nodes = new QSpinBox(this);
    m_gpusPerNode = new QSpinBox(this);
    m_gpusPerNode->setRange(1, int(Limits::maxGpus)); // as --max-gpus-per-node
    m_gpusPerNode->setValue(8);
    // The cluster's GPUs (nodes × per node) stay within Limits::maxGpus, as --cluster-gpus.
    const auto boundNodes = [this] { m_nodes->setMaximum(int(Limits::maxGpus / m_gpusPerNode->value())); };
    boundNodes();
    m_nodes->setValue(8);
    connect(m_gpusPerNode, &QSpinBox::valueChanged, this, boundNodes);
    m_goal = new QComboBox(this);
    for (const GoalInfo &info : GoalInfo::all())
        if (info.forTraces)
            m_goal->addItem(info.translatedTitle(), QVariant::fromValue(int(info.goal)));
    m_goal->setCurrentIndex(m_goal->findData(int(Goal::MinGpu))); // upstream's default for traces
    m_policy = new QComboBox(this);
    m_policy->addItem(tr("FCFS + EASY backfilling"), QStringLiteral("easy"));
    m_policy->addItem(tr("Strict FCFS"), QStringLiteral("fcfs"));
    m_run = new QPushButton(tr("&Run"), this);
    m_run->setDefault(true);
    m_cancel = new QPushButton(tr("&Cancel"), this);
    m_progress = new QProgressBar(this);
    m_exportTrace = new QPushButton(tr("Export Recommended &Trace…"), this);
    m_exportSchedule = new QPushButton(tr("Export &Schedule…"), this);

    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(browse);
    auto *form = new QFormLayout;
    form->addRow(tr("Trace:"), fileRow);
    auto *clusterRow = new QHBoxLayout;
    clusterRow->addWidget(m_nodes);
    clusterRow->addWidget(new QLabel(tr("nodes ×"), this));
    clusterRow->addWidget(m_gpusPerNode);
    clusterRow->addWidget(new QLabel(tr("GPUs per node"), this));
    clusterRow->addSpacing(24);
    clusterRow->addWidget(new QLabel(tr("Goal:"), this));
    clusterRow->addWidget(m_goal);
    clusterRow->addWidget(new QLabel(tr("Scheduling:"), this));
    clusterRow->addWidget(m_policy);
    clusterRow->addStretch(1);
    clusterRow->addWidget(m_run);
    clusterRow->addWidget(m_cancel);
    form->addRow(tr("Cluster:"), clusterRow);

    auto *cards = new QGridLayout;
    const QList<std::tuple<QString, QString, bool>> metrics {
        {QStringLiteral("makespan"), tr("Makespan"), true},
        {QStringLiteral("mean_wait"), tr("Mean wait"), true},
        {QStringLiteral("p95_wait"), tr("95th percentile wait"), true},
        {QStringLiteral("utilisation"), tr("GPU utilisation"), false},
        {QStringLiteral("gpu_hours"), tr("GPU-hours"), true},
        {QStringLiteral("energy"), tr("Energy"), true},
    };
    for (const auto &[key, title, lowerIsBetter] : metrics) {
        auto *card = new SummaryCard(title, lowerIsBetter, this);
        card->setObjectName(QStringLiteral("card_") + key);
        cards->addWidget(card, 0, int(m_cards.size()));
        m_cards.insert(key, card);
    }

    m_basis = new QLabel(this);
    m_basis->setObjectName(QStringLiteral("basisLabel"));
    m_basis->setWordWrap(true);
    m_basis->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_chart = new QChartView(this);
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(260);
    m_model = new WhatIfJobsModel(this);
    m_proxy = new RankingProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("jobsTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(WhatIfJobsModel::JobColumn, Qt::AscendingOrder);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_chart);
    splitter->addWidget(m_table);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_progress, 1);
    bottom->addStretch(1);
    bottom->addWidget(m_exportTrace);
    bottom->addWidget(m_exportSchedule);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_messageBar);
    layout->addLayout(form);
    layout->addLayout(cards);
    layout->addWidget(m_basis);
    layout->addWidget(splitter, 1);
    layout->addLayout(bottom);

    connect(browse, &QPushButton::clicked, this, [this] {
        // the trace's folder, or the folder a trace was last opened from
        const QString folder = m_file->text().trimmed().isEmpty()
            ? Settings::instance().lastFolder(Settings::Folder::Traces)
            : QFileInfo(m_file->text()).path();
        const QString path = DialogHooks::openFileName(
            this, tr("Open Trace"), folder, tr("CSV files (*.csv);;All files (*)"));
        if (!path.isEmpty()) {
            Settings::instance().setLastFolder(Settings::Folder::Traces, QFileInfo(path).absolutePath());
            setTraceFile(path);
        }
    });
    connect(m_run, &QPushButton::clicked, this, [this] { start(); });
    connect(m_cancel, &QPushButton::clicked, this, [this] { cancel(); });
    connect(m_exportTrace, &QPushButton::clicked, this, [this] { exportRecommendedTrace(); });
    connect(m_exportSchedule, &QPushButton::clicked, this, [this] { exportSchedule(); });
    followJobProgress(m_job, m_progress);
    m_job.setFailureHandler([this](const QString &message) {
        setRunning(false);
        showError(message);
        emit finished();
    });
    setRunning(false);
}

WhatIfWindow::~WhatIfWindow() = default;

void WhatIfWindow::setBaseConfiguration(const Configuration &config)
{
    m_base = config;
    const QString now = TraceRecommender::predictorDescription(config);
    if (m_result && m_result->trace.predictorDescription() != now)
        m_messageBar->showMessage(tr("The predictor is now %1; the result shown is from %2. Run again to "
                                     "update it.")
                                      .arg(now, m_result->trace.predictorDescription()),
            MessageBar::Type::Information);
}

QString WhatIfWindow::basisText() const
{
    return m_basis->text();
}

QString WhatIfWindow::messageText() const
{
    return m_messageBar->text();
}

void WhatIfWindow::setTraceFile(const QString &path)
{
    m_file->setText(path);
}

void WhatIfWindow::setCluster(int nodes, int gpusPerNode)
{
    m_nodes->setValue(nodes);
    m_gpusPerNode->setValue(gpusPerNode);
}

void WhatIfWindow::setGoal(Goal goal)
{
    m_goal->setCurrentIndex(m_goal->findData(QVariant::fromValue(int(goal))));
}

bool WhatIfWindow::start()
{
    const QString path = m_file->text().trimmed();
    if (path.isEmpty()) {
        showError(tr("Choose a trace file first."));
        return false;
    }
    m_messageBar->clearMessage();
    Configuration config = m_base;
    config.strategy.goal = Goal(m_goal->currentData().toInt());
    const ClusterShape cluster {m_nodes->value(), m_gpusPerNode->value()};
    const SchedulingPolicy policy = ScheduleSimulator::parsePolicy(m_policy->currentData().toString());
    m_progress->setRange(0, 0);
    setRunning(true);
    m_job.start(
        [path, config, cluster, policy](const AsyncJobControl &control) {
            return WhatIfResult::compute(path, config, cluster, policy, control.cancelledFlag(),
                [&control](int done, int total) { control.reportProgress(done, total); });
        },
        [this](WhatIfResult result) {
            setRunning(false);
            showResult(std::move(result));
            emit finished();
        });
    return true;
}

void WhatIfWindow::cancel()
{
    m_job.cancel();
    setRunning(false);
    m_messageBar->showMessage(tr("Cancelled."), MessageBar::Type::Information);
}

bool WhatIfWindow::isRunning() const
{
    return m_job.isRunning();
}

void WhatIfWindow::setRunning(bool running)
{
    m_run->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_progress->setVisible(running);
    m_exportTrace->setEnabled(!running && m_result.has_value());
    m_exportSchedule->setEnabled(!running && m_result.has_value());
}

void WhatIfWindow::showError(const QString &message)
{
    m_messageBar->showMessage(message, MessageBar::Type::Error);
}

void WhatIfWindow::showResult(WhatIfResult result)
{
    const ScheduleSummary &b = result.baselineSummary;
    const ScheduleSummary &r = result.recommendedSummary;
    auto hours = [](double seconds) { return tr("%1 h").arg(Formatting::decimal(seconds / 3600.0, 2)); };
    m_cards.value(QStringLiteral("makespan"))
        ->setValues(hours(b.makespanSeconds), hours(r.makespanSeconds), b.makespanSeconds, r.makespanSeconds);
    m_cards.value(QStringLiteral("mean_wait"))
        ->setValues(hours(b.meanWaitSeconds), hours(r.meanWaitSeconds), b.meanWaitSeconds, r.meanWaitSeconds);
    m_cards.value(QStringLiteral("p95_wait"))
        ->setValues(hours(b.p95WaitSeconds), hours(r.p95WaitSeconds), b.p95WaitSeconds, r.p95WaitSeconds);
    auto percent = [](double share) { return tr("%1 %").arg(Formatting::decimal(share * 100.0, 1)); };
    m_cards.value(QStringLiteral("utilisation"))
        ->setValues(percent(b.gpuUtilisation), percent(r.gpuUtilisation), b.gpuUtilisation, r.gpuUtilisation);
    m_cards.value(QStringLiteral("gpu_hours"))
        ->setValues(
            Formatting::decimal(b.gpuHours, 1), Formatting::decimal(r.gpuHours, 1), b.gpuHours, r.gpuHours);
    auto kwh = [](double value) { return tr("%1 kWh").arg(Formatting::decimal(value, 1)); };
    m_cards.value(QStringLiteral("energy"))
        ->setValues(kwh(b.energyKwh), kwh(r.energyKwh), b.energyKwh, r.energyKwh);

    QChart *old = m_chart->chart();
    m_chart->setChart(TraceChart::create(result.baseline, &result.recommended));
    delete old;
    m_model->setResult(result);
    m_basis->setText(tr("Predictor: %1. Jobs: %2 in the trace, %3 given a recommended layout, %4 compared "
                        "(scheduled in both scenarios). Recommended durations = observed duration × "
                        "predicted(original layout) ÷ predicted(recommended layout).")
                         .arg(result.trace.predictorDescription())
                         .arg(result.trace.jobs().size())
                         .arg(result.trace.recommendedCount())
                         .arg(result.jobsCompared));

    const int kept = result.trace.jobs().size() - result.trace.recommendedCount();
    QStringList notes;
    if (result.cancelled)
        notes << tr("Cancelled: the rows not reached keep their original layout.");
    if (kept > 0)
        notes << tr("%n job(s) kept their original configuration (see the Note column).", nullptr, kept);
    if (!result.leftOutOfBoth.isEmpty())
        notes << tr("%n job(s) scheduled in one scenario only were left out of both, so both compare the "
                    "same jobs.",
            nullptr, int(result.leftOutOfBoth.size()));
    const int skipped = result.baseline.skipped.size() + result.recommended.skipped.size();
    if (skipped > 0)
        notes << tr("%n job run(s) did not fit the cluster and were skipped.", nullptr, skipped);
    if (b.jobsWithoutPower + r.jobsWithoutPower > 0)
        notes << tr("The energy of %n job run(s) is unknown and counted as 0 kWh.", nullptr,
            b.jobsWithoutPower + r.jobsWithoutPower);
    if (!notes.isEmpty())
        m_messageBar->showMessage(notes.join(u' '), MessageBar::Type::Warning);
    m_result = std::move(result);
    setRunning(false);
}

QString WhatIfWindow::cardText(const QString &metric) const
{
    const SummaryCard *card = m_cards.value(metric);
    return card ? card->text() : QString();
}

QString WhatIfWindow::chooseSaveFile(const QString &title)
{
    const QString path = DialogHooks::saveFileName(
        this, title, Settings::instance().lastFolder(Settings::Folder::Export), tr("CSV files (*.csv)"));
    if (!path.isEmpty())
        Settings::instance().setLastFolder(Settings::Folder::Export, QFileInfo(path).absolutePath());
    return path;
}

bool WhatIfWindow::exportRecommendedTrace(const QString &path)
{
    if (!m_result)
        return false;
    const QString target = path.isEmpty() ? chooseSaveFile(tr("Export Recommended Trace")) : path;
    if (target.isEmpty())
        return false;
    QString reason;
    if (!AtomicFile::writeWithReason(target, m_result->trace.toTable().toCsv().toUtf8(), &reason)) {
        showError(tr("Cannot write %1: %2").arg(target, reason));
        return false;
    }
    m_messageBar->showMessage(tr("Wrote %1.").arg(QFileInfo(target).fileName()), MessageBar::Type::Positive);
    return true;
}

bool WhatIfWindow::exportSchedule(const QString &path)
{
    if (!m_result)
        return false;
    const QString target = path.isEmpty() ? chooseSaveFile(tr("Export Schedule")) : path;
    if (target.isEmpty())
        return false;
    OutputTable table = ScheduleSummary::scheduleTable(m_result->baseline, QStringLiteral("baseline"));
    ScheduleSummary::appendScheduleRows(table, m_result->recommended, QStringLiteral("recommended"));
    QString reason;
    if (!AtomicFile::writeWithReason(target, table.toCsv().toUtf8(), &reason)) {
        showError(tr("Cannot write %1: %2").arg(target, reason));
        return false;
    }
    m_messageBar->showMessage(tr("Wrote %1.").arg(QFileInfo(target).fileName()), MessageBar::Type::Positive);
    return true;
}
