#include "predict/learned/data/PayloadArrays.h"

#include "common/CoastlineError.h"

#include <cmath>

namespace PayloadArrays {

void fail(const QString &what, const QString &problem)
{
    throw CoastlineError(QStringLiteral("%1: payload: %2").arg(what, problem));
}

QJsonArray fromVector(const Eigen::VectorXd &v)
{
    QJsonArray a;
    for (Eigen::Index i = 0; i < v.size(); ++i)
        a.append(v[i]);
    return a;
}

QJsonArray fromMatrix(const Eigen::MatrixXd &m)
{
    QJsonArray a;
    for (Eigen::Index r = 0; r < m.rows(); ++r)
        for (Eigen::Index c = 0; c < m.cols(); ++c)
            a.append(m(r, c));
    return a;
}

Eigen::VectorXd vector(const QJsonObject &payload, const QString &key, Eigen::Index size, const QString &what)
{
    const QJsonArray a = payload.value(key).toArray();
    if (a.size() != size)
        fail(what, QStringLiteral("'%1' must hold %2 numbers, holds %3").arg(key).arg(size).arg(a.size()));
    Eigen::VectorXd v(size);
    for (Eigen::Index i = 0; i < size; ++i) {
        const QJsonValue x = a.at(qsizetype(i));
        if (!x.isDouble() || !std::isfinite(x.toDouble()))
            fail(what, QStringLiteral("'%1' holds a value that is not a finite number").arg(key));
        v[i] = x.toDouble();
    }
    return v;
}

Eigen::MatrixXd matrix(
    const QJsonObject &payload, const QString &key, Eigen::Index rows, Eigen::Index cols, const QString &what)
{
    const Eigen::VectorXd flat = vector(payload, key, rows * cols, what);
    Eigen::MatrixXd m(rows, cols);
    for (Eigen::Index r = 0; r < rows; ++r)
        for (Eigen::Index c = 0; c < cols; ++c)
            m(r, c) = flat[r * cols + c];
    return m;
}

double number(const QJsonObject &payload, const QString &key, const QString &what)
{
    const QJsonValue v = payload.value(key);
    if (!v.isDouble() || !std::isfinite(v.toDouble()))
        fail(what, QStringLiteral("'%1' must be a finite number").arg(key));
    return v.toDouble();
}

int integer(const QJsonObject &payload, const QString &key, int min, int max, const QString &what)
{
    const double v = number(payload, key, what);
    if (v != std::floor(v) || v < min || v > max)
        fail(what, QStringLiteral("'%1' must be a whole number in %2-%3").arg(key).arg(min).arg(max));
    return int(v);
}

} // namespace PayloadArrays
