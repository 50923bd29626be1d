#pragma once

#include "predict/learned/regressors/Regressor.h"

#include <QByteArray>
#include <memory>

/// `svr`: ε-support-vector regression with an RBF kernel, dlib's svr_trainer (learned-predictors.md),
/// on standardised inputs: C = 10, ε = 0.01 (target units), γ = 1 / width ("scale" for unit variance).
class SvrRegressor : public Regressor
{
public:
    SvrRegressor();
    ~SvrRegressor() override;
    void fit(const Eigen::MatrixXd &x, const Eigen::VectorXd &y, quint32 seed) override;
    void predict(const Eigen::MatrixXd &x, Eigen::VectorXd &mean, Eigen::VectorXd *std) const override;
    QJsonObject payload() const override;
    void load(const QJsonObject &payload, int width, const QString &what) override;
    QString library() const override;

private:
    struct Function;
    std::unique_ptr<Function> m_function;
};
