#pragma once

#include <Eigen/Core>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

/// Eigen vectors and matrices as JSON arrays of numbers in model-file payloads (learned-predictors.md
/// "Model file": our own models' parameters as arrays). Readers throw CoastlineError
/// "<what>: payload: '<key>' …" when the array is missing, has another size or holds a non-finite value.
namespace PayloadArrays {
QJsonArray fromVector(const Eigen::VectorXd &v);
/// Row-major: rows × cols numbers.
QJsonArray fromMatrix(const Eigen::MatrixXd &m);
Eigen::VectorXd vector(
    const QJsonObject &payload, const QString &key, Eigen::Index size, const QString &what);
Eigen::MatrixXd matrix(const QJsonObject &payload, const QString &key, Eigen::Index rows, Eigen::Index cols,
    const QString &what);
/// A finite number stored under `key`.
double number(const QJsonObject &payload, const QString &key, const QString &what);
/// A whole number in [min, max] stored under `key`.
int integer(const QJsonObject &payload, const QString &key, int min, int max, const QString &what);
[[noreturn]] void fail(const QString &what, const QString &problem);
} // namespace PayloadArrays
