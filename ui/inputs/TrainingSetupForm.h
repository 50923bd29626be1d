#pragma once

#include "inputs/InputProblem.h"
#include "model/Configuration.h"

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

/// The "Training setup" group (training-setups.md): the planner's training stack as the memory model
/// sees it — precision, optimizer, activation checkpointing, sharding, LoRA rank and targets, offload
/// and the per-GPU reserve. Saved and loaded with the configuration's `training:` section; every edit
/// needs a new pipeline run (it changes feasibility verdicts).
class TrainingSetupForm : public QGroupBox
{
    Q_OBJECT
public:
    explicit TrainingSetupForm(QWidget *parent = nullptr);

    void setConfiguration(const Configuration &config);
    /// Writes the setup; LoRA targets that do not parse keep the previous value.
    void apply(Configuration *config) const;
    /// Marks LoRA targets that name no known matrix.
    QList<InputProblem> validate();

signals:
    void edited(const QString &field);

private:
    void notify(const QString &field);

    QComboBox *m_precision = nullptr;
    QComboBox *m_optimizer = nullptr;
    QCheckBox *m_checkpointing = nullptr;
    QComboBox *m_sharding = nullptr;
    QSpinBox *m_loraRank = nullptr;
    QComboBox *m_loraTargets = nullptr;
    QComboBox *m_offload = nullptr;
    QComboBox *m_loss = nullptr;
    QComboBox *m_fsdpVersion = nullptr;
    QCheckBox *m_torchCompile = nullptr;
    QCheckBox *m_optimizerInBackward = nullptr;
    QCheckBox *m_activationOffload = nullptr;
    QDoubleSpinBox *m_reserve = nullptr;
    QSpinBox *m_gradientAccumulation = nullptr;
    bool m_updating = false;
};
