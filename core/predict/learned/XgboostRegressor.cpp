#include "predict/learned/XgboostRegressor.h"

#include "common/CoastlineError.h"
#include "predict/learned/PayloadArrays.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <cmath>
#include <vector>
#include <xgboost/c_api.h>

namespace {

void check(int status, const char *what)
{
    if (status != 0)
        throw CoastlineError(
            QStringLiteral("xgboost: %1: %2").arg(QLatin1String(what), QString::fromUtf8(XGBGetLastError())));
}

std::vector<float> toFloats(const Eigen::MatrixXd &x)
{
    std::vector<float> values(static_cast<size_t>(x.size()));
    for (Eigen::Index r = 0; r < x.rows(); ++r)
        for (Eigen::Index c = 0; c < x.cols(); ++c)
            values[size_t(r * x.cols() + c)] = float(x(r, c));
    return values;
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
    readTrees();
}

void XgboostRegressor::predictDense(const Eigen::MatrixXd &x, int type, std::vector<float> &out) const
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
    if (type == 0) { // values: in place, without a DMatrix
        const QByteArray array
            = QStringLiteral(R"({"data": [%1, true], "shape": [%2, %3], "typestr": "<f4", "version": 3})")
                  .arg(quintptr(values.data()))
                  .arg(x.rows())
                  .arg(x.cols())
                  .toLatin1();
        check(XGBoosterPredictFromDense(
                  m_booster, array.constData(), config.constData(), nullptr, &shape, &dimensions, &result),
            "XGBoosterPredictFromDense");
    } else { // leaf indices: xgboost 1.6 gives them only from a DMatrix
        DMatrixHandle matrix = nullptr;
        check(XGDMatrixCreateFromMat(values.data(), bst_ulong(x.rows()), bst_ulong(x.cols()), NAN, &matrix),
            "XGDMatrixCreateFromMat");
        const int status = XGBoosterPredictFromDMatrix(
            m_booster, matrix, config.constData(), &shape, &dimensions, &result);
        XGDMatrixFree(matrix);
        check(status, "XGBoosterPredictFromDMatrix");
    }
    bst_ulong size = 1;
    for (bst_ulong d = 0; d < dimensions; ++d)
        size *= shape[d];
    out.assign(result, result + size);
}

void XgboostRegressor::predict(const Eigen::MatrixXd &x, Eigen::VectorXd &mean, Eigen::VectorXd *std) const
{
    std::vector<float> out;
    mean.resize(x.rows());
    if (!std || m_mode != Mode::RandomForest) {
        predictDense(x, 0, out);
        for (Eigen::Index i = 0; i < x.rows(); ++i)
            mean[i] = double(out[size_t(i)]);
        return;
    }
    predictDense(x, 6, out); // leaf index of each row in each tree, row-major
    const size_t trees = m_leafValues.size();
    if (trees == 0 || out.size() != size_t(x.rows()) * trees)
        throw CoastlineError(QStringLiteral("random_forest: xgboost returned %1 leaf indices for %2 rows of "
                                            "%3 trees")
                                 .arg(out.size())
                                 .arg(x.rows())
                                 .arg(trees));
    std->resize(x.rows());
    for (Eigen::Index i = 0; i < x.rows(); ++i) {
        double sum = 0, squares = 0;
        for (size_t t = 0; t < trees; ++t) {
            const std::vector<float> &leaves = m_leafValues[t];
            const size_t leaf = size_t(out[size_t(i) * trees + t]);
            const double value = leaf < leaves.size() ? double(leaves[leaf]) : 0.0;
            sum += value;
            squares += value * value;
        }
        const double n = double(trees);
        mean[i] = m_baseScore + sum;
        (*std)[i] = n * std::sqrt(std::max(0.0, squares / n - (sum / n) * (sum / n)));
    }
}

void XgboostRegressor::readTrees()
{
    m_leafValues.clear();
    if (m_mode != Mode::RandomForest)
        return;
    bst_ulong length = 0;
    const char *bytes = nullptr;
    check(XGBoosterSaveModelToBuffer(m_booster, R"({"format": "json"})", &length, &bytes),
        "XGBoosterSaveModelToBuffer");
    const QJsonObject learner
        = QJsonDocument::fromJson(QByteArray(bytes, qsizetype(length))).object().value(u"learner").toObject();
    m_baseScore = learner.value(u"learner_model_param").toObject().value(u"base_score").toString().toDouble();
    const QJsonArray trees
        = learner.value(u"gradient_booster").toObject().value(u"model").toObject().value(u"trees").toArray();
    for (const QJsonValue &tree : trees) {
        // A leaf's value is stored in split_conditions (xgboost's JSON model schema); leaves have no left
        // child.
        const QJsonArray conditions = tree.toObject().value(u"split_conditions").toArray();
        std::vector<float> values(static_cast<size_t>(conditions.size()));
        for (qsizetype k = 0; k < conditions.size(); ++k)
            values[size_t(k)] = float(conditions[k].toDouble());
        m_leafValues.push_back(std::move(values));
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

void XgboostRegressor::load(const QJsonObject &payload, int, const QString &what)
{
    const QByteArray json = payload.value(QStringLiteral("xgboost_model_json")).toString().toUtf8();
    if (!QJsonDocument::fromJson(json).isObject())
        PayloadArrays::fail(what, QStringLiteral("'xgboost_model_json' must hold xgboost's JSON model"));
    if (m_booster)
        XGBoosterFree(m_booster);
    m_booster = nullptr;
    check(XGBoosterCreate(nullptr, 0, &m_booster), "XGBoosterCreate");
    if (XGBoosterLoadModelFromBuffer(m_booster, json.constData(), bst_ulong(json.size())) != 0)
        PayloadArrays::fail(
            what, QStringLiteral("xgboost refused the model: %1").arg(QString::fromUtf8(XGBGetLastError())));
    check(XGBoosterSetParam(m_booster, "nthread", "1"), "nthread");
    readTrees();
}

QString XgboostRegressor::library() const
{
    int major = 0, minor = 0, patch = 0;
    XGBoostVersion(&major, &minor, &patch);
    return QStringLiteral("libxgboost %1.%2.%3").arg(major).arg(minor).arg(patch);
}
