#include "predict/learned/regressors/XgboostModelCheck.h"

#include "predict/learned/data/PayloadArrays.h"

#include <QJsonArray>
#include <cmath>
#include <optional>
#include <vector>

namespace {

/// xgboost writes the root's parent as 2^31 - 1 (its "no node" id with the left-child bit cleared).
constexpr qint64 kRootParent = 2147483647;

/// A whole number stored as a JSON number or, as xgboost writes its parameters, as a string; nullopt when
/// it is neither (or does not fit in 2^53).
std::optional<qint64> whole(const QJsonValue &v)
{
    bool ok = v.isDouble();
    const double d = v.isString() ? v.toString().toDouble(&ok) : v.toDouble();
    if (!ok || !std::isfinite(d) || d != std::floor(d) || std::fabs(d) > 9.0e15)
        return std::nullopt;
    return qint64(d);
}

/// whole(), or -1 (which no parameter checked with it may be) when `v` is not a whole number.
qint64 wholeNumber(const QJsonValue &v)
{
    return whole(v).value_or(-1);
}

class TreeCheck
{
public:
    TreeCheck(const QString &what, qsizetype index)
        : m_what(what)
        , m_index(index)
    { }

    [[noreturn]] void fail(const QString &problem) const
    {
        PayloadArrays::fail(m_what, QStringLiteral("xgboost tree %1: %2").arg(m_index).arg(problem));
    }

    /// The array `key` of `count` entries.
    QJsonArray array(const QJsonObject &tree, const char16_t *key, qint64 count) const
    {
        const QJsonValue v = tree.value(QStringView(key));
        if (!v.isArray() || v.toArray().size() != count)
            fail(QStringLiteral("'%1' must hold %2 entries (tree_param.num_nodes)")
                     .arg(QStringView(key))
                     .arg(count));
        return v.toArray();
    }

    /// Entry `k` of `a` (named `key`): a JSON number, whole, in [min, max] (or -1 when `orNone`).
    qint64 entry(
        const QJsonArray &a, const char16_t *key, qint64 k, qint64 min, qint64 max, bool orNone = false) const
    {
        if (!a[k].isDouble())
            fail(QStringLiteral("%1[%2] is not a number").arg(QStringView(key)).arg(k));
        const std::optional<qint64> number = whole(a[k]);
        const qint64 v = number.value_or(min - 2);
        if (!number || ((v < min || v > max) && !(orNone && v == -1)))
            fail(QStringLiteral("%1[%2] is %3, not in %4-%5%6")
                     .arg(QStringView(key))
                     .arg(k)
                     .arg(QString::number(a[k].toDouble(), 'g', 17))
                     .arg(min)
                     .arg(max)
                     .arg(orNone ? QStringLiteral(" or -1") : QString()));
        return v;
    }

private:
    const QString &m_what;
    qsizetype m_index;
};

} // namespace

