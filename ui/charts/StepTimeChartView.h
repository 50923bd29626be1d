#pragma once

#include "model/Evaluation.h"

#include <QChartView>
#include <optional>

class QBarCategoryAxis;
class QValueAxis;

/// The selected configuration's step-time breakdown (step-time-model.md §4) as one stacked bar:
/// compute, recompute, exposed communication, optimizer and fixed time in seconds per optimizer step,
/// titled with what bounds the step, MFU and HFU; the tool tip names the network figures assumed.
/// Empty unless the configuration's throughput came from the roofline model.
class StepTimeChartView : public QChartView
{
    Q_OBJECT
public:
    explicit StepTimeChartView(QWidget *parent = nullptr);

    /// Shows `candidate`'s step time (nullptr: nothing selected).
    void setCandidate(const EvaluatedCandidate *candidate);
    bool hasBreakdown() const { return m_hasBreakdown; }

private:
    QBarCategoryAxis *m_x = nullptr;
    QValueAxis *m_y = nullptr;
    bool m_hasBreakdown = false;
};
