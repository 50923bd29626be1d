#include "predict/learned/LearnedModel.h"

#include "common/AtomicFile.h"
#include "common/BoundedFile.h"
#include "common/CoastlineError.h"
#include "common/InputLimits.h"
#include "io/JsonText.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QJsonDocument>
#include <cmath>
#include <map>

namespace {
constexpr const char *kFormat = "coastline-learned-model";
constexpr const char *kTarget = "ln(measured_throughput / roofline_throughput)";

/// The sealed field groups (learned-predictors.md "Model file"): each group's SHA-256 is stored under
/// "sha256": {group: hex}. Together they cover every field that changes a prediction, an uncertainty
/// or a warning; a file whose group does not match is refused naming the group.
struct SealGroup
{
    const char16_t *name;
    QList<const char16_t *> keys;
};
const SealGroup kSealGroups[] = {
    {u"model", {u"format", u"format_version", u"model", u"library", u"seed", u"target"}},
    {u"features", {u"features"}},
    {u"training_data", {u"training_data"}},
    {u"domain", {u"domain"}},
    {u"uncertainty", {u"uncertainty_rms_log_error", u"cross_validation"}},
    {u"payload", {u"payload"}},
};
constexpr const char16_t *kSealKey = u"sha256";

QByteArray groupHash(const QJsonObject &file, const SealGroup &group)
{
    QJsonObject fields;
    for (const char16_t *key : group.keys)
        if (file.contains(QStringView(key)))
            fields.insert(QStringView(key), file.value(QStringView(key)));
    return QCryptographicHash::hash(
        QJsonDocument(fields).toJson(QJsonDocument::Compact), QCryptographicHash::Sha256)
        .toHex();
}

QJsonObject seal(const QJsonObject &file)
{
    QJsonObject hashes;
    for (const SealGroup &group : kSealGroups)
        hashes.insert(QStringView(group.name), QString::fromLatin1(groupHash(file, group)));
    return hashes;
}

bool isKnownKey(QStringView key)
{
    if (key == QStringView(kSealKey))
        return true;
    for (const SealGroup &group : kSealGroups)
        for (const char16_t *k : group.keys)
            if (key == QStringView(k))
                return true;
    return false;
}

/// The top-level keys of a JSON object and the bytes of each value, found without building the
/// document (so an oversized value is refused before it is held in memory). Stops quietly at the first
/// malformed byte: QJsonDocument then reports it.
QList<std::pair<QString, qsizetype>> topLevelSizes(const QByteArray &json)
{
    QList<std::pair<QString, qsizetype>> sizes;
    const qsizetype n = json.size();
    qsizetype i = 0;
    auto space = [&] {
        while (i < n && (json[i] == ' ' || json[i] == '\n' || json[i] == '\r' || json[i] == '\t'))
            ++i;
    };
    auto skipString = [&] { // at the opening quote; returns past the closing one
        for (++i; i < n && json[i] != '"'; ++i)
            if (json[i] == '\\')
                ++i;
        ++i;
    };
    space();
    if (i >= n || json[i] != '{')
        return sizes;
    ++i;
    while (true) {
        space();
        if (i >= n || json[i] != '"')
            return sizes;
        const qsizetype keyStart = i;
        skipString();
        const QString key = QString::fromUtf8(json.mid(keyStart + 1, i - keyStart - 2));
        space();
        if (i >= n || json[i] != ':')
            return sizes;
        ++i;
        space();
        const qsizetype valueStart = i;
        int depth = 0;
        for (; i < n; ++i) {
            const char c = json[i];
            if (c == '"') {
                skipString();
                --i;
            } else if (c == '{' || c == '[') {
                ++depth;
            } else if (c == '}' || c == ']') {
                if (depth == 0)
                    break;
                --depth;
            } else if (c == ',' && depth == 0) {
                break;
            }
        }
        sizes.append({key, i - valueStart});
        if (i >= n || json[i] != ',')
            return sizes;
        ++i;
    }
}

/// Refuses a file whose fields are larger than the budgets of InputLimits (modelPayloadBytes,
/// modelFieldBytes, modelExtraKeys, modelExtraKeyBytes) before it is parsed.
void checkSizes(const QByteArray &json, const QString &what)
{
    int extra = 0;
    for (const auto &[key, bytes] : topLevelSizes(json)) {
        const bool known = isKnownKey(key);
        const qint64 limit = key == u"payload" ? InputLimits::modelPayloadBytes
            : known                            ? InputLimits::modelFieldBytes
                                               : InputLimits::modelExtraKeyBytes;
        if (bytes > limit)
            throw CoastlineError(
                QStringLiteral("%1: %2: %3 bytes, more than the %4 a model file allows for %5")
                    .arg(what, key.left(64))
                    .arg(bytes)
                    .arg(limit)
                    .arg(key == u"payload" ? QStringLiteral("its payload")
                            : known        ? QStringLiteral("this field")
                                           : QStringLiteral("a key it does not use")));
        if (!known && ++extra > InputLimits::modelExtraKeys)
            throw CoastlineError(QStringLiteral("%1: more than %2 top-level keys this Coastline does not use")
                                     .arg(what)
                                     .arg(InputLimits::modelExtraKeys));
    }
}

/// The one place the model file's format_version is read: FormatVersion, or an error saying what to do.
void checkFormatVersion(const QJsonValue &version, const QString &what)
{
    const double v = version.toDouble(-1);
    QString problem;
    if (!version.isDouble() || v < 1 || v != std::floor(v))
        problem = QStringLiteral("format_version must be a whole number >= 1");
    else if (v > LearnedModel::FormatVersion)
        problem
            = QStringLiteral("format_version %1 is newer than this Coastline reads (%2); update Coastline "
                             "or tune the model again")
                  .arg(v)
                  .arg(LearnedModel::FormatVersion);
    else if (v < LearnedModel::FormatVersion)
        problem = QStringLiteral("format_version %1 is from an older Coastline whose model files are not "
                                 "sealed; re-run `coastline-cli tune` to write a version %2 file")
                      .arg(v)
                      .arg(LearnedModel::FormatVersion);
    if (!problem.isEmpty())
        throw CoastlineError(QStringLiteral("%1: %2").arg(what, problem));
}

/// Refuses a file whose field groups do not match their SHA-256 (naming the first such group).
void checkSeal(const QJsonObject &file, const QString &what)
{
    const QJsonObject hashes = file.value(QStringView(kSealKey)).toObject();
    for (const SealGroup &group : kSealGroups)
        if (hashes.value(QStringView(group.name)).toString().toLatin1() != groupHash(file, group))
            throw CoastlineError(
                QStringLiteral("%1: %2: changed after `tune` (its SHA-256 does not match sha256.%2); re-run "
                               "`coastline-cli tune`")
                    .arg(what, QStringView(group.name)));
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
        // A huge sigma (e^sigma overflows) has no finite uncertainty: reported as none, never inf.
        const double uncertainty = (std::exp(sigma) - 1.0) * 100.0;
        if (std::isfinite(uncertainty) && (withStd || m_rmsLogError > 0))
            e.uncertaintyPercent = uncertainty;
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
        {QStringLiteral("uncertainty_rms_log_error"), m_rmsLogError}, {QStringLiteral("payload"), payload}};
    return resealed(QJsonDocument(file).toJson(QJsonDocument::Indented));
}

