#include "inputs/JobForm.h"

#include "model/Workload.h"

#include "catalog/Catalog.h"
#include "common/Limits.h"
#include "inputs/FieldHighlight.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTimer>
#include <algorithm>
#include <utility>

namespace {
enum JobSizeMode { NoJobSize, TotalTokensMode, DatasetEpochsMode };

QComboBox *editableNameCombo(const QString &objectName, QWidget *parent)
{
    auto *combo = new QComboBox(parent);
    combo->setObjectName(objectName);
    combo->setEditable(true);
    combo->setInsertPolicy(QComboBox::NoInsert);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(16);
    combo->completer()->setCompletionMode(QCompleter::PopupCompletion);
    combo->completer()->setFilterMode(Qt::MatchContains);
    combo->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    return combo;
}

QSpinBox *spinBox(const QString &objectName, int maximum, QWidget *parent)
{
    auto *spin = new QSpinBox(parent);
    spin->setObjectName(objectName);
    spin->setRange(1, maximum);
    spin->setGroupSeparatorShown(true);
    spin->setAlignment(Qt::AlignRight);
    return spin;
}

QDoubleSpinBox *tokenSpinBox(const QString &objectName, QWidget *parent)
{
    auto *spin = new QDoubleSpinBox(parent);
    spin->setObjectName(objectName);
    spin->setDecimals(0);
    spin->setRange(1, 1e15);
    spin->setGroupSeparatorShown(true);
    spin->setAlignment(Qt::AlignRight);
    return spin;
}
} // namespace

JobForm::JobForm(QWidget *parent)
    : QGroupBox(tr("Job"), parent)
{
    setObjectName(QStringLiteral("jobGroupBox"));
    m_llm = editableNameCombo(QStringLiteral("llmComboBox"), this);
    m_llm->setToolTip(tr("LLM to fine-tune (catalog name; an org/ prefix and aliases are accepted)"));
    m_method = new QComboBox(this);
    m_method->setObjectName(QStringLiteral("methodComboBox"));
    m_method->addItems(fineTuningMethods());
    m_method->setToolTip(tr("Fine-tuning method: full, lora, qlora or gptq-lora"));
    m_gpu = editableNameCombo(QStringLiteral("gpuComboBox"), this);
    m_gpu->setToolTip(tr("GPU model (restricted to the infrastructure's GPU models when set)"));
    m_tokens = spinBox(QStringLiteral("tokensSpinBox"), int(Limits::maxTokensPerSample), this);
    m_tokens->setToolTip(tr("Tokens per sample (sequence length)"));
    m_batch = spinBox(QStringLiteral("batchSpinBox"), int(Limits::maxBatchSize), this);

    m_layout = new QCheckBox(tr("Job layout"), this);
    m_layout->setObjectName(QStringLiteral("jobLayoutCheckBox"));
    m_layout->setToolTip(tr("The job's own GPUs per node × nodes; only min-GPU reads it"));
    m_gpusPerNode = spinBox(QStringLiteral("gpusPerNodeSpinBox"), 4096, this);
    m_nodes = spinBox(QStringLiteral("nodesSpinBox"), 4096, this);
    auto *layoutRow = new QHBoxLayout;
    layoutRow->addWidget(m_gpusPerNode);
    layoutRow->addWidget(new QLabel(tr("GPUs/node ×"), this));
    layoutRow->addWidget(m_nodes);
    layoutRow->addWidget(new QLabel(tr("nodes"), this));

    m_jobSize = new QComboBox(this);
    m_jobSize->setObjectName(QStringLiteral("jobSizeComboBox"));
    m_jobSize->addItem(tr("Not given"), NoJobSize);
    m_jobSize->addItem(tr("Total tokens"), TotalTokensMode);
    m_jobSize->addItem(tr("Dataset tokens × epochs"), DatasetEpochsMode);
    m_jobSize->setToolTip(tr("With a job size the ranking also shows runtime (s) and energy (kWh)"));
    m_totalTokens = tokenSpinBox(QStringLiteral("totalTokensSpinBox"), this);
    m_datasetTokens = tokenSpinBox(QStringLiteral("datasetTokensSpinBox"), this);
    m_epochs = new QDoubleSpinBox(this);
    m_epochs->setObjectName(QStringLiteral("epochsSpinBox"));
    m_epochs->setRange(0.01, 10000);
    m_epochs->setDecimals(2);
    m_epochs->setAlignment(Qt::AlignRight);

    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("&LLM:"), m_llm);
    form->addRow(tr("&Method:"), m_method);
    form->addRow(tr("&GPU:"), m_gpu);
    form->addRow(tr("&Tokens/sample:"), m_tokens);
    form->addRow(tr("&Batch/device:"), m_batch);
    form->addRow(m_layout, layoutRow);
    form->addRow(tr("Job si&ze:"), m_jobSize);
    form->addRow(tr("Total tokens:"), m_totalTokens);
    form->addRow(tr("Dataset tokens:"), m_datasetTokens);
    form->addRow(tr("Epochs:"), m_epochs);

    // Typed names count as an edit after a pause or when the field is left, so that the first
    // keystrokes of "mistral" are not reported as an unknown LLM; picked or set names at once.
    m_namePause = new QTimer(this);
    m_namePause->setSingleShot(true);
    m_namePause->setInterval(nameEditPauseMs);
    connect(m_namePause, &QTimer::timeout, this, &JobForm::flushTypedName);
    for (QComboBox *combo : {m_llm, m_gpu}) {
        connect(combo, &QComboBox::currentTextChanged, this, [this, combo] { onNameChanged(combo); });
        connect(combo, &QComboBox::textActivated, this, &JobForm::flushTypedName);
        connect(combo->lineEdit(), &QLineEdit::editingFinished, this, &JobForm::flushTypedName);
    }
    connect(m_method, &QComboBox::currentIndexChanged, this, [this] { notify(m_method->objectName()); });
    for (QSpinBox *spin : {m_tokens, m_batch, m_gpusPerNode, m_nodes})
        connect(spin, &QSpinBox::valueChanged, this, [this, spin] { notify(spin->objectName()); });
    for (QDoubleSpinBox *spin : {m_totalTokens, m_datasetTokens, m_epochs})
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, spin] { notify(spin->objectName()); });
    connect(m_layout, &QCheckBox::toggled, this, [this] {
        updateJobSizeFields();
        notify(m_layout->objectName());
    });
    connect(m_jobSize, &QComboBox::currentIndexChanged, this, [this] {
        updateJobSizeFields();
        notify(m_jobSize->objectName());
    });
    updateJobSizeFields();
}

