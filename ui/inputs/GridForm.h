#pragma once

#include "config/Configuration.h"
#include "inputs/InputProblem.h"

#include <QGroupBox>

class QLineEdit;

/// The "Search grid" group: per-device batch sizes and total GPU counts as comma-separated lists.
class GridForm : public QGroupBox
{
    Q_OBJECT
public:
    explicit GridForm(QWidget *parent = nullptr);

    void setConfiguration(const Configuration &config);
    /// Writes the lists that parse; invalid lists keep the previous values.
    void apply(Configuration *config) const;
    /// Marks lists that do not parse as whole numbers ≥ 1.
    QList<InputProblem> validate();

    /// Parses "4, 8, 16" into numbers; nullopt when an entry is not a whole number ≥ 1.
    static std::optional<QList<qint64>> parseList(const QString &text);

signals:
    void edited(const QString &field);

private:
    void notify(const QString &field);

    QLineEdit *m_batchSizes = nullptr;
    QLineEdit *m_totalGpus = nullptr;
    bool m_updating = false;
};
