#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

/// One name that configuration files, the CLI flags and PredictorRegistry accept for a predictor or a
/// feasibility mode: the name rows (id ↔ kind ↔ availability) that validation reads (spec decisions 4
/// and 10; upstream-behaviour.md §4, §5.5). In the model layer so that the configuration reader checks
/// names without depending on the prediction stage; PredictorRegistry gives each available row its
/// label, description and factory.
struct PredictorName
{
    enum class Kind {
        Performance, ///< predictors.performance / --predictor
        Fallback, ///< predictors.fallback / --fallback: intelligent's model on a cache miss
        Energy, ///< predictors.energy
        Feasibility, ///< predictors.feasibility / --feasibility
    };

    QString id; ///< the name in configuration files and on the command line, lower case
    Kind kind = Kind::Performance;
    /// Empty when available; otherwise why not, as it ends "'<name>' is …", e.g. "a data-driven
    /// predictor not available here: …".
    QString unavailableReason;

    bool available() const { return unavailableReason.isEmpty(); }

    /// Every name row, available or not, in the order names are listed in help and errors.
    static const QList<PredictorName> &all();
    /// The learned models' names (learned-predictors.md "Names and libraries"), each a performance
    /// predictor and a fallback: xgboost, random_forest, svr, knn, gaussian_process, bayesian_ridge,
    /// deep_learning.
    static const QStringList &learnedModels();

    /// True when `id` (exact, lower case) is an available name of `kind`.
    static bool isAvailable(QStringView id, Kind kind);
    /// The available names of `kind`, in table order.
    static QStringList available(Kind kind);
    /// available(kind) as prose: "kavier, cache or intelligent".
    static QString availableText(Kind kind);
    /// `name` trimmed, lower-cased, with `-` and spaces read as `_`, if it is one of available(kind).
    /// Throws CoastlineError otherwise, with a message (no location prefix) that lists the available
    /// names and says when a name is a predictor not available in this release (and why).
    static QString validated(const QString &name, Kind kind);
};
