#pragma once

#include "charts/ChartView.h"
#include "predict/learned/CrossValidation.h"

class QLogValueAxis;
class QValueAxis;

/// The predictor lab's residual chart: each held-out run's log ratio ln(predicted / measured) against
/// its total GPU count, for the model and for Kavier on the same rows, with the ±10 % band. Shows where
/// a model's error grows (Kavier: flat above 8 GPUs while the runs scale).
class ResidualChartView : public ChartView
{
    Q_OBJECT
public:
    explicit ResidualChartView(QWidget *parent = nullptr);

    /// Shows `result`'s rows of `data` (null: empty chart).
    void setResult(const LearningData *data, const CrossValidationResult *result);

private:
    QLogValueAxis *m_x = nullptr;
    QValueAxis *m_y = nullptr;
};
