#include "predict/interval/CalibrationProfile.h"

#include "common/BoundedFile.h"
#include "common/CoastlineError.h"
#include "common/InputLimits.h"
#include "model/PredictorIds.h"
#include "predict/interval/PredictionInterval.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace {

[[noreturn]] void refuse(const QString &where, const QString &what)
{
    throw CoastlineError(ErrorMessage(ErrorCode::CalibrationProfileInvalid).arg(where, what));
}

QString number(double x)
{
    return QString::number(x, 'g', 17);
}

double readNumber(const QJsonObject &o, const char *key, const QString &where)
{
    bool ok = false;
    const double x = o.value(QLatin1String(key)).toString().toDouble(&ok);
    if (!ok || !std::isfinite(x))
        refuse(where, QStringLiteral("'%1' is not a number").arg(QLatin1String(key)));
    return x;
}

} // namespace

double CalibrationProfile::computeEfficiency() const
{
    return std::exp(theta(0));
}

double CalibrationProfile::networkEfficiency() const
{
    return std::exp(theta(1));
}

double CalibrationProfile::fixedSeconds() const
{
    return theta(2);
}

Eigen::Vector3d CalibrationProfile::sd() const
{
    return covariance.diagonal().cwiseMax(0).cwiseSqrt();
}

double CalibrationProfile::stepSeconds(const StepTime &step) const
{
    const double compute = step.computeS + step.recomputeS;
    const double rest = std::max(0.0, step.stepS - compute - step.exposedCommS);
    // Never below 5 % of the roofline's step: a strongly negative fixed time must not make it vanish.
    return std::max(compute * std::exp(-theta(0)) + step.exposedCommS * std::exp(-theta(1)) + rest + theta(2),
        0.05 * step.stepS);
}

Eigen::Vector3d CalibrationProfile::gradient(const StepTime &step) const
{
    const double t = stepSeconds(step);
    return {-(step.computeS + step.recomputeS) * std::exp(-theta(0)) / t,
        -step.exposedCommS * std::exp(-theta(1)) / t, 1.0 / t};
}

double CalibrationProfile::logHalfWidth(const StepTime &step) const
{
    const Eigen::Vector3d g = gradient(step);
    return kZ80 * std::sqrt(std::max(0.0, double(g.transpose() * covariance * g)) + kRunSigma * kRunSigma);
}

void CalibrationProfile::apply(Evaluation &evaluation) const
{
    for (EvaluatedCandidate &c : evaluation.candidates)
        apply(evaluation.config, c);
}

void CalibrationProfile::apply(const Configuration &config, EvaluatedCandidate &c) const
{
    if (!c.prediction || !c.prediction->stepTime || c.prediction->source != PredictorId::Roofline
        || uncalibratedThroughput(*c.prediction))
        return;
    Prediction &p = *c.prediction;
    const StepTime &step = *p.stepTime;
    const double calibrated = stepSeconds(step);
    if (!(calibrated > 0) || !(step.stepS > 0))
        return;
    const std::optional<PredictionInterval> before = PredictionInterval::of(config, c);
    double half = logHalfWidth(step);
    if (before && before->p10TokensPerSecond > 0)
        half = std::min(half,
            std::max(std::log(before->p90TokensPerSecond / p.throughputTokensPerSecond),
                std::log(p.throughputTokensPerSecond / before->p10TokensPerSecond)));
    const double uncalibrated = p.throughputTokensPerSecond;
    p.throughputTokensPerSecond *= step.stepS / calibrated;
    p.throughputUncertaintyPercent = half / kZ80 * 100;
    p.notes.append(appliedNote(step.stepS / calibrated, uncalibrated));
}

namespace {

const QString &notePrefix()
{
    static const QString prefix = QStringLiteral("calibrated by the cluster profile: ");
    return prefix;
}

const QString &noteMiddle()
{
    static const QString middle = QStringLiteral("× the roofline's ");
    return middle;
}

} // namespace

QString CalibrationProfile::appliedNote(double ratio, double uncalibrated)
{
    return notePrefix() + QString::number(ratio, 'f', 4) + noteMiddle()
        + QString::number(uncalibrated, 'g', 17) + QStringLiteral(" tokens/s");
}

