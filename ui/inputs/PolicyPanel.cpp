#include "inputs/PolicyPanel.h"

#include "common/CoastlineError.h"
#include "model/GoalInfo.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSlider>
#include <QSpinBox>
#include <cmath>
#include <utility>

namespace {
QSlider *weightSlider(const QString &objectName, QWidget *parent)
{
    auto *slider = new QSlider(Qt::Horizontal, parent);
    slider->setObjectName(objectName);
    slider->setRange(0, 100);
    slider->setSingleStep(1);
    slider->setPageStep(10);
    slider->setTickInterval(10);
    slider->setTickPosition(QSlider::TicksBelow);
    return slider;
}
} // namespace

PolicyPanel::PolicyPanel(QWidget *parent)
    : QGroupBox(tr("Policy"), parent)
{
    setObjectName(QStringLiteral("policyGroupBox"));
    m_goal = new QComboBox(this);
    m_goal->setObjectName(QStringLiteral("goalComboBox"));
    QStringList tips;
    for (const GoalInfo &info : GoalInfo::all()) {
        m_goal->addItem(info.translatedTitle(), int(info.goal));
        tips << tr("%1: %2").arg(info.translatedTitle(), info.translatedDescription());
    }
    m_goal->setToolTip(tips.join(u'\n'));

    m_energyMetric = new QComboBox(this);
    m_energyMetric->setObjectName(QStringLiteral("energyMetricComboBox"));
    m_energyMetric->addItem(tr("Energy per token (J/token)"), int(EnergyMetric::EnergyPerToken));
    m_energyMetric->addItem(tr("Cluster power (W)"), int(EnergyMetric::Power));
    m_energyMetric->setToolTip(
        tr("What the energy score measures. Energy per token (cluster W / throughput, the default) scores "
           "the energy the job needs; cluster power (the seed's score) favours configurations that draw "
           "less power even when they run so much longer that the job needs more energy."));

    m_scoreNormalization = new QComboBox(this);
    m_scoreNormalization->setObjectName(QStringLiteral("scoreNormalizationComboBox"));
    m_scoreNormalization->addItem(tr("Relative to the best"), int(ScoreNormalization::Relative));
    m_scoreNormalization->addItem(tr("Min-max (the seed's)"), int(ScoreNormalization::MinMax));
    m_scoreNormalization->setToolTip(
        tr("How the scores are normalised. Relative (the default): runtime score = throughput / best "
           "throughput, energy score = best energy / energy, so slow configurations elsewhere in the "
           "search do not change a score. Min-max (the seed's): (worst − value) / (worst − best), which "
           "a few very slow configurations squeeze towards 1."));

    m_alpha = weightSlider(QStringLiteral("alphaSlider"), this);
    m_alpha->setToolTip(tr("α: weight of the runtime score"));
    m_beta = weightSlider(QStringLiteral("betaSlider"), this);
    m_beta->setToolTip(tr("β: weight of the energy score"));
    m_alphaValue = new QLabel(this);
    m_alphaValue->setObjectName(QStringLiteral("alphaValueLabel"));
    m_betaValue = new QLabel(this);
    m_betaValue->setObjectName(QStringLiteral("betaValueLabel"));
    const int labelWidth = m_alphaValue->fontMetrics().horizontalAdvance(QStringLiteral("100 %")) + 4;
    m_alphaValue->setMinimumWidth(labelWidth);
    m_betaValue->setMinimumWidth(labelWidth);
    m_alphaValue->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_betaValue->setAlignment(Qt::AlignRight | Qt::AlignVCenter);

    m_slowdownEnabled = new QCheckBox(tr("Max slowdown"), this);
    m_slowdownEnabled->setObjectName(QStringLiteral("maxSlowdownCheckBox"));
    m_slowdownEnabled->setToolTip(tr("Keep only configurations within this factor of the fastest"));
    m_slowdown = new QDoubleSpinBox(this);
    m_slowdown->setObjectName(QStringLiteral("maxSlowdownSpinBox"));
    m_slowdown->setRange(1.0, 1000.0);
    m_slowdown->setDecimals(2);
    m_slowdown->setSingleStep(0.1);
    m_slowdown->setSuffix(QStringLiteral(" ×"));
    m_slowdown->setAlignment(Qt::AlignRight);
    m_slowdown->setValue(2.0);
    m_topK = new QSpinBox(this);
    m_topK->setObjectName(QStringLiteral("topKSpinBox"));
    m_topK->setRange(0, 10'000);
    m_topK->setSpecialValueText(tr("automatic"));
    m_topK->setAlignment(Qt::AlignRight);
    m_topK->setToolTip(tr("How many configurations are recommended (automatic: 5, min-GPU 1)"));

    m_deadline = new QLineEdit(this);
    m_deadline->setObjectName(QStringLiteral("deadlineLineEdit"));
    m_deadline->setPlaceholderText(tr("e.g. 48h or 3d"));
    m_deadline->setToolTip(tr("The deadline goal's limit: a number and s, min, h or d. Needs a job size "
                              "(total tokens)."));
    m_deadline->setProperty("helpText", m_deadline->toolTip());
    m_budget = new QLineEdit(this);
    m_budget->setObjectName(QStringLiteral("budgetLineEdit"));
    m_budget->setPlaceholderText(tr("e.g. 2000 or 2000gpuh"));
    m_budget->setToolTip(tr("The budget goal's limit: a cost (needs a price per GPU-hour) or GPU-hours "
                            "(2000gpuh). Needs a job size (total tokens)."));
    m_budget->setProperty("helpText", m_budget->toolTip());

    auto *alphaRow = new QHBoxLayout;
    alphaRow->addWidget(m_alpha, 1);
    alphaRow->addWidget(m_alphaValue);
    auto *betaRow = new QHBoxLayout;
    betaRow->addWidget(m_beta, 1);
    betaRow->addWidget(m_betaValue);
    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("G&oal:"), m_goal);
    form->addRow(tr("Energy &metric:"), m_energyMetric);
    form->addRow(tr("&Scores:"), m_scoreNormalization);
    auto *alphaLabel = new QLabel(tr("α (&runtime):"), this);
    alphaLabel->setBuddy(m_alpha);
    auto *betaLabel = new QLabel(tr("β (&energy):"), this);
    betaLabel->setBuddy(m_beta);
    form->addRow(alphaLabel, alphaRow);
    form->addRow(betaLabel, betaRow);
    form->addRow(tr("De&adline:"), m_deadline);
    form->addRow(tr("Budget:"), m_budget);
    form->addRow(m_slowdownEnabled, m_slowdown);
    form->addRow(tr("&Top k:"), m_topK);

    connect(m_goal, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating)
            return;
        const Goal goal = this->goal();
        if (goal != Goal::Custom && GoalInfo::of(goal).kind == GoalKind::MultiObjective) {
            const bool updating = std::exchange(m_updating, true);
            showWeights(presetWeights(goal).alpha);
            m_updating = updating;
        }
        updateEnabled();
        notify(m_goal->objectName());
    });
    connect(m_energyMetric, &QComboBox::currentIndexChanged, this,
        [this] { notify(m_energyMetric->objectName()); });
    connect(m_scoreNormalization, &QComboBox::currentIndexChanged, this,
        [this] { notify(m_scoreNormalization->objectName()); });
    connect(m_alpha, &QSlider::valueChanged, this, [this](int v) { onSliderMoved(m_alpha, v); });
    connect(m_beta, &QSlider::valueChanged, this, [this](int v) { onSliderMoved(m_beta, v); });
    connect(m_slowdownEnabled, &QCheckBox::toggled, this, [this] {
        updateEnabled();
        notify(m_slowdownEnabled->objectName());
    });
    connect(m_slowdown, &QDoubleSpinBox::valueChanged, this, [this] { notify(m_slowdown->objectName()); });
    connect(m_topK, &QSpinBox::valueChanged, this, [this] { notify(m_topK->objectName()); });
    for (QLineEdit *limit : {m_deadline, m_budget})
        connect(limit, &QLineEdit::editingFinished, this, [this, limit] {
            const auto deadline = m_deadlineSeconds;
            const auto budget = m_budgetValue;
            readLimits();
            if (deadline != m_deadlineSeconds || budget != m_budgetValue)
                notify(limit->objectName());
        });

    const bool updating = std::exchange(m_updating, true);
    showWeights(0.8);
    m_updating = updating;
    updateEnabled();
}

