#pragma once

#include "WhatIfResult.h"
#include "common/AsyncJob.h"
#include "model/Configuration.h"

#include <QWidget>
#include <optional>

class MessageBar;
class QChartView;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class RankingProxyModel;
class QSpinBox;
class QTableView;
class SummaryCard;
class WhatIfJobsModel;

/// Tools → Cluster what-if… (traces.md; ui.md "Added in the second release"): open a scheduler trace, set
/// the cluster (nodes × GPUs per node), the goal and the scheduling policy, run recommend-trace and the
/// schedule simulation in the background (an AsyncJob with progress and Cancel), and read the summary
/// cards (baseline → recommended, change in percent), the GPUs-in-use/queue chart (TraceChart, as
/// `simulate-trace --plot`) and the sortable jobs table. Exports the recommended trace and the schedule.
class WhatIfWindow : public QWidget
{
    Q_OBJECT
public:
    explicit WhatIfWindow(QWidget *parent = nullptr);
    ~WhatIfWindow() override;

    /// Predictors, feasibility and grid for every job; the goal and cluster come from the window. When a
    /// result is shown and the predictor (or its files) changed, the message bar says the result is from
    /// the previous predictor until the next run.
    void setBaseConfiguration(const Configuration &config);
    void setTraceFile(const QString &path);
    /// nodes ≥ 1, GPUs per node ≥ 1.
    void setCluster(int nodes, int gpusPerNode);
    void setGoal(Goal goal);
    /// Starts a run (cancels a running one). Returns false when no trace file is chosen.
    bool start();
    void cancel();
    bool isRunning() const;
    /// Write the recommended trace CSV / the per-job schedule CSV (both scenarios) of the last run to
    /// `path` (asks for one when empty), atomically. False when there is no result or writing failed (the
    /// message bar says why).
    bool exportRecommendedTrace(const QString &path = {});
    bool exportSchedule(const QString &path = {});

    const WhatIfJobsModel *jobsModel() const { return m_model; }
    /// The text of the card for `metric`: makespan, mean_wait, p95_wait, utilisation, gpu_hours, energy.
    QString cardText(const QString &metric) const;
    /// The line under the cards: the predictor with its files, the job counts and the duration rule.
    QString basisText() const;
    /// The message bar's text (empty when hidden).
    QString messageText() const;

signals:
    /// A run ended (also after an error); not after cancel().
    void finished();

private:
    void setRunning(bool running);
    void showResult(WhatIfResult result);
    void showError(const QString &message);
    QString chooseSaveFile(const QString &title);

    Configuration m_base;
    std::optional<WhatIfResult> m_result;
    AsyncJob<WhatIfResult> m_job;

    MessageBar *m_messageBar = nullptr;
    QLineEdit *m_file = nullptr;
    QSpinBox *m_nodes = nullptr;
    QSpinBox *m_gpusPerNode = nullptr;
    QComboBox *m_goal = nullptr;
    QComboBox *m_policy = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_exportTrace = nullptr;
    QPushButton *m_exportSchedule = nullptr;
    QProgressBar *m_progress = nullptr;
    QHash<QString, SummaryCard *> m_cards;
    QLabel *m_basis = nullptr; ///< predictor, job counts and the duration rule of the result shown
    QChartView *m_chart = nullptr;
    WhatIfJobsModel *m_model = nullptr;
    RankingProxyModel *m_proxy = nullptr;
    QTableView *m_table = nullptr;
};
