#include "predictorlab/PredictorLabRun.h"

#include "catalog/Catalog.h"
#include "predict/PredictorRegistry.h"
#include "predict/learned/TrainingRuns.h"
#include "predict/measured/MeasuredRuns.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>

namespace {
QDir configFolder(const Configuration &config)
{
    return config.sourcePath.isEmpty() ? QDir::current() : QFileInfo(config.sourcePath).absoluteDir();
}
} // namespace

QString PredictorLabRun::resolveDataFile(const QString &lookup, const Configuration &config)
{
    const QString text = lookup.trimmed();
    if (text.isEmpty() || text.compare(u"default", Qt::CaseInsensitive) == 0)
        return MeasuredRuns::resolvePath(QStringLiteral("default"));
    return MeasuredRuns::resolvePath(configFolder(config).absoluteFilePath(text), text);
}

PredictorLabRun PredictorLabRun::compute(const QString &dataFile, const Configuration &config,
    const QStringList &models, const CrossValidationOptions &options, const std::atomic_bool *cancel,
    const Progress &progress)
{
    const Catalog catalog = Catalog::effective(config);
    PredictorRegistry::Context context {config, catalog, configFolder(config), nullptr, {}};
    const auto base = PredictorRegistry::learnedBase(context); // what learned models correct
    const TrainingRuns runs = TrainingRuns::load(dataFile, catalog, config.predictors.lookupThroughputCol);

    PredictorLabRun run;
    run.dataFile = dataFile;
    run.warnings = runs.warnings();
    run.data = std::make_shared<const LearningData>(LearningData::build(runs, catalog, *base));
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
