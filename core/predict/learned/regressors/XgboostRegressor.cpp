#include "predict/learned/regressors/XgboostRegressor.h"

#include "common/CoastlineError.h"
#include "predict/learned/data/PayloadArrays.h"
#include "predict/learned/regressors/XgboostModelCheck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <cmath>
#include <functional>
#include <vector>
#include <xgboost/c_api.h>

namespace {

/// The first sentence of libxgboost's error log, without its "[hh:mm:ss] source:line: " prefix, the
/// backtrace and the addresses that follow, e.g. "Check failed: j_begin != j_end (7 vs. 7)".
QString firstSentence(const QString &log)
{
    static const QRegularExpression prefix(QStringLiteral(R"(^\s*(\[[0-9:]+\]\s*)?([^\s:]+:\d+:\s*)?)"));
    QString text = log.section(u'\n', 0, 0);
    text.remove(prefix);
    if (const qsizetype end = text.indexOf(QLatin1String(". ")); end > 0)
        text.truncate(end);
    while (text.endsWith(u'.') || text.endsWith(u':') || text.endsWith(u' '))
        text.chop(1);
    return text.isEmpty() ? QStringLiteral("no reason given") : text;
}

void check(int status, const char *what)
{
    if (status != 0)
        throw CoastlineError(
            QStringLiteral("xgboost: %1: %2")
                .arg(QLatin1String(what), firstSentence(QString::fromUtf8(XGBGetLastError()))));
}

std::vector<float> toFloats(const Eigen::MatrixXd &x)
{
    std::vector<float> values(static_cast<size_t>(x.size()));
    for (Eigen::Index r = 0; r < x.rows(); ++r)
        for (Eigen::Index c = 0; c < x.cols(); ++c)
            values[size_t(r * x.cols() + c)] = float(x(r, c));
    return values;
}

/// Each row's leaf in one complete tree of `depth` levels (`Depth` when known at compile time, so the
/// levels unroll): splits in breadth-first order, node k's children 2k + 1 (feature < condition) and
/// 2k + 2. A missing (NaN) feature goes right here; predict() walks such rows again on xgboost's nodes.
template<int Depth, typename Split>
void walkComplete(const Split *splits, const float *leaves, const float *values, Eigen::Index width,
    Eigen::Index rows, float *out, int depth)
{
    const int levels = Depth > 0 ? Depth : depth;
    const size_t inner = (size_t(1) << levels) - 1;
    auto step = [splits](const float *row, size_t k) {
        return 2 * k + 1 + size_t(!(row[splits[k].feature] < splits[k].condition));
    };
    Eigen::Index r = 0;
    // Four rows at a time: four independent chains of loads in flight (a level waits for the previous
    // level's split, so one row alone leaves the core idle).
    for (; r + 4 <= rows; r += 4) {
        const float *row = values + size_t(r * width);
        const size_t w = size_t(width);
        size_t k0 = 0, k1 = 0, k2 = 0, k3 = 0;
        for (int d = 0; d < levels; ++d) {
            k0 = step(row, k0);
            k1 = step(row + w, k1);
            k2 = step(row + 2 * w, k2);
            k3 = step(row + 3 * w, k3);
        }
        out[size_t(r)] = leaves[k0 - inner];
        out[size_t(r) + 1] = leaves[k1 - inner];
        out[size_t(r) + 2] = leaves[k2 - inner];
        out[size_t(r) + 3] = leaves[k3 - inner];
    }
    for (; r < rows; ++r) {
        const float *row = values + size_t(r * width);
        size_t k = 0;
        for (int d = 0; d < levels; ++d)
            k = step(row, k);
        out[size_t(r)] = leaves[k - inner];
    }
}

} // namespace

XgboostRegressor::XgboostRegressor(Mode mode)
    : m_mode(mode)
{ }

XgboostRegressor::~XgboostRegressor()
{
    if (m_booster)
        XGBoosterFree(m_booster);
}

void XgboostRegressor::setParameters(quint32 seed)
{
    auto set = [this](const char *name, const QByteArray &value) {
        check(XGBoosterSetParam(m_booster, name, value.constData()), name);
    };
    set("nthread", "1");
    set("seed", QByteArray::number(seed));
    set("objective", "reg:squarederror");
    set("tree_method", "exact");
    set("verbosity", "0");
    if (m_mode == Mode::Boosting) {
        set("eta", "0.05");
        set("max_depth", "4");
        set("min_child_weight", "1");
        set("subsample", "1");
    } else {
        set("eta", "1");
        set("lambda", "0");
        set("max_depth", "8");
        set("num_parallel_tree", "100");
        set("subsample", "0.8");
        set("colsample_bynode", "0.8");
    }
}

