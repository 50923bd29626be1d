#pragma once

#include "predict/learned/regressors/Regressor.h"

#include <QByteArray>
#include <mutex>

/// `xgboost` and `random_forest` through libxgboost's C API (learned-predictors.md): gradient-boosted
/// trees (300 rounds, depth 4, η 0.05, squared error), or, as a random forest, one round of 100
/// parallel trees (η 1, λ 0, depth 8, row and column subsampling 0.8 per tree) as xgboost documents
/// for random forests (100 trees rather than 200: half the prediction cost, leave-one-out MdAPE 6.95 %
/// instead of 6.91 % on the bundled runs). nthread = 1 and a fixed seed make training deterministic.
/// libxgboost trains and stores the model; predict() walks the trees itself (see m_nodes), which is what
/// lets the 300 rounds and 100 trees stay within issue 10's prediction budget (≥ 10⁶ candidates/s on
/// 2 cores, docs/performance.md "Learned predictors") without trading accuracy for fewer trees.
///
/// The random forest's standard deviation is the spread of its trees (learned-predictors.md): predict()
/// walks the trees read from the model's own JSON (see m_nodes) and takes each row's leaf in every tree.
/// xgboost scales the leaf values of a round's parallel trees by 1/trees
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

    /// xgboost's own prediction of `type` (0 value, 6 leaf index) for `x`, into `out`: the reference the
    /// tests compare predict()'s own tree walk with (it must give the same floats).
    void libraryPredict(const Eigen::MatrixXd &x, int type, std::vector<float> &out) const;

private:
    /// One tree node as xgboost's JSON model stores it; a leaf has left = -1 and its value in condition.
    struct Node
    {
        float condition = 0; ///< split threshold (go left when feature < condition), or the leaf value
        int feature = 0;
        int left = -1;
        int right = -1;
        bool defaultLeft = false; ///< where a missing (NaN) feature goes
    };
    /// A split of the complete trees (m_splits): go left when feature < condition.
    struct Split
    {
        float condition = 0;
        int feature = 0;
    };
    void setParameters(quint32 seed);
    /// m_nodes, m_treeStart, m_splits, m_leaves, m_depth, m_width and m_baseScore from the booster's JSON.
    /// `what` (the model file, empty after training) starts the message of a tree it cannot use.
    void readTrees(const QString &what);
    Mode m_mode;
    /// Every tree's nodes, tree after tree, walked by predict() itself: xgboost's prediction call costs
    /// about a third of a candidate's prediction in argument parsing and per-call set-up, its tree walk
    /// is generic, and the booster needs a lock (one prediction at a time) where the app predicts on
    /// two threads. The walk adds the leaves in xgboost's order and precision, so the values are
    /// xgboost's own (the tests check it against libraryPredict()).
    std::vector<Node> m_nodes;
    std::vector<size_t> m_treeStart; ///< tree t's nodes are m_nodes[m_treeStart[t], m_treeStart[t + 1])
    /// The same trees made complete, m_depth levels each (a leaf above the bottom is repeated below
    /// itself), as arrays: a row without missing features walks exactly m_depth splits, k → 2k + 1 or
    /// 2k + 2, without a branch on the data (the node walk mispredicts about one branch per level).
    std::vector<Split> m_splits; ///< per tree, 2^m_depth - 1 splits in breadth-first order
    std::vector<float> m_leaves; ///< per tree, 2^m_depth leaf values
    int m_depth = 0;
    Eigen::Index m_width = 0; ///< features the trees read (1 + the highest split feature)
    double m_baseScore = 0;
    void *m_booster = nullptr; ///< BoosterHandle
    mutable std::mutex m_mutex; ///< one libraryPredict() at a time on the booster
};
