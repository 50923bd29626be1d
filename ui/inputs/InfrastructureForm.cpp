#include "inputs/InfrastructureForm.h"

#include "catalog/Catalog.h"
#include "common/Formatting.h"
#include "common/Limits.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QSpinBox>
#include <utility>

namespace {
QSpinBox *spinBox(const QString &objectName, QWidget *parent)
{
    auto *spin = new QSpinBox(parent);
    spin->setObjectName(objectName);
    spin->setRange(1, int(Limits::maxGpus));
    spin->setGroupSeparatorShown(true);
    spin->setAlignment(Qt::AlignRight);
    return spin;
}
} // namespace

InfrastructureForm::InfrastructureForm(QWidget *parent)
    : QGroupBox(tr("Infrastructure"), parent)
{
    setObjectName(QStringLiteral("infrastructureGroupBox"));
    m_totalGpus = spinBox(QStringLiteral("clusterGpusSpinBox"), this);
    m_totalGpus->setToolTip(tr("Cluster-wide GPU budget"));
    m_maxNodes = spinBox(QStringLiteral("maxNodesSpinBox"), this);
    m_maxGpusPerNode = spinBox(QStringLiteral("maxGpusPerNodeSpinBox"), this);
    m_interNodeGbps = new QDoubleSpinBox(this);
    m_interNodeGbps->setObjectName(QStringLiteral("interNodeGbpsSpinBox"));
    m_interNodeGbps->setRange(0, Infrastructure::kMaxInterNodeGbps);
    m_interNodeGbps->setDecimals(0);
    m_interNodeGbps->setSingleStep(100);
    m_interNodeGbps->setGroupSeparatorShown(true);
    m_interNodeGbps->setAlignment(Qt::AlignRight);
    m_interNodeGbps->setSuffix(tr(" Gbit/s"));
    m_interNodeGbps->setSpecialValueText(tr("GPU default"));
    m_interNodeGbps->setToolTip(
        tr("Inter-node bandwidth of one node, all NICs together (e.g. 1,600 = 8 × 200 Gbit/s "
           "HDR), for the roofline step-time model; GPU default: the catalog's value"));
    createPowerFields();
    const auto priceBox = [this](const QString &objectName, const QString &tip) {
        auto *box = new QDoubleSpinBox(this);
        box->setObjectName(objectName);
        box->setRange(0, 1e6);
        box->setDecimals(3);
        box->setGroupSeparatorShown(true);
        box->setAlignment(Qt::AlignRight);
        box->setSpecialValueText(tr("none"));
        box->setToolTip(tip);
        return box;
    };
    m_pricePerGpuHour = priceBox(QStringLiteral("pricePerGpuHourSpinBox"),
        tr("Price of one GPU-hour, for the cost of each configuration when a job size is given; none: no "
           "cost"));
    m_pricePerKwh = priceBox(QStringLiteral("pricePerKwhSpinBox"),
        tr("Price of one kWh of cluster energy, added to the cost; none: not counted"));
    m_currency = new QLineEdit(this);
    m_currency->setObjectName(QStringLiteral("currencyLineEdit"));
    m_currency->setPlaceholderText(tr("e.g. USD"));
    m_currency->setMaxLength(int(Limits::maxCurrencyChars));
    m_currency->setToolTip(tr("Currency label shown beside costs"));
    m_gpuModels = new QListWidget(this);
    m_gpuModels->setObjectName(QStringLiteral("gpuModelsListWidget"));
    m_gpuModels->setToolTip(tr("GPU models present; the GPU picker offers only these (none checked: any)"));
    m_gpuModels->setMaximumHeight(m_gpuModels->fontMetrics().height() * 6);

    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("Cluster &GPUs:"), m_totalGpus);
    form->addRow(tr("Max &nodes:"), m_maxNodes);
    form->addRow(tr("Max GPUs/n&ode:"), m_maxGpusPerNode);
    form->addRow(tr("&Inter-node:"), m_interNodeGbps);
    form->addRow(tr("Host power/node:"), m_hostPower);
    form->addRow(tr("Cooling:"), m_cooling);
    form->addRow(tr("Price/GPU-&hour:"), m_pricePerGpuHour);
    form->addRow(tr("Price/k&Wh:"), m_pricePerKwh);
    form->addRow(tr("Curre&ncy:"), m_currency);
    form->addRow(tr("GPU models:"), m_gpuModels);

    for (QSpinBox *spin : {m_totalGpus, m_maxNodes, m_maxGpusPerNode})
        connect(spin, &QSpinBox::valueChanged, this, [this, spin] { notify(spin->objectName()); });
    for (QDoubleSpinBox *box : {m_interNodeGbps, m_hostPower, m_pricePerGpuHour, m_pricePerKwh})
        connect(box, &QDoubleSpinBox::valueChanged, this, [this, box] { notify(box->objectName()); });
    connect(m_cooling, &QComboBox::currentIndexChanged, this, [this] { notify(m_cooling->objectName()); });
    connect(m_currency, &QLineEdit::editingFinished, this, [this] { notify(m_currency->objectName()); });
    connect(m_gpuModels, &QListWidget::itemChanged, this, [this] { notify(m_gpuModels->objectName()); });
}

