#pragma once

#include "model/PredictorIds.h"
#include "model/PredictorName.h"

#include <QString>
#include <QStringList>
#include <QStringView>
#include <functional>
#include <memory>

struct CalibrationTable;
class Catalog;
class RooflinePredictor;
class ThroughputPredictor;
struct Configuration;
struct RooflineCalibration;

/// Builds predictors: the id of an available PredictorName row (core/model, the one table of predictor
/// words: names, labels, descriptions, availability) → the factory that builds it. Nothing else lives
/// here; a new predictor is one PredictorName row and one factory in PredictorRegistry.cpp.
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
        /// The shared roofline predictor (throughput, learned base and roofline_power use one instance, so
        /// its per-thread prepared constants are not rebuilt between them), null until built.
        std::shared_ptr<const RooflinePredictor> roofline {};
    };

    /// Builds a predictor; throws CoastlineError when its data (calibration, lookup CSV) is unusable.
    using Factory = std::function<std::shared_ptr<const ThroughputPredictor>(Context &context)>;

    /// The factory of available name row `id` (exact, lower case) of `kind`; null for a feasibility mode
    /// (see createFeasibilityChecker) or a name that is not an available row.
    static Factory factory(QStringView id, Kind kind);

    /// Builds available predictor `id` of `kind` with its factory. Throws CoastlineError for an unknown
    /// id, a feasibility mode, or when the factory fails.
    static std::shared_ptr<const ThroughputPredictor> create(const QString &id, Kind kind, Context &context);

    /// The model a learned predictor corrects (its features' base prediction and its fallback outside its
    /// domain): the roofline step-time model of the configuration (step-time-model.md §6). Tune, the
    /// predictor lab and the registry all build learning data with it. Throws like create().
    static std::shared_ptr<const ThroughputPredictor> learnedBase(Context &context);
};