QByteArray LearnedModel::resealed(const QByteArray &json)
{
    QJsonObject file = QJsonDocument::fromJson(json).object();
    if (file.isEmpty())
        return json;
    file.insert(QStringView(kSealKey), seal(file));
    return QJsonDocument(file).toJson(QJsonDocument::Indented);
}

LearnedModel LearnedModel::fromJson(const QByteArray &json, const QString &what)
{
    auto fail
        = [&](const QString &problem) { throw CoastlineError(QStringLiteral("%1: %2").arg(what, problem)); };
    checkSizes(json, what);
    const QJsonDocument document
        = JsonText::parse(json, what, QStringLiteral("not a model file: invalid JSON"));
    const QJsonObject file = document.object();
    if (file.value(QStringLiteral("format")).toString() != QLatin1String(kFormat))
        fail(QStringLiteral("not a Coastline model file (\"format\" is not \"%1\")")
                 .arg(QLatin1String(kFormat)));
    checkFormatVersion(file.value(QStringLiteral("format_version")), what);
    checkSeal(file, what);
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
    auto regressor = Regressor::create(model.m_name);
    regressor->load(payload, model.m_encoder.width(), what);
    model.m_regressor = std::move(regressor);
    return model;
}

LearnedModel LearnedModel::load(const QString &path)
{
    try {
        return fromJson(BoundedFile::read(path, InputLimits::modelFileBytes), path);
    } catch (const std::bad_alloc &) {
        throw CoastlineError(QStringLiteral("%1: not enough memory to load the model").arg(path));
    }
}

void LearnedModel::save(const QString &path) const
{
    QString error;
    if (!AtomicFile::write(path, toJson(), &error))
        throw CoastlineError(error);
}