void JobForm::notify(const QString &field)
{
    if (!m_updating)
        emit edited(field);
}

void JobForm::onNameChanged(QComboBox *combo)
{
    if (m_updating)
        return;
    if (!combo->lineEdit()->isModified()) { // set by the program or picked from the list
        notify(combo->objectName());
        return;
    }
    if (m_typedName && m_typedName != combo)
        flushTypedName();
    m_typedName = combo;
    m_namePause->start();
}

void JobForm::flushTypedName()
{
    m_namePause->stop();
    if (QComboBox *combo = std::exchange(m_typedName, nullptr))
        notify(combo->objectName());
}

void JobForm::setGoal(Goal goal)
{
    const bool read = goalReadsPerDeviceBatch(goal);
    m_batch->setEnabled(read);
    m_batch->setToolTip(read ? tr("Per-device batch size: min-GPU keeps the job's total batch (this × the "
                                  "job's GPUs) and divides it over 1, 2, 4, … GPUs")
                             : tr("Not used by the %1 goal: it ranks the search grid's batch sizes. "
                                  "Only min-GPU reads the job's own batch size.")
                                   .arg(goalName(goal)));
}

void JobForm::updateJobSizeFields()
{
    m_gpusPerNode->setEnabled(m_layout->isChecked());
    m_nodes->setEnabled(m_layout->isChecked());
    const int mode = m_jobSize->currentData().toInt();
    auto *form = static_cast<QFormLayout *>(layout());
    form->setRowVisible(m_totalTokens, mode == TotalTokensMode);
    form->setRowVisible(m_datasetTokens, mode == DatasetEpochsMode);
    form->setRowVisible(m_epochs, mode == DatasetEpochsMode);
}

void JobForm::setCatalog(const Catalog &catalog)
{
    const bool updating = std::exchange(m_updating, true);
    const QString llm = m_llm->currentText();
    m_llm->clear();
    // Sorted case-insensitively; a catalog entry for the same model as an earlier one (the same Hugging
    // Face repository, e.g. Llama-3-8B and llama3-8b) is listed once, the other name in its tooltip
    // (both names are still accepted when typed).
    QList<const LlmSpec *> specs;
    for (const LlmSpec &spec : catalog.llms())
        specs.append(&spec);
    std::stable_sort(specs.begin(), specs.end(),
        [](const LlmSpec *a, const LlmSpec *b) { return a->name.compare(b->name, Qt::CaseInsensitive) < 0; });
    QHash<QString, int> rowOfRepository;
    for (const LlmSpec *spec : std::as_const(specs)) {
        const QString repository = spec->hfRepoId.trimmed().toLower();
        if (const auto it = rowOfRepository.constFind(repository);
            !repository.isEmpty() && it != rowOfRepository.cend()) {
            m_llm->setItemData(*it, tr("Also listed in the catalog as %1 (the same model)").arg(spec->name),
                Qt::ToolTipRole);
            continue;
        }
        rowOfRepository.insert(repository, m_llm->count());
        m_llm->addItem(spec->name);
    }
    m_llm->setCurrentText(llm);
    m_allGpus.clear();
    for (const GpuSpec &spec : catalog.gpus())
        m_allGpus << spec.name;
    m_updating = updating;
    setAllowedGpus({});
}

void JobForm::setAllowedGpus(const QStringList &gpuModels)
{
    const bool updating = std::exchange(m_updating, true);
    const QString gpu = m_gpu->currentText();
    m_gpu->clear();
    m_gpu->addItems(gpuModels.isEmpty() ? m_allGpus : gpuModels);
    m_gpu->setCurrentText(gpu);
    m_updating = updating;
}

