// The one translation unit that includes dlib's SVM headers (they compile slowly).
#include "predict/learned/regressors/SvrRegressor.h"

#include "common/CoastlineError.h"
#include "predict/learned/data/PayloadArrays.h"

#include <dlib/revision.h>
#include <dlib/svm.h>
#include <sstream>

namespace {
using Sample = dlib::matrix<double, 0, 1>;
using Kernel = dlib::radial_basis_kernel<Sample>;

Sample sample(const Eigen::MatrixXd &x, Eigen::Index row)
{
    Sample s(x.cols());
    for (Eigen::Index c = 0; c < x.cols(); ++c)
        s(long(c)) = x(row, c);
    return s;
}
} // namespace

struct SvrRegressor::Function
{
    dlib::decision_function<Kernel> function;
    long width = 0;
};

SvrRegressor::SvrRegressor() = default;
SvrRegressor::~SvrRegressor() = default;

void SvrRegressor::fit(const Eigen::MatrixXd &x, const Eigen::VectorXd &y, quint32)
{
    std::vector<Sample> samples;
    std::vector<double> targets;
    samples.reserve(size_t(x.rows()));
    for (Eigen::Index r = 0; r < x.rows(); ++r) {
        samples.push_back(sample(x, r));
        targets.push_back(y[r]);
    }
    dlib::svr_trainer<Kernel> trainer;
    trainer.set_kernel(Kernel(1.0 / double(std::max<Eigen::Index>(1, x.cols()))));
    trainer.set_c(10);
    trainer.set_epsilon_insensitivity(0.01);
    m_function = std::make_unique<Function>();
    m_function->function = trainer.train(samples, targets);
    m_function->width = long(x.cols());
}

void SvrRegressor::predict(const Eigen::MatrixXd &x, Eigen::VectorXd &mean, Eigen::VectorXd *) const
{
    if (!m_function)
        throw CoastlineError(QStringLiteral("svr: the model is not trained"));
    mean.resize(x.rows());
    for (Eigen::Index r = 0; r < x.rows(); ++r)
        mean[r] = m_function->function(sample(x, r));
}

QJsonObject SvrRegressor::payload() const
{
    std::ostringstream out;
    dlib::serialize(m_function->function, out);
    const std::string bytes = out.str();
    return {{QStringLiteral("dlib_decision_function_base64"),
        QString::fromLatin1(QByteArray(bytes.data(), qsizetype(bytes.size())).toBase64())}};
}

void SvrRegressor::load(const QJsonObject &payload, int width, const QString &what)
{
    const QByteArray bytes = QByteArray::fromBase64(
        payload.value(QStringLiteral("dlib_decision_function_base64")).toString().toLatin1(),
        QByteArray::AbortOnBase64DecodingErrors);
    if (bytes.isEmpty())
        PayloadArrays::fail(what, QStringLiteral("'dlib_decision_function_base64' is missing or not base64"));
    auto function = std::make_unique<Function>();
    try {
        std::istringstream in(std::string(bytes.constData(), size_t(bytes.size())));
        dlib::deserialize(function->function, in);
    } catch (const std::exception &e) {
        PayloadArrays::fail(what,
            QStringLiteral("dlib cannot read the SVR: %1").arg(QString::fromUtf8(e.what()).simplified()));
    }
    for (long i = 0; i < function->function.basis_vectors.size(); ++i)
        if (function->function.basis_vectors(i).size() != width)
            PayloadArrays::fail(what, QStringLiteral("support vectors do not have %1 features").arg(width));
    function->width = width;
    m_function = std::move(function);
}

QString SvrRegressor::library() const
{
    return QStringLiteral("dlib %1.%2").arg(DLIB_MAJOR_VERSION).arg(DLIB_MINOR_VERSION);
}
