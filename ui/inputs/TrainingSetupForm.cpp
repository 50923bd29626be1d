#include "inputs/TrainingSetupForm.h"

#include "common/CoastlineError.h"
#include "inputs/FieldHighlight.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>
#include <utility>

namespace {

/// A combo box of `names` (canonical values as item data), each shown with its description.
QComboBox *choiceBox(
    const QString &objectName, const QList<std::pair<QString, QString>> &items, QWidget *parent)
{
    auto *box = new QComboBox(parent);
    box->setObjectName(objectName);
    for (const auto &[name, label] : items)
        box->addItem(label, name);
    return box;
}

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

} // namespace

TrainingSetupForm::TrainingSetupForm(QWidget *parent)
    : QGroupBox(tr("Training setup"), parent)
{
    setObjectName(QStringLiteral("trainingSetupGroupBox"));
    setToolTip(tr("How the job trains, as the memory model needs it. The defaults are the stack "
                  "AutoConf's verdicts were measured on."));
    using P = TrainingSetup::Precision;
    using O = TrainingSetup::Optimizer;
    using S = TrainingSetup::Sharding;
    using F = TrainingSetup::Offload;
    m_precision = choiceBox(QStringLiteral("precisionComboBox"),
        {{TrainingSetup::name(P::Bf16), tr("bf16 (pure, 8 bytes/param)")},
            {TrainingSetup::name(P::Mixed), tr("mixed (fp32 master, 16 bytes/param)")},
            {TrainingSetup::name(P::Fp32), tr("fp32 (16 bytes/param)")},
            {TrainingSetup::name(P::Fp8), tr("fp8 GEMMs (fp32 master, 16 bytes/param)")}},
        this);
    m_precision->setToolTip(
        tr("Number formats of weights, gradients and optimizer states (ZeRO, SC'20, §3.1)"));
    m_optimizer = choiceBox(QStringLiteral("optimizerComboBox"),
        {{TrainingSetup::name(O::AdamW), tr("AdamW")}, {TrainingSetup::name(O::AdamW8Bit), tr("AdamW 8-bit")},
            {TrainingSetup::name(O::PagedAdamW8Bit), tr("Paged AdamW 8-bit")},
            {TrainingSetup::name(O::Sgd), tr("SGD (no state)")},
            {TrainingSetup::name(O::SgdMomentum), tr("SGD with momentum")}},
        this);
    m_checkpointing = new QCheckBox(tr("Activation checkpointing"), this);
    m_checkpointing->setObjectName(QStringLiteral("activationCheckpointingCheckBox"));
    m_checkpointing->setToolTip(
        tr("Off: every layer keeps its activations (34·h bytes per token per layer for a "
           "standard block, Korthikanti et al. 2022)"));
    m_sharding = choiceBox(QStringLiteral("shardingComboBox"),
        {{TrainingSetup::name(S::FullShard), tr("Full shard (FSDP, ZeRO-3)")},
            {TrainingSetup::name(S::HybridShard), tr("Hybrid shard (within a node)")},
            {TrainingSetup::name(S::ShardGradOp), tr("Shard grads + optimizer (ZeRO-2)")},
            {TrainingSetup::name(S::NoShard), tr("No shard (DDP)")}},
        this);
    m_loraRank = new QSpinBox(this);
    m_loraRank->setObjectName(QStringLiteral("loraRankSpinBox"));
    m_loraRank->setRange(1, TrainingSetup::kMaxLoraRank);
    m_loraRank->setToolTip(tr("LoRA rank r (adapter methods only)"));
    m_loraTargets = new QComboBox(this);
    m_loraTargets->setObjectName(QStringLiteral("loraTargetsComboBox"));
    m_loraTargets->setEditable(true);
    m_loraTargets->addItems({QStringLiteral("q_proj,v_proj"), QStringLiteral("q_proj,k_proj,v_proj,o_proj"),
        QStringLiteral("all-linear")});
    m_loraTargets->setToolTip(
        tr("Matrices with adapters, comma-separated (q_proj … down_proj), or all-linear"));
    m_offload = choiceBox(QStringLiteral("offloadComboBox"),
        {{TrainingSetup::name(F::None), tr("None")},
            {TrainingSetup::name(F::Optimizer), tr("Optimizer states to CPU")},
            {TrainingSetup::name(F::OptimizerAndParams), tr("Optimizer and weights to CPU")}},
        this);
    m_loss = choiceBox(QStringLiteral("lossComboBox"),
        {{TrainingSetup::name(TrainingSetup::Loss::Standard), tr("Standard (full fp32 logits)")},
            {TrainingSetup::name(TrainingSetup::Loss::Chunked), tr("Chunked or fused cross-entropy")}},
        this);
    m_loss->setToolTip(tr("Standard keeps the batch × sequence × vocabulary logits in fp32 with the "
                          "gradients of the loss's backward (12 bytes per entry); a chunked or fused loss "
                          "never holds them"));
    m_fsdpVersion = choiceBox(QStringLiteral("fsdpVersionComboBox"),
        {{TrainingSetup::name(TrainingSetup::FsdpVersion::Fsdp1), tr("FSDP1 (flat parameters)")},
            {TrainingSetup::name(TrainingSetup::FsdpVersion::Fsdp2), tr("FSDP2 (per-parameter)")}},
        this);
    m_fsdpVersion->setToolTip(tr("FSDP1 (HF Trainer, accelerate) allocates gradients for a frozen base "
                                 "under LoRA; FSDP2 (torchtune, torchtitan) does not"));
    const auto saver = [this](const QString &name, const QString &text, const QString &toolTip) {
        auto *box = new QCheckBox(text, this);
        box->setObjectName(name);
        box->setToolTip(toolTip);
        connect(box, &QCheckBox::toggled, this, [this, box] { notify(box->objectName()); });
        return box;
    };
    m_torchCompile = saver(QStringLiteral("torchCompileCheckBox"), tr("torch.compile"),
        tr("Without checkpointing, the compiled MLP keeps half of its intermediate activations"));
    m_optimizerInBackward
        = saver(QStringLiteral("optimizerInBackwardCheckBox"), tr("Optimizer step in backward"),
            tr("Each gradient is applied and freed during the backward pass (torchtune optimizer_in_bwd)"));
    m_activationOffload = saver(QStringLiteral("activationOffloadCheckBox"), tr("Activation offloading"),
        tr("Saved activations are kept in CPU memory, two layers at a time on the GPU"));
    m_reserve = new QDoubleSpinBox(this);
    m_reserve->setObjectName(QStringLiteral("reserveGibSpinBox"));
    m_reserve->setRange(0, TrainingSetup::kMaxReserveGib);
    m_reserve->setDecimals(2);
    m_reserve->setSingleStep(0.5);
    m_reserve->setSuffix(tr(" GiB"));
    m_reserve->setToolTip(
        tr("Kept free on every GPU for the CUDA context, NCCL buffers and allocator slack"));

    m_gradientAccumulation = new QSpinBox(this);
    m_gradientAccumulation->setObjectName(QStringLiteral("gradientAccumulationSpinBox"));
    m_gradientAccumulation->setRange(1, TrainingSetup::kMaxGradientAccumulationSteps);
    m_gradientAccumulation->setToolTip(
        tr("Micro-steps per optimizer step (gradient accumulation); the roofline step-time model reads it"));

    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("P&recision:"), m_precision);
    form->addRow(tr("&Optimizer:"), m_optimizer);
    form->addRow(QString(), m_checkpointing);
    form->addRow(tr("S&harding:"), m_sharding);
    form->addRow(tr("LoRA ran&k:"), m_loraRank);
    form->addRow(tr("LoRA tar&gets:"), m_loraTargets);
    form->addRow(tr("O&ffload:"), m_offload);
    form->addRow(tr("&Loss:"), m_loss);
    form->addRow(tr("FS&DP:"), m_fsdpVersion);
    form->addRow(QString(), m_torchCompile);
    form->addRow(QString(), m_optimizerInBackward);
    form->addRow(QString(), m_activationOffload);
    form->addRow(tr("Reser&ve:"), m_reserve);
    form->addRow(tr("Grad. acc&umulation:"), m_gradientAccumulation);

    for (QComboBox *box : {m_precision, m_optimizer, m_sharding, m_offload, m_loss, m_fsdpVersion})
        connect(box, &QComboBox::currentIndexChanged, this, [this, box] { notify(box->objectName()); });
    connect(m_checkpointing, &QCheckBox::toggled, this, [this] { notify(m_checkpointing->objectName()); });
    connect(m_loraRank, &QSpinBox::valueChanged, this, [this] { notify(m_loraRank->objectName()); });
    connect(
        m_loraTargets, &QComboBox::currentTextChanged, this, [this] { notify(m_loraTargets->objectName()); });
    connect(m_reserve, &QDoubleSpinBox::valueChanged, this, [this] { notify(m_reserve->objectName()); });
    connect(m_gradientAccumulation, &QSpinBox::valueChanged, this,
        [this] { notify(m_gradientAccumulation->objectName()); });
}