void XgboostRegressor::fit(const Eigen::MatrixXd &x, const Eigen::VectorXd &y, quint32 seed)
{
    const std::vector<float> values = toFloats(x);
    std::vector<float> labels(static_cast<size_t>(y.size()));
    for (Eigen::Index i = 0; i < y.size(); ++i)
        labels[size_t(i)] = float(y[i]);
    DMatrixHandle matrix = nullptr;
    check(XGDMatrixCreateFromMat(values.data(), bst_ulong(x.rows()), bst_ulong(x.cols()), NAN, &matrix),
        "XGDMatrixCreateFromMat");
    struct Guard
    {
        DMatrixHandle m;
        ~Guard() { XGDMatrixFree(m); }
    } guard {matrix};
    check(XGDMatrixSetFloatInfo(matrix, "label", labels.data(), bst_ulong(labels.size())), "label");
    if (m_booster)
        XGBoosterFree(m_booster);
    m_booster = nullptr;
    check(XGBoosterCreate(&matrix, 1, &m_booster), "XGBoosterCreate");
    setParameters(seed);
    check(XGBoosterSetParam(m_booster, "base_score", QByteArray::number(y.mean(), 'g', 17).constData()),
        "base_score");
    const int rounds = m_mode == Mode::Boosting ? 300 : 1;
    for (int i = 0; i < rounds; ++i)
        check(XGBoosterUpdateOneIter(m_booster, i, matrix), "XGBoosterUpdateOneIter");
    readTrees({});
}

void XgboostRegressor::libraryPredict(const Eigen::MatrixXd &x, int type, std::vector<float> &out) const
{
    if (!m_booster)
        throw CoastlineError(QStringLiteral("xgboost: the model is not trained"));
    const std::vector<float> values = toFloats(x);
    const QByteArray config = QStringLiteral(R"({"type": %1, "training": false, "iteration_begin": 0, )"
                                             R"("iteration_end": 0, "strict_shape": false, "cache_id": 0, )"
                                             R"("missing": NaN})")
                                  .arg(type)
                                  .toLatin1();
    const bst_ulong *shape = nullptr;
    bst_ulong dimensions = 0;
    const float *result = nullptr;
    std::lock_guard lock(m_mutex);
    DMatrixHandle matrix = nullptr;
    check(XGDMatrixCreateFromMat(values.data(), bst_ulong(x.rows()), bst_ulong(x.cols()), NAN, &matrix),
        "XGDMatrixCreateFromMat");
    const int status
        = XGBoosterPredictFromDMatrix(m_booster, matrix, config.constData(), &shape, &dimensions, &result);
    XGDMatrixFree(matrix);
    check(status, "XGBoosterPredictFromDMatrix");
    bst_ulong size = 1;
    for (bst_ulong d = 0; d < dimensions; ++d)
        size *= shape[d];
    out.assign(result, result + size);
}

