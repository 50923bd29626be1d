#include "predict/learned/regressors/GaussianProcessRegressor.h"

#include "common/CoastlineError.h"
#include "predict/learned/data/PayloadArrays.h"

#include <Eigen/Cholesky>
#include <algorithm>
#include <cmath>
#include <nlopt.hpp>
#include <numbers>
#include <random>

namespace {

/// Squared distances per feature are recomputed on the fly; K = σf² exp(−½ Σ (Δ_d/ℓ_d)²).
Eigen::MatrixXd signalKernel(
    const Eigen::MatrixXd &a, const Eigen::MatrixXd &b, const Eigen::VectorXd &lengths, double signalVariance)
{
    const Eigen::MatrixXd as = a * lengths.cwiseInverse().asDiagonal();
    const Eigen::MatrixXd bs = b * lengths.cwiseInverse().asDiagonal();
    Eigen::MatrixXd d = (-2.0 * as * bs.transpose()).colwise() + as.rowwise().squaredNorm();
    d.rowwise() += bs.rowwise().squaredNorm().transpose();
    return signalVariance * (-0.5 * d.cwiseMax(0.0)).array().exp().matrix();
}

struct Problem
{
    const Eigen::MatrixXd &x;
    const Eigen::VectorXd &y;
};

/// Log marginal likelihood and its gradient in θ = (log ℓ_1..d, log σf, log σn) (R&W eq. 5.8, 5.9).
double logMarginalLikelihood(const std::vector<double> &theta, std::vector<double> &gradient, void *data)
{
    const Problem &p = *static_cast<const Problem *>(data);
    const Eigen::Index d = p.x.cols(), n = p.x.rows();
    const Eigen::VectorXd lengths = Eigen::Map<const Eigen::VectorXd>(theta.data(), d).array().exp();
    const double signal = std::exp(2 * theta[size_t(d)]);
    const double noise = std::exp(2 * theta[size_t(d + 1)]);
    const Eigen::MatrixXd kf = signalKernel(p.x, p.x, lengths, signal);
    Eigen::MatrixXd k = kf;
    k.diagonal().array() += noise + 1e-8;
    const Eigen::LLT<Eigen::MatrixXd> llt(k);
    if (llt.info() != Eigen::Success) {
        std::fill(gradient.begin(), gradient.end(), 0.0);
        return -1e300;
    }
    const Eigen::VectorXd alpha = llt.solve(p.y);
    const Eigen::MatrixXd l = llt.matrixL();
    const double lml = -0.5 * p.y.dot(alpha) - l.diagonal().array().log().sum()
        - 0.5 * double(n) * std::log(2 * std::numbers::pi);
    if (!gradient.empty()) {
        const Eigen::MatrixXd w = alpha * alpha.transpose() - llt.solve(Eigen::MatrixXd::Identity(n, n));
        const Eigen::MatrixXd wk = w.cwiseProduct(kf);
        for (Eigen::Index j = 0; j < d; ++j) {
            const Eigen::VectorXd col = p.x.col(j) / lengths[j];
            // Σ_ab W_ab K_ab (x_aj − x_bj)² / ℓ_j², expanded to avoid an n × n temporary per feature.
            const Eigen::VectorXd sq = col.cwiseProduct(col);
            const double term = 2.0 * (wk * sq).dot(Eigen::VectorXd::Ones(n)) - 2.0 * col.dot(wk * col);
            gradient[size_t(j)] = 0.5 * term;
        }
        gradient[size_t(d)] = 0.5 * (w.cwiseProduct(2.0 * kf)).sum();
        gradient[size_t(d + 1)] = 0.5 * w.trace() * 2.0 * noise;
    }
    return lml;
}

} // namespace

