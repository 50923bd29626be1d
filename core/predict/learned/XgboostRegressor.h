#pragma once

#include "predict/learned/Regressor.h"

#include <QByteArray>
#include <mutex>

/// `xgboost` and `random_forest` through libxgboost's C API (learned-predictors.md): gradient-boosted
/// trees (300 rounds, depth 4, η 0.05, squared error), or, as a random forest, one round of 100
/// parallel trees (η 1, λ 0, depth 8, row and column subsampling 0.8 per tree) as xgboost documents
/// for random forests (100 trees rather than 200: half the prediction cost, leave-one-out MdAPE 6.95 %
/// instead of 6.91 % on the bundled runs). nthread = 1 and a fixed seed make training deterministic.
///
/// The random forest's standard deviation is the spread of its trees (learned-predictors.md): xgboost
/// gives each row's leaf in every tree (prediction type 6, leaf index); the leaf values are read once
/// from the model's own JSON. xgboost scales the leaf values of a round's parallel trees by 1/trees
/// (learning rate 1 / num_parallel_tree), so tree t predicts base_score + trees × leaf_t, the forest
/// predicts base_score + Σ_t leaf_t (their mean, identical to xgboost's own prediction up to float
/// rounding), and the standard deviation is trees × the population standard deviation of leaf_t.
/// (The 1/trees scaling is also why the forest's sum of 100 leaves is the residual, not 100 times it.)
/// Chosen over one booster per tree (100 library calls per prediction) and over training N rounds of
/// one tree (that is boosting: each round would fit the previous rounds' residual).
class XgboostRegressor : public Regressor
{
public:
    enum class Mode { Boosting, RandomForest };
    explicit XgboostRegressor(Mode mode);
    ~XgboostRegressor() override;
    XgboostRegressor(const XgboostRegressor &) = delete;
    XgboostRegressor &operator=(const XgboostRegressor &) = delete;

    void fit(const Eigen::MatrixXd &x, const Eigen::VectorXd &y, quint32 seed) override;
    void predict(const Eigen::MatrixXd &x, Eigen::VectorXd &mean, Eigen::VectorXd *std) const override;
    QJsonObject payload() const override;
    void load(const QJsonObject &payload, int width, const QString &what) override;
    QString library() const override;
    bool hasStd() const override { return m_mode == Mode::RandomForest; }

private:
    void setParameters(quint32 seed);
    /// m_leafValues and m_baseScore from the booster's JSON (random forest only).
    void readTrees();
    /// xgboost's dense-array prediction of `type` (0 value, 6 leaf index) for `x`, into `out`.
    void predictDense(const Eigen::MatrixXd &x, int type, std::vector<float> &out) const;
    Mode m_mode;
    std::vector<std::vector<float>> m_leafValues; ///< per tree, per node: the leaf value (random forest)
    double m_baseScore = 0;
    void *m_booster = nullptr; ///< BoosterHandle
    mutable std::mutex m_mutex; ///< one prediction at a time on the booster
};
