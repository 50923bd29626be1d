#pragma once

#include "predict/learned/regressors/Regressor.h"

#include <memory>

/// `deep_learning`: a small multilayer perceptron, dlib's DNN (learned-predictors.md): input → 64 relu →
/// 32 relu → 1, mean squared error, Adam, mini-batches of 16; dlib's random initialisation is seeded.
class MlpRegressor : public Regressor
{
public:
    MlpRegressor();
    ~MlpRegressor() override;
    void fit(const Eigen::MatrixXd &x, const Eigen::VectorXd &y, quint32 seed) override;
    void predict(const Eigen::MatrixXd &x, Eigen::VectorXd &mean, Eigen::VectorXd *std) const override;
    QJsonObject payload() const override;
    void load(const QJsonObject &payload, int width, const QString &what) override;
    QString library() const override;

private:
    struct Network;
    std::unique_ptr<Network> m_network;
};
