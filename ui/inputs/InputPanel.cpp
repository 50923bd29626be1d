#include "inputs/InputPanel.h"

#include "common/WheelGuard.h"
#include "inputs/GridForm.h"
#include "inputs/InfrastructureForm.h"
#include "inputs/JobForm.h"
#include "inputs/PolicyPanel.h"
#include "inputs/PredictorForm.h"
#include "inputs/TrainingSetupForm.h"

#include <QScrollBar>
#include <QVBoxLayout>

InputPanel::InputPanel(QWidget *parent)
    : QScrollArea(parent)
    , m_catalog(Catalog::bundled())
{
    setObjectName(QStringLiteral("inputPanel"));
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *content = new QWidget(this);
    content->setObjectName(QStringLiteral("inputPanelContent"));
    m_job = new JobForm(content);
    m_infrastructure = new InfrastructureForm(content);
    m_policy = new PolicyPanel(content);
    m_predictors = new PredictorForm(content);
    m_grid = new GridForm(content);
    m_training = new TrainingSetupForm(content);
    auto *layout = new QVBoxLayout(content);
    layout->addWidget(m_job);
    layout->addWidget(m_training);
    layout->addWidget(m_infrastructure);
    layout->addWidget(m_policy);
    layout->addWidget(m_predictors);
    layout->addWidget(m_grid);
    layout->addStretch(1);
    setWidget(content);
    // Never clip the form: the panel is at least as wide as the form needs.
    setMinimumWidth(
        content->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width() + 2 * frameWidth());

    m_job->setCatalog(m_catalog);
    m_infrastructure->setCatalog(m_catalog);
    WheelGuard::install(content, verticalScrollBar());

    connect(m_job, &JobForm::edited, this, &InputPanel::simulationInputEdited);
    connect(m_infrastructure, &InfrastructureForm::edited, this, [this](const QString &field) {
        m_job->setAllowedGpus(m_infrastructure->gpuModels());
        emit simulationInputEdited(field);
    });
    connect(m_predictors, &PredictorForm::edited, this, &InputPanel::simulationInputEdited);
    connect(m_grid, &GridForm::edited, this, &InputPanel::simulationInputEdited);
    connect(m_training, &TrainingSetupForm::edited, this, &InputPanel::simulationInputEdited);
    connect(m_policy, &PolicyPanel::edited, this, [this](const QString &field) {
        m_job->setGoal(m_policy->goal());
        emit policyEdited(field);
    });
}

void InputPanel::setConfiguration(const Configuration &config)
{
    m_catalog = Catalog::effective(config);
    m_job->setCatalog(m_catalog);
    m_infrastructure->setCatalog(m_catalog);
    m_infrastructure->setConfiguration(config);
    m_job->setAllowedGpus(m_infrastructure->gpuModels());
    m_job->setConfiguration(config);
    m_policy->setConfiguration(config);
    m_job->setGoal(m_policy->goal());
    m_predictors->setConfiguration(config);
    m_grid->setConfiguration(config);
    m_training->setConfiguration(config);
}

Configuration InputPanel::configuration(const Configuration &base) const
{
    Configuration config = base;
    m_job->apply(&config);
    m_infrastructure->apply(&config);
    m_policy->apply(&config);
    m_predictors->apply(&config);
    m_grid->apply(&config);
    m_training->apply(&config);
    return config;
}

QList<InputProblem> InputPanel::validate()
{
    QList<InputProblem> problems = m_job->validate(m_catalog);
    problems += m_grid->validate();
    problems += m_training->validate();
    return problems;
}

void InputPanel::applySuggestion(const QString &fieldName, const QString &value)
{
    m_job->applySuggestion(fieldName, value);
}