void XgboostRegressor::predict(const Eigen::MatrixXd &x, Eigen::VectorXd &mean, Eigen::VectorXd *std) const
{
    if (!m_booster)
        throw CoastlineError(QStringLiteral("xgboost: the model is not trained"));
    const Eigen::Index rows = x.rows();
    const Eigen::Index width = x.cols();
    if (width < m_width)
        throw CoastlineError(
            QStringLiteral("xgboost: %1 features for a model of %2").arg(width).arg(m_width));
    const std::vector<float> values = toFloats(x);
    mean.resize(rows);
    const bool spread = std && m_mode == Mode::RandomForest;
    // Tree by tree over all rows: one tree's nodes stay in the cache while every row walks it. Each row
    // still adds its trees' leaves in the model's tree order, as xgboost does.
    std::vector<float> boosted(static_cast<size_t>(rows), float(m_baseScore));
    std::vector<double> sums(spread ? size_t(rows) : 0, 0.0), squares(sums.size(), 0.0);
    std::vector<char> missing(static_cast<size_t>(rows), 0);
    for (Eigen::Index r = 0; r < rows; ++r)
        for (Eigen::Index c = 0; c < width; ++c)
            missing[size_t(r)] |= std::isnan(values[size_t(r * width + c)]) ? 1 : 0;
    const size_t trees = m_treeStart.size() - 1;
    const size_t inner = (size_t(1) << m_depth) - 1;
    bool anyMissing = false;
    for (const char m : missing)
        anyMissing = anyMissing || m;
    std::vector<float> leafOf(static_cast<size_t>(rows));
    for (size_t t = 0; t < trees; ++t) {
        const Split *splits = m_splits.data() + t * inner;
        const float *leaves = m_leaves.data() + t * (inner + 1);
        switch (m_depth) { // the complete tree: m_depth comparisons, no branch on the data
        case 1:
            walkComplete<1>(splits, leaves, values.data(), width, rows, leafOf.data(), 1);
            break;
        case 2:
            walkComplete<2>(splits, leaves, values.data(), width, rows, leafOf.data(), 2);
            break;
        case 3:
            walkComplete<3>(splits, leaves, values.data(), width, rows, leafOf.data(), 3);
            break;
        case 4:
            walkComplete<4>(splits, leaves, values.data(), width, rows, leafOf.data(), 4);
            break;
        default:
            walkComplete<0>(splits, leaves, values.data(), width, rows, leafOf.data(), m_depth);
        }
        if (anyMissing) { // xgboost's own nodes, where a missing feature takes the node's default direction
            const Node *tree = m_nodes.data() + m_treeStart[t];
            for (Eigen::Index r = 0; r < rows; ++r) {
                if (!missing[size_t(r)])
                    continue;
                const float *row = values.data() + size_t(r * width);
                const Node *node = tree;
                while (node->left >= 0) {
                    const float value = row[node->feature];
                    const bool left = std::isnan(value) ? node->defaultLeft : value < node->condition;
                    node = tree + (left ? node->left : node->right);
                }
                leafOf[size_t(r)] = node->condition;
            }
        }
        if (spread) {
            for (Eigen::Index r = 0; r < rows; ++r) {
                const double leaf = double(leafOf[size_t(r)]);
                sums[size_t(r)] += leaf;
                squares[size_t(r)] += leaf * leaf;
            }
        } else {
            for (Eigen::Index r = 0; r < rows; ++r)
                boosted[size_t(r)] += leafOf[size_t(r)];
        }
    }
    if (!spread) {
        for (Eigen::Index r = 0; r < rows; ++r)
            mean[r] = double(boosted[size_t(r)]);
        return;
    }
    std->resize(rows);
    const double n = double(m_treeStart.size() - 1);
    for (Eigen::Index r = 0; r < rows; ++r) {
        const double sum = sums[size_t(r)];
        mean[r] = m_baseScore + sum;
        (*std)[r] = n * std::sqrt(std::max(0.0, squares[size_t(r)] / n - (sum / n) * (sum / n)));
    }
}

