#include "inputs/PredictorForm.h"

#include "model/PredictorIds.h"
#include "model/PredictorName.h"
#include "predict/kavier/CalibrationTable.h"
#include "predict/measured/MeasuredRuns.h"

#include "common/CoastlineError.h"
#include "common/Formatting.h"
#include "io/CsvTable.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <algorithm>
#include <utility>

PredictorForm::PredictorForm(QWidget *parent)
    : QGroupBox(tr("Predictors"), parent)
{
    setObjectName(QStringLiteral("predictorsGroupBox"));
    m_performance = new QComboBox(this);
    m_performance->setObjectName(QStringLiteral("performanceComboBox"));
    // The registry's predictors, the configuration's default first (intelligent, kavier, cache).
    QStringList performance = PredictorName::available(PredictorName::Kind::Performance);
    performance.move(performance.indexOf(PredictorSettings().performance), 0);
    m_performance->addItems(performance);
    m_performance->setToolTip(tr("intelligent: a measured run when one matches, else the fallback model"));
    m_fallback = new QComboBox(this);
    m_fallback->setObjectName(QStringLiteral("fallbackComboBox"));
    m_fallback->addItems(PredictorName::available(PredictorName::Kind::Fallback));
    m_fallback->setToolTip(tr("Model that intelligent uses when no measured run matches"));
    m_power = new QComboBox(this);
    m_power->setObjectName(QStringLiteral("powerModelComboBox"));
    m_power->addItems(PredictorName::available(PredictorName::Kind::Energy));
    m_power->setToolTip(
        tr("roofline_power (the default): idle plus the power of each phase of the roofline's step "
           "(GEMM, memory-bound, communication, optimizer), and node power (GPU + host share) counted in "
           "energy and cost; kavier_power: Kavier's power, the seed's"));
    m_feasibility = new QComboBox(this);
    m_feasibility->setObjectName(QStringLiteral("feasibilityComboBox"));
    m_feasibility->addItems(PredictorName::available(PredictorName::Kind::Feasibility));
    m_feasibility->setToolTip(
        tr("autoconf: GPU-memory model and structural rules; rules: structural rules only; none: no check"));
    m_feasibilityNote = new QLabel(this);
    m_feasibilityNote->setObjectName(QStringLiteral("feasibilityNoteLabel"));
    m_feasibilityNote->setWordWrap(true);
    m_feasibilityNote->setText(tr("autoconf here is a GPU-memory model standing in for IBM AutoConf."));
    m_guard = new QCheckBox(tr("Empirical OOM guard"), this);
    m_guard->setObjectName(QStringLiteral("empiricalGuardCheckBox"));
    m_guard->setToolTip(
        tr("Rejects batch × tokens above the budget; the budget was measured on A100-SXM4-80GB"));
    m_budget = new QSpinBox(this);
    m_budget->setObjectName(QStringLiteral("tokenBudgetSpinBox"));
    m_budget->setRange(1, 100'000'000);
    m_budget->setGroupSeparatorShown(true);
    m_budget->setSuffix(tr(" tokens"));
    m_budget->setAlignment(Qt::AlignRight);
    m_budget->setToolTip(m_guard->toolTip());
    m_lookup = new QLineEdit(this);
    m_lookup->setObjectName(QStringLiteral("lookupLineEdit"));
    m_lookup->setPlaceholderText(tr("bundled sample"));
    m_lookup->setToolTip(tr("Measured-runs CSV: a path, or \"default\" for the bundled run database"));
    m_browse = new QToolButton(this);
    m_browse->setObjectName(QStringLiteral("lookupBrowseButton"));
    m_browse->setText(tr("…"));
    m_browse->setToolTip(tr("Choose a measured-runs CSV"));
    m_lookupStatus = new QLabel(this);
    m_lookupStatus->setObjectName(QStringLiteral("lookupStatusLabel"));
    m_lookupStatus->setWordWrap(true);
    m_useDefaultLookup = new QPushButton(tr("Use the Bundled &Run Database"), this);
    m_useDefaultLookup->setObjectName(QStringLiteral("useDefaultLookupButton"));
    m_useDefaultLookup->setToolTip(
        tr("Sets Measured runs to \"default\": 70 measured runs of catalog models"));
    m_useDefaultLookup->hide();
    m_calibration = new QComboBox(this);
    m_calibration->setObjectName(QStringLiteral("calibrationComboBox"));
    m_calibration->setEditable(true);
    m_calibration->addItems(CalibrationTable::builtInTables());
    m_calibration->setToolTip(tr("Kavier calibration table: default, 4model, allmodels or a JSON path"));

    m_rooflineCalibration = new QLineEdit(this);
    m_rooflineCalibration->setObjectName(QStringLiteral("rooflineCalibrationLineEdit"));
    m_rooflineCalibration->setPlaceholderText(tr("shipped constants"));
    m_rooflineCalibration->setToolTip(
        tr("Roofline calibration file written by `coastline-cli tune --model roofline`; empty: the shipped "
           "constants fitted on the development data"));

    auto *lookupRow = new QHBoxLayout;
    lookupRow->addWidget(m_lookup, 1);
    lookupRow->addWidget(m_browse);
    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("T&hroughput:"), m_performance);
    form->addRow(tr("&Fallback:"), m_fallback);
    form->addRow(tr("Power mo&del:"), m_power);
    form->addRow(tr("Feasi&bility:"), m_feasibility);
    form->addRow(QString(), m_feasibilityNote);
    form->addRow(m_guard, m_budget);
    auto *lookupLabel = new QLabel(tr("Measured &runs:"), this);
    lookupLabel->setBuddy(m_lookup);
    form->addRow(lookupLabel, lookupRow);
    form->addRow(QString(), m_lookupStatus);
    form->addRow(QString(), m_useDefaultLookup);
    form->addRow(tr("&Calibration:"), m_calibration);
    form->addRow(tr("Roo&fline file:"), m_rooflineCalibration);

    for (QComboBox *combo : {m_performance, m_fallback, m_power, m_feasibility})
        connect(combo, &QComboBox::currentIndexChanged, this, [this, combo] {
            updateEnabled();
            notify(combo->objectName());
        });
    connect(
        m_calibration, &QComboBox::currentTextChanged, this, [this] { notify(m_calibration->objectName()); });
    connect(m_rooflineCalibration, &QLineEdit::editingFinished, this,
        [this] { notify(m_rooflineCalibration->objectName()); });
    connect(m_guard, &QCheckBox::toggled, this, [this] {
        updateEnabled();
        notify(m_guard->objectName());
    });
    connect(m_budget, &QSpinBox::valueChanged, this, [this] { notify(m_budget->objectName()); });
    connect(m_lookup, &QLineEdit::editingFinished, this, [this] {
        updateLookupStatus();
        notify(m_lookup->objectName());
    });
    connect(m_browse, &QToolButton::clicked, this, &PredictorForm::browseLookupRequested);
    connect(
        m_useDefaultLookup, &QPushButton::clicked, this, [this] { setLookup(QStringLiteral("default")); });
    updateEnabled();
    updateLookupStatus();
}

