// `coastline-cli evaluate` (cli.md "Verbs added in the second release"; learned-predictors.md "Evaluation").

#include "verbs/EvaluateCommand.h"

#include "predict/interval/PredictionInterval.h"
#include "predict/roofline/RooflineEvaluation.h"

#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "predict/PredictorRegistry.h"
#include "predict/learned/LearnedModel.h"
#include "support/ArgumentParsing.h"
#include "support/CommandLine.h"
#include "support/Console.h"
#include "support/JobConfiguration.h"
#include "support/LearnedData.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <algorithm>
#include <optional>

namespace cli {

namespace {

/// One scored row.
struct Scored
{
    int row;
    double predicted;
    QString source;
    std::optional<bool> inDomain;
    std::optional<double> uncertaintyPercent;
};

QStringList columns()
{
    return {QStringLiteral("model_name"), QStringLiteral("method"), QStringLiteral("gpu_model"),
        QStringLiteral("number_nodes"), QStringLiteral("number_gpus"), QStringLiteral("tokens_per_sample"),
        QStringLiteral("batch_size"), QStringLiteral("measured_throughput_tokens_per_s"),
        QStringLiteral("predicted_throughput_tokens_per_s"), QStringLiteral("ape_percent"),
        QStringLiteral("source"), QStringLiteral("in_domain"),
        QStringLiteral("throughput_uncertainty_percent"), QStringLiteral("throughput_p10_tokens_per_s"),
        QStringLiteral("throughput_p90_tokens_per_s"), QStringLiteral("in_interval")};
}

/// The 80 % intervals' coverage of the measured throughputs (%, null without intervals) and their median
/// width ((p90 − p10) / predicted, %).
std::pair<QVariant, QVariant> intervalSummary(const QList<std::optional<PredictionInterval>> &intervals,
    const QList<double> &measured, const QList<double> &predicted)
{
    int with = 0;
    int covered = 0;
    QList<double> widths;
    for (qsizetype i = 0; i < intervals.size(); ++i) {
        if (!intervals[i])
            continue;
        ++with;
        covered += measured[i] >= intervals[i]->p10TokensPerSecond
            && measured[i] <= intervals[i]->p90TokensPerSecond;
        widths.append(
            (intervals[i]->p90TokensPerSecond - intervals[i]->p10TokensPerSecond) / predicted[i] * 100);
    }
    if (with == 0)
        return {};
    std::sort(widths.begin(), widths.end());
    const qsizetype n = widths.size();
    const double median = n % 2 ? widths[n / 2] : (widths[n / 2 - 1] + widths[n / 2]) / 2;
    return {100.0 * covered / with, median};
}

double ape(double measured, double predicted)
{
    return std::abs(predicted - measured) / measured * 100.0;
}

QVariantList cells(const LearningData &data, const Scored &s)
{
    const MeasuredRun &run = data.run(s.row);
    const double measured = data.measured(s.row);
    return {run.llmModel, run.method, run.gpuModel, qint64(run.numberOfNodes), qint64(run.totalGpus),
        run.tokensPerSample, run.totalBatch, measured, s.predicted, ape(measured, s.predicted), s.source,
        s.inDomain ? QVariant(*s.inDomain) : QVariant(),
        s.uncertaintyPercent ? QVariant(*s.uncertaintyPercent) : QVariant()};
}

/// The rows, then the summary (cli.md `evaluate`): CSV rows, a JSON document, or the summary and the 10
/// worst rows as a table. `rowCells` follow columns(), one per scored row, with `measured[i]` and
/// `predicted[i]`.
int writeEvaluation(const CommandLine &cl, QList<QVariantList> rowCells, const QList<double> &measured,
    const QList<double> &predicted, int skipped,
    const QList<std::optional<PredictionInterval>> &intervals = {})
{
    const AccuracyMetrics m = AccuracyMetrics::of(measured, predicted);
    const auto [coverage, width] = intervalSummary(intervals, measured, predicted);
    OutputTable rows(columns());
    for (qsizetype i = 0; i < rowCells.size(); ++i) {
        const std::optional<PredictionInterval> interval = intervals.value(i);
        if (interval)
            rowCells[i] << interval->p10TokensPerSecond << interval->p90TokensPerSecond
                        << QVariant(measured[i] >= interval->p10TokensPerSecond
                               && measured[i] <= interval->p90TokensPerSecond);
        else
            rowCells[i] << QVariant() << QVariant() << QVariant();
        rows.addRow(rowCells[i]);
    }
    if (cl.format() == OutputTable::Format::Csv) {
        cl.writeTable(rows);
        return ExitSuccess;
    }
    if (cl.format() == OutputTable::Format::Json) {
        const QJsonObject summary {{QStringLiteral("rows"), m.rows}, {QStringLiteral("skipped"), skipped},
            {QStringLiteral("mdape_percent"), m.mdapePercent},
            {QStringLiteral("mape_percent"), m.mapePercent},
            {QStringLiteral("max_ape_percent"), m.maxApePercent}, {QStringLiteral("r2_log"), m.r2Log},
            {QStringLiteral("interval_coverage_percent"), QJsonValue::fromVariant(coverage)},
            {QStringLiteral("median_interval_width_percent"), QJsonValue::fromVariant(width)}};
        const QJsonDocument rowsJson = QJsonDocument::fromJson(rows.toJson().toUtf8());
        const QJsonObject document {
            {QStringLiteral("summary"), summary}, {QStringLiteral("rows"), rowsJson.array()}};
        cl.writeOutput(QString::fromUtf8(QJsonDocument(document).toJson(QJsonDocument::Indented)));
        return ExitSuccess;
    }
    OutputTable summary({QStringLiteral("rows"), QStringLiteral("skipped"), QStringLiteral("mdape_percent"),
        QStringLiteral("mape_percent"), QStringLiteral("max_ape_percent"), QStringLiteral("r2_log"),
        QStringLiteral("interval_coverage_percent"), QStringLiteral("median_interval_width_percent")});
    summary.addRow({qint64(m.rows), qint64(skipped), m.mdapePercent, m.mapePercent, m.maxApePercent, m.r2Log,
        coverage, width});
    QList<int> order(rowCells.size());
    for (int i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(),
        [&](int a, int b) { return ape(measured[a], predicted[a]) > ape(measured[b], predicted[b]); });
    OutputTable worstRows(columns());
    for (qsizetype i = 0; i < std::min<qsizetype>(10, order.size()); ++i)
        worstRows.addRow(rowCells[order[i]]);
    cl.writeOutput(summary.toTable() + QStringLiteral("\nworst rows:\n") + worstRows.toTable());
    return ExitSuccess;
}

/// `evaluate --predictor roofline`: each row with its own training stack (RooflineRuns), so published
/// runs made with other stacks (no checkpointing, gradient accumulation, LoRA r = 16) are scored as run.
int evaluateRoofline(const CommandLine &cl, const Configuration &config, const Catalog &catalog,
    const RooflineCalibration *loaded)
{
    const QString paths = cl.value(QStringLiteral("data"));
    if (paths.trimmed().isEmpty())
        throw CoastlineError(QStringLiteral("--data: expected the measured-runs CSV to score"));
    const RooflineRuns runs = RooflineEvaluation::loadAll(paths, catalog);
    const QList<RooflineEvaluation::Score> scores = RooflineEvaluation::score(
        runs, catalog, loaded ? *loaded : RooflineCalibration::load(config.predictors.rooflineCalibration));
    // Why rows were left out (at most the first five), so a planner can describe them or add what they need.
    for (const QString &reason : runs.skipReasons())
        cl.console().warning(QStringLiteral("skipped %1").arg(reason));
    if (scores.isEmpty())
        throw CoastlineError(QStringLiteral("--data: no row could be predicted"));
    QList<double> measured, predicted;
    QList<QVariantList> rowCells;
    QList<std::optional<PredictionInterval>> intervals;
    for (const RooflineEvaluation::Score &s : scores) {
        const RooflineRun &r = s.run;
        intervals.append(PredictionInterval::ofRoofline(s.predictedTokensPerSecond,
            PredictionInterval::stratum(catalog.gpu(r.workload.gpuModel), r.candidate, QString())));
        measured.append(r.measuredTokensPerSecond);
        predicted.append(s.predictedTokensPerSecond);
        rowCells.append({r.workload.llmModel, r.workload.method, r.workload.gpuModel,
            qint64(r.candidate.numberOfNodes), qint64(r.candidate.totalGpus), r.workload.tokensPerSample,
            // the file's batch_size (per-device micro-batch × GPUs), also for a row with a parallel layout
            r.candidate.batchSize * r.candidate.totalGpus, r.measuredTokensPerSecond,
            s.predictedTokensPerSecond, s.apePercent(), PredictorId::Roofline.toString(), QVariant(),
            QVariant()});
    }
    return writeEvaluation(cl, rowCells, measured, predicted,
        runs.skipped() + int(runs.runs().size() - scores.size()), intervals);
}

QList<Scored> scoreModelFile(const LearnedModel &model, const LearningData &data)
{
    QList<Scored> out;
    const QList<LearnedEstimate> estimates = model.estimate(data.rows());
    for (int i = 0; i < data.size(); ++i) {
        const LearnedEstimate &e = estimates[i];
        if (std::isfinite(e.throughputTokensPerSecond) && e.throughputTokensPerSecond > 0)
            out.append({i, e.throughputTokensPerSecond, model.name(), e.inDomain, e.uncertaintyPercent});
    }
    return out;
}

QList<Scored> scorePredictor(const ThroughputPredictor &predictor, const LearningData &data)
{
    QList<Scored> out;
    for (int i = 0; i < data.size(); ++i) {
        const MeasuredRun &run = data.run(i);
        const auto p = predictor.predict(run.workload(), run.candidate());
        if (p && std::isfinite(p->throughputTokensPerSecond) && p->throughputTokensPerSecond > 0)
            out.append(
                {i, p->throughputTokensPerSecond, p->source, p->inDomain, p->throughputUncertaintyPercent});
    }
    return out;
}

} // namespace

QString EvaluateCommand::description() const
{
    return QStringLiteral(
        "Predicts every usable row of a measured-runs CSV with --model-file (a tuned model) or "
        "--predictor NAME, without training on it, and compares with the measured throughput: "
        "per-row APE and the summary (rows, skipped, MdAPE, MAPE, worst APE, R² of log "
        "throughput). Table: the summary, then the 10 worst rows.");
}

void EvaluateCommand::addOptions(CommandLine &cl) const
{
    cl.parser().addOptions({
        {QStringLiteral("data"), QStringLiteral("Measured-runs CSV to score (required)."),
            QStringLiteral("csv")},
        {QStringLiteral("model-file"), QStringLiteral("A model file written by tune."),
            QStringLiteral("file")},
        {QStringLiteral("predictor"),
            QStringLiteral("A predictor instead: %1.")
                .arg(PredictorName::availableText(PredictorRegistry::Kind::Performance)),
            QStringLiteral("name")},
        {QStringLiteral("lookup"),
            QStringLiteral("Measured runs a learned --predictor trains on, or 'default' (as recommend)."),
            QStringLiteral("csv")},
    });
    cl.addOutputOptions();
    cl.addConfigOption();
    cl.addCalibrationOption();
}

int EvaluateCommand::execute(const CommandLine &cl) const
{
    const bool hasModel = cl.isSet(QStringLiteral("model-file"));
    const bool hasPredictor = cl.isSet(QStringLiteral("predictor"));
    if (hasModel == hasPredictor)
        throw CoastlineError(
            QStringLiteral("evaluate: give exactly one of --model-file FILE or --predictor NAME"));
    // One catalog and one read of each calibration file: those the flag checks built (issue 32).
    RecommenderContext::Inputs inputs;
    Configuration config = effectiveConfiguration(cl, &inputs);
    if (cl.isSet(QStringLiteral("lookup")))
        config.predictors.lookup = lookupFlag(cl.value(QStringLiteral("lookup")));
    const LearningSetup::Prepared prepared = inputs.forLearning(config);
    const Catalog &catalog = *prepared.catalog;
    if (hasPredictor
        && validatedName(cl.value(QStringLiteral("predictor")), PredictorRegistry::Kind::Performance,
               QStringLiteral("--predictor"))
            == PredictorId::Roofline)
        return evaluateRoofline(cl, config, catalog, prepared.rooflineCalibration);
    const auto kavier = LearningSetup::basePredictor(config, catalog, LearningSetup::Base::Kavier, prepared);
    std::optional<LearnedModel> model;
    if (hasModel)
        model = LearnedModel::load(modelFileFlag(cl.value(QStringLiteral("model-file"))));
    std::shared_ptr<const ThroughputPredictor> predictor;
    QStringList warnings;
    if (hasPredictor) {
        config.predictors.performance = validatedName(cl.value(QStringLiteral("predictor")),
            PredictorRegistry::Kind::Performance, QStringLiteral("--predictor"));
        PredictorRegistry::Context context {config, catalog, kavier, {}};
        context.kavierCalibration = prepared.kavierCalibration;
        context.rooflineCalibration = prepared.rooflineCalibration;
        predictor = PredictorRegistry::create(
            config.predictors.performance, PredictorRegistry::Kind::Performance, context);
        warnings = context.warnings;
    }
    const LearningSetup setup = learningSetup(cl, config, LearningSetup::Base::Learned, 1, prepared);
    const LearningData &data = *setup.data();
    if (model && model->trainingSha256() == data.runs().sha256Hex())
        warnings << QStringLiteral("%1: the model file was trained on this very file (same SHA-256): the "
                                   "figures are in-sample, not a test of the model; `tune` reports "
                                   "cross-validated figures")
                        .arg(data.runs().fileName());
    for (const QString &warning : warnings)
        cl.console().warning(warning);
    const QList<Scored> scored = model ? scoreModelFile(*model, data) : scorePredictor(*predictor, data);
    if (scored.isEmpty())
        throw CoastlineError(QStringLiteral("--data: no row could be predicted"));

    QList<double> measured, predicted;
    QList<QVariantList> rowCells;
    for (const Scored &s : scored) {
        measured.append(data.measured(s.row));
        predicted.append(s.predicted);
        rowCells.append(cells(data, s));
    }
    return writeEvaluation(
        cl, rowCells, measured, predicted, data.skipped() + int(data.size() - scored.size()));
}

} // namespace cli
