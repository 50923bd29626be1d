// `coastline-cli simulate` (cli.md "simulate"): one declared configuration, or one per row of
// --input cases.csv, no ranking. Throughput and per-GPU power come from Kavier (kavier.md).

#include "CalibrationTable.h"
#include "Candidate.h"
#include "Catalog.h"
#include "CliCommon.h"
#include "CoastlineError.h"
#include "CsvTable.h"
#include "FeasibilityVerdict.h"
#include "KavierModel.h"

#include <climits>
#include <cmath>

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

// Result columns (cli.md), appended after the input columns.
const QStringList &resultColumns()
{
    static const QStringList columns {QStringLiteral("total_gpus"), QStringLiteral("throughput_tokens_per_s"),
        QStringLiteral("power_w_per_gpu"), QStringLiteral("cluster_power_w"), QStringLiteral("feasible"),
        QStringLiteral("reason"), QStringLiteral("memory_gb_per_gpu"), QStringLiteral("error")};
    return columns;
}

/// The feasibility verdict for one declared configuration. This is the ONE place `simulate` decides
/// feasibility: until the feasibility engine lands (createFeasibilityChecker, FeasibilityChecker.h),
/// nothing is checked and every configuration is reported feasible with reason "not checked".
FeasibilityVerdict checkFeasibility(const Configuration &config, const Workload &workload,
    const Candidate &candidate, const LlmSpec &llm, const GpuSpec &gpu)
{
    Q_UNUSED(config);
    Q_UNUSED(workload);
    Q_UNUSED(candidate);
    Q_UNUSED(llm);
    Q_UNUSED(gpu);
    FeasibilityVerdict verdict;
    verdict.feasible = true;
    verdict.reason = QStringLiteral("not checked");
    return verdict;
}

/// A workload whose names are catalog keys and whose numbers are valid (≥ 1).
struct ResolvedCase
{
    Workload workload;
    const LlmSpec *llm = nullptr;
    const GpuSpec *gpu = nullptr;
};

/// Simulates one resolved case: the result columns, in resultColumns() order.
QVariantList simulateCase(const Configuration &config, const KavierModel &model, const ResolvedCase &c,
    QStringList *uncalibratedParts)
{
    const Workload &w = c.workload;
    const int gpusPerNode = w.gpusPerNode.value_or(1);
    const int nodes = w.numberOfNodes.value_or(1);
    const qint64 totalGpus = qint64(gpusPerNode) * nodes;
    if (totalGpus > INT_MAX)
        throw CoastlineError(
            QStringLiteral("%1 GPUs per node x %2 nodes is too many GPUs").arg(gpusPerNode).arg(nodes));
    const Candidate candidate {int(totalGpus), gpusPerNode, nodes, w.batchSize};
    const FeasibilityVerdict verdict = checkFeasibility(config, w, candidate, *c.llm, *c.gpu);
    // Kavier gets the per-node width and the node count directly (kavier.md §8).
    const KavierResult r
        = model.simulate(*c.llm, *c.gpu, w.method, w.tokensPerSample, w.batchSize, gpusPerNode, nodes);
    if (uncalibratedParts)
        *uncalibratedParts = r.uncalibratedParts;
    const QVariant memory = verdict.memory ? QVariant(verdict.memory->totalGb) : QVariant();
    return {totalGpus, r.throughputTokensPerSecond, r.powerWattsPerGpu,
        r.powerWattsPerGpu * double(totalGpus), verdict.feasible, verdict.reason, memory, QVariant()};
}

KavierModel makeModel(const Configuration &config)
{
    try {
        return KavierModel(CalibrationTable::load(config.predictors.kavierCalibration));
    } catch (const CoastlineError &e) {
        throw CoastlineError(QStringLiteral("--calibration: %1").arg(e.message()));
    }
}

QString uncalibratedWarning(const ResolvedCase &c, const QStringList &parts)
{
    return QStringLiteral("Kavier factors not calibrated for %1 / %2 / %3 (fell back to 1.0 or the nearest "
                          "GPU count): %4")
        .arg(c.llm->name, c.workload.method, c.gpu->name, parts.join(QStringLiteral(", ")));
}

