#include "predict/learned/regressors/KnnRegressor.h"

#include "predict/learned/data/PayloadArrays.h"

#include <algorithm>
#include <array>
#include <cmath>

void KnnRegressor::fit(const Eigen::MatrixXd &x, const Eigen::VectorXd &y, quint32)
{
    m_x = x.transpose();
    m_y = y;
    m_squaredNorms = m_x.colwise().squaredNorm();
}

void KnnRegressor::predict(const Eigen::MatrixXd &x, Eigen::VectorXd &mean, Eigen::VectorXd *std) const
{
    const Eigen::Index n = m_x.cols();
    const int k = int(std::min<Eigen::Index>(Neighbours, n));
    mean.resize(x.rows());
    if (std)
        std->resize(x.rows());
    // Squared distances up to the query's own ‖q‖² (the same for every training row of a query).
    const Eigen::MatrixXd distances = (-2.0 * (x * m_x)).rowwise() + m_squaredNorms;
    for (Eigen::Index r = 0; r < x.rows(); ++r) {
        // The k smallest, kept sorted by insertion (k is tiny).
        std::array<std::pair<double, Eigen::Index>, Neighbours> best;
        int found = 0;
        for (Eigen::Index i = 0; i < n; ++i) {
            const double d = distances(r, i);
            if (found == k && d >= best[size_t(k - 1)].first)
                continue;
            int at = found < k ? found++ : k - 1;
            while (at > 0 && best[size_t(at - 1)].first > d) {
                best[size_t(at)] = best[size_t(at - 1)];
                --at;
            }
            best[size_t(at)] = {d, i};
        }
        std::array<double, Neighbours> weight {};
        double weights = 0, sum = 0;
        for (int j = 0; j < found; ++j) {
            const Eigen::Index i = best[size_t(j)].second;
            weight[size_t(j)] = 1.0 / ((m_x.col(i) - x.row(r).transpose()).norm() + 1e-6);
            weights += weight[size_t(j)];
            sum += weight[size_t(j)] * m_y[i];
        }
        const double m = found ? sum / weights : 0.0;
        mean[r] = m;
        if (std) {
            double spread = 0;
            for (int j = 0; j < found; ++j) {
                const double e = m_y[best[size_t(j)].second] - m;
                spread += weight[size_t(j)] * e * e;
            }
            (*std)[r] = found ? std::sqrt(spread / weights) : 0.0;
        }
    }
}

QJsonObject KnnRegressor::payload() const
{
    return {{QStringLiteral("k"), Neighbours}, {QStringLiteral("rows"), double(m_x.cols())},
        {QStringLiteral("x"), PayloadArrays::fromMatrix(m_x.transpose())},
        {QStringLiteral("y"), PayloadArrays::fromVector(m_y)}};
}

void KnnRegressor::load(const QJsonObject &payload, int width, const QString &what)
{
    const int rows = PayloadArrays::integer(payload, QStringLiteral("rows"), 1, 10'000'000, what);
    m_x = PayloadArrays::matrix(payload, QStringLiteral("x"), rows, width, what).transpose();
    m_y = PayloadArrays::vector(payload, QStringLiteral("y"), rows, what);
    m_squaredNorms = m_x.colwise().squaredNorm();
}

QString KnnRegressor::library() const
{
    return QStringLiteral("coastline (Eigen %1.%2.%3)")
        .arg(EIGEN_WORLD_VERSION)
        .arg(EIGEN_MAJOR_VERSION)
        .arg(EIGEN_MINOR_VERSION);
}
