#include "predict/PredictorRegistry.h"

#include "common/CoastlineError.h"
#include "common/NamedChoice.h"
#include "model/Configuration.h"
#include "predict/IntelligentPredictor.h"
#include "predict/LearningSetup.h"
#include "predict/kavier/KavierPredictor.h"
#include "predict/learned/LearnedPredictor.h"
#include "predict/learned/LearnedTrainer.h"
#include "predict/measured/CachePredictor.h"
#include "predict/measured/MeasuredRuns.h"
#include "predict/roofline/RooflinePredictor.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QMutex>

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

std::shared_ptr<const ThroughputPredictor> roofline(Context &context)
{
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
    return std::make_shared<RooflinePredictor>(context.catalog, RooflineModel(std::move(calibration)),
        config.training, config.infrastructure.interNodeGbps.value_or(0));
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
/// seed 42 (cli.md), remembered per (model, data, calibration) for the life of the process so the GUI
/// does not retrain on every edit.
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
    const TrainingRuns runs = LearningSetup::readRuns(path, context.config, context.catalog);
    // Keyed on what the model trains on (every feature, base prediction and measured value), so a
    // setting that moves the base model trains a new one instead of reusing a stale one.
    const LearningData data
        = LearningData::build(runs, context.catalog, *PredictorRegistry::learnedBase(context));
    const QString key = name + u'|' + QString::fromLatin1(data.fingerprint());
    static QMutex mutex;
    // Never destroyed: freeing an xgboost booster or a dlib network during static destruction, after
    // the libraries' own statics are gone, corrupts the heap at exit.
    static auto *trained = new QHash<QString, std::shared_ptr<const LearnedModel>>;
    QMutexLocker lock(&mutex);
    std::shared_ptr<const LearnedModel> &model = (*trained)[key];
    if (!model) {
        // A model with its own standard deviation needs no cross-validation for its uncertainty.
        model = std::make_shared<const LearnedModel>(Regressor::create(name)->hasStd()
                ? LearnedModel::train(name, data)
                : LearnedTrainer::run(name, data, CrossValidationOptions {}).model);
    }
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

/// The descriptor of a name row that is not available here.
PredictorRegistry::Descriptor unavailable(const PredictorName &name)
{
    PredictorRegistry::Descriptor d;
    d.id = name.id;
    d.kind = name.kind;
    d.description = QStringLiteral("Upstream Coastline's data-driven predictor %1.").arg(d.id);
    d.needsTraining = true;
    d.unavailableReason = name.unavailableReason;
    return d;
}

} // namespace

std::shared_ptr<const ThroughputPredictor> PredictorRegistry::learnedBase(Context &context)
{
    return roofline(context);
}

const QList<PredictorRegistry::Descriptor> &PredictorRegistry::descriptors()
{
    static const QList<Descriptor> table = [] {
        QList<Descriptor> t {
            {PredictorId::Kavier.toString(), Kind::Performance, nullptr,
                QStringLiteral("Kavier: analytic throughput and power model (kavier.md)."), false, {},
                kavier},
            {PredictorId::Roofline.toString(), Kind::Performance, nullptr,
                QStringLiteral("Roofline step-time model: compute, communication and the optimizer step "
                               "(step-time-model.md)."),
                false, {}, roofline},
            {PredictorId::Cache.toString(), Kind::Performance, nullptr,
                QStringLiteral("Measured runs from the lookup CSV; no prediction on a miss."), false, {},
                cache},
            {PredictorId::Intelligent.toString(), Kind::Performance,
                QT_TRANSLATE_NOOP("RecommendationRows", "intelligent (cache, else %1)"),
                QStringLiteral("A measured run when one matches, else the fallback model."), false, {},
                intelligent},
            {PredictorId::Roofline.toString(), Kind::Fallback, nullptr,
                QStringLiteral("The roofline step-time model as intelligent's model on a cache miss (the "
                               "default)."),
                false, {}, roofline},
            {PredictorId::Kavier.toString(), Kind::Fallback, nullptr,
                QStringLiteral("Kavier as intelligent's model on a cache miss (the seed's chain)."), false,
                {}, kavier},
            {PredictorId::KavierPower.toString(), Kind::Energy, nullptr,
                QStringLiteral("Kavier's power model, per GPU."), false, {}, kavier},
            {PredictorId::Autoconf.toString(), Kind::Feasibility, nullptr,
                QStringLiteral("GPU-memory model standing in for IBM AutoConf, plus the structural rules."),
                false, {}, nullptr},
            {PredictorId::Rules.toString(), Kind::Feasibility, nullptr,
                QStringLiteral("The structural rules only (total GPUs >= 1, per-device batch >= 1)."), false,
                {}, nullptr},
            {PredictorId::None.toString(), Kind::Feasibility, nullptr,
                QStringLiteral("No feasibility check."), false, {}, nullptr},
        };
        for (const QString &id : PredictorName::learnedModels()) {
            const QString description = QStringLiteral(
                "Learned %1 model: the roofline model corrected by a model of its log error on measured "
                "runs (learned-predictors.md, step-time-model.md §6).")
                                            .arg(id);
            t.append({id, Kind::Performance, nullptr, description, true, {}, learned(id, false)});
            t.append({id, Kind::Fallback, nullptr,
                description + QStringLiteral(" Outside its training domain, the roofline model answers."),
                true, {}, learned(id, true)});
        }
        for (const PredictorName &name : PredictorName::all())
            if (!name.available())
                t.append(unavailable(name));
        return t;
    }();
    return table;
}

const PredictorRegistry::Descriptor *PredictorRegistry::find(QStringView id, Kind kind)
{
    for (const Descriptor &d : descriptors())
        if (d.kind == kind && d.available() && d.id == id)
            return &d;
    return nullptr;
}

QString PredictorRegistry::label(const QString &id, const QString &fallback, bool translated)
{
    const Descriptor *d = find(id.toLower(), Kind::Performance);
    if (!d || !d->label)
        return id;
    const QString text = translated ? QCoreApplication::translate("RecommendationRows", d->label)
                                    : QString::fromUtf8(d->label);
    return text.arg(fallback);
}

std::shared_ptr<const ThroughputPredictor> PredictorRegistry::create(
    const QString &id, Kind kind, Context &context)
{
    const Descriptor *d = find(id, kind);
    if (!d || !d->factory)
        throw CoastlineError(QStringLiteral("no predictor '%1' to build").arg(id));
    return d->factory(context);
}
