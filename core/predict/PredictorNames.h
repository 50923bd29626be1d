#pragma once

#include <QString>
#include <QStringList>

/// The predictor and feasibility vocabularies (spec decisions 4 and 10; upstream-behaviour.md §4,
/// §5.5), in one place for configuration files, the CLI flags and the pipeline.
namespace PredictorNames {

enum class Kind {
    Performance, ///< predictors.performance / --predictor: kavier, cache, intelligent
    Fallback, ///< predictors.fallback / --fallback: kavier
    Energy, ///< predictors.energy: kavier_power
    Feasibility, ///< predictors.feasibility / --feasibility: autoconf, rules, none
};

/// The accepted names of `kind`.
QStringList available(Kind kind);

/// The data-driven predictors of upstream Coastline (xgboost, tabpfn, …): not part of this release.
const QStringList &dataDriven();

/// `name` trimmed, lower-cased, with `-` and spaces read as `_`, if it is one of available(kind).
/// Throws CoastlineError otherwise, with a message (no location prefix) that lists the available
/// names and says when a name is a data-driven predictor not available in this release.
QString validated(const QString &name, Kind kind);

} // namespace PredictorNames