void XgboostRegressor::readTrees(const QString &what)
{
    m_nodes.clear();
    m_treeStart.assign(1, 0);
    m_splits.clear();
    m_leaves.clear();
    m_depth = 0;
    m_width = 0;
    bst_ulong length = 0;
    const char *bytes = nullptr;
    check(XGBoosterSaveModelToBuffer(m_booster, R"({"format": "json"})", &length, &bytes),
        "XGBoosterSaveModelToBuffer");
    const QJsonObject learner
        = QJsonDocument::fromJson(QByteArray(bytes, qsizetype(length))).object().value(u"learner").toObject();
    m_baseScore = learner.value(u"learner_model_param").toObject().value(u"base_score").toString().toDouble();
    const QJsonArray trees
        = learner.value(u"gradient_booster").toObject().value(u"model").toObject().value(u"trees").toArray();
    auto bad = [&what](const QString &why) {
        const QString problem = QStringLiteral("xgboost: unexpected tree in the model: %1").arg(why);
        throw CoastlineError(what.isEmpty() ? problem : QStringLiteral("%1: payload: %2").arg(what, problem));
    };
    for (const QJsonValue &value : trees) {
        // xgboost's JSON model schema: a leaf has left child -1 and its value in split_conditions.
        const QJsonObject tree = value.toObject();
        const QJsonArray conditions = tree.value(u"split_conditions").toArray();
        const QJsonArray features = tree.value(u"split_indices").toArray();
        const QJsonArray lefts = tree.value(u"left_children").toArray();
        const QJsonArray rights = tree.value(u"right_children").toArray();
        const QJsonArray defaults = tree.value(u"default_left").toArray();
        const qsizetype count = conditions.size();
        if (count == 0 || features.size() != count || lefts.size() != count || rights.size() != count
            || defaults.size() != count)
            bad(QStringLiteral("arrays of different lengths"));
        if (!tree.value(u"categories").toArray().isEmpty())
            bad(QStringLiteral("categorical splits"));
        for (qsizetype k = 0; k < count; ++k) {
            Node node;
            node.condition = float(conditions[k].toDouble());
            node.feature = features[k].toInt();
            node.left = lefts[k].toInt(-1);
            node.right = rights[k].toInt(-1);
            node.defaultLeft = defaults[k].toInt() != 0;
            // Children come after their parent (xgboost appends them), so every walk ends at a leaf.
            if (node.left >= 0
                && (node.left <= k || node.left >= count || node.right <= k || node.right >= count
                    || node.feature < 0))
                bad(QStringLiteral("a child or feature out of range"));
            if (node.left >= 0)
                m_width = std::max(m_width, Eigen::Index(node.feature) + 1);
            m_nodes.push_back(node);
        }
        m_treeStart.push_back(m_nodes.size());
    }
    // The complete trees of m_depth levels: a leaf above the bottom becomes splits whose subtrees all
    // end in copies of it.
    const size_t treeCount = m_treeStart.size() - 1;
    // Levels in one pass per tree (children come after their parent), never a recursion: a chain of
    // 200,000 nodes stops at the depth limit instead of overflowing the stack.
    std::vector<int> level;
    for (size_t t = 0; t < treeCount; ++t) {
        const Node *tree = m_nodes.data() + m_treeStart[t];
        level.assign(m_treeStart[t + 1] - m_treeStart[t], 0);
        for (size_t k = 0; k < level.size(); ++k) {
            if (tree[k].left < 0)
                continue;
            level[size_t(tree[k].left)] = level[size_t(tree[k].right)] = level[k] + 1;
            m_depth = std::max(m_depth, level[k] + 1);
            if (m_depth > XgboostModelCheck::maxDepth)
                bad(QStringLiteral("deeper than %1 levels").arg(XgboostModelCheck::maxDepth));
        }
    }
    if (qint64(treeCount) << m_depth > XgboostModelCheck::maxTreeSlots)
        bad(QStringLiteral("%1 trees of depth %2 exceed the budget of trees × 2^depth ≤ %3")
                .arg(treeCount)
                .arg(m_depth)
                .arg(XgboostModelCheck::maxTreeSlots));
    const size_t inner = (size_t(1) << m_depth) - 1;
    m_splits.assign(treeCount * inner, Split {});
    m_leaves.assign(treeCount * (inner + 1), 0.0f);
    for (size_t t = 0; t < treeCount; ++t) {
        const Node *tree = m_nodes.data() + m_treeStart[t];
        Split *splits = m_splits.data() + t * inner;
        float *leaves = m_leaves.data() + t * (inner + 1);
        std::function<void(int, size_t)> fill = [&](int k, size_t at) {
            if (at >= inner) {
                leaves[at - inner] = tree[k].condition;
                return;
            }
            const bool leaf = tree[k].left < 0;
            splits[at] = leaf ? Split {} : Split {tree[k].condition, tree[k].feature};
            fill(leaf ? k : tree[k].left, 2 * at + 1);
            fill(leaf ? k : tree[k].right, 2 * at + 2);
        };
        fill(0, 0);
    }
}

QJsonObject XgboostRegressor::payload() const
{
    bst_ulong length = 0;
    const char *bytes = nullptr;
    check(XGBoosterSaveModelToBuffer(m_booster, R"({"format": "json"})", &length, &bytes),
        "XGBoosterSaveModelToBuffer");
    // xgboost's own JSON, kept as text: re-serialising it through QJsonDocument would write 0.0 as 0, which
    // xgboost's reader refuses as an integer.
    return {{QStringLiteral("xgboost_model_json"), QString::fromUtf8(bytes, qsizetype(length))}};
}

void XgboostRegressor::load(const QJsonObject &payload, int width, const QString &what)
{
    const QByteArray json = payload.value(QStringLiteral("xgboost_model_json")).toString().toUtf8();
    const QJsonDocument document = QJsonDocument::fromJson(json);
    if (!document.isObject())
        PayloadArrays::fail(what, QStringLiteral("'xgboost_model_json' must hold xgboost's JSON model"));
    // libxgboost does not check the tree arrays it reads: an inconsistent one crashes its loader.
    XgboostModelCheck::check(document.object(), width, what);
    if (m_booster)
        XGBoosterFree(m_booster);
    m_booster = nullptr;
    check(XGBoosterCreate(nullptr, 0, &m_booster), "XGBoosterCreate");
    if (XGBoosterLoadModelFromBuffer(m_booster, json.constData(), bst_ulong(json.size())) != 0)
        PayloadArrays::fail(what,
            QStringLiteral("xgboost refused the model: %1")
                .arg(firstSentence(QString::fromUtf8(XGBGetLastError()))));
    check(XGBoosterSetParam(m_booster, "nthread", "1"), "nthread");
    readTrees(what);
}

QString XgboostRegressor::library() const
{
    int major = 0, minor = 0, patch = 0;
    XGBoostVersion(&major, &minor, &patch);
    return QStringLiteral("libxgboost %1.%2.%3").arg(major).arg(minor).arg(patch);
}