int XgboostModelCheck::check(const QJsonObject &model, int width, const QString &what)
{
    const QJsonObject learner = model.value(u"learner").toObject();
    const qint64 features
        = wholeNumber(learner.value(u"learner_model_param").toObject().value(u"num_feature"));
    if (features < 1 || features > width)
        PayloadArrays::fail(what,
            QStringLiteral("xgboost: learner_model_param.num_feature must be 1-%1 (the encoded features)")
                .arg(width));
    const QJsonObject learnerParam = learner.value(u"learner_model_param").toObject();
    if (wholeNumber(learnerParam.value(u"num_class")) != 0
        || (learnerParam.contains(u"num_target") && wholeNumber(learnerParam.value(u"num_target")) != 1))
        PayloadArrays::fail(
            what, QStringLiteral("xgboost: learner_model_param must have num_class 0 and num_target 1"));
    for (const char16_t *key : {u"feature_names", u"feature_types"}) {
        const qsizetype names = learner.value(QStringView(key)).toArray().size();
        if (names != 0 && names != features)
            PayloadArrays::fail(what,
                QStringLiteral("xgboost: learner.%1 must be empty or hold num_feature entries")
                    .arg(QStringView(key)));
    }
    const QJsonObject booster = learner.value(u"gradient_booster").toObject();
    const QJsonObject gbtree
        = booster.value(u"name").toString() == u"gbtree" ? booster.value(u"model").toObject() : QJsonObject();
    const QJsonValue treesValue = gbtree.value(u"trees");
    if (!treesValue.isArray())
        PayloadArrays::fail(what, QStringLiteral("xgboost: not a gbtree model with a 'trees' list"));
    const QJsonArray trees = treesValue.toArray();
    const qint64 declared = wholeNumber(gbtree.value(u"gbtree_model_param").toObject().value(u"num_trees"));
    const QJsonValue info = gbtree.value(u"tree_info");
    if (trees.isEmpty() || declared != trees.size() || !info.isArray()
        || info.toArray().size() != trees.size())
        PayloadArrays::fail(what,
            QStringLiteral("xgboost: gbtree_model_param.num_trees, 'trees' and 'tree_info' must agree "
                           "(at least one tree)"));
    const qint64 parallel
        = wholeNumber(gbtree.value(u"gbtree_model_param").toObject().value(u"num_parallel_tree"));
    if (parallel < 1 || declared % parallel != 0)
        PayloadArrays::fail(
            what, QStringLiteral("xgboost: gbtree_model_param.num_parallel_tree must divide num_trees"));
    for (const QJsonValue &group : info.toArray())
        if (wholeNumber(group) != 0)
            PayloadArrays::fail(what, QStringLiteral("xgboost: tree_info must be all 0 (one output)"));

    int depth = 0;
    qint64 nodes = 0;
    std::vector<int> levels;
    for (qsizetype t = 0; t < trees.size(); ++t) {
        const TreeCheck c(what, t);
        const QJsonObject tree = trees[t].toObject();
        if (wholeNumber(tree.value(u"id")) != t)
            c.fail(QStringLiteral("'id' must be %1 (its place in 'trees')").arg(t));
        const QJsonObject param = tree.value(u"tree_param").toObject();
        const qint64 n = wholeNumber(param.value(u"num_nodes"));
        if (n < 1 || n > maxNodes - nodes)
            c.fail(QStringLiteral("tree_param.num_nodes must be 1 or more, and all trees together at most %1")
                       .arg(maxNodes));
        nodes += n;
        if (wholeNumber(param.value(u"num_deleted")) != 0)
            c.fail(QStringLiteral("tree_param.num_deleted must be 0"));
        if (wholeNumber(param.value(u"num_feature")) != features)
            c.fail(QStringLiteral("tree_param.num_feature must be the learner's %1").arg(features));
        const qint64 leafVector = wholeNumber(param.value(u"size_leaf_vector"));
        if (leafVector != 0 && leafVector != 1)
            c.fail(QStringLiteral("tree_param.size_leaf_vector must be 0 or 1 (one value per leaf)"));
        const QJsonArray lefts = c.array(tree, u"left_children", n);
        const QJsonArray rights = c.array(tree, u"right_children", n);
        const QJsonArray parents = c.array(tree, u"parents", n);
        const QJsonArray indices = c.array(tree, u"split_indices", n);
        const QJsonArray defaults = c.array(tree, u"default_left", n);
        const QJsonArray types = c.array(tree, u"split_type", n);
        for (const char16_t *key : {u"split_conditions", u"base_weights", u"loss_changes", u"sum_hessian"}) {
            const QJsonArray values = c.array(tree, key, n);
            for (qsizetype k = 0; k < values.size(); ++k)
                if (!values[k].isDouble() || !std::isfinite(values[k].toDouble()))
                    c.fail(QStringLiteral("%1[%2] is not a finite number").arg(QStringView(key)).arg(k));
        }
        if (!tree.value(u"categories").toArray().isEmpty()
            || !tree.value(u"categories_nodes").toArray().isEmpty())
            c.fail(QStringLiteral("categorical splits are not supported"));
        if (c.entry(parents, u"parents", 0, kRootParent, kRootParent) != kRootParent)
            c.fail(QStringLiteral("parents[0] must be 2147483647 (the root)"));
        // Children come after their parent (xgboost appends them): one pass in node order sees every
        // parent before its children, so each node's level is known when it is reached.
        levels.assign(size_t(n), -1);
        levels[0] = 0;
        for (qint64 k = 0; k < n; ++k) {
            if (levels[size_t(k)] < 0)
                c.fail(QStringLiteral("node %1 is no child of an earlier node").arg(k));
            const qint64 left = c.entry(lefts, u"left_children", k, k + 1, n - 1, true);
            const qint64 right = c.entry(rights, u"right_children", k, k + 1, n - 1, true);
            c.entry(defaults, u"default_left", k, 0, 1);
            c.entry(types, u"split_type", k, 0, 0);
            if (k > 0)
                c.entry(parents, u"parents", k, 0, k - 1);
            const bool leaf = left == -1;
            if (leaf != (right == -1) || (!leaf && left == right))
                c.fail(QStringLiteral("node %1 must have two later children or none (-1, -1)").arg(k));
            c.entry(indices, u"split_indices", k, 0, features - 1);
            if (leaf)
                continue;
            for (const qint64 child : {left, right}) {
                if (wholeNumber(parents[child]) != k || levels[size_t(child)] >= 0)
                    c.fail(QStringLiteral("node %1's child %2 must have parents[%2] = %1 and no other parent")
                               .arg(k)
                               .arg(child));
                levels[size_t(child)] = levels[size_t(k)] + 1;
            }
            depth = std::max(depth, levels[size_t(k)] + 1);
            if (depth > maxDepth)
                c.fail(QStringLiteral("deeper than %1 levels").arg(maxDepth));
        }
        if (qint64(t + 1) * (qint64(1) << depth) > maxTreeSlots)
            PayloadArrays::fail(what,
                QStringLiteral("xgboost: %1 trees of depth %2 exceed the budget of trees × 2^depth ≤ %3")
                    .arg(trees.size())
                    .arg(depth)
                    .arg(maxTreeSlots));
    }
    return depth;
}