void InfrastructureForm::createPowerFields()
{
    m_hostPower = new QDoubleSpinBox(this);
    m_hostPower->setObjectName(QStringLiteral("hostPowerSpinBox"));
    m_hostPower->setRange(-1, Infrastructure::kMaxHostPowerWPerNode);
    m_hostPower->setDecimals(0);
    m_hostPower->setSingleStep(100);
    m_hostPower->setGroupSeparatorShown(true);
    m_hostPower->setAlignment(Qt::AlignRight);
    m_hostPower->setSuffix(tr(" W"));
    m_hostPower->setSpecialValueText(tr("by cooling"));
    m_hostPower->setToolTip(tr("Power of one node besides its GPUs (CPUs, memory, NICs, fans, power-supply "
                               "losses), shared by its GPUs: node power per GPU = GPU power + host / GPUs "
                               "per node. Energy and cost count it under roofline_power. By cooling: "
                               "%1 W per GPU of the node when air-cooled, %2 W when liquid-cooled")
                                .arg(Formatting::integer(qint64(Infrastructure::kHostPowerWPerGpuAir)),
                                    Formatting::integer(qint64(Infrastructure::kHostPowerWPerGpuLiquid))));
    m_cooling = new QComboBox(this);
    m_cooling->setObjectName(QStringLiteral("coolingComboBox"));
    m_cooling->addItem(tr("GPU default"), QStringLiteral("auto"));
    m_cooling->addItem(tr("Air"), QStringLiteral("air"));
    m_cooling->addItem(tr("Liquid"), QStringLiteral("liquid"));
    m_cooling->setToolTip(tr("How the nodes are cooled, which sets the default host power. GPU default: "
                             "the GPU's usual system (liquid for GB200/GB300 NVL72 and MI355X, air "
                             "otherwise)"));
}

void InfrastructureForm::notify(const QString &field)
{
    if (!m_updating)
        emit edited(field);
}

void InfrastructureForm::setCatalog(const Catalog &catalog)
{
    const bool updating = std::exchange(m_updating, true);
    const QStringList checked = gpuModels();
    m_gpuModels->clear();
    for (const GpuSpec &gpu : catalog.gpus()) {
        auto *item = new QListWidgetItem(gpu.name, m_gpuModels);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(Qt::Unchecked);
    }
    setGpuModels(checked);
    m_updating = updating;
}

void InfrastructureForm::setGpuModels(const QStringList &models)
{
    for (const QString &model : models) {
        const QList<QListWidgetItem *> found = m_gpuModels->findItems(model, Qt::MatchFixedString);
        if (found.isEmpty()) { // not in the catalog: keep it so a save writes it back
            auto *item = new QListWidgetItem(model, m_gpuModels);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        }
    }
    for (int i = 0; i < m_gpuModels->count(); ++i) {
        QListWidgetItem *item = m_gpuModels->item(i);
        item->setCheckState(models.contains(item->text(), Qt::CaseInsensitive) ? Qt::Checked : Qt::Unchecked);
    }
}

void InfrastructureForm::setConfiguration(const Configuration &config)
{
    const bool updating = std::exchange(m_updating, true);
    const Infrastructure &infra = config.infrastructure;
    m_totalGpus->setValue(infra.totalGpus);
    m_maxNodes->setValue(infra.maxNodes);
    m_maxGpusPerNode->setValue(infra.maxGpusPerNode);
    m_interNodeGbps->setValue(infra.interNodeGbps.value_or(0));
    // A price per GPU model (config map form) is kept as it is; the field shows and edits the flat price.
    m_pricePerGpuHour->setValue(infra.pricePerGpuHour.value_or(0));
    m_pricePerKwh->setValue(infra.pricePerKwh.value_or(0));
    m_hostPower->setValue(infra.hostPowerWPerNode.value_or(-1));
    m_cooling->setCurrentIndex(m_cooling->findData(Infrastructure::coolingName(infra.cooling)));
    m_currency->setText(infra.currency);
    setGpuModels(infra.gpuModels);
    m_updating = updating;
}

QStringList InfrastructureForm::gpuModels() const
{
    QStringList models;
    for (int i = 0; i < m_gpuModels->count(); ++i) {
        if (m_gpuModels->item(i)->checkState() == Qt::Checked)
            models << m_gpuModels->item(i)->text();
    }
    return models;
}

void InfrastructureForm::apply(Configuration *config) const
{
    Infrastructure &infra = config->infrastructure;
    infra.totalGpus = m_totalGpus->value();
    infra.maxNodes = m_maxNodes->value();
    infra.maxGpusPerNode = m_maxGpusPerNode->value();
    infra.gpuModels = gpuModels();
    if (m_interNodeGbps->value() > 0)
        infra.interNodeGbps = m_interNodeGbps->value();
    else
        infra.interNodeGbps.reset();
    const auto price = [](const QDoubleSpinBox *box) {
        return box->value() > 0 ? std::optional<double>(box->value()) : std::nullopt;
    };
    infra.pricePerGpuHour = price(m_pricePerGpuHour);
    infra.pricePerKwh = price(m_pricePerKwh);
    if (m_hostPower->value() >= 0)
        infra.hostPowerWPerNode = m_hostPower->value();
    else
        infra.hostPowerWPerNode.reset();
    infra.cooling = Infrastructure::parseCooling(m_cooling->currentData().toString())
                        .value_or(Infrastructure::Cooling::Auto);
    infra.currency = m_currency->text().trimmed();
}
