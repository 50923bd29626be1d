#pragma once

#include "model/Configuration.h"

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSlider;
class QSpinBox;

/// The "Policy" group: goal, energy metric (cluster power or energy per token), linked alpha/beta sliders
/// (0–100 %, always summing to 100 %; moving one switches the goal to custom), the deadline and budget
/// of the constrained goals (text as the CLI reads it: "48h", "2000" or "2000gpuh"; enabled with their
/// goal), max slowdown and top_k. These only re-rank (the grid goals share one evaluation).
class PolicyPanel : public QGroupBox
{
    Q_OBJECT
public:
    explicit PolicyPanel(QWidget *parent = nullptr);

    void setConfiguration(const Configuration &config);
    /// Writes strategy (goal, energy metric, score normalisation, alpha/beta for custom, max_slowdown) and
    /// grid.top_k.
    void apply(Configuration *config) const;

    Goal goal() const;
    /// The deadline field's problem ("deadline: '…' is not a duration; …"), empty when it reads.
    QString deadlineError() const { return m_deadlineError; }
    /// The budget field's problem, empty when it reads.
    QString budgetError() const { return m_budgetError; }

signals:
    void edited(const QString &field);

private:
    void setGoal(Goal goal);
    void showWeights(double alpha);
    void onSliderMoved(QSlider *slider, int value);
    void updateEnabled();
    void notify(const QString &field);
    /// Reads a limit field: the value, or the old one kept and `error` set (shown on the field).
    void readLimits();

    QComboBox *m_goal = nullptr;
    QComboBox *m_energyMetric = nullptr;
    QComboBox *m_scoreNormalization = nullptr;
    QSlider *m_alpha = nullptr;
    QSlider *m_beta = nullptr;
    QLabel *m_alphaValue = nullptr;
    QLabel *m_betaValue = nullptr;
    QCheckBox *m_slowdownEnabled = nullptr;
    QDoubleSpinBox *m_slowdown = nullptr;
    QSpinBox *m_topK = nullptr;
    QLineEdit *m_deadline = nullptr;
    QLineEdit *m_budget = nullptr;
    std::optional<double> m_deadlineSeconds;
    std::optional<Budget> m_budgetValue;
    QString m_deadlineError, m_budgetError;
    bool m_updating = false;
};
