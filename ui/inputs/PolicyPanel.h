#pragma once

#include "config/Configuration.h"

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSlider;
class QSpinBox;

/// The "Policy" group: goal, energy metric (cluster power or energy per token), linked alpha/beta sliders
/// (0–100 %, always summing to 100 %; moving one switches the goal to custom), max slowdown and top_k. These
/// only re-rank.
class PolicyPanel : public QGroupBox
{
    Q_OBJECT
public:
    explicit PolicyPanel(QWidget *parent = nullptr);

    void setConfiguration(const Configuration &config);
    /// Writes strategy (goal, alpha/beta for custom, max_slowdown) and grid.top_k.
    void apply(Configuration *config) const;

    Goal goal() const;

signals:
    void edited(const QString &field);

private:
    void setGoal(Goal goal);
    void showWeights(double alpha);
    void onSliderMoved(QSlider *slider, int value);
    void updateEnabled();
    void notify(const QString &field);

    QComboBox *m_goal = nullptr;
    QComboBox *m_energyMetric = nullptr;
    QSlider *m_alpha = nullptr;
    QSlider *m_beta = nullptr;
    QLabel *m_alphaValue = nullptr;
    QLabel *m_betaValue = nullptr;
    QCheckBox *m_slowdownEnabled = nullptr;
    QDoubleSpinBox *m_slowdown = nullptr;
    QSpinBox *m_topK = nullptr;
    bool m_updating = false;
};
