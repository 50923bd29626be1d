#include "predict/learned/regressors/Regressor.h"

#include "common/CoastlineError.h"
#include "model/PredictorName.h"
#include "predict/learned/regressors/BayesianRidgeRegressor.h"
#include "predict/learned/regressors/GaussianProcessRegressor.h"
#include "predict/learned/regressors/KnnRegressor.h"
#include "predict/learned/regressors/MlpRegressor.h"
#include "predict/learned/regressors/SvrRegressor.h"
#include "predict/learned/regressors/XgboostRegressor.h"

QStringList Regressor::names()
{
    return PredictorName::learnedModels();
}

std::unique_ptr<Regressor> Regressor::create(const QString &name)
{
    if (name == u"xgboost")
        return std::make_unique<XgboostRegressor>(XgboostRegressor::Mode::Boosting);
    if (name == u"random_forest")
        return std::make_unique<XgboostRegressor>(XgboostRegressor::Mode::RandomForest);
    if (name == u"svr")
        return std::make_unique<SvrRegressor>();
    if (name == u"knn")
        return std::make_unique<KnnRegressor>();
    if (name == u"gaussian_process")
        return std::make_unique<GaussianProcessRegressor>();
    if (name == u"bayesian_ridge")
        return std::make_unique<BayesianRidgeRegressor>();
    if (name == u"deep_learning")
        return std::make_unique<MlpRegressor>();
    throw CoastlineError(QStringLiteral("unknown learned model '%1'; available: %2")
                             .arg(name, names().join(QStringLiteral(", "))));
}
