#pragma once

#include "charts/ChartView.h"
#include "predict/learned/CrossValidation.h"

#include <QHash>

class QLogValueAxis;
class QScatterSeries;

/// The predictor lab's parity chart (learned-predictors.md "Evaluation"): each held-out run's measured
/// throughput (x) against its cross-validated prediction (y) on log-log axes, with the y = x line and
/// the ±10 % band; points coloured by the run's total GPU count; hovering a point shows the run.
class ParityChartView : public ChartView
{
    Q_OBJECT
public:
    explicit ParityChartView(QWidget *parent = nullptr);

    /// Shows `result`'s rows of `data` (null: empty chart); `kavier` plots Kavier's predictions of the
    /// same rows instead of the model's.
    void setResult(const LearningData *data, const CrossValidationResult *result, bool kavier);
    /// The number of plotted runs.
    int pointCount() const;

    /// What hovering shows for `row`: the run (LLM, method, GPU, GPUs, tokens, batch) and the measured and
    /// predicted throughput with the APE.
    static QString describe(const LearningData &data, const CrossValidationRow &row, bool kavier);

private:
    QLogValueAxis *m_x = nullptr;
    QLogValueAxis *m_y = nullptr;
    QHash<QScatterSeries *, QList<int>> m_rows; ///< per GPU-count series: index into result rows per point
};
