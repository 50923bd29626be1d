#include "predict/AccuracyMetrics.h"

#include <algorithm>
#include <cmath>

AccuracyMetrics AccuracyMetrics::of(const QList<double> &measured, const QList<double> &predicted)
{
    AccuracyMetrics m;
    const qsizetype n = std::min(measured.size(), predicted.size());
    m.rows = int(n);
    if (n == 0)
        return m;
    QList<double> ape;
    double meanLog = 0;
    for (qsizetype i = 0; i < n; ++i)
        meanLog += std::log(measured[i]);
    meanLog /= double(n);
    double residual = 0, total = 0;
    for (qsizetype i = 0; i < n; ++i) {
        ape.append(std::abs(predicted[i] - measured[i]) / measured[i] * 100.0);
        const double e = std::log(measured[i]) - std::log(predicted[i]);
        residual += e * e;
        total += (std::log(measured[i]) - meanLog) * (std::log(measured[i]) - meanLog);
    }
    double sum = 0;
    for (double a : ape)
        sum += a;
    m.mapePercent = sum / double(n);
    m.maxApePercent = *std::max_element(ape.begin(), ape.end());
    std::sort(ape.begin(), ape.end());
    m.mdapePercent = n % 2 ? ape[n / 2] : (ape[n / 2 - 1] + ape[n / 2]) / 2.0;
    m.r2Log = total > 0 ? 1.0 - residual / total : 0.0;
    m.rmsLogError = std::sqrt(residual / double(n));
    return m;
}

QJsonObject AccuracyMetrics::toJson() const
{
    return {{QStringLiteral("rows"), rows}, {QStringLiteral("mdape_percent"), mdapePercent},
        {QStringLiteral("mape_percent"), mapePercent}, {QStringLiteral("max_ape_percent"), maxApePercent},
        {QStringLiteral("r2_log"), r2Log}, {QStringLiteral("rms_log_error"), rmsLogError}};
}

AccuracyMetrics AccuracyMetrics::fromJson(const QJsonObject &json)
{
    AccuracyMetrics m;
    m.rows = json.value(QStringLiteral("rows")).toInt();
    m.mdapePercent = json.value(QStringLiteral("mdape_percent")).toDouble();
    m.mapePercent = json.value(QStringLiteral("mape_percent")).toDouble();
    m.maxApePercent = json.value(QStringLiteral("max_ape_percent")).toDouble();
    m.r2Log = json.value(QStringLiteral("r2_log")).toDouble();
    m.rmsLogError = json.value(QStringLiteral("rms_log_error")).toDouble();
    return m;
}
