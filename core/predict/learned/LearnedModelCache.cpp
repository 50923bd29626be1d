#include "predict/learned/LearnedModelCache.h"

#include "predict/learned/LearnedModel.h"
#include "predict/learned/LearnedTrainer.h"
#include "predict/learned/data/LearningData.h"
#include "predict/learned/regressors/Regressor.h"

LearnedModelCache &LearnedModelCache::shared()
{
    static auto *cache = new LearnedModelCache;
    return *cache;
}

QString LearnedModelCache::key(
    const QString &name, const LearningData &data, const CrossValidationOptions &options)
{
    return QStringLiteral("%1|%2|%3|%4|%5")
        .arg(name, QString::fromLatin1(data.fingerprint()))
        .arg(options.folds)
        .arg(options.grouped ? 1 : 0)
        .arg(options.seed);
}

std::shared_ptr<const LearnedModel> LearnedModelCache::model(
    const QString &name, const LearningData &data, const CrossValidationOptions &options)
{
    const QString k = key(name, data, options);
    QMutexLocker lock(&m_mutex);
    if (const auto it = m_models.constFind(k); it != m_models.constEnd())
        return *it;
    // A model with its own standard deviation needs no cross-validation for its uncertainty.
    auto trained = std::make_shared<const LearnedModel>(Regressor::create(name)->hasStd()
            ? LearnedModel::train(name, data, {}, options.seed)
            : LearnedTrainer::run(name, data, options).model);
    m_models.insert(k, trained);
    return trained;
}

int LearnedModelCache::size() const
{
    QMutexLocker lock(&m_mutex);
    return int(m_models.size());
}