void PolicyPanel::notify(const QString &field)
{
    if (!m_updating)
        emit edited(field);
}

Goal PolicyPanel::goal() const
{
    return Goal(m_goal->currentData().toInt());
}

void PolicyPanel::setGoal(Goal goal)
{
    m_goal->setCurrentIndex(m_goal->findData(int(goal)));
}

void PolicyPanel::showWeights(double alpha)
{
    const int a = int(std::lround(qBound(0.0, alpha, 1.0) * 100));
    m_alpha->setValue(a);
    m_beta->setValue(100 - a);
    m_alphaValue->setText(tr("%1 %").arg(a));
    m_betaValue->setText(tr("%1 %").arg(100 - a));
}

void PolicyPanel::onSliderMoved(QSlider *slider, int value)
{
    if (m_updating)
        return;
    const bool updating = std::exchange(m_updating, true);
    showWeights(slider == m_alpha ? value / 100.0 : (100 - value) / 100.0);
    if (goal() != Goal::Custom)
        setGoal(Goal::Custom);
    updateEnabled();
    m_updating = updating;
    notify(slider->objectName());
}

void PolicyPanel::readLimits()
{
    const auto read = [](QLineEdit *field, const QString &what, auto parse, auto &value, QString &error) {
        error.clear();
        const QString text = field->text().trimmed();
        if (text.isEmpty()) {
            value.reset();
        } else {
            try {
                value = parse(text, what);
            } catch (const CoastlineError &e) {
                error = e.translatedMessage(); // the last good value stays in effect
            }
        }
        field->setStyleSheet(error.isEmpty() ? QString() : QStringLiteral("QLineEdit { color: #b00020; }"));
        field->setToolTip(error.isEmpty() ? field->property("helpText").toString() : error);
    };
    read(m_deadline, QStringLiteral("deadline"), &GoalLimit::parseDuration, m_deadlineSeconds,
        m_deadlineError);
    read(m_budget, QStringLiteral("budget"), &GoalLimit::parseBudget, m_budgetValue, m_budgetError);
}

