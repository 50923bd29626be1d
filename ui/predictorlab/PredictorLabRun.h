#pragma once

#include "model/Configuration.h"
#include "predict/learned/CrossValidation.h"
#include "predict/learned/data/LearningData.h"

#include <QList>
#include <QStringList>
#include <atomic>
#include <functional>
#include <memory>

/// One run of the predictor lab (learned-predictors.md "Evaluation"): the measured runs read into
/// LearningData and each chosen model cross-validated on all of its rows, Kavier scored on the same
/// rows. Computed on a worker thread (PredictorLabWindow runs it on an AsyncJob); a value afterwards.
struct PredictorLabRun
{
    QString dataFile; ///< the measured-runs CSV that was read (resolved path)
    std::shared_ptr<const LearningData> data;
    QStringList warnings; ///< the data's caveats (few rows, a feature that never varies)
    QList<CrossValidationResult> results; ///< one per model, in the order asked for
    bool cancelled = false;

    using Progress = std::function<void(int done, int total)>;

    /// The measured-runs CSV that `lookup` (a path, relative to `config`'s folder, or "default" = the
    /// bundled run database) names. Throws CoastlineError for a missing file.
    static QString resolveDataFile(const QString &lookup, const Configuration &config);
    /// Reads `dataFile` with `config`'s catalog, Kavier calibration and throughput column, then
    /// cross-validates `models` (Regressor::names()) with `options`. `progress` counts folds over all
    /// models; `cancel` is polled between folds. Throws CoastlineError for bad data (file, line, column),
    /// too few rows or an unknown model.
    static PredictorLabRun compute(const QString &dataFile, const Configuration &config,
        const QStringList &models, const CrossValidationOptions &options,
        const std::atomic_bool *cancel = nullptr, const Progress &progress = {});

    /// The result for `model`, null when it was not run.
    const CrossValidationResult *result(const QString &model) const;
};
