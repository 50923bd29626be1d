#pragma once

#include "predict/learned/Regressor.h"

#include <QByteArray>
#include <mutex>

/// `xgboost` and `random_forest` through libxgboost's C API (learned-predictors.md): gradient-boosted
/// trees (300 rounds, depth 4, η 0.05, squared error), or, as a random forest, one round of 200
/// parallel trees (η 1, λ 0, depth 8, row and column subsampling 0.8 per tree) as xgboost documents
/// for random forests. nthread = 1 and a fixed seed make training deterministic.
class XgboostRegressor : public Regressor
{
public:
    enum class Mode { Boosting, RandomForest };
    explicit XgboostRegressor(Mode mode);
    ~XgboostRegressor() override;
    XgboostRegressor(const XgboostRegressor &) = delete;
    XgboostRegressor &operator=(const XgboostRegressor &) = delete;

    void fit(const Eigen::MatrixXd &x, const Eigen::VectorXd &y, quint32 seed) override;
    void predict(const Eigen::MatrixXd &x, Eigen::VectorXd &mean, Eigen::VectorXd *std) const override;
    QJsonObject payload() const override;
    void load(const QJsonObject &payload, int width, const QString &what) override;
    QString library() const override;

private:
    void setParameters(quint32 seed);
    Mode m_mode;
    void *m_booster = nullptr; ///< BoosterHandle
    mutable std::mutex m_mutex; ///< one prediction at a time on the booster
};
