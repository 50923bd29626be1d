#pragma once

#include <QJsonObject>
#include <QList>

/// How close predictions are to measured throughputs (learned-predictors.md "Evaluation"), on
/// throughput in tokens/s: APE = |predicted − measured| / measured × 100 per row.
struct AccuracyMetrics
{
    int rows = 0; ///< rows scored
    double mdapePercent = 0; ///< median APE, %
    double mapePercent = 0; ///< mean APE, %
    double maxApePercent = 0; ///< worst APE, %
    double r2Log = 0; ///< R² of ln(throughput): 1 − Σ(ln m − ln p)² / Σ(ln m − mean ln m)²
    double rmsLogError = 0; ///< √mean (ln p − ln m)²: the typical relative error as a log ratio

    /// The metrics of `predicted` against `measured` (same length, all > 0). Median of an even count:
    /// the mean of the two middle values. R² is 0 when the measured values do not vary.
    static AccuracyMetrics of(const QList<double> &measured, const QList<double> &predicted);
    /// {"rows", "mdape_percent", "mape_percent", "max_ape_percent", "r2_log"}.
    QJsonObject toJson() const;
    /// Reads toJson()'s form (missing numbers read as 0).
    static AccuracyMetrics fromJson(const QJsonObject &json);
};
