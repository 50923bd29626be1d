#include "predict/learned/LearnedModel.h"

#include "common/AtomicFile.h"
#include "common/BoundedFile.h"
#include "common/CoastlineError.h"
#include "common/InputLimits.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>
#include <cmath>
#include <map>

namespace {
constexpr const char *kFormat = "coastline-learned-model";
constexpr const char *kTarget = "ln(measured_throughput / roofline_throughput)";

QByteArray payloadHash(const QJsonObject &payload)
{
    return QCryptographicHash::hash(
        QJsonDocument(payload).toJson(QJsonDocument::Compact), QCryptographicHash::Sha256)
        .toHex();
}
} // namespace

LearnedModel LearnedModel::train(
    const QString &name, const LearningData &data, std::vector<int> rows, quint32 seed)
{
    if (rows.empty())
        rows = data.allRows();
    LearnedModel model;
    model.m_name = name;
    model.m_seed = seed;
    auto regressor = Regressor::create(name);
    QList<FeatureRow> training;
    Eigen::VectorXd y(Eigen::Index(rows.size()));
    for (size_t i = 0; i < rows.size(); ++i) {
        training.append(data.rows().at(rows[i]));
        y[Eigen::Index(i)] = data.target(rows[i]);
    }
    model.m_encoder = FeatureEncoder::fit(training);
    model.m_domain = TrainingDomain::of(training);
    std::vector<int> all(rows.size());
    for (size_t i = 0; i < all.size(); ++i)
        all[i] = int(i);
    regressor->fit(model.m_encoder.encode(training, all), y, seed);
    model.m_regressor = std::move(regressor);
    model.m_trainingRows = int(rows.size());
    model.m_trainingSkipped = data.skipped();
    model.m_trainingSha256 = data.runs().sha256Hex();
    model.m_trainingFile = QFileInfo(data.runs().fileName()).fileName();
    return model;
}

Eigen::VectorXd LearnedModel::predictTarget(const Eigen::MatrixXd &encoded) const
{
    Eigen::VectorXd mean;
    m_regressor->predict(encoded, mean, nullptr);
    return mean;
}

QList<LearnedEstimate> LearnedModel::estimate(const QList<FeatureRow> &rows) const
{
    std::vector<int> all(static_cast<size_t>(rows.size()));
    for (size_t i = 0; i < all.size(); ++i)
        all[i] = int(i);
    const Eigen::MatrixXd x = m_encoder.encode(rows, all);
    Eigen::VectorXd mean, sd;
    const bool withStd = m_regressor->hasStd();
    m_regressor->predict(x, mean, withStd ? &sd : nullptr);
    QList<LearnedEstimate> out;
    out.reserve(rows.size());
    // The names are checked once per run of rows with the same (LLM, method, GPU).
    bool namesInDomain = false;
    QString namesOutside;
    std::map<std::pair<int, double>, QString> outsideTexts;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const FeatureRow &row = rows[i];
        if (i == 0 || row.llmModel != rows[i - 1].llmModel || row.method != rows[i - 1].method
            || row.gpuModel != rows[i - 1].gpuModel) {
            namesOutside.clear();
            namesInDomain = m_domain.containsNames(row, &namesOutside);
        }
        LearnedEstimate e;
        e.throughputTokensPerSecond = row.kavierTokensPerSecond * std::exp(mean[Eigen::Index(i)]);
        const double sigma = withStd ? sd[Eigen::Index(i)] : m_rmsLogError;
        if (std::isfinite(sigma) && (withStd || m_rmsLogError > 0))
            e.uncertaintyPercent = (std::exp(sigma) - 1.0) * 100.0;
        if (!namesInDomain) {
            e.inDomain = false;
            e.outsideDomain = namesOutside;
        } else if (const int range = m_domain.outsideRange(row); range >= 0) {
            // A block repeats few (range, value) pairs: each text is made once and shared.
            const std::pair key {range, TrainingDomain::rangeValue(row, range)};
            auto text = outsideTexts.find(key);
            if (text == outsideTexts.end())
                text = outsideTexts.emplace(key, m_domain.describeOutside(row, range)).first;
            e.inDomain = false;
            e.outsideDomain = text->second;
        }
        out.append(e);
    }
    return out;
}

LearnedEstimate LearnedModel::estimate(const FeatureRow &row) const
{
    return estimate(QList<FeatureRow> {row}).constFirst();
}

QString LearnedModel::library() const
{
    return m_regressor ? m_regressor->library() : QString();
}

void LearnedModel::setCrossValidation(const QJsonObject &summary, double rmsLogError)
{
    m_crossValidation = summary;
    m_rmsLogError = rmsLogError;
}

