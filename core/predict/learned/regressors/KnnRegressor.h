#pragma once

#include "predict/learned/regressors/Regressor.h"

/// `knn`: distance-weighted k nearest neighbours on standardised inputs (ours, on Eigen;
/// learned-predictors.md). Prediction = Σ wᵢ yᵢ / Σ wᵢ with wᵢ = 1 / (dᵢ + 1e-6), dᵢ Euclidean; the
/// standard deviation is the neighbours' weighted spread. k = 5 (scikit-learn's default).
/// A block of rows is searched with one matrix product (‖q‖² + ‖xᵢ‖² − 2 q·xᵢ for every pair); the k
/// nearest then get their exact distances for the weights.
class KnnRegressor : public Regressor
{
public:
    static constexpr int Neighbours = 5;
    void fit(const Eigen::MatrixXd &x, const Eigen::VectorXd &y, quint32 seed) override;
    void predict(const Eigen::MatrixXd &x, Eigen::VectorXd &mean, Eigen::VectorXd *std) const override;
    bool hasStd() const override { return true; }
    QJsonObject payload() const override;
    void load(const QJsonObject &payload, int width, const QString &what) override;
    QString library() const override;

private:
    Eigen::MatrixXd m_x; ///< training rows, one per column (features × rows)
    Eigen::VectorXd m_y;
    Eigen::RowVectorXd m_squaredNorms; ///< ‖xᵢ‖² of each training row
};
