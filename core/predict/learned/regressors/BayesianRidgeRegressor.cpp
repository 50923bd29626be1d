#include "predict/learned/regressors/BayesianRidgeRegressor.h"

#include "predict/learned/data/PayloadArrays.h"

#include <Eigen/Eigenvalues>
#include <cmath>

void BayesianRidgeRegressor::fit(const Eigen::MatrixXd &x, const Eigen::VectorXd &y, quint32)
{
    // scikit-learn BayesianRidge.fit (MacKay 1992): evidence maximisation over α (noise precision) and
    // λ (weight precision) with gamma hyperpriors α₁ = α₂ = λ₁ = λ₂ = 1e-6.
    constexpr double a1 = 1e-6, a2 = 1e-6, l1 = 1e-6, l2 = 1e-6;
    const double n = double(x.rows());
    m_xMean = x.colwise().mean().transpose();
    const double yMean = y.mean();
    const Eigen::MatrixXd xc = x.rowwise() - m_xMean.transpose();
    const Eigen::VectorXd yc = y.array() - yMean;
    const Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> eig(xc.transpose() * xc);
    const Eigen::VectorXd s = eig.eigenvalues().cwiseMax(0.0);
    const Eigen::MatrixXd &v = eig.eigenvectors();
    const Eigen::VectorXd xty = v.transpose() * (xc.transpose() * yc);
    const double variance = (yc.squaredNorm() / n);
    m_alpha = 1.0 / (variance + 1e-12);
    m_lambda = 1.0;
    Eigen::VectorXd coef = Eigen::VectorXd::Zero(x.cols());
    for (int iteration = 0; iteration < 300; ++iteration) {
        const Eigen::VectorXd next = v * (xty.array() / (s.array() + m_lambda / m_alpha)).matrix();
        const double residual = (yc - xc * next).squaredNorm();
        const double gamma = (m_alpha * s.array() / (m_lambda + m_alpha * s.array())).sum();
        m_lambda = (gamma + 2 * l1) / (next.squaredNorm() + 2 * l2);
        m_alpha = (n - gamma + 2 * a1) / (residual + 2 * a2);
        const bool converged = iteration > 0 && (coef - next).cwiseAbs().sum() < 1e-3;
        coef = next;
        if (converged)
            break;
    }
    m_coef = v * (xty.array() / (s.array() + m_lambda / m_alpha)).matrix();
    m_intercept = yMean;
    m_sigma = v * (1.0 / (m_lambda + m_alpha * s.array())).matrix().asDiagonal() * v.transpose();
}

void BayesianRidgeRegressor::predict(
    const Eigen::MatrixXd &x, Eigen::VectorXd &mean, Eigen::VectorXd *std) const
{
    const Eigen::MatrixXd xc = x.rowwise() - m_xMean.transpose();
    mean = (xc * m_coef).array() + m_intercept;
    if (std)
        *std = (((xc * m_sigma).cwiseProduct(xc)).rowwise().sum().array() + 1.0 / m_alpha).sqrt();
}

QJsonObject BayesianRidgeRegressor::payload() const
{
    return {{QStringLiteral("x_mean"), PayloadArrays::fromVector(m_xMean)},
        {QStringLiteral("coef"), PayloadArrays::fromVector(m_coef)},
        {QStringLiteral("intercept"), m_intercept}, {QStringLiteral("alpha"), m_alpha},
        {QStringLiteral("lambda"), m_lambda}, {QStringLiteral("sigma"), PayloadArrays::fromMatrix(m_sigma)}};
}

void BayesianRidgeRegressor::load(const QJsonObject &payload, int width, const QString &what)
{
    m_xMean = PayloadArrays::vector(payload, QStringLiteral("x_mean"), width, what);
    m_coef = PayloadArrays::vector(payload, QStringLiteral("coef"), width, what);
    m_intercept = PayloadArrays::number(payload, QStringLiteral("intercept"), what);
    m_alpha = PayloadArrays::number(payload, QStringLiteral("alpha"), what);
    m_lambda = PayloadArrays::number(payload, QStringLiteral("lambda"), what);
    if (!(m_alpha > 0) || !(m_lambda > 0))
        PayloadArrays::fail(what, QStringLiteral("'alpha' and 'lambda' must be > 0"));
    m_sigma = PayloadArrays::matrix(payload, QStringLiteral("sigma"), width, width, what);
}

QString BayesianRidgeRegressor::library() const
{
    return QStringLiteral("coastline (Eigen %1.%2.%3)")
        .arg(EIGEN_WORLD_VERSION)
        .arg(EIGEN_MAJOR_VERSION)
        .arg(EIGEN_MINOR_VERSION);
}