QByteArray LearnedModel::toJson() const
{
    const QJsonObject payload = m_regressor->payload();
    const QJsonObject file {{QStringLiteral("format"), QLatin1String(kFormat)},
        {QStringLiteral("format_version"), FormatVersion}, {QStringLiteral("model"), m_name},
        {QStringLiteral("library"), library()}, {QStringLiteral("seed"), double(m_seed)},
        {QStringLiteral("target"), QLatin1String(kTarget)}, {QStringLiteral("features"), m_encoder.toJson()},
        {QStringLiteral("training_data"),
            QJsonObject {{QStringLiteral("file"), m_trainingFile},
                {QStringLiteral("sha256"), QString::fromLatin1(m_trainingSha256)},
                {QStringLiteral("rows"), m_trainingRows}, {QStringLiteral("skipped"), m_trainingSkipped}}},
        {QStringLiteral("domain"), m_domain.toJson()},
        {QStringLiteral("cross_validation"), m_crossValidation},
        {QStringLiteral("uncertainty_rms_log_error"), m_rmsLogError}, {QStringLiteral("payload"), payload},
        {QStringLiteral("payload_sha256"), QString::fromLatin1(payloadHash(payload))}};
    return QJsonDocument(file).toJson(QJsonDocument::Indented);
}

LearnedModel LearnedModel::fromJson(const QByteArray &json, const QString &what)
{
    auto fail
        = [&](const QString &problem) { throw CoastlineError(QStringLiteral("%1: %2").arg(what, problem)); };
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        fail(QStringLiteral("not a model file: invalid JSON at byte %1: %2")
                 .arg(error.offset)
                 .arg(error.errorString()));
    const QJsonObject file = document.object();
    if (file.value(QStringLiteral("format")).toString() != QLatin1String(kFormat))
        fail(QStringLiteral("not a Coastline model file (\"format\" is not \"%1\")")
                 .arg(QLatin1String(kFormat)));
    const QJsonValue version = file.value(QStringLiteral("format_version"));
    if (!version.isDouble() || version.toDouble() < 1 || version.toDouble() != std::floor(version.toDouble()))
        fail(QStringLiteral("format_version must be a whole number >= 1"));
    if (version.toDouble() > FormatVersion)
        fail(QStringLiteral(
            "format_version %1 is newer than this Coastline reads (%2); update Coastline or tune the "
            "model again")
                 .arg(version.toDouble())
                 .arg(FormatVersion));
    if (file.value(QStringLiteral("target")).toString() != QLatin1String(kTarget))
        fail(QStringLiteral("target '%1' is not '%2'")
                 .arg(file.value(QStringLiteral("target")).toString(), QLatin1String(kTarget)));
    LearnedModel model;
    model.m_name = file.value(QStringLiteral("model")).toString();
    if (!Regressor::names().contains(model.m_name))
        fail(QStringLiteral("model '%1' is not one of %2")
                 .arg(model.m_name, Regressor::names().join(QStringLiteral(", "))));
    const double seed = file.value(QStringLiteral("seed")).toDouble(-1);
    if (seed < 0 || seed > 4294967295.0 || seed != std::floor(seed))
        fail(QStringLiteral("seed must be a whole number in 0-4294967295"));
    model.m_seed = quint32(seed);
    model.m_encoder = FeatureEncoder::fromJson(file.value(QStringLiteral("features")).toObject(), what);
    model.m_domain = TrainingDomain::fromJson(file.value(QStringLiteral("domain")).toObject(), what);
    const QJsonObject training = file.value(QStringLiteral("training_data")).toObject();
    model.m_trainingRows = training.value(QStringLiteral("rows")).toInt();
    model.m_trainingSkipped = training.value(QStringLiteral("skipped")).toInt();
    model.m_trainingSha256 = training.value(QStringLiteral("sha256")).toString().toLatin1();
    model.m_trainingFile = training.value(QStringLiteral("file")).toString();
    model.m_crossValidation = file.value(QStringLiteral("cross_validation")).toObject();
    model.m_rmsLogError = file.value(QStringLiteral("uncertainty_rms_log_error")).toDouble();
    if (!std::isfinite(model.m_rmsLogError) || model.m_rmsLogError < 0)
        fail(QStringLiteral("uncertainty_rms_log_error must be a finite number >= 0"));
    const QJsonObject payload = file.value(QStringLiteral("payload")).toObject();
    if (file.value(QStringLiteral("payload_sha256")).toString().toLatin1() != payloadHash(payload))
        fail(QStringLiteral("payload: corrupted (its SHA-256 does not match payload_sha256)"));
    auto regressor = Regressor::create(model.m_name);
    regressor->load(payload, model.m_encoder.width(), what);
    model.m_regressor = std::move(regressor);
    return model;
}

LearnedModel LearnedModel::load(const QString &path)
{
    return fromJson(BoundedFile::read(path, InputLimits::modelFileBytes), path);
}

void LearnedModel::save(const QString &path) const
{
    QString error;
    if (!AtomicFile::write(path, toJson(), &error))
        throw CoastlineError(error);
}
