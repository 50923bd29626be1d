#include "predictorlab/PredictorLabRun.h"

#include "catalog/Catalog.h"
#include "predict/LearningSetup.h"
#include "predict/learned/data/TrainingRuns.h"
#include "predict/measured/MeasuredRuns.h"

#include <algorithm>

QString PredictorLabRun::resolveDataFile(const QString &lookup, const Configuration &config)
{
    const QString text = lookup.trimmed();
    if (text.isEmpty() || text.compare(u"default", Qt::CaseInsensitive) == 0)
        return MeasuredRuns::resolvePath(QStringLiteral("default"));
    return MeasuredRuns::resolvePath(config.resolvePath(text), text);
}

PredictorLabRun PredictorLabRun::compute(const QString &dataFile, const Configuration &config,
    const QStringList &models, const CrossValidationOptions &options, const std::atomic_bool *cancel,
    const Progress &progress)
{
    const LearningSetup setup(config, dataFile); // learned models correct the roofline model

    PredictorLabRun run;
    run.dataFile = dataFile;
    run.warnings = setup.warnings();
    run.data = setup.data();
    const std::vector<int> folds = CrossValidation::assignFolds(*run.data, run.data->allRows(), options);
    const int foldCount = 1 + *std::max_element(folds.begin(), folds.end());
    const int total = foldCount * int(models.size());
    for (int m = 0; m < models.size(); ++m) {
        if (cancel && cancel->load()) {
            run.cancelled = true;
            break;
        }
        CrossValidationResult result = CrossValidation::run(
            models.at(m), *run.data, options, {},
            [&](int done, int) {
                if (progress)
                    progress(m * foldCount + done, total);
            },
            cancel);
        if (result.cancelled) {
            run.cancelled = true;
            break;
        }
        run.results.append(std::move(result));
    }
    return run;
}

const CrossValidationResult *PredictorLabRun::result(const QString &model) const
{
    for (const CrossValidationResult &r : results) {
        if (r.model == model)
            return &r;
    }
    return nullptr;
}