void PolicyPanel::updateEnabled()
{
    m_deadline->setEnabled(goal() == Goal::Deadline);
    m_budget->setEnabled(goal() == Goal::Budget);
    const bool minGpu = GoalInfo::of(goal()).kind != GoalKind::MultiObjective;
    m_alpha->setEnabled(!minGpu);
    m_beta->setEnabled(!minGpu);
    m_slowdownEnabled->setEnabled(!minGpu);
    m_energyMetric->setEnabled(!minGpu);
    m_scoreNormalization->setEnabled(!minGpu);
    m_slowdown->setEnabled(!minGpu && m_slowdownEnabled->isChecked());
}

void PolicyPanel::setConfiguration(const Configuration &config)
{
    const bool updating = std::exchange(m_updating, true);
    const StrategySettings &s = config.strategy;
    const bool explicitWeights = s.alpha.has_value() || s.beta.has_value();
    const bool weighted = GoalInfo::of(s.goal).kind == GoalKind::MultiObjective;
    const Goal goal = !weighted ? s.goal : (explicitWeights ? Goal::Custom : s.goal);
    setGoal(goal);
    double alpha = presetWeights(!weighted ? Goal::Performance : s.goal).alpha;
    if (explicitWeights) {
        try {
            alpha = normaliseWeights(s.alpha.value_or(0.0), s.beta.value_or(0.0)).alpha;
        } catch (const CoastlineError &) {
            // invalid weights: the pipeline reports them; show the preset's
        }
    }
    showWeights(alpha);
    m_energyMetric->setCurrentIndex(m_energyMetric->findData(int(s.energyMetric)));
    m_scoreNormalization->setCurrentIndex(m_scoreNormalization->findData(int(s.scoreNormalization)));
    m_slowdownEnabled->setChecked(s.maxSlowdown.has_value());
    if (s.maxSlowdown)
        m_slowdown->setValue(*s.maxSlowdown);
    m_topK->setValue(config.grid.topK.value_or(0));
    m_deadlineSeconds = s.deadlineSeconds;
    m_budgetValue = s.budget;
    m_deadline->setText(s.deadlineSeconds ? GoalLimit::durationText(*s.deadlineSeconds) : QString());
    m_budget->setText(s.budget ? GoalLimit::budgetText(*s.budget) : QString());
    readLimits();
    updateEnabled();
    m_updating = updating;
}

void PolicyPanel::apply(Configuration *config) const
{
    StrategySettings &s = config->strategy;
    s.goal = goal();
    s.energyMetric = EnergyMetric(m_energyMetric->currentData().toInt());
    s.scoreNormalization = ScoreNormalization(m_scoreNormalization->currentData().toInt());
    if (s.goal == Goal::Custom) {
        s.alpha = m_alpha->value() / 100.0;
        s.beta = m_beta->value() / 100.0;
    } else {
        s.alpha.reset();
        s.beta.reset();
    }
    s.deadlineSeconds = m_deadlineSeconds;
    s.budget = m_budgetValue;
    if (m_slowdownEnabled->isChecked())
        s.maxSlowdown = m_slowdown->value();
    else
        s.maxSlowdown.reset();
    if (m_topK->value() > 0)
        config->grid.topK = m_topK->value();
    else
        config->grid.topK.reset();
}
