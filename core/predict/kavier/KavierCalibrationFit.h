#pragma once

#include "catalog/Catalog.h"
#include "predict/AccuracyMetrics.h"
#include "predict/kavier/CalibrationTable.h"
#include "predict/learned/data/LearningData.h"

#include <QByteArray>
#include <vector>

/// `tune --model kavier` (cli.md; issue "learned predictors"): fits Kavier's calibration factors to
/// measured runs, as upstream's dev/benchmark/kavier_calibration.py does with Powell's method. The
/// factors fitted are those the runs exercise: the MFU multiplier of each GPU, the scale of each method
/// and of each LLM, the multi-GPU correction of each GPU count above 1, and the communication scale.
/// Objective: mean over runs of (ln Kavier − ln measured)² plus Pull × Σ (ln f − ln f_shipped)², a pull
/// towards the shipped factors so that sparse data cannot drive a factor anywhere; minimised over ln f
/// by NLopt's BOBYQA (derivative-free, bounds ln f_shipped ± ln 20 within CalibrationTable::ScaleRange).
/// Other factors (interaction scales, batch scale, overhead) are kept from the starting table.
class KavierCalibrationFit
{
public:
    static constexpr double Pull = 0.01; ///< weight of the pull towards the shipped factors
    static constexpr int MaxEvaluations = 6000;

    struct Result
    {
        CalibrationTable table; ///< the fitted table
        QByteArray json; ///< the table in the calibration JSON schema (CalibrationTable::parse reads it)
        AccuracyMetrics tuned; ///< in-sample metrics of the fitted table on the rows
        AccuracyMetrics shipped; ///< the starting table's metrics on the same rows
        int parameters = 0; ///< factors fitted
        int evaluations = 0; ///< objective evaluations
    };

    /// Fits on `rows` of `data` (all when empty), starting from `start`. Throws CoastlineError when
    /// Kavier cannot predict a row with the starting table.
    static Result fit(const LearningData &data, std::vector<int> rows, const Catalog &catalog,
        const CalibrationTable &start);

    /// `table` in the calibration JSON schema (schema_version 1), keys sorted.
    static QByteArray toJson(const CalibrationTable &table, const QString &note);
};
