#pragma once

#include "inputs/InputProblem.h"
#include "model/Configuration.h"

#include <QGroupBox>

class QComboBox;

/// The "Training setup" group (training-setups.md): the planner's training stack as the memory model
/// sees it, one editor per row of TrainingFields (core/model) in table order — a combo box for a named
/// value, a check box for a switch, a spin box for a number, an editable combo box for the LoRA
/// targets — with the row's label, tool tip and object name. Saved and loaded with the configuration's
/// `training:` section; every edit needs a new pipeline run (it changes feasibility verdicts).
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

    QList<QWidget *> m_editors; ///< the editor of each row of TrainingFields::all(), in table order
    QComboBox *m_loraTargets = nullptr; ///< the LoRA targets' editor (validate() marks it)
    bool m_updating = false;
};
