#pragma once

#include "predict/learned/regressors/Regressor.h"

/// `gaussian_process`: GP regression (ours, on Eigen; Rasmussen & Williams 2006, algorithm 2.1) with a
/// squared-exponential kernel with one length scale per feature (ARD) plus white noise,
/// k(x, x') = σf² exp(−½ Σ_d (x_d − x'_d)² / ℓ_d²) + σn² δ(x, x'), on the centred target. The
/// hyperparameters maximise the log marginal likelihood (NLopt L-BFGS with its analytic gradient, from
/// ℓ = √d, σf = std(y), σn = 0.1 σf). Training uses at most MaxTrainingRows rows (a seeded sample:
/// the cost is cubic). The standard deviation is the predictive one, noise included.
class GaussianProcessRegressor : public Regressor
{
public:
    static constexpr int MaxTrainingRows = 600;
    void fit(const Eigen::MatrixXd &x, const Eigen::VectorXd &y, quint32 seed) override;
    void predict(const Eigen::MatrixXd &x, Eigen::VectorXd &mean, Eigen::VectorXd *std) const override;
    bool hasStd() const override { return true; }
    QJsonObject payload() const override;
    void load(const QJsonObject &payload, int width, const QString &what) override;
    QString library() const override;

private:
    void factorise(); ///< m_chol and m_alphaVector from m_x, m_y and the hyperparameters
    Eigen::MatrixXd m_x; ///< training rows (rows × features)
    Eigen::VectorXd m_y; ///< centred targets
    double m_yMean = 0;
    Eigen::VectorXd m_logLengths; ///< log ℓ_d
    double m_logSignal = 0; ///< log σf
    double m_logNoise = 0; ///< log σn
    Eigen::MatrixXd m_chol; ///< lower Cholesky factor of K
    Eigen::VectorXd m_alphaVector; ///< K⁻¹ y
};
