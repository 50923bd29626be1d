#pragma once

#include "predict/AccuracyMetrics.h"
#include "predict/learned/data/LearningData.h"

#include <QJsonObject>
#include <QList>
#include <atomic>
#include <functional>
#include <optional>
#include <vector>

/// How to cross-validate (learned-predictors.md "Evaluation").
struct CrossValidationOptions
{
    int folds = 5; ///< ≥ 2; ≥ the row count means leave-one-out
    bool grouped = false; ///< hold out whole (model, method, GPU) series instead of single runs
    quint32 seed = 42; ///< shuffles rows (or series) into folds
};

/// One held-out run's prediction: a point of the parity chart.
struct CrossValidationRow
{
    int row = 0; ///< index into the LearningData
    int fold = 0; ///< 0-based
    double measuredTokensPerSecond = 0;
    double predictedTokensPerSecond = 0; ///< by the model trained without this row's fold
    double kavierTokensPerSecond = 0; ///< Kavier on the same row
    std::optional<double> uncertaintyPercent;
    bool inDomain = true; ///< inside the fold model's training domain
};

/// The outcome of cross-validating one model.
struct CrossValidationResult
{
    QString model;
    CrossValidationOptions options;
    int folds = 0; ///< folds actually used (≤ options.folds; series count when grouped)
    QList<CrossValidationRow> rows; ///< in row order
    AccuracyMetrics learned; ///< the model's metrics over rows
    AccuracyMetrics kavier; ///< Kavier's on the same rows
    bool cancelled = false; ///< stopped by the cancel flag: rows and metrics are incomplete

    /// {"method": "k-fold"|"leave-one-out"|"grouped", "folds", "seed", "model": metrics, "kavier": metrics}.
    QJsonObject summary() const;
};

/// k-fold, leave-one-out and grouped cross-validation of a learned model (learned-predictors.md
/// "Evaluation"). Folds are deterministic for a seed: rows (or series, when grouped) are shuffled with
/// std::mt19937 and dealt round-robin.
class CrossValidation
{
public:
    /// Called after each fold with (folds done, folds in total); from the calling thread.
    using Progress = std::function<void(int done, int total)>;

    /// The fold (0-based) of each of `rows` (indices into `data`).
    static std::vector<int> assignFolds(
        const LearningData &data, const std::vector<int> &rows, const CrossValidationOptions &options);

    /// Cross-validates `model` on `rows` of `data` (all when empty). `cancel` (may be null) is polled
    /// between folds. Throws CoastlineError for an unknown model or a library failure.
    static CrossValidationResult run(const QString &model, const LearningData &data,
        const CrossValidationOptions &options, std::vector<int> rows = {}, const Progress &progress = {},
        const std::atomic_bool *cancel = nullptr);
};
