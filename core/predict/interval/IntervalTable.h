#pragma once

#include "predict/interval/IntervalStratum.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

/// The 80 % prediction interval of one prediction, as factors on its throughput.
struct IntervalFactors
{
    double low = 1; ///< p10 throughput = predicted × low (low ≤ 1 for an unbiased model; > 0)
    double high = 1; ///< p90 throughput = predicted × high
    QString stratum; ///< the stratum whose residuals gave it, in words (IntervalStratum::describe)
    int runs = 0; ///< development runs in that stratum
    /// The prediction's own stratum had fewer than IntervalTable::MinimumRuns runs: a coarser stratum's
    /// interval, its log half-width multiplied by IntervalTable::inflation().
    bool widened = false;
    double inflation = 1;
};

/// Split-conformal residual quantiles of a predictor on the development data, per stratum
/// (IntervalStratum, every coarsening level): the bundled `resources/calibration/intervals.json`, written
/// by IntervalFit from the development runs (scripts/update-intervals.sh; test_prediction_intervals fails
/// when the shipped file is stale).
///
/// The residual of a run is s = ln(measured / predicted). For a stratum of n runs with sorted residuals
/// s₍₁₎ ≤ … ≤ s₍ₙ₎, the 80 % split-conformal interval is [s₍⌊0.1(n+1)⌋₎, s₍⌈0.9(n+1)⌉₎] (Vovk et al.
/// 2005; Lei et al. 2018, "Distribution-free predictive inference for regression"), kept only with
/// n ≥ MinimumRuns so that both ranks are finite and at least one run lies beyond each end.
class IntervalTable
{
public:
    /// The nominal coverage: the interval holds the measured throughput with probability 0.8.
    static constexpr double kCoverage = 0.8;
    /// The fewest runs of a stratum for its own quantiles (ranks 2 and n − 1 at n = 19).
    static constexpr int MinimumRuns = 19;
    static constexpr int kVersion = 1;

    struct Entry
    {
        int runs = 0;
        double low = 0; ///< s at rank ⌊0.1(n+1)⌋
        double high = 0; ///< s at rank ⌈0.9(n+1)⌉
    };

    /// The bundled table (resources/calibration/intervals.json), read once. Throws CoastlineError
    /// (IntervalTableMalformed) when the resource is damaged.
    static const IntervalTable &bundled();
    /// Parses a table written by toJson(). Throws CoastlineError naming `where` when it is not one.
    static IntervalTable fromJson(const QByteArray &json, const QString &where);
    /// The table as indented JSON with keys in a fixed order (the bundled file's format).
    QByteArray toJson() const;

    /// The interval of a prediction in `stratum`. With an empty stack the search starts at level 1 (the
    /// stack pooled). The finest level with ≥ MinimumRuns runs gives the quantiles; when that is not the
    /// starting level the interval is widened by inflation() around its centre and says so.
    IntervalFactors factors(const IntervalStratum &stratum) const;

    /// The conformal 80 % pair of `residuals` (any order); runs = 0 when fewer than MinimumRuns.
    static Entry conformal(QList<double> residuals);

    QString predictor; ///< the predictor whose residuals these are, e.g. "roofline"
    QStringList dataSets; ///< the development files (names only)
    QStringList fitGpus; ///< GPU catalog keys of the fit's runs (IntervalStratum::inFit)
    double inflation = 1; ///< log half-width factor for uncovered strata (IntervalFit::fit derives it)
    QHash<QString, Entry> strata; ///< key (IntervalStratum::key) → quantiles, every level
};
