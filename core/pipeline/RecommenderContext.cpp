#include "pipeline/RecommenderContext.h"

#include "common/CoastlineError.h"
#include "predict/PredictorRegistry.h"

#include <QDir>
#include <QFileInfo>
#include <exception>

const Catalog &RecommenderContext::Inputs::catalogOf(const Configuration &config)
{
    if (sharedCatalog)
        return *sharedCatalog;
    if (!catalog)
        catalog = Catalog::effective(config);
    return *catalog;
}

LearningSetup::Prepared RecommenderContext::Inputs::forLearning(const Configuration &config)
{
    if (!sharedCatalog) {
        catalogOf(config);
        sharedCatalog = std::make_shared<const Catalog>(std::move(*catalog));
        catalog.reset();
    }
    LearningSetup::Prepared prepared;
    prepared.catalog = sharedCatalog;
    if (kavierCalibration && kavierCalibrationName == config.predictors.kavierCalibration)
        prepared.kavierCalibration = &*kavierCalibration;
    if (rooflineCalibration && rooflineCalibrationName == config.predictors.rooflineCalibration)
        prepared.rooflineCalibration = &*rooflineCalibration;
    return prepared;
}

RecommenderContext::RecommenderContext(
    const Configuration &config, std::shared_ptr<const ThroughputPredictor> throughputOverride)
    : RecommenderContext(config, Inputs {}, std::move(throughputOverride))
{ }

RecommenderContext::RecommenderContext(
    const Configuration &config, Inputs inputs, std::shared_ptr<const ThroughputPredictor> throughputOverride)
    : m_catalog(inputs.catalog ? std::move(*inputs.catalog) : Catalog::effective(config))
    , m_predictors(config.predictors)
{
    using Kind = PredictorRegistry::Kind;
    PredictorSettings &p = m_predictors;
    try {
        auto check = [](const QString &name, Kind kind, const QString &key) {
            try {
                return PredictorName::validated(name, kind);
            } catch (const CoastlineError &e) {
                throw CoastlineError(QStringLiteral("%1: %2").arg(key, e.message()));
            }
        };
        p.performance = check(p.performance, Kind::Performance, QStringLiteral("predictors.performance"));
        p.fallback = check(p.fallback, Kind::Fallback, QStringLiteral("predictors.fallback"));
        p.energy = check(p.energy, Kind::Energy, QStringLiteral("predictors.energy"));
        p.feasibility = check(p.feasibility, Kind::Feasibility, QStringLiteral("predictors.feasibility"));
    } catch (const CoastlineError &e) {
        m_settingsError = e.message();
        return;
    }
    try {
        const bool overridden = bool(throughputOverride);
        Configuration validated = config;
        validated.predictors = p;
        PredictorRegistry::Context context {validated, m_catalog, nullptr, {}};
        if (inputs.kavierCalibration && inputs.kavierCalibrationName == p.kavierCalibration)
            context.kavierCalibration = &*inputs.kavierCalibration;
        if (inputs.rooflineCalibration && inputs.rooflineCalibrationName == p.rooflineCalibration)
            context.rooflineCalibration = &*inputs.rooflineCalibration;
        m_power = PredictorRegistry::create(p.energy, Kind::Energy, context);
        m_throughput = throughputOverride
            ? std::move(throughputOverride)
            : PredictorRegistry::create(p.performance, Kind::Performance, context);
        m_warnings = context.warnings;
        const auto learned = [](const QString &id, Kind kind) {
            const PredictorName *d = PredictorName::find(id, kind);
            return d && d->needsTraining;
        };
        const bool modelFileUsed = learned(p.performance, Kind::Performance)
            || (p.performance == PredictorId::Intelligent && learned(p.fallback, Kind::Fallback));
        if (!overridden && !p.modelFile.trimmed().isEmpty() && !modelFileUsed)
            m_warnings << QStringLiteral(
                "predictors.model_file (--model-file) is ignored: the throughput comes from '%1', not "
                "a learned model; choose one with --predictor (or --fallback with intelligent)")
                              .arg(p.performance);
    } catch (const CoastlineError &e) {
        m_predictorError = e.message();
    } catch (const std::exception &e) {
        m_predictorError = QString::fromUtf8(e.what());
    }
    if (!m_predictorError.isEmpty()) {
        m_power.reset();
        m_throughput.reset();
    }
}
