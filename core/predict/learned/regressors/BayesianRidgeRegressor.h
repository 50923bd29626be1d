#pragma once

#include "predict/learned/regressors/Regressor.h"

/// `bayesian_ridge`: Bayesian linear regression with evidence maximisation (MacKay 1992), the
/// iteration of scikit-learn's BayesianRidge (gamma priors α₁ = α₂ = λ₁ = λ₂ = 10⁻⁶, at most 300
/// iterations, tolerance 10⁻³ on the coefficients), with an intercept. The predictive standard deviation
/// is √(xᵀ Σ x + 1/α) (noise precision α, posterior covariance Σ).
class BayesianRidgeRegressor : public Regressor
{
public:
    void fit(const Eigen::MatrixXd &x, const Eigen::VectorXd &y, quint32 seed) override;
    void predict(const Eigen::MatrixXd &x, Eigen::VectorXd &mean, Eigen::VectorXd *std) const override;
    bool hasStd() const override { return true; }
    QJsonObject payload() const override;
    void load(const QJsonObject &payload, int width, const QString &what) override;
    QString library() const override;

private:
    Eigen::VectorXd m_xMean;
    Eigen::VectorXd m_coef;
    double m_intercept = 0;
    double m_alpha = 1; ///< noise precision
    double m_lambda = 1; ///< weight precision
    Eigen::MatrixXd m_sigma; ///< posterior covariance of the coefficients
};