void TrainingSetupForm::notify(const QString &field)
{
    if (!m_updating)
        emit edited(field);
}

void TrainingSetupForm::setConfiguration(const Configuration &config)
{
    const bool updating = std::exchange(m_updating, true);
    const TrainingSetup &t = config.training;
    select(m_precision, TrainingSetup::name(t.precision));
    select(m_optimizer, TrainingSetup::name(t.optimizer));
    m_checkpointing->setChecked(t.activationCheckpointing);
    select(m_sharding, TrainingSetup::name(t.sharding));
    m_loraRank->setValue(t.loraRank);
    m_loraTargets->setCurrentText(t.loraTargetsText());
    select(m_offload, TrainingSetup::name(t.offload));
    select(m_loss, TrainingSetup::name(t.loss));
    select(m_fsdpVersion, TrainingSetup::name(t.fsdpVersion));
    m_torchCompile->setChecked(t.torchCompile);
    m_optimizerInBackward->setChecked(t.optimizerInBackward);
    m_activationOffload->setChecked(t.activationOffload);
    m_reserve->setValue(t.reserveGib);
    m_gradientAccumulation->setValue(t.gradientAccumulationSteps);
    FieldHighlight::setInvalid(m_loraTargets, false, {});
    m_updating = updating;
}

void TrainingSetupForm::apply(Configuration *config) const
{
    TrainingSetup &t = config->training;
    const QString what = QStringLiteral("training");
    t.precision = TrainingSetup::parsePrecision(m_precision->currentData().toString(), what);
    t.optimizer = TrainingSetup::parseOptimizer(m_optimizer->currentData().toString(), what);
    t.activationCheckpointing = m_checkpointing->isChecked();
    t.sharding = TrainingSetup::parseSharding(m_sharding->currentData().toString(), what);
    t.loraRank = m_loraRank->value();
    if (const auto targets = parsedTargets(m_loraTargets->currentText()))
        t.loraTargets = *targets;
    t.offload = TrainingSetup::parseOffload(m_offload->currentData().toString(), what);
    t.loss = TrainingSetup::parseLoss(m_loss->currentData().toString(), what);
    t.fsdpVersion = TrainingSetup::parseFsdpVersion(m_fsdpVersion->currentData().toString(), what);
    t.torchCompile = m_torchCompile->isChecked();
    t.optimizerInBackward = m_optimizerInBackward->isChecked();
    t.activationOffload = m_activationOffload->isChecked();
    t.reserveGib = m_reserve->value();
    t.gradientAccumulationSteps = m_gradientAccumulation->value();
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
