#pragma once

#include "config/Configuration.h"
#include "pipeline/BatchResult.h"

#include "common/AsyncJob.h"

#include <QThreadPool>
#include <QWidget>
#include <atomic>
#include <memory>

class BatchResultsModel;
class MessageBar;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableView;
class RankingProxyModel;

/// Tools → Recommend for a CSV of jobs: pick a workloads CSV, run every row in the background (an
/// AsyncJob over BatchRecommendation, the engine `coastline-cli recommend --input` uses) with a
/// progress bar and Cancel, see the top-1 recommendation per row, export the results as CSV.
/// Cancel stops after the row being recommended and keeps the rows done so far.
class BatchWindow : public QWidget
{
    Q_OBJECT
public:
    explicit BatchWindow(QWidget *parent = nullptr);
    ~BatchWindow() override;

    /// Policy, predictors, grid and infrastructure used for every row.
    void setBaseConfiguration(const Configuration &config);
    void setWorkloadsFile(const QString &path);
    /// Starts a run over the chosen file (cancels a running one). Returns false when the file cannot
    /// be read (the message bar says why).
    bool start();
    void cancel();
    bool isRunning() const;
    bool exportCsv(const QString &path = {});
    const BatchResultsModel *resultsModel() const { return m_model; }

signals:
    void finished();

private:
    void setRunning(bool running);
    void showResults(const QList<BatchResult> &results);

    Configuration m_base;
    QStringList m_inputColumns;
    std::shared_ptr<std::atomic_bool> m_stopRequested; ///< Cancel: the run returns the rows done so far
    QThreadPool m_pool; ///< the rows run here, the pipeline's own parallel work in the global pool
    AsyncJob<QList<BatchResult>> m_job;

    MessageBar *m_messageBar = nullptr;
    QLineEdit *m_file = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_export = nullptr;
    QProgressBar *m_progress = nullptr;
    QTableView *m_view = nullptr;
    BatchResultsModel *m_model = nullptr;
    RankingProxyModel *m_proxy = nullptr;
};
