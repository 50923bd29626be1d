// The one translation unit that includes dlib's DNN headers (they compile slowly).
#include "predict/learned/regressors/MlpRegressor.h"

#include "common/CoastlineError.h"
#include "predict/learned/data/PayloadArrays.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <dlib/dnn.h>
#include <dlib/revision.h>
#include <mutex>
#include <random>
#include <sstream>

namespace {
using Sample = dlib::matrix<float, 0, 1>;
using Net = dlib::loss_mean_squared<
    dlib::fc<1, dlib::relu<dlib::fc<32, dlib::relu<dlib::fc<64, dlib::input<Sample>>>>>>>;

Sample sample(const Eigen::MatrixXd &x, Eigen::Index row)
{
    Sample s(x.cols());
    for (Eigen::Index c = 0; c < x.cols(); ++c)
        s(long(c)) = float(x(row, c));
    return s;
}

/// dlib seeds its layer initialisation from std::rand(): training is serialised so the seed holds.
std::mutex trainingMutex;
} // namespace

struct MlpRegressor::Network
{
    mutable Net net; ///< operator() is not const in dlib
    mutable std::mutex mutex;
    long width = 0;
};

MlpRegressor::MlpRegressor() = default;
MlpRegressor::~MlpRegressor() = default;

void MlpRegressor::fit(const Eigen::MatrixXd &x, const Eigen::VectorXd &y, quint32 seed)
{
    // Trained in the calling thread (dlib's dnn_trainer trains in a thread of its own): mini-batches of
    // 16 in an order shuffled per epoch by std::mt19937(seed), Adam, learning rate 3e-3 decaying by 10×
    // over the run. Budget: about 40,000 steps, within 20–400 epochs (the 70 bundled runs: 400 epochs of
    // 4–5 steps, about 0.2 s CPU per fit in a release build; 400 instead of 1,000 epochs cut the 5-fold
    // time by 2.5× and did not hurt: leave-one-out MdAPE 6.0 % instead of 6.9 %, docs/performance.md).
    std::vector<Sample> samples;
    std::vector<float> targets;
    for (Eigen::Index r = 0; r < x.rows(); ++r) {
        samples.push_back(sample(x, r));
        targets.push_back(float(y[r]));
    }
    auto network = std::make_unique<Network>();
    network->width = long(x.cols());
    constexpr size_t batch = 16;
    const size_t stepsPerEpoch = std::max<size_t>(1, (samples.size() + batch - 1) / batch);
    const size_t epochs = std::clamp<size_t>(40'000 / stepsPerEpoch, 20, 400);
    std::vector<size_t> order(samples.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::mt19937 random(seed);
    std::lock_guard lock(trainingMutex);
    std::srand(seed); // dlib initialises its layers from std::rand()
    std::vector<dlib::adam> solvers(Net::num_computational_layers, dlib::adam(0.0001f, 0.9f, 0.999f));
    std::vector<Sample> batchSamples;
    std::vector<float> batchTargets;
    for (size_t epoch = 0; epoch < epochs; ++epoch) {
        for (size_t i = order.size(); i > 1; --i)
            std::swap(order[i - 1], order[random() % i]);
        const double rate = 3e-3 * std::pow(0.1, double(epoch) / double(epochs));
        for (size_t start = 0; start < order.size(); start += batch) {
            batchSamples.clear();
            batchTargets.clear();
            for (size_t j = start; j < std::min(order.size(), start + batch); ++j) {
                batchSamples.push_back(samples[order[j]]);
                batchTargets.push_back(targets[order[j]]);
            }
            network->net.compute_parameter_gradients(
                batchSamples.begin(), batchSamples.end(), batchTargets.begin());
            network->net.update_parameters(solvers, rate);
        }
    }
    network->net.clean();
    m_network = std::move(network);
}

void MlpRegressor::predict(const Eigen::MatrixXd &x, Eigen::VectorXd &mean, Eigen::VectorXd *) const
{
    if (!m_network)
        throw CoastlineError(QStringLiteral("deep_learning: the model is not trained"));
    std::vector<Sample> samples;
    samples.reserve(size_t(x.rows()));
    for (Eigen::Index r = 0; r < x.rows(); ++r)
        samples.push_back(sample(x, r));
    std::vector<float> out;
    {
        std::lock_guard lock(m_network->mutex);
        out = m_network->net(samples, 256);
    }
    mean.resize(x.rows());
    for (Eigen::Index r = 0; r < x.rows(); ++r)
        mean[r] = double(out[size_t(r)]);
}

QJsonObject MlpRegressor::payload() const
{
    std::ostringstream out;
    dlib::serialize(m_network->net, out);
    const std::string bytes = out.str();
    return {{QStringLiteral("dlib_network_base64"),
        QString::fromLatin1(QByteArray(bytes.data(), qsizetype(bytes.size())).toBase64())}};
}

void MlpRegressor::load(const QJsonObject &payload, int width, const QString &what)
{
    const QByteArray bytes
        = QByteArray::fromBase64(payload.value(QStringLiteral("dlib_network_base64")).toString().toLatin1(),
            QByteArray::AbortOnBase64DecodingErrors);
    if (bytes.isEmpty())
        PayloadArrays::fail(what, QStringLiteral("'dlib_network_base64' is missing or not base64"));
    auto network = std::make_unique<Network>();
    try {
        std::istringstream in(std::string(bytes.constData(), size_t(bytes.size())));
        dlib::deserialize(network->net, in);
    } catch (const std::exception &e) {
        PayloadArrays::fail(what,
            QStringLiteral("dlib cannot read the network: %1").arg(QString::fromUtf8(e.what()).simplified()));
    }
    if (dlib::layer<5>(network->net).layer_details().get_layer_params().size() != size_t(width + 1) * 64)
        PayloadArrays::fail(what, QStringLiteral("the network does not take %1 features").arg(width));
    network->width = width;
    m_network = std::move(network);
}

QString MlpRegressor::library() const
{
    return QStringLiteral("dlib %1.%2").arg(DLIB_MAJOR_VERSION).arg(DLIB_MINOR_VERSION);
}
