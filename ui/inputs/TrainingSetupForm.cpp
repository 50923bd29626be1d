#include "inputs/TrainingSetupForm.h"

#include "common/CoastlineError.h"
#include "inputs/FieldHighlight.h"
#include "model/TrainingFields.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLocale>
#include <QMetaProperty>
#include <QSpinBox>
#include <functional>
#include <optional>
#include <utility>

namespace {

void select(QComboBox *box, const QString &name)
{
    box->setCurrentIndex(std::max(0, box->findData(name)));
}

std::optional<QStringList> parsedTargets(const QString &text)
{
    try {
        return TrainingSetup::parseLoraTargets(text, QStringLiteral("LoRA targets"));
    } catch (const CoastlineError &) {
        return std::nullopt;
    }
}

/// A text of the table, translated in its context (the form's).
QString translated(const char *text)
{
    return QCoreApplication::translate(TrainingFields::kTranslationContext, text);
}

/// Characters a choice box shows at least before it elides (about 120 px in the default font).
constexpr int kMinimumChoiceCharacters = 14;

/// The editor of `field` by its type, with its choices or range; `changed` runs on every edit.
QWidget *createEditor(
    const TrainingFields::Field &field, QWidget *parent, const std::function<void()> &changed)
{
    using TrainingFields::Type;
    switch (field.type) {
    case Type::Choice: {
        auto *box = new QComboBox(parent);
        for (qsizetype i = 0; i < field.choices.size(); ++i) {
            QString text = translated(field.choiceLabels.at(i));
            if (i < field.choiceNumbers.size()) // the precision's bytes per parameter (PrecisionTraits)
                text = text.arg(QLocale().toString(field.choiceNumbers.at(i), 'g', 6));
            box->addItem(text, field.choices.at(i));
        }
        // Long choice labels (precision: "fp8 (mixed plus FP8 GEMMs, 18 bytes/parameter)", longer in German)
        // must not set the input panel's width: the box may shrink (eliding its text, the tooltip shows it
        // whole) and the list opens as wide as its longest label.
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(kMinimumChoiceCharacters);
        box->view()->setMinimumWidth(box->view()->sizeHintForColumn(0));
        QObject::connect(box, &QComboBox::currentIndexChanged, parent, [box, changed] {
            box->setToolTip(box->currentText());
            changed();
        });
        box->setToolTip(box->currentText());
        return box;
    }
    case Type::Switch: {
        auto *box = new QCheckBox(translated(field.label), parent);
        QObject::connect(box, &QCheckBox::toggled, parent, changed);
        return box;
    }
    case Type::Integer: {
        auto *spin = new QSpinBox(parent);
        spin->setRange(int(field.minimum), int(field.maximum));
        QObject::connect(spin, &QSpinBox::valueChanged, parent, changed);
        return spin;
    }
    case Type::Number: {
        auto *spin = new QDoubleSpinBox(parent);
        spin->setRange(field.minimum, field.maximum);
        spin->setDecimals(2);
        spin->setSingleStep(field.maximum <= 1.0 ? 0.25 : 0.5); // the memory margin is a share, 0 … 1
        if (field.unitSuffix)
            spin->setSuffix(translated(field.unitSuffix));
        QObject::connect(spin, &QDoubleSpinBox::valueChanged, parent, changed);
        return spin;
    }
    case Type::TargetList:
        break;
    }
    auto *targets = new QComboBox(parent);
    targets->setEditable(true);
    targets->addItems(field.choices);
    QObject::connect(targets, &QComboBox::currentTextChanged, parent, changed);
    return targets;
}

} // namespace

TrainingSetupForm::TrainingSetupForm(QWidget *parent)
    : QGroupBox(tr("Training setup"), parent)
{
    setObjectName(QStringLiteral("trainingSetupGroupBox"));
    setToolTip(tr("How the job trains, as the memory model needs it. The defaults are the stack "
                  "AutoConf's verdicts were measured on."));
    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (const TrainingFields::Field &field : TrainingFields::all()) {
        QWidget *editor = createEditor(field, this, [this, &field] { notify(field.objectName); });
        editor->setObjectName(field.objectName);
        if (field.toolTip)
            editor->setToolTip(translated(field.toolTip));
        if (field.type == TrainingFields::Type::TargetList)
            m_loraTargets = qobject_cast<QComboBox *>(editor);
        // A check box says what it is itself.
        form->addRow(
            field.type == TrainingFields::Type::Switch ? QString() : translated(field.label), editor);
        m_editors.append(editor);
    }
}

void TrainingSetupForm::notify(const QString &field)
{
    if (!m_updating)
        emit edited(field);
}

void TrainingSetupForm::setConfiguration(const Configuration &config)
{
    const bool updating = std::exchange(m_updating, true);
    for (qsizetype i = 0; i < m_editors.size(); ++i) {
        const TrainingFields::Field &field = TrainingFields::all().at(i);
        QWidget *editor = m_editors.at(i);
        const QVariant value = field.value(config.training);
        if (field.type == TrainingFields::Type::Choice)
            select(qobject_cast<QComboBox *>(editor), value.toString());
        else if (field.type == TrainingFields::Type::TargetList)
            m_loraTargets->setCurrentText(TrainingSetup::targetsText(value.toStringList()));
        else // a check box's `checked`, a spin box's `value`
            editor->metaObject()->userProperty().write(editor, value);
    }
    FieldHighlight::setInvalid(m_loraTargets, false, {});
    m_updating = updating;
}

void TrainingSetupForm::apply(Configuration *config) const
{
    for (qsizetype i = 0; i < m_editors.size(); ++i) {
        const TrainingFields::Field &field = TrainingFields::all().at(i);
        QWidget *editor = m_editors.at(i);
        if (field.type == TrainingFields::Type::Choice)
            field.setValue(config->training, qobject_cast<QComboBox *>(editor)->currentData());
        else if (field.type != TrainingFields::Type::TargetList)
            field.setValue(config->training, editor->metaObject()->userProperty().read(editor));
        else if (const auto targets = parsedTargets(m_loraTargets->currentText()))
            field.setValue(config->training, *targets);
    }
}

QList<InputProblem> TrainingSetupForm::validate()
{
    const bool ok = parsedTargets(m_loraTargets->currentText()).has_value();
    FieldHighlight::setInvalid(m_loraTargets, !ok,
        tr("q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj, "
           "down_proj, separated by commas, or all-linear"));
    if (ok)
        return {};
    return {{tr("LoRA targets must name q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj or down_proj "
                "(comma-separated), or be all-linear."),
        m_loraTargets->objectName(), {}}};
}
