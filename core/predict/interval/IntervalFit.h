#pragma once

#include "predict/interval/IntervalStratum.h"
#include "predict/interval/IntervalTable.h"
#include "predict/roofline/RooflineEvaluation.h"

#include <QList>
#include <QString>
#include <QStringList>

class Catalog;

/// Builds the prediction-interval table (IntervalTable) from the roofline's residuals on the development
/// data, and checks it by cross-conformal leave-one-out (issue "How sure": the 80 % intervals cover 75–85 %
/// of each development set). The development sets are the measured-runs CSVs of tests/data/measured
/// (their provenance is in its README): the five the roofline's constants were fitted on (in-fit sets)
/// and the parallel-layout sets it was not (nemo_layouts, torchtitan_layouts).
namespace IntervalFit {

/// One development CSV and the stack its runs ran on (a row's `framework` cell, or its `source` naming
/// a repository, overrides it).
struct DataSet
{
    QString path;
    QString stack;
    bool fitted = false; ///< the roofline's constants were fitted on it (step-time-model.md §3)
};

/// One scored development run.
struct Residual
{
    QString dataSet; ///< file name without folder
    IntervalStratum stratum;
    double residual = 0; ///< ln(measured / predicted)
    RooflineEvaluation::Score score;
    QString group() const; ///< "model|GPU|stack": the leave-two-in groups
};

/// The development sets in `folder` (tests/data/measured), fitted ones first.
QList<DataSet> developmentSets(const QString &folder);

/// The stack of the run on row `line` of `path` as the development data records it: the `framework`
/// cell, else a repository named in `source` (Megatron-Bridge and NVIDIA/NeMo → megatron, Automodel →
/// nemo-automodel, torchtitan → torchtitan, fms-fsdp → pytorch-fsdp), else `fallback`.
QString stackOf(const QString &framework, const QString &source, const QString &fallback);

/// Every predictable run of `sets`, scored by the roofline with `calibration`; `fitGpus` receives the GPU
/// catalog keys of the fitted sets' runs (sorted), which decide IntervalStratum::inFit.
QList<Residual> residuals(const QList<DataSet> &sets, const Catalog &catalog,
    const RooflineCalibration &calibration, QStringList *fitGpus);

/// The table of `runs`, leaving out run `skip` (−1: none): every stratum key with ≥ MinimumRuns runs.
/// Inflation is left at 1.
IntervalTable table(const QList<Residual> &runs, int skip = -1);

/// One run's leave-one-out interval.
struct Held
{
    IntervalFactors factors; ///< from the table without the run, inflated when widened
    bool covered = false; ///< measured within [predicted × low, predicted × high]
};

/// The leave-one-out intervals of every run with table(runs, i) and `inflation`.
QList<Held> leaveOneOut(const QList<Residual> &runs, double inflation);

/// The inflation for strata the data does not cover: over the runs whose leave-one-out interval came
/// from a coarser stratum, the conformal 80 % quantile (rank ⌈0.8(m+1)⌉) of |s − centre| / half-width
/// (at least 1; 1 when fewer than 4 such runs).
double fittedInflation(const QList<Residual> &runs);

/// The shipped table: table(runs) with the fitted inflation, the data-set names and `fitGpus`.
IntervalTable fit(const QList<Residual> &runs, const QList<DataSet> &sets, const QStringList &fitGpus);

} // namespace IntervalFit