int simulateDeclared(const CommandLine &cl)
{
    const Configuration config = effectiveConfiguration(cl);
    const Catalog catalog = effectiveCatalog(config);
    ResolvedCase c;
    c.workload = cl.workloadFlags().appliedTo(config.workload);
    Workload &w = c.workload;
    w.llmModel = catalog.resolveLlmName(w.llmModel, QStringLiteral("--llm"));
    w.gpuModel = catalog.resolveGpuName(w.gpuModel, QStringLiteral("--gpu"));
    w.method = normaliseMethod(w.method, QStringLiteral("--method"));
    c.llm = &catalog.llm(w.llmModel);
    c.gpu = &catalog.gpu(w.gpuModel);
    const KavierModel model = makeModel(config);
    QStringList parts;
    const QVariantList result = simulateCase(config, model, c, &parts);
    if (!parts.isEmpty())
        printWarning(uncalibratedWarning(c, parts));
    OutputTable table(inputColumns() + resultColumns());
    table.addRow(QVariantList {w.llmModel, w.method, w.gpuModel, w.tokensPerSample, w.batchSize,
                     w.gpusPerNode.value_or(1), w.numberOfNodes.value_or(1)}
        + result);
    if (cl.format() == OutputTable::Format::Table) { // one configuration: a field / value list reads better
        OutputTable vertical({QStringLiteral("field"), QStringLiteral("value")});
        for (int c = 0; c < table.columns().size(); ++c)
            vertical.addRow({table.columns().at(c), table.row(0).at(c)});
        cl.writeTable(vertical);
    } else {
        cl.writeTable(table);
    }
    return ExitSuccess;
}

/// An input cell as output: a whole number when it is one, else the text (missing when empty).
QVariant inputCell(const QString &text)
{
    if (text.isEmpty())
        return {};
    bool ok = false;
    const qint64 i = text.toLongLong(&ok);
    if (ok)
        return i;
    const double d = text.toDouble(&ok); // "4.0" is read as 4 (CsvTable::integer)
    if (ok && std::isfinite(d) && d == std::trunc(d) && std::fabs(d) < 9.0e15)
        return qint64(d);
    return text;
}

/// A whole-number cell ≥ 1 (≤ `maximum`); an empty cell gives `emptyValue` (throws when that is 0).
qint64 positiveCell(const CsvTable &t, int row, const QString &column, qint64 maximum, qint64 emptyValue = 0)
{
    const QString where
        = QStringLiteral("%1:%2: column '%3'").arg(t.fileName()).arg(t.lineOf(row)).arg(column);
    if (t.cell(row, column).isEmpty()) {
        if (emptyValue > 0)
            return emptyValue;
        throw CoastlineError(QStringLiteral("%1: missing value").arg(where));
    }
    const qint64 value = t.integer(row, column); // "4" or "4.0"; throws naming file, line and column
    if (value < 1)
        throw CoastlineError(QStringLiteral("%1: must be at least 1, got %2").arg(where).arg(value));
    if (value > maximum)
        throw CoastlineError(
            QStringLiteral("%1: %2 is too large (at most %3)").arg(where).arg(value).arg(maximum));
    return value;
}

ResolvedCase resolveRow(const CsvTable &t, int row, const Catalog &catalog)
{
    auto where = [&](const QString &column) {
        return QStringLiteral("%1:%2: column '%3'").arg(t.fileName()).arg(t.lineOf(row)).arg(column);
    };
    ResolvedCase c;
    Workload &w = c.workload;
    w.llmModel = catalog.resolveLlmName(
        t.cell(row, QStringLiteral("llm_model")), where(QStringLiteral("llm_model")));
    w.method = normaliseMethod(
        t.cell(row, QStringLiteral("fine_tuning_method")), where(QStringLiteral("fine_tuning_method")));
    w.gpuModel = catalog.resolveGpuName(
        t.cell(row, QStringLiteral("gpu_model")), where(QStringLiteral("gpu_model")));
    w.tokensPerSample
        = positiveCell(t, row, QStringLiteral("tokens_per_sample"), std::numeric_limits<qint64>::max());
    w.batchSize = positiveCell(t, row, QStringLiteral("batch_size"), std::numeric_limits<qint64>::max());
    w.gpusPerNode = int(positiveCell(t, row, QStringLiteral("gpus_per_node"), INT_MAX, 1));
    w.numberOfNodes = int(positiveCell(t, row, QStringLiteral("number_of_nodes"), INT_MAX, 1));
    c.llm = &catalog.llm(w.llmModel);
    c.gpu = &catalog.gpu(w.gpuModel);
    return c;
}

