#pragma once

#include <QJsonObject>
#include <QString>
#include <QtGlobal>

/// Checks xgboost's JSON model (a model file's payload "xgboost_model_json", learned-predictors.md
/// "Model file") before libxgboost loads it. libxgboost 1.7 trusts the tree arrays it reads: a `parents`
/// entry of -1 or 2147483646, or a child or split feature out of range, crashes its loader (SIGSEGV), and
/// the complete trees predict() expands the model into cost trees × 2^depth. So every tree must be
/// a consistent binary tree within the budgets below; anything else is refused with a CoastlineError
/// "<what>: payload: xgboost tree <t>: <problem>" before libxgboost sees it. The walk is iterative (a
/// chain of 200,000 nodes is refused at the depth limit, without recursion).
class XgboostModelCheck
{
public:
    /// Deepest tree accepted: predict() expands each tree to 2^depth leaves. Training writes depth ≤ 8
    /// (random forest, max_depth 8; boosting uses 4); 16 leaves room for models tuned elsewhere.
    static constexpr int maxDepth = 16;
    /// Budget of trees × 2^depth, the slots of the complete trees predict() walks (12 bytes each, so at
    /// most 24 MiB). Training writes at most 100 trees × 2^8 = 25,600 (random forest) or
    /// 300 × 2^4 = 4,800 (boosting): the budget is 80 times the larger.
    static constexpr qint64 maxTreeSlots = qint64(1) << 21;
    /// Budget of nodes over all trees (each tree of depth d has at most 2^(d+1) - 1 nodes, so
    /// maxTreeSlots trees' worth of complete trees).
    static constexpr qint64 maxNodes = 2 * maxTreeSlots;

    /// The depth of the deepest tree of `model` (xgboost's JSON model, already parsed). `width` is the
    /// number of encoded features: a split may read features 0 … width - 1. Throws CoastlineError
    /// "<what>: payload: …" when the model is not a consistent tree model within the budgets.
    static int check(const QJsonObject &model, int width, const QString &what);
};
