#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

/// One predictor or feasibility mode as configuration files, the CLI, the GUI and the output name it: the
/// one table of predictor words (spec decisions 4 and 10; upstream-behaviour.md §4, §5.5). Validation, the
/// GUI's combo boxes, CLI help, the `predictor` column's label and the descriptions all read these rows;
/// PredictorRegistry (core/predict) maps an available row's id to the factory that builds it. In the model
/// layer so that the configuration reader checks names without depending on the prediction stage. A new
/// predictor is one row here and one factory in PredictorRegistry.cpp (a learned model: one name in
/// learnedModels() and one Regressor subclass).
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
    /// Output label (the `predictor` column; %1 = the fallback's id, translatable in the
    /// "RecommendationRows" context), e.g. "intelligent (cache, else %1)"; null = the id.
    const char *label = nullptr;
    QString description; ///< one English sentence for documentation and tool tips
    bool needsTraining = false; ///< a learned predictor that must be trained before use
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

    /// The available row `id` (exact, lower case) of `kind`, or nullptr.
    static const PredictorName *find(QStringView id, Kind kind);
    /// True when `id` (exact, lower case) is an available name of `kind`.
    static bool isAvailable(QStringView id, Kind kind) { return find(id, kind) != nullptr; }
    /// The available names of `kind`, in table order.
    static QStringList available(Kind kind);
    /// available(kind) as prose: "kavier, cache or intelligent".
    static QString availableText(Kind kind);
    /// `name` trimmed, lower-cased, with `-` and spaces read as `_`, if it is one of available(kind).
    /// Throws CoastlineError otherwise, with a message (no location prefix) that lists the available
    /// names and says when a name is a predictor not available in this release (and why).
    static QString validated(const QString &name, Kind kind);
    /// The output label of available predictor `id` (kind Performance, any letter case) with `fallback`,
    /// e.g. "intelligent (cache, else kavier)"; `id` itself when it has no label; translated when
    /// `translated` (the CLI passes false).
    static QString outputLabel(const QString &id, const QString &fallback, bool translated = false);
};
