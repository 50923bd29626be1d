#pragma once

#include "model/StepTime.h"
#include "predict/roofline/RooflineCalibration.h"
#include "predict/roofline/RooflineRuns.h"

#include <QList>

class Catalog;

/// The roofline model scored on measured runs, each with its own training stack (RooflineRuns): what
/// `tune --model roofline`, `evaluate --predictor roofline` and test_roofline report.
namespace RooflineEvaluation {

struct Score
{
    RooflineRun run;
    double predictedTokensPerSecond = 0;
    StepTime step;
    /// Absolute percentage error, |predicted − measured| / measured × 100.
    double apePercent() const;
};

/// Every run of `runs` the model can predict (runs it cannot are left out).
QList<Score> score(const RooflineRuns &runs, const Catalog &catalog, const RooflineCalibration &calibration);

/// Reads a comma-separated list of measured-runs CSVs into one set. Throws like RooflineRuns::load.
RooflineRuns loadAll(const QString &commaSeparatedPaths, const Catalog &catalog);

} // namespace RooflineEvaluation