void GaussianProcessRegressor::fit(const Eigen::MatrixXd &x, const Eigen::VectorXd &y, quint32 seed)
{
    std::vector<Eigen::Index> rows(static_cast<size_t>(x.rows()));
    for (size_t i = 0; i < rows.size(); ++i)
        rows[i] = Eigen::Index(i);
    if (x.rows() > MaxTrainingRows) {
        std::mt19937 random(seed);
        for (size_t i = rows.size() - 1; i > 0; --i)
            std::swap(rows[i], rows[random() % (i + 1)]);
        rows.resize(MaxTrainingRows);
        std::sort(rows.begin(), rows.end());
    }
    m_x.resize(Eigen::Index(rows.size()), x.cols());
    Eigen::VectorXd target(Eigen::Index(rows.size()));
    for (size_t i = 0; i < rows.size(); ++i) {
        m_x.row(Eigen::Index(i)) = x.row(rows[i]);
        target[Eigen::Index(i)] = y[rows[i]];
    }
    m_yMean = target.mean();
    m_y = target.array() - m_yMean;
    const Eigen::Index d = x.cols();
    const double sd = std::max(std::sqrt(m_y.squaredNorm() / double(m_y.size())), 1e-3);
    std::vector<double> theta(static_cast<size_t>(d + 2), std::log(std::sqrt(double(d))));
    theta[size_t(d)] = std::log(sd);
    theta[size_t(d + 1)] = std::log(0.1 * sd);
    std::vector<double> lower(theta.size(), std::log(1e-2)), upper(theta.size(), std::log(1e3));
    lower[size_t(d)] = std::log(1e-3);
    upper[size_t(d)] = std::log(1e2);
    lower[size_t(d + 1)] = std::log(1e-4);
    upper[size_t(d + 1)] = std::log(1.0);
    for (size_t i = 0; i < theta.size(); ++i)
        theta[i] = std::clamp(theta[i], lower[i], upper[i]);
    Problem problem {m_x, m_y};
    nlopt::opt optimiser(nlopt::LD_LBFGS, unsigned(theta.size()));
    optimiser.set_lower_bounds(lower);
    optimiser.set_upper_bounds(upper);
    optimiser.set_max_objective(logMarginalLikelihood, &problem);
    optimiser.set_maxeval(150);
    optimiser.set_xtol_rel(1e-4);
    double best = 0;
    std::vector<double> start = theta;
    try {
        optimiser.optimize(theta, best);
    } catch (const std::exception &) {
        // NLopt throws on round-off trouble after improving θ; keep the last θ if it is usable.
        if (!std::all_of(theta.begin(), theta.end(), [](double v) { return std::isfinite(v); }))
            theta = start;
    }
    m_logLengths = Eigen::Map<const Eigen::VectorXd>(theta.data(), d);
    m_logSignal = theta[size_t(d)];
    m_logNoise = theta[size_t(d + 1)];
    factorise();
}

void GaussianProcessRegressor::factorise()
{
    Eigen::MatrixXd k = signalKernel(m_x, m_x, m_logLengths.array().exp(), std::exp(2 * m_logSignal));
    k.diagonal().array() += std::exp(2 * m_logNoise) + 1e-8;
    const Eigen::LLT<Eigen::MatrixXd> llt(k);
    if (llt.info() != Eigen::Success)
        throw CoastlineError(QStringLiteral("gaussian_process: the kernel matrix is not positive definite"));
    m_chol = llt.matrixL();
    m_alphaVector = llt.solve(m_y);
}

void GaussianProcessRegressor::predict(
    const Eigen::MatrixXd &x, Eigen::VectorXd &mean, Eigen::VectorXd *std) const
{
    const double signal = std::exp(2 * m_logSignal);
    const Eigen::MatrixXd ks = signalKernel(x, m_x, m_logLengths.array().exp(), signal);
    mean = (ks * m_alphaVector).array() + m_yMean;
    if (std) {
        const Eigen::MatrixXd v = m_chol.triangularView<Eigen::Lower>().solve(ks.transpose());
        *std = (signal + std::exp(2 * m_logNoise) - v.colwise().squaredNorm().array()).cwiseMax(0.0).sqrt();
    }
}

QJsonObject GaussianProcessRegressor::payload() const
{
    return {{QStringLiteral("rows"), double(m_x.rows())},
        {QStringLiteral("x"), PayloadArrays::fromMatrix(m_x)},
        {QStringLiteral("y_centred"), PayloadArrays::fromVector(m_y)}, {QStringLiteral("y_mean"), m_yMean},
        {QStringLiteral("log_length_scales"), PayloadArrays::fromVector(m_logLengths)},
        {QStringLiteral("log_signal_std"), m_logSignal}, {QStringLiteral("log_noise_std"), m_logNoise}};
}

void GaussianProcessRegressor::load(const QJsonObject &payload, int width, const QString &what)
{
    const int rows = PayloadArrays::integer(payload, QStringLiteral("rows"), 1, MaxTrainingRows, what);
    m_x = PayloadArrays::matrix(payload, QStringLiteral("x"), rows, width, what);
    m_y = PayloadArrays::vector(payload, QStringLiteral("y_centred"), rows, what);
    m_yMean = PayloadArrays::number(payload, QStringLiteral("y_mean"), what);
    m_logLengths = PayloadArrays::vector(payload, QStringLiteral("log_length_scales"), width, what);
    m_logSignal = PayloadArrays::number(payload, QStringLiteral("log_signal_std"), what);
    m_logNoise = PayloadArrays::number(payload, QStringLiteral("log_noise_std"), what);
    if (m_logLengths.cwiseAbs().maxCoeff() > 50 || std::abs(m_logSignal) > 50 || std::abs(m_logNoise) > 50)
        PayloadArrays::fail(what, QStringLiteral("hyperparameters out of range"));
    try {
        factorise();
    } catch (const CoastlineError &e) {
        PayloadArrays::fail(what, e.message());
    }
}

QString GaussianProcessRegressor::library() const
{
    return QStringLiteral("coastline (Eigen %1.%2.%3, NLopt %4.%5.%6)")
        .arg(EIGEN_WORLD_VERSION)
        .arg(EIGEN_MAJOR_VERSION)
        .arg(EIGEN_MINOR_VERSION)
        .arg(nlopt::version_major())
        .arg(nlopt::version_minor())
        .arg(nlopt::version_bugfix());
}
