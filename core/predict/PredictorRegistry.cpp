#include "predict/PredictorRegistry.h"

#include "common/CoastlineError.h"
#include "model/Configuration.h"
#include "predict/IntelligentPredictor.h"
#include "predict/kavier/KavierPredictor.h"
#include "predict/learned/LearnedModel.h"
#include "predict/learned/LearnedModelCache.h"
#include "predict/learned/LearnedPredictor.h"
#include "predict/learned/data/LearningData.h"
#include "predict/measured/CachePredictor.h"
#include "predict/measured/MeasuredRuns.h"
#include "predict/power/RooflinePowerPredictor.h"
#include "predict/roofline/RooflinePredictor.h"

#include <QHash>

namespace {

using Kind = PredictorRegistry::Kind;
using Context = PredictorRegistry::Context;

std::shared_ptr<const ThroughputPredictor> kavier(Context &context)
{
    if (!context.kavier)
        context.kavier = std::make_shared<KavierPredictor>(context.catalog,
            KavierModel(context.kavierCalibration
                    ? *context.kavierCalibration
                    : CalibrationTable::load(context.config.resolvePath(
                        context.config.predictors.kavierCalibration, CalibrationTable::builtInNames()))));
    return context.kavier;
}

std::shared_ptr<const RooflinePredictor> rooflinePredictor(Context &context)
{
    if (context.roofline)
        return context.roofline;
    const Configuration &config = context.config;
    const QString &file = config.predictors.rooflineCalibration;
    RooflineCalibration calibration;
    if (context.rooflineCalibration) {
        calibration = *context.rooflineCalibration;
    } else {
        try {
            calibration = RooflineCalibration::load(config.resolvePath(file, {QStringLiteral("default")}));
        } catch (const CoastlineError &e) { // say which setting named the file
            throw CoastlineError(QStringLiteral("%1: %2").arg(
                config.describe(QStringLiteral("predictors.roofline_calibration"), file), e.message()));
        }
    }
    context.roofline
        = std::make_shared<RooflinePredictor>(context.catalog, RooflineModel(std::move(calibration)),
            config.training, config.infrastructure.interNodeGbps.value_or(0));
    return context.roofline;
}

std::shared_ptr<const ThroughputPredictor> roofline(Context &context)
{
    return rooflinePredictor(context);
}

/// roofline_power (issue 34): the roofline's step breakdown of the same setup and network, in watts.
std::shared_ptr<const ThroughputPredictor> rooflinePower(Context &context)
{
    return std::make_shared<RooflinePowerPredictor>(context.catalog, rooflinePredictor(context));
}

/// The measured-runs CSV in use (spec decision 6).
QString lookupPath(const Context &context)
{
    const PredictorSettings &p = context.config.predictors;
    const QString lookup = p.lookup.trimmed().compare(u"default", Qt::CaseInsensitive) == 0
        ? p.lookup
        : context.config.resolvePath(p.lookup);
    return MeasuredRuns::resolvePath(
        lookup, context.config.describe(QStringLiteral("predictors.lookup"), p.lookup));
}

std::shared_ptr<const ThroughputPredictor> cache(Context &context)
{
    const PredictorSettings &p = context.config.predictors;
    const QString path = lookupPath(context);
    auto runs = std::make_shared<const MeasuredRuns>(
        MeasuredRuns::load(path, context.catalog, p.lookupThroughputCol, p.lookupRuntimeCol));
    const QString unmatched = runs->noCatalogMatchText(
        path == u":/data/sample_raw_trace.csv" ? QStringLiteral("the bundled sample") : path);
    if (!unmatched.isEmpty() && !context.warnings.contains(unmatched))
        context.warnings << unmatched;
    return std::make_shared<CachePredictor>(runs);
}

/// Learned model `name`: the configuration's model file, else trained on the measured runs in use with
/// seed 42 (cli.md) through LearnedModelCache, which keeps it while what it trains on is unchanged.
std::shared_ptr<const LearnedModel> learnedModel(const QString &name, Context &context)
{
    const PredictorSettings &p = context.config.predictors;
    if (!p.modelFile.trimmed().isEmpty()) {
        const QString path = context.config.resolvePath(p.modelFile);
        auto model = std::make_shared<const LearnedModel>(LearnedModel::load(path));
        if (model->name() != name)
            throw CoastlineError(
                QStringLiteral("%1: holds a '%2' model, not '%3'; tune one with --model %3")
                    .arg(context.config.describe(QStringLiteral("predictors.model_file"), p.modelFile),
                        model->name(), name));
        return model;
    }
    QString path = lookupPath(context);
    // No lookup given: the bundled sample trace holds demo model names no catalog knows, so a learned
    // model trains on the bundled 70-run database instead (the warning below names the file).
    if (path == u":/data/sample_raw_trace.csv")
        path = MeasuredRuns::resolvePath(QStringLiteral("default"), QString());
    const TrainingRuns runs = TrainingRuns::load(path, context.catalog, p.lookupThroughputCol);
    const LearningData data
        = LearningData::build(runs, context.catalog, *PredictorRegistry::learnedBase(context));
    auto model = LearnedModelCache::shared().model(name, data);
    context.warnings << QStringLiteral(
        "no model file: the %1 predictor was trained on the %2 measured runs of %3 "
        "(seed %4); tune and save one with `coastline-cli tune`")
                            .arg(name)
                            .arg(model->trainingRows())
                            .arg(path)
                            .arg(LearnedModel::DefaultSeed);
    return model;
}

PredictorRegistry::Factory learned(const QString &name, bool deferOutsideDomain)
{
    return [name, deferOutsideDomain](Context &context) -> std::shared_ptr<const ThroughputPredictor> {
        auto model = learnedModel(name, context);
        return std::make_shared<LearnedPredictor>(
            model, context.catalog, PredictorRegistry::learnedBase(context), deferOutsideDomain);
    };
}

std::shared_ptr<const ThroughputPredictor> intelligent(Context &context)
{
    auto measured = cache(context);
    return std::make_shared<IntelligentPredictor>(
        measured, PredictorRegistry::create(context.config.predictors.fallback, Kind::Fallback, context));
}

/// The factory table's key of `id` of `kind`.
QString factoryKey(Kind kind, QStringView id)
{
    return QStringLiteral("%1|%2").arg(int(kind)).arg(id);
}

/// The factories by kind and id: the built-in predictors, then a learned one per learned name row.
QHash<QString, PredictorRegistry::Factory> factoryTable()
{
    QHash<QString, PredictorRegistry::Factory> table;
    const auto add = [&](Kind kind, QStringView id, PredictorRegistry::Factory factory) {
        table.insert(factoryKey(kind, id), std::move(factory));
    };
    add(Kind::Performance, PredictorId::Kavier, kavier);
    add(Kind::Performance, PredictorId::Roofline, roofline);
    add(Kind::Performance, PredictorId::Cache, cache);
    add(Kind::Performance, PredictorId::Intelligent, intelligent);
    add(Kind::Fallback, PredictorId::Roofline, roofline);
    add(Kind::Fallback, PredictorId::Kavier, kavier);
    add(Kind::Energy, PredictorId::KavierPower, kavier);
    add(Kind::Energy, PredictorId::RooflinePower, rooflinePower);
    for (const PredictorName &name : PredictorName::all())
        if (name.needsTraining && name.available())
            add(name.kind, name.id, learned(name.id, name.kind == Kind::Fallback));
    return table;
}

} // namespace

std::shared_ptr<const ThroughputPredictor> PredictorRegistry::learnedBase(Context &context)
{
    return roofline(context);
}

PredictorRegistry::Factory PredictorRegistry::factory(QStringView id, Kind kind)
{
    static const QHash<QString, Factory> table = factoryTable();
    if (!PredictorName::isAvailable(id, kind))
        return {};
    return table.value(factoryKey(kind, id));
}

std::shared_ptr<const ThroughputPredictor> PredictorRegistry::create(
    const QString &id, Kind kind, Context &context)
{
    const Factory make = factory(id, kind);
    if (!make)
        throw CoastlineError(QStringLiteral("no predictor '%1' to build").arg(id));
    return make(context);
}
