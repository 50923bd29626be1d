#pragma once

#include "inputs/InputProblem.h"
#include "model/Configuration.h"
#include "model/Goal.h"

#include <QGroupBox>

class Catalog;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSpinBox;
class QTimer;

/// The "Job" group of the input panel: LLM, method, GPU, tokens per sample, per-device batch,
/// optional job layout and optional job size (ui.md "Left: inputs").
class JobForm : public QGroupBox
{
    Q_OBJECT
public:
    explicit JobForm(QWidget *parent = nullptr);

    /// Fills the LLM and GPU pickers from `catalog` (bundled plus the config's user entries).
    void setCatalog(const Catalog &catalog);
    /// Restricts the GPU picker to the infrastructure's GPU models (all catalog GPUs when empty).
    void setAllowedGpus(const QStringList &gpuModels);

    void setConfiguration(const Configuration &config);
    /// Writes workload and job size into `config`.
    void apply(Configuration *config) const;
    /// Checks the LLM and GPU names against `catalog`, marks unknown names red and returns them
    /// with the closest catalog names.
    QList<InputProblem> validate(const Catalog &catalog);
    /// Puts a suggested name into the LLM or GPU field (by objectName), which counts as an edit.
    void applySuggestion(const QString &fieldName, const QString &value);
    /// Enables Batch/device only when `goal` reads it (goalReadsPerDeviceBatch); when disabled, its
    /// tooltip says why.
    void setGoal(Goal goal);

    /// Milliseconds of typing pause after which a typed LLM or GPU name counts as an edit (and is
    /// checked against the catalog); leaving the field or picking a name does it at once.
    static constexpr int nameEditPauseMs = 700;

signals:
    void edited(const QString &field);

private:
    void updateJobSizeFields();
    void notify(const QString &field);
    void onNameChanged(QComboBox *combo);
    void flushTypedName();

    QComboBox *m_llm = nullptr;
    QComboBox *m_method = nullptr;
    QComboBox *m_gpu = nullptr;
    QSpinBox *m_tokens = nullptr;
    QSpinBox *m_batch = nullptr;
    QCheckBox *m_layout = nullptr;
    QSpinBox *m_gpusPerNode = nullptr;
    QSpinBox *m_nodes = nullptr;
    QComboBox *m_jobSize = nullptr;
    QDoubleSpinBox *m_totalTokens = nullptr;
    QDoubleSpinBox *m_datasetTokens = nullptr;
    QDoubleSpinBox *m_epochs = nullptr;
    QStringList m_allGpus;
    /// Where the loaded file set the LLM and GPU names (Configuration::origins), so an unknown name names
    /// the file, line and key while the field still holds the file's value.
    QHash<QString, ValueOrigin> m_origins;
    QTimer *m_namePause = nullptr;
    QComboBox *m_typedName = nullptr; ///< the name field being typed into, awaiting a pause
    bool m_updating = false;
};
