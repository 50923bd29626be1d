#pragma once

#include <Eigen/Core>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <memory>

/// A regression algorithm behind a learned predictor (learned-predictors.md "Names and libraries"):
/// trained on encoded features (FeatureEncoder) and a target (the log residual of Kavier), then asked
/// for the target of new rows and, where the algorithm gives one, its standard deviation.
/// Deterministic for a given seed. predict() is const and thread-safe.
class Regressor
{
public:
    virtual ~Regressor() = default;

    /// Trains on `x` (rows × features) and `y` (one target per row, finite). `seed` fixes every random
    /// choice. Throws CoastlineError when the library fails.
    virtual void fit(const Eigen::MatrixXd &x, const Eigen::VectorXd &y, quint32 seed) = 0;
    /// The predicted target of each row of `x` into `mean`; when `std` is non-null and the algorithm
    /// gives one (hasStd()), the predictive standard deviation in target units into `*std`.
    virtual void predict(const Eigen::MatrixXd &x, Eigen::VectorXd &mean, Eigen::VectorXd *std) const = 0;
    /// True when predict() gives a standard deviation (GP, Bayesian ridge, kNN, random forest).
    virtual bool hasStd() const { return false; }
    /// The model's parameters as the model file's "payload" (learned-predictors.md "Model file").
    virtual QJsonObject payload() const = 0;
    /// Restores payload(); throws CoastlineError "<what>: payload: …" for a corrupted payload.
    virtual void load(const QJsonObject &payload, int width, const QString &what) = 0;
    /// The library and its version, e.g. "libxgboost 1.7.4".
    virtual QString library() const = 0;

    /// The available model names, in the order help and errors list them: xgboost, random_forest, svr,
    /// knn, gaussian_process, bayesian_ridge, deep_learning (PredictorName::learnedModels(), the one
    /// list, which configuration files are validated against).
    static QStringList names();
    /// A new untrained regressor for `name` (one of names()); throws CoastlineError for any other name,
    /// naming the available models (and why lightgbm, catboost and tabpfn are not).
    static std::unique_ptr<Regressor> create(const QString &name);
};
