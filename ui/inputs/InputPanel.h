#pragma once

#include "catalog/Catalog.h"
#include "inputs/InputProblem.h"
#include "model/Configuration.h"

#include <QScrollArea>

class GridForm;
class InfrastructureForm;
class JobForm;
class PolicyPanel;
class PredictorForm;
class TrainingSetupForm;

/// The scrollable input form on the left of the main window: Job, Training setup, Infrastructure,
/// Policy, Predictors and Search grid groups. Edits to policy fields only need a re-rank; every other edit
/// needs a new pipeline run.
class InputPanel : public QScrollArea
{
    Q_OBJECT
public:
    explicit InputPanel(QWidget *parent = nullptr);

    /// Shows `config` (and its user catalog entries) without emitting edits.
    void setConfiguration(const Configuration &config);
    /// `base` with every form's values written over it.
    Configuration configuration(const Configuration &base) const;
    /// Problems that stop a run (unknown names, bad lists); fields are marked red.
    QList<InputProblem> validate();
    /// Puts a suggestion into a field (by objectName), which counts as an edit.
    void applySuggestion(const QString &fieldName, const QString &value);

    /// The catalog the names are checked against (bundled + the configuration's entries).
    const Catalog &catalog() const { return m_catalog; }

    JobForm *jobForm() const { return m_job; }
    PolicyPanel *policyPanel() const { return m_policy; }
    PredictorForm *predictorForm() const { return m_predictors; }
    TrainingSetupForm *trainingSetupForm() const { return m_training; }

signals:
    /// A job, infrastructure, predictor or grid field changed (needs a pipeline run).
    void simulationInputEdited(const QString &field);
    /// A goal, weight, max_slowdown or top_k field changed (re-rank only).
    void policyEdited(const QString &field);

private:
    JobForm *m_job = nullptr;
    InfrastructureForm *m_infrastructure = nullptr;
    PolicyPanel *m_policy = nullptr;
    PredictorForm *m_predictors = nullptr;
    GridForm *m_grid = nullptr;
    TrainingSetupForm *m_training = nullptr;
    Catalog m_catalog;
};