void PredictorForm::notify(const QString &field)
{
    if (!m_updating)
        emit edited(field);
}

void PredictorForm::updateEnabled()
{
    m_fallback->setEnabled(m_performance->currentText() == PredictorId::Intelligent);
    m_budget->setEnabled(m_guard->isChecked());
    m_feasibilityNote->setVisible(m_feasibility->currentText() == PredictorId::Autoconf);
}

void PredictorForm::updateLookupStatus()
{
    const QString text = m_lookup->text().trimmed();
    QString path = text;
    QString name = QFileInfo(text).fileName();
    if (text.isEmpty()) {
        path = QStringLiteral(":/data/sample_raw_trace.csv");
        name = tr("bundled sample");
    } else if (text == QLatin1String("default")) {
        path = QStringLiteral(":/data/run_database.csv");
        name = tr("bundled run database");
    }
    try {
        // The same reading and is_valid/positivity filters as the cache predictor (spec decision 6).
        const MeasuredRuns runs = MeasuredRuns::load(path, Catalog::bundled());
        const bool noMatch = runs.validRows() > 0 && runs.catalogModelRows() == 0;
        QString status
            = tr("%1: %2 rows loaded, %3 valid")
                  .arg(name, Formatting::integer(runs.rowsRead()), Formatting::integer(runs.validRows()));
        if (noMatch)
            status += tr(" — but no row names a catalog model, so no prediction comes from a measured run.");
        else
            status += tr(", %1 of catalog models").arg(Formatting::integer(runs.catalogModelRows()));
        m_lookupStatus->setText(status);
        m_useDefaultLookup->setVisible(noMatch);
    } catch (const CoastlineError &error) {
        m_lookupStatus->setText(error.translatedMessage());
        m_useDefaultLookup->hide();
    }
}

void PredictorForm::setLookup(const QString &path)
{
    m_lookup->setText(path);
    updateLookupStatus();
    notify(m_lookup->objectName());
}

void PredictorForm::setConfiguration(const Configuration &config)
{
    const bool updating = std::exchange(m_updating, true);
    const PredictorSettings &p = config.predictors;
    const auto select = [](QComboBox *combo, const QString &text) {
        if (combo->findText(text) < 0 && !text.isEmpty())
            combo->addItem(text);
        combo->setCurrentText(text);
    };
    select(m_performance, p.performance);
    select(m_fallback, p.fallback);
    select(m_power, p.energy);
    select(m_feasibility, p.feasibility);
    m_guard->setChecked(p.empiricalOomGuard);
    m_budget->setValue(int(std::clamp<qint64>(p.empiricalOomTokenBudget, 1, m_budget->maximum())));
    m_lookup->setText(p.lookup);
    m_calibration->setCurrentText(p.kavierCalibration);
    m_rooflineCalibration->setText(p.rooflineCalibration.compare(u"default", Qt::CaseInsensitive) == 0
            ? QString()
            : p.rooflineCalibration);
    updateEnabled();
    updateLookupStatus();
    m_updating = updating;
}

void PredictorForm::apply(Configuration *config) const
{
    PredictorSettings &p = config->predictors;
    p.performance = m_performance->currentText();
    p.fallback = m_fallback->currentText();
    p.energy = m_power->currentText();
    p.feasibility = m_feasibility->currentText();
    p.empiricalOomGuard = m_guard->isChecked();
    p.empiricalOomTokenBudget = m_budget->value();
    p.lookup = m_lookup->text().trimmed();
    p.kavierCalibration = m_calibration->currentText().trimmed();
    const QString roofline = m_rooflineCalibration->text().trimmed();
    p.rooflineCalibration = roofline.isEmpty() ? QStringLiteral("default") : roofline;
}
