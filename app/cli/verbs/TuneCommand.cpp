// `coastline-cli tune` (cli.md "Verbs added in the second release"; learned-predictors.md).

#include "verbs/TuneCommand.h"

#include "catalog/Catalog.h"
#include "common/AtomicFile.h"
#include "common/CoastlineError.h"
#include "common/Limits.h"
#include "common/NamedChoice.h"
#include "model/PredictorIds.h"
#include "model/PredictorName.h"
#include "predict/kavier/KavierCalibrationFit.h"
#include "predict/learned/LearnedTrainer.h"
#include "predict/roofline/RooflineEvaluation.h"
#include "predict/roofline/RooflineFit.h"
#include "support/ArgumentParsing.h"
#include "support/CommandLine.h"
#include "support/Console.h"
#include "support/JobConfiguration.h"
#include "support/LearnedData.h"
#include "support/TraceFlags.h"

#include <QFileInfo>

namespace cli {

namespace {

QString modelName(const QString &text)
{
    const QString key = NamedChoice::underscoreKey(text);
    if (key == PredictorId::Kavier || key == PredictorId::Roofline || Regressor::names().contains(key))
        return key;
    const QString list = PredictorId::Kavier.toString() + QStringLiteral(", ")
        + PredictorId::Roofline.toString() + QStringLiteral(", ")
        + Regressor::names().join(QStringLiteral(", "));
    for (const PredictorName &d : PredictorName::all())
        if (!d.available() && d.id == key)
            throw CoastlineError(
                QStringLiteral("--model: '%1' is %2; available: %3").arg(text, d.unavailableReason, list));
    throw CoastlineError(
        QStringLiteral("--model: '%1' is not a model tune can train; available: %2").arg(text, list));
}

void addMetricsRow(OutputTable &table, const QString &name, const AccuracyMetrics &m)
{
    table.addRow({name, qint64(m.rows), m.mdapePercent, m.mapePercent, m.maxApePercent, m.r2Log});
}

OutputTable metricsTable()
{
    return OutputTable({QStringLiteral("predictor"), QStringLiteral("rows"), QStringLiteral("mdape_percent"),
        QStringLiteral("mape_percent"), QStringLiteral("max_ape_percent"), QStringLiteral("r2_log")});
}

} // namespace

namespace {

/// `tune --model roofline`: fits the roofline's constants on --data (a comma-separated list of CSVs, each
/// row with its own training stack; step-time-model.md §3) and writes the calibration file.
int tuneRoofline(const CommandLine &cl, const Configuration &config, const Catalog &catalog,
    const RooflineCalibration *loaded, const QString &output)
{
    const QString paths = requiredFile(cl, QStringLiteral("data"), QStringLiteral("the measured runs"));
    const RooflineRuns runs = RooflineEvaluation::loadAll(paths, catalog);
    const RooflineCalibration start
        = loaded ? *loaded : RooflineCalibration::load(config.predictors.rooflineCalibration);
    RooflineFit::Result fit = RooflineFit::fit(runs, catalog, start);
    fit.calibration.fittedOn.clear();
    for (const QString &path : paths.split(u',', Qt::SkipEmptyParts))
        fit.calibration.fittedOn.append(QFileInfo(path.trimmed()).fileName());
    QString error;
    if (!AtomicFile::write(output, fit.calibration.toJson(), &error))
        throw CoastlineError(QStringLiteral("--output: %1").arg(error));
    const auto metrics = [&](const RooflineCalibration &c) {
        QList<double> measured, predicted;
        for (const RooflineEvaluation::Score &s : RooflineEvaluation::score(runs, catalog, c)) {
            measured.append(s.run.measuredTokensPerSecond);
            predicted.append(s.predictedTokensPerSecond);
        }
        return AccuracyMetrics::of(measured, predicted);
    };
    OutputTable table = metricsTable();
    addMetricsRow(table, QStringLiteral("roofline (fitted, in-sample)"), metrics(fit.calibration));
    addMetricsRow(table, QStringLiteral("roofline (%1)").arg(start.origin), metrics(start));
    const RooflineCalibration &c = fit.calibration;
    cl.console().out(QStringLiteral("roofline: constants fitted on %1 measured runs (%2 skipped): framework "
                                    "fraction ampere %3, ada %4, hopper %5, blackwell %6, fp8 GEMM fraction "
                                    "%7, layer overhead %8 µs, fixed %9 s per step, attention fraction %10\n")
                         .arg(fit.rows)
                         .arg(runs.skipped())
                         .arg(c.efficiencyAmpere, 0, 'f', 4)
                         .arg(c.efficiencyAda, 0, 'f', 4)
                         .arg(c.efficiencyHopper, 0, 'f', 4)
                         .arg(c.efficiencyBlackwell, 0, 'f', 4)
                         .arg(c.fp8GemmFraction, 0, 'f', 4)
                         .arg(c.layerOverheadS * 1e6, 0, 'f', 1)
                         .arg(c.fixedStepS, 0, 'f', 4)
                         .arg(c.attentionFraction, 0, 'f', 4)
        + table.toTable() + QStringLiteral("wrote %1\n").arg(output));
    return ExitSuccess;
}

} // namespace

QString TuneCommand::description() const
{
    return QStringLiteral(
        "Trains one learned throughput model on measured runs (the measured-runs CSV of --lookup), "
        "prints its cross-validated MdAPE, MAPE, worst APE and R² of log throughput next to "
        "Kavier's on the same rows, and writes the model file atomically. --model kavier fits "
        "Kavier's calibration factors instead and writes a calibration JSON for --calibration.");
}

void TuneCommand::addOptions(CommandLine &cl) const
{
    cl.parser().addOptions({
        {QStringLiteral("data"), QStringLiteral("Measured-runs CSV to train on (required)."),
            QStringLiteral("csv")},
        {QStringLiteral("model"),
            QStringLiteral("Model to train: kavier, roofline, %1 (required).")
                .arg(Regressor::names().join(QStringLiteral(", "))),
            QStringLiteral("name")},
        {QStringLiteral("output"), QStringLiteral("Model file (or calibration JSON) to write (required)."),
            QStringLiteral("file")},
        {QStringLiteral("seed"), QStringLiteral("Seed of every random choice (default 42)."),
            QStringLiteral("n")},
        {QStringLiteral("folds"),
            QStringLiteral(
                "Cross-validation folds, >= 2 (default 5); the row count or more = leave-one-out."),
            QStringLiteral("k")},
        {QStringLiteral("grouped"),
            QStringLiteral(
                "Hold out whole (model, method, GPU) series per fold: how the model extrapolates.")},
        {QStringLiteral("train-percentage"),
            QStringLiteral("Fraction P in (0, 1] of the shuffled rows to train on; the rest is held out and "
                           "scored too (default 1)."),
            QStringLiteral("p")},
    });
    cl.addConfigOption();
    cl.addCalibrationOption();
}

int TuneCommand::execute(const CommandLine &cl) const
{
    const QString model
        = modelName(requiredFile(cl, QStringLiteral("model"), QStringLiteral("the model to train")));
    const QString output = requiredFile(cl, QStringLiteral("output"), QStringLiteral("the file to write"));
    CrossValidationOptions options;
    if (cl.isSet(QStringLiteral("seed")))
        options.seed = quint32(
            parseInteger(cl.value(QStringLiteral("seed")), QStringLiteral("--seed"), 0, Limits::maxSeed));
    if (cl.isSet(QStringLiteral("folds")))
        options.folds = int(parseInteger(cl.value(QStringLiteral("folds")), QStringLiteral("--folds"),
            Limits::minFolds, Limits::maxFolds));
    options.grouped = cl.isSet(QStringLiteral("grouped"));
    double trainShare = 1.0;
    if (cl.isSet(QStringLiteral("train-percentage"))) {
        trainShare = parseNumber(
            cl.value(QStringLiteral("train-percentage")), QStringLiteral("--train-percentage"), 0.0);
        if (!(trainShare > 0) || trainShare > 1)
            throw CoastlineError(QStringLiteral("--train-percentage: expected a fraction in (0, 1], got %1")
                                     .arg(cl.value(QStringLiteral("train-percentage"))));
    }

    // One catalog and one read of each calibration file: those the flag checks built (issue 32).
    RecommenderContext::Inputs inputs;
    const Configuration config = effectiveConfiguration(cl, &inputs);
    const LearningSetup::Prepared prepared = inputs.forLearning(config);
    const Catalog &catalog = *prepared.catalog;
    if (model == PredictorId::Roofline)
        return tuneRoofline(cl, config, catalog, prepared.rooflineCalibration, output);
    // Kavier's factors are fitted on Kavier's predictions; a learned model corrects the roofline model.
    const LearningSetup setup = learningSetup(cl, config,
        model == PredictorId::Kavier ? LearningSetup::Base::Kavier : LearningSetup::Base::Learned,
        TrainingRuns::MinimumRows, prepared);
    const LearningData &data = *setup.data();
    const auto &base = setup.base();
    const LearningSetup::Split split = LearningSetup::split(data, trainShare, options.seed);
    const std::vector<int> &rows = split.train;
    const std::vector<int> &heldOut = split.heldOut;
    const QString source = QFileInfo(data.runs().fileName()).fileName();

    if (model == PredictorId::Kavier) {
        const KavierCalibrationFit::Result fit = KavierCalibrationFit::fit(data, rows, catalog,
            prepared.kavierCalibration ? *prepared.kavierCalibration
                                       : CalibrationTable::load(config.predictors.kavierCalibration));
        QString error;
        if (!AtomicFile::write(output, fit.json, &error))
            throw CoastlineError(QStringLiteral("--output: %1").arg(error));
        OutputTable table = metricsTable();
        addMetricsRow(table, QStringLiteral("kavier (tuned, in-sample)"), fit.tuned);
        addMetricsRow(
            table, QStringLiteral("kavier (%1)").arg(config.predictors.kavierCalibration), fit.shipped);
        cl.console().out(
            QStringLiteral("kavier: calibration fitted on %1 measured runs of %2 (%3 skipped; %4 factors, %5 "
                           "evaluations)\n")
                .arg(rows.size())
                .arg(source)
                .arg(data.skipped())
                .arg(fit.parameters)
                .arg(fit.evaluations)
            + table.toTable() + QStringLiteral("wrote %1\n").arg(output));
        return ExitSuccess;
    }

    const LearnedTrainer::Outcome outcome = LearnedTrainer::run(model, data, options, rows);
    OutputTable table = metricsTable();
    addMetricsRow(table, model, outcome.validation.learned);
    addMetricsRow(table, base->name(), outcome.validation.kavier); // the base model on the same rows
    if (!heldOut.empty()) {
        QList<FeatureRow> test;
        QList<double> measured, learned, kav;
        for (int r : heldOut) {
            test.append(data.rows().at(r));
            measured.append(data.measured(r));
            kav.append(data.kavier(r));
        }
        for (const LearnedEstimate &e : outcome.model.estimate(test))
            learned.append(e.throughputTokensPerSecond);
        addMetricsRow(table, model + QStringLiteral(" (held out)"), AccuracyMetrics::of(measured, learned));
        addMetricsRow(
            table, base->name() + QStringLiteral(" (held out)"), AccuracyMetrics::of(measured, kav));
    }
    outcome.model.save(output);
    const QJsonObject summary = outcome.validation.summary();
    cl.console().out(
        QStringLiteral("%1: %2 cross-validation (%3 folds, seed %4) on %5 measured runs of %6 (%7 skipped)\n")
            .arg(model, summary.value(QStringLiteral("method")).toString())
            .arg(outcome.validation.folds)
            .arg(options.seed)
            .arg(rows.size())
            .arg(source)
            .arg(data.skipped())
        + table.toTable() + QStringLiteral("wrote %1\n").arg(output));
    return ExitSuccess;
}

} // namespace cli
