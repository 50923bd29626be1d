#pragma once

#include "model/Configuration.h"

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QToolButton;

/// The "Predictors" group: throughput predictor and fallback, feasibility mode, empirical guard and
/// its token budget, the measured-runs CSV (with rows loaded and valid) and the Kavier calibration.
class PredictorForm : public QGroupBox
{
    Q_OBJECT
public:
    explicit PredictorForm(QWidget *parent = nullptr);

    void setConfiguration(const Configuration &config);
    void apply(Configuration *config) const;
    /// Sets the measured-runs CSV (file picker, drag and drop).
    void setLookup(const QString &path);

signals:
    void edited(const QString &field);
    /// The browse button was clicked: the main window shows the file dialog.
    void browseLookupRequested();

private:
    void notify(const QString &field);
    void updateLookupStatus();
    void updateEnabled();

    QComboBox *m_performance = nullptr;
    QComboBox *m_fallback = nullptr;
    QComboBox *m_power = nullptr; ///< kavier_power or roofline_power (issue 34)
    QComboBox *m_feasibility = nullptr;
    QLabel *m_feasibilityNote = nullptr;
    QCheckBox *m_guard = nullptr;
    QSpinBox *m_budget = nullptr;
    QLineEdit *m_lookup = nullptr;
    QToolButton *m_browse = nullptr;
    QLabel *m_lookupStatus = nullptr;
    QPushButton *m_useDefaultLookup = nullptr; ///< shown when no measured run names a catalog model
    QComboBox *m_calibration = nullptr;
    QLineEdit *m_rooflineCalibration = nullptr;
    bool m_updating = false;
};