int simulateFile(const CommandLine &cl, const QString &path)
{
    const Configuration config = effectiveConfiguration(cl);
    const Catalog catalog = effectiveCatalog(config);
    const KavierModel model = makeModel(config);
    const CsvTable input = CsvTable::read(path); // unreadable or malformed file: error, exit 2
    input.requireColumns(inputColumns());

    OutputTable table(inputColumns() + resultColumns());
    int uncalibrated = 0;
    int failed = 0;
    for (int row = 0; row < input.rowCount(); ++row) {
        QVariantList cells;
        for (const QString &column : inputColumns())
            cells.append(inputCell(input.cell(row, column)));
        try {
            const ResolvedCase c = resolveRow(input, row, catalog);
            QStringList parts;
            cells += simulateCase(config, model, c, &parts);
            if (!parts.isEmpty())
                ++uncalibrated;
        } catch (const CoastlineError &e) {
            // A failing row keeps its input columns and says why; the run continues.
            ++failed;
            QVariantList result(resultColumns().size());
            result[resultColumns().indexOf(QStringLiteral("feasible"))] = false;
            result.last() = e.message();
            cells += result;
        }
        table.addRow(cells);
    }
    if (uncalibrated > 0)
        printWarning(
            QStringLiteral("%1: %2 of %3 rows used Kavier factors that are not calibrated (1.0, or the "
                           "nearest calibrated GPU count); simulate one row for details")
                .arg(path)
                .arg(uncalibrated)
                .arg(input.rowCount()));
    if (failed > 0)
        printWarning(QStringLiteral("%1: %2 of %3 rows could not be simulated (see the error column)")
                         .arg(path)
                         .arg(failed)
                         .arg(input.rowCount()));
    cl.writeTable(table);
    return ExitSuccess;
}

} // namespace

int runSimulate(const QStringList &arguments)
{
    CommandLine cl(QStringLiteral("simulate"),
        QStringLiteral(
            "Predicts one declared configuration (no ranking): throughput (tokens/s), per-GPU and "
            "cluster power (W), feasibility.\n"
            "Workload flags override the configuration's workload (without --config: the embedded "
            "default, granite-3.1-8b-instruct full on NVIDIA-A100-SXM4-80GB, 7621 tokens, batch 4, "
            "8 GPUs per node, 1 node).\n"
            "With --input, one output row per CSV row (columns %1).")
            .arg(inputColumns().join(QStringLiteral(", "))));
    cl.addWorkloadOptions();
    cl.parser().addOption({QStringLiteral("input"),
        QStringLiteral("CSV of configurations to simulate, one output row per input row."),
        QStringLiteral("file")});
    cl.addOutputOptions();
    cl.addConfigOption();
    cl.addCalibrationOption();
    if (const auto exit = cl.parse(arguments))
        return *exit;
    const QStringList positional = cl.positionalArguments();
    if (!positional.isEmpty())
        throw CoastlineError(
            QStringLiteral("simulate: unexpected argument '%1' (see coastline-cli simulate --help)")
                .arg(positional.first()));
    if (cl.isSet(QStringLiteral("input"))) {
        const WorkloadFlags &f = cl.workloadFlags();
        if (f.llm || f.method || f.gpu || f.tokens || f.batch || f.gpusPerNode || f.nodes)
            throw CoastlineError(
                QStringLiteral("--input: cannot be combined with the workload flags "
                               "(--llm --method --gpu --tokens --batch --gpus-per-node --nodes)"));
        const QString path = cl.value(QStringLiteral("input"));
        if (path.trimmed().isEmpty())
            throw CoastlineError(QStringLiteral("--input: expected a file name"));
        return simulateFile(cl, path);
    }
    return simulateDeclared(cl);
}

} // namespace cli
