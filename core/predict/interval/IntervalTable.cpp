#include "predict/interval/IntervalTable.h"

#include "common/CoastlineError.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cmath>

namespace {

[[noreturn]] void malformed(const QString &where, const QString &what)
{
    throw CoastlineError(ErrorMessage(ErrorCode::IntervalTableInvalid).arg(where, what));
}

QString number(double x)
{
    return QString::number(x, 'g', 17);
}

} // namespace

const IntervalTable &IntervalTable::bundled()
{
    static const IntervalTable table = [] {
        const QString path = QStringLiteral(":/calibration/intervals.json");
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            malformed(path, QStringLiteral("missing from the build"));
        return fromJson(file.readAll(), path);
    }();
    return table;
}

IntervalTable::Entry IntervalTable::conformal(QList<double> residuals)
{
    const auto n = int(residuals.size());
    if (n < MinimumRuns)
        return {};
    std::sort(residuals.begin(), residuals.end());
    const int lowRank = int(std::floor((1.0 - kCoverage) / 2 * (n + 1) + 1e-9));
    const int highRank = int(std::ceil((1.0 + kCoverage) / 2 * (n + 1) - 1e-9));
    return {n, residuals.at(std::max(1, lowRank) - 1), residuals.at(std::min(n, highRank) - 1)};
}

IntervalFactors IntervalTable::factors(const IntervalStratum &stratum) const
{
    const int start = stratum.stack.isEmpty() ? 1 : 0;
    for (int level = start; level < IntervalStratum::kLevels; ++level) {
        const auto it = strata.constFind(stratum.key(level));
        if (it == strata.constEnd() || it->runs < MinimumRuns)
            continue;
        IntervalFactors f;
        f.stratum = stratum.describe(level);
        f.runs = it->runs;
        double low = it->low;
        double high = it->high;
        if (level != start) {
            f.widened = true;
            f.inflation = inflation;
            const double centre = (low + high) / 2;
            const double half = (high - low) / 2 * inflation;
            low = centre - half;
            high = centre + half;
        }
        f.low = std::exp(low);
        f.high = std::exp(high);
        return f;
    }
    return {}; // no stratum at all: an empty table (never the bundled one)
}

QByteArray IntervalTable::toJson() const
{
    QJsonObject root;
    root[QStringLiteral("format")] = QStringLiteral("coastline-prediction-intervals");
    root[QStringLiteral("version")] = kVersion;
    root[QStringLiteral("coverage")] = kCoverage;
    root[QStringLiteral("predictor")] = predictor;
    root[QStringLiteral("minimum_runs")] = MinimumRuns;
    root[QStringLiteral("inflation")] = number(inflation);
    root[QStringLiteral("data_sets")] = QJsonArray::fromStringList(dataSets);
    root[QStringLiteral("fit_gpus")] = QJsonArray::fromStringList(fitGpus);
    QStringList keys = strata.keys();
    std::sort(keys.begin(), keys.end());
    QJsonArray rows;
    for (const QString &key : keys) {
        const Entry &e = strata[key];
        rows.append(QJsonObject {{QStringLiteral("stratum"), key}, {QStringLiteral("runs"), e.runs},
            {QStringLiteral("low"), number(e.low)}, {QStringLiteral("high"), number(e.high)}});
    }
    root[QStringLiteral("strata")] = rows;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

IntervalTable IntervalTable::fromJson(const QByteArray &json, const QString &where)
{
    QJsonParseError error {};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (!doc.isObject())
        malformed(where, error.errorString());
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String("coastline-prediction-intervals")
        || root.value(QStringLiteral("version")).toInt() != kVersion)
        malformed(where, QStringLiteral("format or version"));
    IntervalTable t;
    t.predictor = root.value(QStringLiteral("predictor")).toString();
    bool ok = false;
    t.inflation = root.value(QStringLiteral("inflation")).toString().toDouble(&ok);
    if (!ok || !(t.inflation >= 1))
        malformed(where, QStringLiteral("inflation"));
    for (const auto &v : root.value(QStringLiteral("data_sets")).toArray())
        t.dataSets.append(v.toString());
    for (const auto &v : root.value(QStringLiteral("fit_gpus")).toArray())
        t.fitGpus.append(v.toString());
    for (const auto &v : root.value(QStringLiteral("strata")).toArray()) {
        const QJsonObject o = v.toObject();
        Entry e;
        e.runs = o.value(QStringLiteral("runs")).toInt();
        bool okLow = false;
        bool okHigh = false;
        e.low = o.value(QStringLiteral("low")).toString().toDouble(&okLow);
        e.high = o.value(QStringLiteral("high")).toString().toDouble(&okHigh);
        if (!okLow || !okHigh || !(e.low <= e.high) || e.runs < 1)
            malformed(where, QStringLiteral("stratum ") + o.value(QStringLiteral("stratum")).toString());
        t.strata.insert(o.value(QStringLiteral("stratum")).toString(), e);
    }
    return t;
}