std::optional<double> CalibrationProfile::uncalibratedThroughput(const Prediction &prediction)
{
    for (const QString &note : prediction.notes) {
        if (!note.startsWith(notePrefix()))
            continue;
        const qsizetype at = note.indexOf(noteMiddle());
        bool ok = false;
        const double x = at < 0 ? 0 : note.mid(at + noteMiddle().size()).section(u' ', 0, 0).toDouble(&ok);
        if (ok)
            return x;
    }
    return std::nullopt;
}

QByteArray CalibrationProfile::toJson() const
{
    QJsonObject profile;
    profile[QStringLiteral("cluster")] = cluster;
    profile[QStringLiteral("runs")] = runs;
    profile[QStringLiteral("compute_efficiency_log")] = number(theta(0));
    profile[QStringLiteral("network_efficiency_log")] = number(theta(1));
    profile[QStringLiteral("fixed_s")] = number(theta(2));
    QJsonArray cov;
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j)
            cov.append(number(covariance(i, j)));
    profile[QStringLiteral("covariance")] = cov;
    // Readable copies for a person (not read back): the factors and one standard deviation each.
    const Eigen::Vector3d s = sd();
    profile[QStringLiteral("summary")] = QStringLiteral(
        "compute efficiency %1 (x/÷ %2), network efficiency %3 (x/÷ %4), fixed time %5 s (± %6 s)")
                                             .arg(computeEfficiency(), 0, 'f', 3)
                                             .arg(std::exp(s(0)), 0, 'f', 3)
                                             .arg(networkEfficiency(), 0, 'f', 3)
                                             .arg(std::exp(s(1)), 0, 'f', 3)
                                             .arg(fixedSeconds(), 0, 'f', 4)
                                             .arg(s(2), 0, 'f', 4);
    const QByteArray payload = QJsonDocument(profile).toJson(QJsonDocument::Compact);
    QJsonObject root;
    root[QStringLiteral("format")] = QStringLiteral("coastline-calibration-profile");
    root[QStringLiteral("version")] = kVersion;
    root[QStringLiteral("profile")] = profile;
    root[QStringLiteral("sha256")]
        = QString::fromLatin1(QCryptographicHash::hash(payload, QCryptographicHash::Sha256).toHex());
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

CalibrationProfile CalibrationProfile::fromJson(const QByteArray &json, const QString &where)
{
    QJsonParseError error {};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (!doc.isObject())
        refuse(where, error.errorString());
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String("coastline-calibration-profile"))
        refuse(where, QStringLiteral("format is not coastline-calibration-profile"));
    if (root.value(QStringLiteral("version")).toInt(-1) != kVersion)
        throw CoastlineError(ErrorMessage(ErrorCode::CalibrationProfileVersion)
                                 .arg(where, root.value(QStringLiteral("version")).toVariant().toString())
                                 .arg(kVersion));
    const QJsonObject profile = root.value(QStringLiteral("profile")).toObject();
    const QByteArray payload = QJsonDocument(profile).toJson(QJsonDocument::Compact);
    if (root.value(QStringLiteral("sha256")).toString()
        != QString::fromLatin1(QCryptographicHash::hash(payload, QCryptographicHash::Sha256).toHex()))
        throw CoastlineError(ErrorMessage(ErrorCode::CalibrationProfileChecksum).arg(where));
    CalibrationProfile p;
    p.cluster = profile.value(QStringLiteral("cluster")).toString();
    p.runs = profile.value(QStringLiteral("runs")).toInt(-1);
    p.theta = {readNumber(profile, "compute_efficiency_log", where),
        readNumber(profile, "network_efficiency_log", where), readNumber(profile, "fixed_s", where)};
    const QJsonArray cov = profile.value(QStringLiteral("covariance")).toArray();
    if (cov.size() != 9)
        refuse(where, QStringLiteral("covariance must have 9 numbers"));
    for (int i = 0; i < 9; ++i) {
        bool ok = false;
        p.covariance(i / 3, i % 3) = cov.at(i).toString().toDouble(&ok);
        if (!ok || !std::isfinite(p.covariance(i / 3, i % 3)))
            refuse(where, QStringLiteral("covariance must have 9 numbers"));
    }
    if (p.runs < 0 || std::abs(p.theta(0)) > 3 || std::abs(p.theta(1)) > 5 || std::abs(p.theta(2)) > 1e4
        || (p.covariance.diagonal().array() < 0).any())
        refuse(where, QStringLiteral("a value is out of range"));
    return p;
}

CalibrationProfile CalibrationProfile::load(const QString &path)
{
    return fromJson(BoundedFile::read(path, InputLimits::calibrationFileBytes), path);
}
