#pragma once

#include "predict/learned/CrossValidation.h"
#include "predict/learned/LearnedModel.h"

/// What `tune` and the predictor lab do with one model: cross-validate it, then train it on every
/// row and store the cross-validated metrics (and the uncertainty they imply) in the model.
struct LearnedTrainer
{
    struct Outcome
    {
        LearnedModel model; ///< trained on all `rows`; meaningless when validation.cancelled
        CrossValidationResult validation;
    };
    /// Cross-validates `name` on `rows` of `data` (all when empty), then trains on all of them with the
    /// same seed. `progress` counts the folds plus the final training. Throws like CrossValidation::run.
    static Outcome run(const QString &name, const LearningData &data, const CrossValidationOptions &options,
        std::vector<int> rows = {}, const CrossValidation::Progress &progress = {},
        const std::atomic_bool *cancel = nullptr);
};
