// `coastline-cli simulate` (cli.md "simulate"): one declared configuration, or one per row of
// --input cases.csv, no ranking: the feasibility verdict (reason, memory) and the prediction.

#include "verbs/SimulateCommand.h"

#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "common/Limits.h"
#include "io/CsvTable.h"
#include "model/Candidate.h"
#include "pipeline/Recommender.h"
#include "pipeline/WorkloadRow.h"
#include "predict/measured/MeasuredRuns.h"
#include "report/OutputColumns.h"
#include "support/ArgumentParsing.h"
#include "support/CommandLine.h"
#include "support/Console.h"
#include "support/JobConfiguration.h"
#include "support/TrainingFlags.h"

namespace cli {

namespace {

// Input columns of `simulate --input` (cli.md), in output order.
const QStringList &inputColumns()
{
    static const QStringList columns {QStringLiteral("llm_model"), QStringLiteral("fine_tuning_method"),
        QStringLiteral("gpu_model"), QStringLiteral("tokens_per_sample"), QStringLiteral("batch_size"),
        QStringLiteral("gpus_per_node"), QStringLiteral("number_of_nodes")};
    return columns;
}

/// Checks and predicts `workload` (names resolved, layout set) on its own layout: the result columns
/// (OutputColumns::simulate()).
/// The prediction is made even when the verdict is infeasible. `warnings` receives the run's warnings.
/// `context` is the configuration's shared RecommenderContext (catalog, predictors), built once per
/// file as BatchRecommendation does; null builds one for this case.
QVariantList simulateCase(Configuration config, const Workload &workload, QStringList *warnings,
    const std::shared_ptr<const RecommenderContext> &context = nullptr)
{
    config.workload = workload;
    const int gpusPerNode = workload.gpusPerNode.value_or(1);
    const int nodes = workload.numberOfNodes.value_or(1);
    const qint64 totalGpus = qint64(gpusPerNode) * nodes;
    if (totalGpus > Limits::maxGpus)
        throw CoastlineError(
            QStringLiteral("%1 GPUs per node x %2 nodes is too many GPUs").arg(gpusPerNode).arg(nodes));
    const Recommender recommender = context ? Recommender(config, context) : Recommender(config);
    const EvaluatedCandidate result
        = recommender.evaluateOne(Candidate {int(totalGpus), gpusPerNode, nodes, workload.batchSize});
    if (warnings)
        *warnings = MeasuredRuns::withoutNoCatalogMatch(recommender.warnings())
            + (result.prediction ? result.prediction->notes : QStringList());
    return OutputColumns::candidateRow(OutputColumns::simulate(), result);
}

int simulateDeclared(const CommandLine &cl, const Configuration &config)
{
    const Catalog catalog = Catalog::effective(config);
    Workload w = cl.workloadFlags().appliedTo(config.workload);
    w.llmModel = catalog.resolveLlmName(w.llmModel, QStringLiteral("--llm"));
    w.gpuModel = catalog.resolveGpuName(w.gpuModel, QStringLiteral("--gpu"));
    w.method = normaliseMethod(w.method, QStringLiteral("--method"));
    w.gpusPerNode = w.gpusPerNode.value_or(1);
    w.numberOfNodes = w.numberOfNodes.value_or(1);
    warnImplausibleGpusPerNode(cl, config, w);
    QStringList warnings;
    const QVariantList result = simulateCase(config, w, &warnings);
    for (const QString &warning : warnings)
        cl.console().warning(warning);
    const QVariant predictionError
        = result.at(OutputColumns::indexOf(OutputColumns::simulate(), OutputColumns::Id::PredictionError));
    if (!predictionError.isNull() && !cl.outputPath().isEmpty()) { // exit 1 leaves an existing --output
        cl.console().error(QStringLiteral("no prediction: %1").arg(predictionError.toString()));
        return ExitNoResult;
    }
    OutputTable table(inputColumns() + OutputColumns::names(OutputColumns::simulate()));
    table.addRow(QVariantList {w.llmModel, w.method, w.gpuModel, w.tokensPerSample, w.batchSize,
                     *w.gpusPerNode, *w.numberOfNodes}
        + result);
    if (cl.format() == OutputTable::Format::Table) { // one configuration: a field / value list reads better
        OutputTable vertical({QStringLiteral("field"), QStringLiteral("value")});
        for (int c = 0; c < table.columns().size(); ++c)
            vertical.addRow({table.columns().at(c), table.row(0).at(c)});
        cl.writeTable(vertical);
    } else {
        cl.writeTable(table);
    }
    if (!predictionError.isNull()) { // cli.md: the job ran but has no result
        cl.console().error(QStringLiteral("no prediction: %1").arg(predictionError.toString()));
        return ExitNoResult;
    }
    return ExitSuccess;
}

int simulateFile(const CommandLine &cl, const Configuration &config, const QString &path)
{
    const CsvTable input = CsvTable::read(path); // unreadable or malformed file: error, exit 2
    input.requireColumns(inputColumns());
    // One context for every row (the catalog, the predictors and their data), not one per row.
    const auto context = std::make_shared<const RecommenderContext>(config);
    const Catalog &catalog = context->catalog();

    OutputTable table(inputColumns() + OutputColumns::names(OutputColumns::simulate()));
    int warned = 0;
    int failed = 0;
    for (int row = 0; row < input.rowCount(); ++row) {
        QVariantList cells;
        for (const QString &column : inputColumns())
            cells.append(WorkloadRow::outputCell(input.cell(row, column)));
        try {
            QStringList warnings;
            cells += simulateCase(config, WorkloadRow::parse(input, row, catalog, true), &warnings, context);
            if (!warnings.isEmpty())
                ++warned;
        } catch (const CoastlineError &e) {
            // A failing row keeps its input columns and says why; the run continues.
            ++failed;
            cells += OutputColumns::failedRow(
                OutputColumns::simulate(), WorkloadRow::located(input, row, e.message()));
        }
        table.addRow(cells);
    }
    if (input.rowCount() == 0)
        cl.console().warning(QStringLiteral("%1: no cases (the file has only a header row)").arg(path));
    if (warned > 0)
        cl.console().warning(
            QStringLiteral("%1: %2 of %3 rows have warnings (e.g. Kavier factors that are not "
                           "calibrated); simulate one row for details")
                .arg(path)
                .arg(warned)
                .arg(input.rowCount()));
    if (failed > 0)
        cl.console().warning(QStringLiteral("%1: %2 of %3 rows could not be simulated (see the error column)")
                                 .arg(path)
                                 .arg(failed)
                                 .arg(input.rowCount()));
    cl.writeTable(table);
    return ExitSuccess;
}

} // namespace

QString SimulateCommand::description() const
{
    return QStringLiteral(
        "Predicts one declared configuration (no ranking): feasibility verdict with reason and memory, "
        "throughput (tokens/s), per-GPU and cluster power (W). The prediction is made even when the "
        "configuration is infeasible.\n"
        "Workload flags override the configuration's workload (without --config: the embedded "
        "default, granite-3.1-8b-instruct full on NVIDIA-A100-SXM4-80GB, 7621 tokens, batch 4, "
        "8 GPUs per node, 1 node).\n"
        "With --input, one output row per CSV row (columns %1).")
        .arg(inputColumns().join(QStringLiteral(", ")));
}

void SimulateCommand::addOptions(CommandLine &cl) const
{
    cl.addWorkloadOptions();
    cl.parser().addOption({QStringLiteral("input"),
        QStringLiteral("CSV of configurations to simulate, one output row per input row."),
        QStringLiteral("file")});
    cl.parser().addOptions({
        {QStringLiteral("predictor"),
            QStringLiteral("Throughput predictor: %1.")
                .arg(namesWithDefault(PredictorName::Kind::Performance, PredictorId::Intelligent)),
            QStringLiteral("name"), PredictorId::Intelligent.toString()},
        {QStringLiteral("fallback"),
            QStringLiteral("intelligent's model on a cache miss: %1.")
                .arg(namesWithDefault(PredictorName::Kind::Fallback, PredictorId::Roofline)),
            QStringLiteral("name"), PredictorId::Roofline.toString()},
        {QStringLiteral("inter-node-gbps"),
            QStringLiteral(
                "Inter-node bandwidth per node in Gbit/s for the roofline model (e.g. 1600 = 8 x 200); "
                "default: the GPU model's catalog value."),
            QStringLiteral("gbps")},
        {QStringLiteral("feasibility"),
            QStringLiteral("Feasibility check: %1.")
                .arg(namesWithDefault(PredictorName::Kind::Feasibility, PredictorId::Autoconf)),
            QStringLiteral("mode"), PredictorId::Autoconf.toString()},
        {QStringLiteral("empirical-oom-guard"),
            QStringLiteral("Reject per-device batch x tokens above the token budget.")},
        {QStringLiteral("token-budget"), QStringLiteral("Token budget per device (default 60224)."),
            QStringLiteral("n")},
        {QStringLiteral("lookup"),
            QStringLiteral("Measured-runs CSV, or 'default' for the bundled database."),
            QStringLiteral("csv")},
        modelFileOption(),
    });
    addTrainingOptions(cl.parser());
    cl.addOutputOptions();
    cl.addConfigOption();
    cl.addCalibrationOption();
}

int SimulateCommand::execute(const CommandLine &cl) const
{
    cl.rejectWorkloadFlagsWithInput();
    Configuration config = effectiveConfiguration(cl);
    applyTrainingFlags(cl, config);
    // cli.md: simulate predicts with the default chain (intelligent, else roofline; spec decision 11)
    // and checks with autoconf unless a flag (or --config) says otherwise.
    if (cl.isSet(QStringLiteral("predictor")) || cl.configPath().isEmpty())
        config.predictors.performance = validatedName(cl.value(QStringLiteral("predictor")),
            PredictorName::Kind::Performance, QStringLiteral("--predictor"));
    if (cl.isSet(QStringLiteral("fallback")) || cl.configPath().isEmpty())
        config.predictors.fallback = validatedName(cl.value(QStringLiteral("fallback")),
            PredictorName::Kind::Fallback, QStringLiteral("--fallback"));
    if (cl.isSet(QStringLiteral("inter-node-gbps")))
        config.infrastructure.interNodeGbps = parseInterNodeGbps(
            cl.value(QStringLiteral("inter-node-gbps")), QStringLiteral("--inter-node-gbps"));
    if (cl.isSet(QStringLiteral("feasibility")) || cl.configPath().isEmpty())
        config.predictors.feasibility = validatedName(cl.value(QStringLiteral("feasibility")),
            PredictorName::Kind::Feasibility, QStringLiteral("--feasibility"));
    if (cl.isSet(QStringLiteral("empirical-oom-guard")))
        config.predictors.empiricalOomGuard = true;
    if (cl.isSet(QStringLiteral("token-budget")))
        config.predictors.empiricalOomTokenBudget
            = parseInteger(cl.value(QStringLiteral("token-budget")), QStringLiteral("--token-budget"));
    if (cl.isSet(QStringLiteral("lookup")))
        config.predictors.lookup = lookupFlag(cl.value(QStringLiteral("lookup")));
    if (cl.isSet(QStringLiteral("model-file")))
        applyModelFileFlag(cl.value(QStringLiteral("model-file")), config);

    if (cl.isSet(QStringLiteral("input"))) {
        const QString path = cl.value(QStringLiteral("input"));
        if (path.trimmed().isEmpty())
            throw CoastlineError(QStringLiteral("--input: expected a file name"));
        return simulateFile(cl, config, path);
    }
    return simulateDeclared(cl, config);
}

} // namespace cli
