#pragma once

#include "PredictorLabRun.h"
#include "common/AsyncJob.h"
#include "model/Configuration.h"

#include <QWidget>
#include <optional>

class LabMetricsModel;
class MessageBar;
class ParityChartView;
class QCheckBox;
class QComboBox;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QDoubleSpinBox;
class RankingProxyModel;
class QSpinBox;
class QTableView;
class ResidualChartView;

/// Tools → Predictor lab… (learned-predictors.md; ui.md "Added in the second release"): measured runs
/// in (a CSV, the configuration's, or the bundled run database), the chosen learned models trained and
/// cross-validated in the background (an AsyncJob with progress and Cancel), a sortable metrics table
/// with Kavier as baseline on the same rows, the parity and residual charts of one model, and "Use this
/// model" / "Save model…" (trains the model on every row and writes its model file atomically).
class PredictorLabWindow : public QWidget
{
    Q_OBJECT
public:
    enum class Validation { KFold, LeaveOneOut, Grouped };

    explicit PredictorLabWindow(QWidget *parent = nullptr);
    ~PredictorLabWindow() override;

    /// Catalog, Kavier calibration, throughput column and (when no file is chosen yet) the measured runs.
    void setBaseConfiguration(const Configuration &config);
    /// A measured-runs CSV path, or "default" for the bundled run database.
    void setDataFile(const QString &path);
    /// Checks exactly `models` (Regressor::names()).
    void setModels(const QStringList &models);
    QStringList models() const;
    /// `folds` ≥ 2 (ignored for leave-one-out).
    void setValidation(Validation validation, int folds, quint32 seed);
    /// Starts a run (cancels a running one). False when no model is checked.
    bool start();
    void cancel();
    bool isRunning() const;

    /// Shows `model`'s parity and residual charts (a model of the last run, or "kavier").
    void showModel(const QString &model);
    QString shownModel() const;
    /// Trains the shown model on every row and writes its model file to `path` (asks, suggesting
    /// "<model>.json", when empty). Runs in the background; modelSaved() follows. False when nothing
    /// can be saved (no run, Kavier shown) or the user cancelled.
    bool saveModel(const QString &path = {});
    /// Trains on all runs, writes the model to `path` and then emits useModelRequested(). Without a path it
    /// asks nothing: the file goes next to the configuration file (or, for an unsaved configuration, into
    /// the application's data folder "models"), named <model>.json, <model>-2.json, … never overwriting one.
    bool useModel(const QString &path = {});
    /// Where useModel() writes without a path (see there); empty when the folder cannot be made.
    QString automaticModelPath(const QString &model) const;
    bool isTraining() const;

    const LabMetricsModel *metricsModel() const { return m_model; }
    /// The last finished run (null before one).
    const PredictorLabRun *lastRun() const { return m_run ? &*m_run : nullptr; }
    const ParityChartView *parityChart() const { return m_parity; }
    /// The text of the message bar (empty when hidden).
    QString messageText() const;

signals:
    /// A run ended (also after an error); not after cancel().
    void finished();
    /// A model file was written (by saveModel() or useModel()).
    void modelSaved(const QString &path);
    /// "Use this model": the configuration should predict with `model` read from `modelFile`.
    void useModelRequested(const QString &model, const QString &modelFile);
    /// Writing a model file failed (the message bar says why).
    void modelSaveFailed(const QString &message);

private:
    void setRunning(bool running);
    void showRun(PredictorLabRun run);
    void showError(const QString &message);
    void updateCharts();
    void updateValidation();
    bool trainAndSave(const QString &path, bool use);
    QString suggestedModelPath(const QString &model, bool nextToConfiguration) const;

    Configuration m_base;
    std::optional<PredictorLabRun> m_run;
    AsyncJob<PredictorLabRun> m_job;
    AsyncJob<QString> m_trainJob;

    MessageBar *m_messageBar = nullptr;
    QLineEdit *m_file = nullptr;
    QList<QCheckBox *> m_modelChecks;
    QComboBox *m_validation = nullptr;
    QSpinBox *m_folds = nullptr;
    QDoubleSpinBox *m_seed = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    LabMetricsModel *m_model = nullptr;
    RankingProxyModel *m_proxy = nullptr;
    QTableView *m_table = nullptr;
    QComboBox *m_shown = nullptr;
    QPushButton *m_use = nullptr;
    QPushButton *m_save = nullptr;
    ParityChartView *m_parity = nullptr;
    ResidualChartView *m_residual = nullptr;
};
