#pragma once

#include "model/Configuration.h"

#include <QGroupBox>

class Catalog;
class QListWidget;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

/// The "Infrastructure" group: cluster GPUs, max nodes, max GPUs per node, the inter-node bandwidth the
/// roofline model assumes, the prices a cost is computed from, GPU models present.
class InfrastructureForm : public QGroupBox
{
    Q_OBJECT
public:
    explicit InfrastructureForm(QWidget *parent = nullptr);

    void setCatalog(const Catalog &catalog);
    void setConfiguration(const Configuration &config);
    void apply(Configuration *config) const;
    /// The checked GPU models (empty: any).
    QStringList gpuModels() const;

signals:
    void edited(const QString &field);

private:
    void notify(const QString &field);
    /// The host power per node and the cooling that sets its default (issue 34, issue 43 item 8).
    void createPowerFields();
    void setGpuModels(const QStringList &models);

    QSpinBox *m_totalGpus = nullptr;
    QSpinBox *m_maxNodes = nullptr;
    QSpinBox *m_maxGpusPerNode = nullptr;
    QDoubleSpinBox *m_interNodeGbps = nullptr; ///< 0 shows "GPU default"
    QDoubleSpinBox *m_pricePerGpuHour = nullptr; ///< 0 shows "none" (no cost column)
    QDoubleSpinBox *m_hostPower = nullptr; ///< host W per node (issue 34); −1 shows "default"
    QComboBox *m_cooling = nullptr; ///< infrastructure.cooling (issue 43): auto, air, liquid
    QDoubleSpinBox *m_pricePerKwh = nullptr; ///< 0 shows "none"
    QLineEdit *m_currency = nullptr;
    QListWidget *m_gpuModels = nullptr;
    bool m_updating = false;
};
