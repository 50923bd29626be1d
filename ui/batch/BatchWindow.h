#pragma once

#include "model/Configuration.h"
#include "pipeline/BatchResult.h"

#include "common/AsyncJob.h"

#include <QThreadPool>
#include <QWidget>
#include <atomic>
#include <functional>
#include <memory>

class BatchResultsModel;
class MessageBar;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableView;
class RankingProxyModel;

/// Tools → Recommend for a CSV of jobs: pick a workloads CSV, run every row in the background (an
/// AsyncJob over BatchRecommendation, the engine `coastline-cli recommend --input` uses) with a
/// progress bar and Cancel, see the top-1 recommendation per row, export the results as CSV.
/// Cancel stops after the row being recommended and keeps the rows done so far. Every Run reads the
/// main window's current settings (shown above the results) and starts from an empty table.
class BatchWindow : public QWidget
{
    Q_OBJECT
public:
    explicit BatchWindow(QWidget *parent = nullptr);
    ~BatchWindow() override;

    /// Where Run reads the policy, predictors, grid and infrastructure used for every row: called on
    /// every Run, so the batch always uses the settings the main window shows at that moment.
    using ConfigurationSource = std::function<Configuration()>;
    void setConfigurationSource(ConfigurationSource source);
    /// A fixed configuration instead of a source (for embedding and tests).
    void setBaseConfiguration(const Configuration &config);
    /// The main window's settings were replaced (File → New, Open): cancels a run and clears the
    /// results made with the old settings.
    void configurationReplaced();
    /// "Settings: …" as shown above the results: the goal, grid, cluster and predictors Run uses.
    QString settingsText() const;
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

protected:
    void showEvent(QShowEvent *event) override;

private:
    Configuration currentConfiguration() const;
    void updateSettingsLabel();
    void setRunning(bool running);
    void showResults(const QList<BatchResult> &results);

    Configuration m_base;
    ConfigurationSource m_source;
    QStringList m_inputColumns;
    std::shared_ptr<std::atomic_bool> m_stopRequested; ///< Cancel: the run returns the rows done so far
    QThreadPool m_pool; ///< the rows run here, the pipeline's own parallel work in the global pool
    AsyncJob<QList<BatchResult>> m_job;

    MessageBar *m_messageBar = nullptr;
    QLineEdit *m_file = nullptr;
    QLabel *m_settings = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_export = nullptr;
    QProgressBar *m_progress = nullptr;
    QTableView *m_view = nullptr;
    BatchResultsModel *m_model = nullptr;
    RankingProxyModel *m_proxy = nullptr;
};
