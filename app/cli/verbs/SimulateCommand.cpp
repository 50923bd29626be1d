// `coastline-cli simulate` (cli.md "simulate"): one declared configuration, or one per row of
// --input cases.csv, no ranking: the feasibility verdict (reason, memory) and the prediction.

#include "verbs/SimulateCommand.h"

#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "pipeline/BatchRecommendation.h"
#include "pipeline/WorkloadRow.h"
#include "report/OutputColumns.h"
#include "support/ArgumentParsing.h"
#include "support/CalibrationProfileFlag.h"
#include "support/CommandLine.h"
#include "support/Console.h"
#include "support/JobConfiguration.h"
#include "support/LaunchFlags.h"
#include "support/LayoutFlags.h"
#include "support/PolicyFlags.h"
#include "support/TrainingFlags.h"

namespace cli {

namespace {

int simulateDeclared(const CommandLine &cl, const Configuration &config, RecommenderContext::Inputs prepared)
{
    const Catalog &catalog = prepared.catalogOf(config);
    Workload w = cl.workloadFlags().appliedTo(config.workload);
    w.llmModel = catalog.resolveLlmName(w.llmModel, QStringLiteral("--llm"));
    w.gpuModel = catalog.resolveGpuName(w.gpuModel, QStringLiteral("--gpu"));
    w.method = normaliseMethod(w.method, QStringLiteral("--method"));
    w.gpusPerNode = w.gpusPerNode.value_or(1);
    w.numberOfNodes = w.numberOfNodes.value_or(1);
    warnImplausibleGpusPerNode(cl, config, w);
    Configuration job = config;
    job.workload = w;
    // The command's one context: the catalog and calibrations made above, the predictors built once.
    const auto context = std::make_shared<const RecommenderContext>(config, std::move(prepared));
    QStringList warnings;
    const QList<OutputColumns::Column> columns = OutputColumns::withNodePower(
        OutputColumns::simulate(), config.showsNodePower(), !config.search.layouts.isDataParallel());
    EvaluatedCandidate simulated = BatchRecommendation::simulate(job, context, &warnings);
    applyCalibrationProfile(cl, job, simulated); // --calibration-profile: the user's cluster profile
    const QVariantList result = OutputColumns::candidateRow(columns, simulated);
    for (const QString &warning : warnings)
        cl.console().warning(warning);
    const QVariant predictionError
        = result.at(OutputColumns::indexOf(columns, OutputColumns::Id::PredictionError));
    if (!predictionError.isNull() && !cl.outputPath().isEmpty()) { // exit 1 leaves an existing --output
        cl.console().error(QStringLiteral("no prediction: %1").arg(predictionError.toString()));
        return ExitNoResult;
    }
    OutputTable table(BatchRecommendation::simulateColumns() + OutputColumns::names(columns));
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

int simulateFile(const CommandLine &cl, const Configuration &config, const QString &path,
    RecommenderContext::Inputs prepared)
{
    // Unreadable or malformed file: error, exit 2. One context for every row, as recommend --input.
    const BatchRecommendation batch(config, path,
        std::make_shared<const RecommenderContext>(config, std::move(prepared)),
        BatchRecommendation::Mode::Simulate);
    const QStringList inputColumns = BatchRecommendation::simulateColumns();
    QList<qsizetype> echoed; // where each echoed input column is in the file
    for (const QString &column : inputColumns)
        echoed.append(batch.inputColumns().indexOf(column));

    const QList<OutputColumns::Column> columns = OutputColumns::withNodePower(
        OutputColumns::simulate(), config.showsNodePower(), !config.search.layouts.isDataParallel());
    OutputTable table(inputColumns + OutputColumns::names(columns));
    int warned = 0;
    int failed = 0;
    batch.run([&](const BatchResult &result) {
        QVariantList cells;
        for (const qsizetype column : echoed)
            cells.append(WorkloadRow::outputCell(result.inputCells.at(column)));
        if (result.simulated) {
            cells += OutputColumns::candidateRow(columns, *result.simulated);
            if (!result.warnings.isEmpty())
                ++warned;
        } else { // a failing row keeps its input columns and says why; the run continues
            ++failed;
            cells += OutputColumns::failedRow(columns, result.error);
        }
        table.addRow(cells);
    });
    if (batch.rowCount() == 0)
        cl.console().warning(QStringLiteral("%1: no cases (the file has only a header row)").arg(path));
    if (warned > 0)
        cl.console().warning(
            QStringLiteral("%1: %2 of %3 rows have warnings (e.g. Kavier factors that are not "
                           "calibrated); simulate one row for details")
                .arg(path)
                .arg(warned)
                .arg(batch.rowCount()));
    if (failed > 0)
        cl.console().warning(QStringLiteral("%1: %2 of %3 rows could not be simulated (see the error column)")
                                 .arg(path)
                                 .arg(failed)
                                 .arg(batch.rowCount()));
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
        .arg(BatchRecommendation::simulateColumns().join(QStringLiteral(", ")));
}

void SimulateCommand::addOptions(CommandLine &cl) const
{
    cl.addWorkloadOptions();
    cl.parser().addOption({QStringLiteral("input"),
        QStringLiteral("CSV of configurations to simulate, one output row per input row."),
        QStringLiteral("file")});
    addPredictorOptions(cl.parser());
    addTrainingOptions(cl.parser());
    addLayoutOptions(cl.parser());
    addLaunchOption(cl.parser());
    cl.addOutputOptions();
    cl.addConfigOption();
    cl.addCalibrationOption();
}

int SimulateCommand::execute(const CommandLine &cl) const
{
    cl.rejectWorkloadFlagsWithInput();
    RecommenderContext::Inputs prepared;
    Configuration config = effectiveConfiguration(cl, &prepared);
    if (cl.isSet(QStringLiteral("from-launch")) && cl.isSet(QStringLiteral("input")))
        throw CoastlineError(
            QStringLiteral("--from-launch describes one job; --input lists many: give one of the two"));
    applyLaunchFile(cl, config, prepared);
    applyTrainingFlags(cl, config);
    applyLayoutFlags(cl, config);
    // cli.md: simulate predicts with the default chain (intelligent, else roofline; spec decision 11)
    // and checks with autoconf (the embedded default's predictors) unless a flag or --config says
    // otherwise.
    applyPredictorFlags(cl, config);

    if (cl.isSet(QStringLiteral("input"))) {
        const QString path = cl.value(QStringLiteral("input"));
        if (path.trimmed().isEmpty())
            throw CoastlineError(QStringLiteral("--input: expected a file name"));
        return simulateFile(cl, config, path, std::move(prepared));
    }
    return simulateDeclared(cl, config, std::move(prepared));
}

} // namespace cli