void JobForm::setConfiguration(const Configuration &config)
{
    m_namePause->stop();
    m_typedName = nullptr;
    const bool updating = std::exchange(m_updating, true);
    const Workload &w = config.workload;
    m_origins = config.origins;
    m_llm->setCurrentText(w.llmModel);
    const QString method = normalisedMethod(w.method).value_or(w.method);
    if (m_method->findText(method) < 0 && !method.isEmpty())
        m_method->addItem(method);
    m_method->setCurrentText(method);
    m_gpu->setCurrentText(w.gpuModel);
    m_tokens->setValue(int(std::clamp<qint64>(w.tokensPerSample, 1, m_tokens->maximum())));
    m_batch->setValue(int(std::clamp<qint64>(w.batchSize, 1, m_batch->maximum())));
    m_layout->setChecked(w.gpusPerNode.has_value() || w.numberOfNodes.has_value());
    m_gpusPerNode->setValue(w.gpusPerNode.value_or(1));
    m_nodes->setValue(w.numberOfNodes.value_or(1));
    const JobSize &size = config.jobSize;
    int mode = NoJobSize;
    if (size.totalTokens)
        mode = TotalTokensMode;
    else if (size.datasetTokens || size.epochs)
        mode = DatasetEpochsMode;
    m_jobSize->setCurrentIndex(m_jobSize->findData(mode));
    m_totalTokens->setValue(size.totalTokens.value_or(1e9));
    m_datasetTokens->setValue(size.datasetTokens.value_or(1e8));
    m_epochs->setValue(size.epochs.value_or(1.0));
    for (QWidget *field : {static_cast<QWidget *>(m_llm), static_cast<QWidget *>(m_gpu)})
        FieldHighlight::setInvalid(field, false, {});
    updateJobSizeFields();
    m_updating = updating;
}

void JobForm::apply(Configuration *config) const
{
    Workload &w = config->workload;
    w.llmModel = m_llm->currentText().trimmed();
    w.method = m_method->currentText();
    w.gpuModel = m_gpu->currentText().trimmed();
    w.tokensPerSample = m_tokens->value();
    w.batchSize = m_batch->value();
    if (m_layout->isChecked()) {
        w.gpusPerNode = m_gpusPerNode->value();
        w.numberOfNodes = m_nodes->value();
    } else {
        w.gpusPerNode.reset();
        w.numberOfNodes.reset();
    }
    JobSize &size = config->jobSize;
    size = JobSize {};
    const int mode = m_jobSize->currentData().toInt();
    if (mode == TotalTokensMode) {
        size.totalTokens = m_totalTokens->value();
    } else if (mode == DatasetEpochsMode) {
        size.datasetTokens = m_datasetTokens->value();
        size.epochs = m_epochs->value();
    }
}

QList<InputProblem> JobForm::validate(const Catalog &catalog)
{
    // "experiment.yaml:2: workload.llm_model: Unknown LLM …" while the field holds what the file said.
    const auto located = [this](const QString &key, const QString &value, const QString &message) {
        const ValueOrigin origin = m_origins.value(key);
        return origin.where.isEmpty() || origin.value != value
            ? message
            : origin.where + QStringLiteral(": ") + message;
    };
    QList<InputProblem> problems;
    const QString llm = m_llm->currentText().trimmed();
    const bool llmKnown = !catalog.findLlmName(llm).isEmpty();
    FieldHighlight::setInvalid(m_llm, !llmKnown, tr("Unknown LLM"));
    if (!llmKnown) {
        const QStringList closest = catalog.closestLlmNames(llm);
        problems.append({llm.isEmpty() ? tr("Choose an LLM from the catalog.")
                                       : located(QStringLiteral("workload.llm_model"), llm,
                                           tr("Unknown LLM '%1'. Closest catalog names: %2.")
                                               .arg(llm, closest.join(QStringLiteral(", ")))),
            m_llm->objectName(), closest});
    }
    const QString gpu = m_gpu->currentText().trimmed();
    const bool gpuKnown = !catalog.findGpuName(gpu).isEmpty();
    FieldHighlight::setInvalid(m_gpu, !gpuKnown, tr("Unknown GPU"));
    if (!gpuKnown) {
        const QStringList closest = catalog.closestGpuNames(gpu);
        problems.append({gpu.isEmpty() ? tr("Choose a GPU from the catalog.")
                                       : located(QStringLiteral("workload.gpu_model"), gpu,
                                           tr("Unknown GPU '%1'. Closest catalog names: %2.")
                                               .arg(gpu, closest.join(QStringLiteral(", ")))),
            m_gpu->objectName(), closest});
    }
    return problems;
}

void JobForm::applySuggestion(const QString &fieldName, const QString &value)
{
    m_namePause->stop();
    m_typedName = nullptr;
    QComboBox *combo = fieldName == m_llm->objectName() ? m_llm
        : fieldName == m_gpu->objectName()              ? m_gpu
                                                        : nullptr;
    if (!combo)
        return;
    combo->setCurrentText(value); // set, not typed: counts as an edit at once
}
