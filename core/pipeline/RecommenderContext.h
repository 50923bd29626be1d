#pragma once

#include "catalog/Catalog.h"
#include "model/Configuration.h"
#include "predict/LearningSetup.h"
#include "predict/ThroughputPredictor.h"
#include "predict/kavier/CalibrationTable.h"
#include "predict/roofline/RooflineCalibration.h"

#include <QString>
#include <memory>
#include <optional>

/// What every job of one configuration shares, built once and then read-only (thread-safe): the
/// effective catalog, the validated predictor settings and the predictors themselves (calibration
/// tables, the measured-runs index). Recommender builds one per configuration; BatchRecommendation
/// builds one per file and hands it to the Recommender of every row, so a row does only its own work.
///
/// A front end builds one per command (coastline-cli) from what it has already loaded (Inputs), so
/// the catalog is built and every calibration file read once.
///
/// Errors are kept, not thrown, so that each Recommender reports them at the point (and with the
/// precedence) it always has: a bad predictor name after the workload checks, a predictor that cannot
/// be built (unreadable calibration or lookup CSV) after the feasibility checker.
class RecommenderContext
{
public:
    /// What a front end has already made for a configuration while checking it (each part optional):
    /// the context takes it over instead of building or reading it again.
    struct Inputs
    {
        std::optional<Catalog> catalog; ///< the configuration's effective catalog (Catalog::effective)
        /// A Kavier calibration table, used when predictors.kavier_calibration is still
        /// `kavierCalibrationName` (the value it was loaded from).
        std::optional<CalibrationTable> kavierCalibration;
        QString kavierCalibrationName;
        /// A roofline calibration, used when predictors.roofline_calibration is still
        /// `rooflineCalibrationName`.
        std::optional<RooflineCalibration> rooflineCalibration;
        QString rooflineCalibrationName;

        /// The effective catalog of `config` (its `catalog:` entries), built on the first call and kept.
        const Catalog &catalogOf(const Configuration &config);
        /// For `tune` and `evaluate` (no RecommenderContext): the catalog (built if need be, then shared
        /// from here on) and the calibrations loaded for `config`'s predictors.* names, as a
        /// LearningSetup::Prepared. The pointers stay valid while these Inputs live.
        LearningSetup::Prepared forLearning(const Configuration &config);
        std::shared_ptr<const Catalog> sharedCatalog;
    };

    /// Builds from `config`'s `catalog:` entries, `predictors:` section and source path (the workload
    /// is not read). `throughputOverride` replaces the configured throughput predictor. Never throws.
    explicit RecommenderContext(
        const Configuration &config, std::shared_ptr<const ThroughputPredictor> throughputOverride = nullptr);
    /// The same, taking over what `inputs` holds (built from this `config`) instead of making it again.
    RecommenderContext(const Configuration &config, Inputs inputs,
        std::shared_ptr<const ThroughputPredictor> throughputOverride = nullptr);

    /// The effective catalog (bundled plus the configuration's entries).
    const Catalog &catalog() const { return m_catalog; }
    /// The predictor settings with names validated and normalised; meaningful when settingsError() is empty.
    const PredictorSettings &predictors() const { return m_predictors; }
    /// The first predictor-name error ("predictors.performance: unknown predictor ..."), or empty.
    const QString &settingsError() const { return m_settingsError; }
    /// The error building a predictor (its data unusable), or empty.
    const QString &predictorError() const { return m_predictorError; }
    /// The throughput predictor (null when an error is set).
    const std::shared_ptr<const ThroughputPredictor> &throughput() const { return m_throughput; }
    /// Caveats from building the predictors (e.g. a learned model trained without a model file).
    const QStringList &warnings() const { return m_warnings; }
    /// The power predictor, kavier_power (null when an error is set).
    const std::shared_ptr<const ThroughputPredictor> &power() const { return m_power; }

private:
    Catalog m_catalog;
    PredictorSettings m_predictors;
    QString m_settingsError;
    QString m_predictorError;
    QStringList m_warnings;
    std::shared_ptr<const ThroughputPredictor> m_throughput;
    std::shared_ptr<const ThroughputPredictor> m_power;
};
