#include "predict/learned/XgboostRegressor.h"

#include "common/CoastlineError.h"
#include "predict/learned/PayloadArrays.h"

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
        set("num_parallel_tree", "200");
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
}

void XgboostRegressor::predict(const Eigen::MatrixXd &x, Eigen::VectorXd &mean, Eigen::VectorXd *) const
{
    if (!m_booster)
        throw CoastlineError(QStringLiteral("xgboost: the model is not trained"));
    const std::vector<float> values = toFloats(x);
    const QByteArray array
        = QStringLiteral(R"({"data": [%1, true], "shape": [%2, %3], "typestr": "<f4", "version": 3})")
              .arg(quintptr(values.data()))
              .arg(x.rows())
              .arg(x.cols())
              .toLatin1();
    static const char *config
        = R"({"type": 0, "training": false, "iteration_begin": 0, "iteration_end": 0, "strict_shape": false, "cache_id": 0, "missing": NaN})";
    const bst_ulong *shape = nullptr;
    bst_ulong dimensions = 0;
    const float *result = nullptr;
    std::lock_guard lock(m_mutex);
    check(XGBoosterPredictFromDense(
              m_booster, array.constData(), config, nullptr, &shape, &dimensions, &result),
        "XGBoosterPredictFromDense");
    mean.resize(x.rows());
    for (Eigen::Index i = 0; i < x.rows(); ++i)
        mean[i] = double(result[i]);
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
}

QString XgboostRegressor::library() const
{
    int major = 0, minor = 0, patch = 0;
    XGBoostVersion(&major, &minor, &patch);
    return QStringLiteral("libxgboost %1.%2.%3").arg(major).arg(minor).arg(patch);
}
