#include "predict/learned/LearnedTrainer.h"

LearnedTrainer::Outcome LearnedTrainer::run(const QString &name, const LearningData &data,
    const CrossValidationOptions &options, std::vector<int> rows, const CrossValidation::Progress &progress,
    const std::atomic_bool *cancel)
{
    if (rows.empty())
        rows = data.allRows();
    int total = 0;
    CrossValidationResult validation = CrossValidation::run(
        name, data, options, rows,
        [&](int done, int folds) {
            total = folds + 1;
            if (progress)
                progress(done, total);
        },
        cancel);
    if (validation.cancelled)
        return {LearnedModel {}, validation};
    LearnedModel model = LearnedModel::train(name, data, rows, options.seed);
    model.setCrossValidation(validation.summary(), validation.learned.rmsLogError);
    if (progress)
        progress(total, total);
    return {std::move(model), std::move(validation)};
}
