#include "predict/LearningSetup.h"

#include "model/Configuration.h"
#include "predict/PredictorRegistry.h"

#include <algorithm>
#include <random>

LearningSetup::LearningSetup(const Configuration &config, const QString &dataPath, Base base, int minimumRows,
    const Prepared &prepared)
    : m_catalog(
        prepared.catalog ? prepared.catalog : std::make_shared<const Catalog>(Catalog::effective(config)))
    , m_base(basePredictor(config, *m_catalog, base, prepared))
{
    const TrainingRuns runs = TrainingRuns::load(dataPath, *m_catalog, config.predictors.lookupThroughputCol);
    m_data = std::make_shared<const LearningData>(
        LearningData::build(runs, *m_catalog, *m_base, minimumRows)); // errors before warnings
    if (minimumRows >= TrainingRuns::MinimumRows)
        m_warnings = runs.warnings();
}

std::shared_ptr<const ThroughputPredictor> LearningSetup::basePredictor(
    const Configuration &config, const Catalog &catalog, Base base, const Prepared &prepared)
{
    PredictorRegistry::Context context {config, catalog, nullptr, {}};
    context.kavierCalibration = prepared.kavierCalibration;
    context.rooflineCalibration = prepared.rooflineCalibration;
    if (base == Base::Kavier)
        return PredictorRegistry::create(
            PredictorId::Kavier.toString(), PredictorRegistry::Kind::Performance, context);
    return PredictorRegistry::learnedBase(context);
}

LearningSetup::Split LearningSetup::split(const LearningData &data, double trainShare, quint32 seed)
{
    Split split;
    split.train = data.allRows();
    if (trainShare >= 1)
        return split;
    std::vector<int> &rows = split.train;
    std::mt19937 random(seed);
    for (size_t i = rows.size(); i > 1; --i)
        std::swap(rows[i - 1], rows[random() % i]);
    const size_t keep
        = std::max<size_t>(size_t(TrainingRuns::MinimumRows), size_t(trainShare * double(rows.size()) + 0.5));
    if (keep < rows.size()) {
        split.heldOut.assign(rows.begin() + qsizetype(keep), rows.end());
        rows.resize(keep);
    }
    std::sort(rows.begin(), rows.end());
    return split;
}
