#pragma once

#include "model/PredictorIds.h"
#include "model/PredictorName.h"

#include <QDir>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <functional>
#include <memory>

struct CalibrationTable;
class Catalog;
class ThroughputPredictor;
struct Configuration;
struct RooflineCalibration;

/// The predictor and feasibility vocabularies (spec decisions 4 and 10; upstream-behaviour.md §4,
/// §5.5) as one table of descriptors: the CLI flags and help, the GUI's combo boxes, the output labels
/// and the Recommender (through the factories) all read it. The names it accepts are the name rows of
/// PredictorName (model layer, which configuration files are validated against); a new predictor is
/// one name row there and one descriptor row in PredictorRegistry.cpp.
class PredictorRegistry
{
public:
    using Kind = PredictorName::Kind;

    /// What a factory needs to build a predictor for one configuration. Predictors built from the
    /// same context share one Kavier model (`kavier`, built by the first factory that needs it).
    struct Context
    {
        const Configuration &config; ///< predictors.* settings already validated
        const Catalog &catalog; ///< the effective catalog (bundled plus the configuration's entries)
        std::shared_ptr<const ThroughputPredictor> kavier; ///< shared Kavier model, null until built
        QStringList warnings; ///< caveats a factory reports (e.g. a learned model trained on the fly)
        /// Calibrations a front end has already loaded (it checked the files its flags named): used
        /// instead of reading predictors.kavier_calibration / roofline_calibration again. Null: read.
        const CalibrationTable *kavierCalibration = nullptr;
        const RooflineCalibration *rooflineCalibration = nullptr;
    };

    /// Builds a predictor; throws CoastlineError when its data (calibration, lookup CSV) is unusable.
    using Factory = std::function<std::shared_ptr<const ThroughputPredictor>(Context &context)>;

    struct Descriptor
    {
        QString id; ///< the name in configuration files and on the command line, lower case
        Kind kind = Kind::Performance;
        /// Output label (the `predictor` column; %1 = the fallback's id, translatable in the
        /// "RecommendationRows" context), e.g. "intelligent (cache, else %1)".
        const char *label = nullptr;
        QString description; ///< one English sentence for documentation and tool tips
        bool needsTraining = false; ///< a learned predictor that must be trained before use
        /// Empty when available; otherwise why not, as it ends "'<name>' is …", e.g. "a data-driven
        /// predictor, not available in this release".
        QString unavailableReason;
        Factory factory; ///< null for feasibility modes (see createFeasibilityChecker)

        bool available() const { return unavailableReason.isEmpty(); }
    };

    /// Every descriptor, available or not, in the order names are listed in help and errors.
    static const QList<Descriptor> &descriptors();

    /// The descriptor of available `id` (exact, lower case) of `kind`, or nullptr.
    static const Descriptor *find(QStringView id, Kind kind);

    /// The accepted names of `kind`, in table order (PredictorName::available).
    static QStringList available(Kind kind) { return PredictorName::available(kind); }

    /// available(kind) as prose: "kavier, cache or intelligent" (PredictorName::availableText).
    static QString availableText(Kind kind) { return PredictorName::availableText(kind); }

    /// `name` as an id of available(kind); throws CoastlineError otherwise (PredictorName::validated).
    static QString validated(const QString &name, Kind kind) { return PredictorName::validated(name, kind); }

    /// The output label of available predictor `id` (kind Performance) with `fallback`, e.g.
    /// "intelligent (cache, else kavier)"; translated when `translated` (the CLI passes false).
    static QString label(const QString &id, const QString &fallback, bool translated = false);

    /// The model a learned predictor corrects (its features' base prediction and its fallback outside its
    /// domain): the roofline step-time model of the configuration (step-time-model.md §6). Tune, the
    /// predictor lab and the registry all build learning data with it. Throws like create().
    static std::shared_ptr<const ThroughputPredictor> learnedBase(Context &context);

    /// Builds available predictor `id` of `kind` with its descriptor's factory. Throws CoastlineError
    /// for an unknown id, a feasibility mode, or when the factory fails.
    static std::shared_ptr<const ThroughputPredictor> create(const QString &id, Kind kind, Context &context);
};
